-- PAT101 twice: error recovery reports both
endgame KNNKB
let a = strong king +
squares b = a1 * * h8
