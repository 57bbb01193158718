-- PAT302: a mate distance is at least 1
endgame KNNKB
recognize
rule "mate": mate at once
  side to move is mated in 0
