-- PAT601: a FEN the runtime cannot read
endgame KNNK
recognize
rule "x": anything
  draw
  example "8/8/8/4k3/8/8/2NN4/K7 x - - 0 1": draw
  example "8/8/8/4k3/8/8/2NN4 w - - 0 1": draw
