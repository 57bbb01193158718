-- PAT304: conditions are true or false
endgame KNNKB
recognize
rule "far": the kings are far apart
  when distance(strong king, weak king)
  then draw
