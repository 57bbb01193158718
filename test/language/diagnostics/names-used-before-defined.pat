-- PAT204: a let is visible only after it
endgame KNNKB
let area = king attacks of weak_k
let weak_k = weak king
