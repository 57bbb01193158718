-- PAT101: a missing 'then'
endgame KNNKB
recognize
rule "weak-draw": the weak king is far from the edge
  when edge_distance(weak king) > 1 draw
