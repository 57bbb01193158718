-- PAT301: 'empty' applies only to what follows it directly
endgame KNNKB
let strong_k_area = king attacks of strong king
recognize
rule "weak-win": the strong king has no escape
  when empty strong_k_area - strong knights
  then draw
