-- PAT203: no two visible names alike, and no shadowing
endgame KNNKB
let weak_k = weak king
recognize
rule "x": a rule
  let weak_k = weak king
  draw
