-- PAT602: an example outside the file's endgames
endgame KNNK
recognize
rule "x": anything
  draw
  example "8/8/8/4k3/8/8/2NB4/K7 w - - 0 1": draw
