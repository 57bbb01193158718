-- PAT407: files are a to h, ranks 1 to 8
endgame KNNKB
squares outside = file j + rank 9
