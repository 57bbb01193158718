-- PAT301: operators on the wrong types
endgame KNNKB
let a = strong king + 1
let b = count of strong knights < weak king
let c = distance(strong knights, weak king)
