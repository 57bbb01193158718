-- PAT006: pieces out of the order Q R B N
endgame KNBK, KNNKB
