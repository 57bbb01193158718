-- PAT401: a piece the file's endgames never have
endgame KNNKB, KNNKN
recognize
rule "rook": the weak rook is on the edge
  when weak rook on a1-a8
  then draw
