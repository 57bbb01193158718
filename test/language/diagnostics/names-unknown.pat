-- PAT201: unknown names, with a suggestion
endgame KNNKB
squares corner = a1 h1 a8 h8
let strong_k = strong king
recognize
rule "trapped": the strong king is in a corner
  when strong_k in corners and weak_king not in corner
  then draw
