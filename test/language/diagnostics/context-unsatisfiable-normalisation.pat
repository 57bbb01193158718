-- PAT404: no symmetry keeping the bishop dark can put the king on a1-d1-d4
endgame KBNK
normalise strong bishop on dark squares
normalise weak king on a1-d1-d4
