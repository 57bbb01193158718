-- Frame-dependent operations: a constant that is not symmetric (a1-d4), file/rank of a square,
-- first/last of a set of two squares, and a normalisation step, so the rule's frame matters.
endgame KBNK, KNNK
normalise weak king on a1-d1-d4

squares home = a1-d4
squares long_diagonal = a1 b2 c3 d4 e5 f6 g7 h8

let first_piece = first of strong minors
let last_piece = last of strong minors

recognize

rule "home": the weak king is in the lower left quarter, on the long diagonal
  when weak king in home * long_diagonal
  then draw

rule "file": the first strong minor stands on the a- or b-file, and the last on a higher rank
  when file of first_piece <= 2 and rank of last_piece > rank of first_piece
  then side to move wins

rule "corner": the weak king is next to the corner of the first minor
  when distance(weak king, a1) <= 1 and manhattan(first_piece, last_piece) > 3
  then strong side mates in 3
