-- PAT205: two rules of one name in a section
endgame KNNKB
recognize
rule "draw": the weak king is central
  when weak king in c3-f6 then draw
rule "draw": the kings are far apart
  when distance(strong king, weak king) > 4 then draw
