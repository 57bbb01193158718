-- PAT002: a string without its closing quote
endgame KNNKB
recognize
rule "draw in the centre: the weak king is central
  draw
