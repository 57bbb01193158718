-- The twin of hostile-names.pat with plain names: both must compile to code that behaves alike.
endgame KBNK

squares corner = a1 h1 a8 h8
squares edge = file a + file h + rank 1 + rank 8

let weak_k = weak king
let weak_k_area = king attacks of weak_k
let strong_k = strong king
let pieces_of_strong = strong bishops + strong knights
let a_minor = one of pieces_of_strong
let edge_area = weak_k_area * edge
let kings_apart = distance(weak_k, strong_k)

recognize

rule "corner": the weak king is in a corner
  when weak_k in corner and not empty edge_area
  then draw
  example "k7/8/1K6/8/8/8/8/BN6 w - - 0 1": draw

rule "close": the kings are close and a piece stands next to the weak king
  when kings_apart <= 2 and a_minor in weak_k_area
  then side to move wins

rule "x": rest
  when kings_apart > 5
  then fail extend
