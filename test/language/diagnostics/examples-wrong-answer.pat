-- PAT603: examples whose answer or deciding rule is not the expected one
endgame KNNK
squares edge = file a + file h + rank 1 + rank 8
recognize
example "7k/8/8/8/8/8/2NN4/K7 b - - 0 1": draw
rule "open": the lone king is off the edge
  when weak king not on edge
  then draw
  example "7k/8/8/8/8/8/2NN4/K7 b - - 0 1": draw
rule "edge": the lone king is on the edge
  side to move mates in 1
  example "8/8/8/4k3/8/8/2NN4/K7 w - - 0 1": draw
