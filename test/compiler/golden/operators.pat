-- Every operator of the language at least once, so that the differential tests reach every
-- emission path: sliders over sets, side attacks, counts, conditionals of every type, the
-- distance functions, set equality, check and stalemate, and the reject section's before/moved.
endgame KBNK, KNNK
normalise strong king on a1-h4

squares centre = d4 e4 d5 e5
squares wing = a1-c8

let our_minors = strong minors
let sweep = bishop attacks of our_minors + rook attacks of strong king + queen attacks of weak king
let covered = attacks of strong side
let lone = if in KBNK then strong bishop otherwise strong king
let far = max(distance(strong king, weak king), manhattan(strong king, weak king) - 3)

recognize

rule "check": the side to move is in check and the weak king has few squares
  when in check and count of (king attacks of weak king - covered) < 3
  then if strong side to move then strong side wins otherwise weak side loses end

rule "stalemate": no move for the weak side
  when stalemate
  then draw

rule "sweep": the sliders sweep the centre
  when centre - occupied = centre * complement occupied and sweep * centre = centre
  then side to move mates in 4

rule "lone": the lone bishop stands on the wing, or the first minor is on the left of the last
  when lone in wing or file of first of our_minors < file of last of our_minors and rank of one of our_minors != 3
  then strong side wins

rule "arith": a sum of distances
  when abs(edge_distance(weak king) - corner_distance(weak king, strong king)) + min(far, 2) * 2 > 6
   and (if weak king in wing then strong pieces otherwise weak pieces) != strong pieces + weak pieces
  then weak side is mated in 3

rule "jumps": a strong minor is two knight moves from the weak king, or the kings a knight's move apart
  when knight_distance(first of our_minors, weak king) = 2 or knight_distance(strong king, weak king) <= 1
  then side to move wins

rule "attacked": the weak king's neighbours are all attacked
  when king attacks of weak king attacked by strong side and not (weak king attacked by strong side)
   and -count of our_minors <= -2
  then fail extend

whiteval

class "near": the kings are near
  when far <= 2
  score 10 - count of covered

class "wing": the weak king is on the wing
  when weak king in wing
  score -far * 1000000

-- King attacks of a many-square set (compiled by shifts): the score counts them exactly, on both
-- halves of the board and on the a- and h-files, where a shift could wrap round the edge.
class "ring": the squares next to any man
  when in KBNK
  score count of (king attacks of occupied) * 100 + count of (king attacks of (occupied * wing) - wing)

blackeval

class "lone": the bishop is alone in the wing
  when lone in wing

reject

rule "retreat": the strong king moves away from the weak king, or a minor leaves the centre
  when distance(strong king, weak king) > before distance(strong king, weak king) and moved to in wing
   or moved from in centre and not (moved to in centre)

rule "capture": the weak king can take a minor that no one guards
  when not empty (king attacks of weak king * strong minors - covered) and before (weak king in wing)
