-- PAT005: a capitalised word that is not a material
endgame KNNKB, Knnkn
recognize
rule "x": a rule
  Draw
