-- PAT305 and PAT306: if-branches of one type; the right number of arguments
endgame KNNKB
let x = if in check then strong king otherwise 3
let y = distance(strong king)
