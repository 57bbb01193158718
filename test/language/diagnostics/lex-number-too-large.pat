-- PAT004: numbers go up to a million
endgame KNNKB
let far = distance(strong king, weak king) > 12345678
