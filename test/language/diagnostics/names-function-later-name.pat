-- PAT204: a function's body uses only what is defined above it, and applies earlier functions
endgame KBNK
let shadow(square) = king attacks of square - walls
let walls = attacks of strong side
let early = second(weak king)
let second(square) = king attacks of square
