-- PAT103: a section written twice
endgame KNNKB
recognize
rule "a": the first
  draw
recognize
rule "b": the second
  draw
