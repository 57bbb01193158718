-- PAT503: sets that are always empty
endgame KNNKB, KNNKN
squares corner = a1 h1 a8 h8
squares xcorner = b2 g2 b7 g7
let nothing = corner * xcorner
let no_bishop = in KNNKN and not empty (weak bishops)
