-- PAT306: a function takes as many arguments as it has parameters; a plain let takes none
endgame KBNK
let ring = king attacks of weak king
let around(centre, steps) = king attacks of centre + steps
let both = around(weak king)
let again = ring(weak king)
let bare = around
