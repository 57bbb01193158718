-- PAT003: only \" and \\ are escapes
endgame KNNKB
example "8/8/8/3k4/8/8/2NN4/K6b w - - 0 1\n": draw
