-- PAT503 in a function's body: reported where every application empties it, not where only
-- one does (`outside(corner)` empties `region - corner`, `outside(weak king)` does not); an
-- argument that is empty itself is reported at the application
endgame KNNKB, KNNKN
squares corner = a1 h1 a8 h8
squares xcorner = b2 g2 b7 g7
let outside(region) = count of (region - corner)
let both(region) = count of (region * corner * xcorner)
let near = outside(weak king) + outside(corner)
let never = both(weak king) + both(strong king)
let nowhere = outside(corner * xcorner)
