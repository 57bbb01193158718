-- PAT502: a step that never changes anything
endgame KNNKB
normalise weak king on a1-d1-d4
normalise weak king on all squares
