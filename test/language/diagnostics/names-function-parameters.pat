-- PAT203: a parameter may not repeat another or a name defined above it; PAT201: unknown function
endgame KBNK
let walls = attacks of strong side
let blocked(walls) = king attacks of weak king * walls
let pair(a, a) = a + a
let reach = spred(weak king)
let spread(region) = count of region
