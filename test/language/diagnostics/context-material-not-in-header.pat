-- PAT406: a material the file does not cover
endgame KNNKB
recognize
rule "n": in KNNKN
  when in KNNKN
  then draw
