-- King walks: `king_walk(from, within)` is every square a king reaches from `from` in one or
-- more king steps, each onto a square of `within`. It is emitted as a flood fill by frontiers,
-- which stops when a round reaches nothing new; with constant operands it is folded to a set.
endgame KBNK

let open = complement (attacks of strong side + strong king)
-- From a square: the lone king's box, the commonest use.
let box = king_walk(weak king, open)
-- From a set: where the minor pieces could walk as kings over empty squares.
let roam = king_walk(strong minors, complement occupied)
-- Constant operands, folded: a walk from a1 along the first rank stops at the gap on d1, so
-- this is a1-c1 (a1 too, since the walk comes back to it).
let first_rank = king_walk(a1, a1-c1 e1-h1)
-- Read in one arm of an if only: computed at the start of that arm.
let far = if count of (king attacks of weak king - attacks of strong side) <= 1
 then count of king_walk(weak king, complement (knight attacks of strong knights + strong king))
 otherwise 0

whiteval

class "boxed": the lone king's box and what it holds
  when not in check and count of box <= 20
  score 100 * count of box + 10 * count of (roam * first_rank) + far
  example "8/8/8/8/8/1BN5/8/k1K5 w - - 0 1": class "boxed"

class "free": every other position
  when not empty (first_rank * roam)
  score count of roam - count of box
