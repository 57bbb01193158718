-- PAT402: a singular piece must be exactly one, with material narrowing
endgame KNNKB, KNNKN
let wb = weak bishop
let fine = in KNNKB and weak bishop in dark squares
let sn = strong knight
