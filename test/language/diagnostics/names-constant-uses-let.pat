-- PAT202: a squares constant cannot depend on the position
endgame KNNKB
let around = king attacks of weak king
squares target = around + a1
