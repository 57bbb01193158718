-- PAT501: a rule after one that always decides
endgame KNNKB, KNNKN
recognize
rule "bishop": in KNNKB we give up
  when in KNNKB
  then fail
rule "knight": in KNNKN we give up too
  when in KNNKN
  then fail
rule "never": nothing is left for this rule
  draw
