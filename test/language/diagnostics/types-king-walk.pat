-- PAT301, PAT306: king_walk takes two sets of squares (a square counts as one) and gives a set
endgame KBNK
let box = king_walk(weak king, complement attacks of strong side)
let bad_start = king_walk(3, box)
let bad_use = count of box + king_walk(weak king, box)
let short = king_walk(weak king)
whiteval
class "boxed": a small box
  when count of box <= 4
  score count of box
