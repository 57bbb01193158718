-- PAT207: a material listed twice
endgame KNNKB, KNNKN, KNNKB
