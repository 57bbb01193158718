-- Heinz (2001), "Knowledgeable encoding and static recognition of potential wins in KNNKB and
-- KNNKN", section 7: the static recognition algorithm, almost line for line. The paper's names
-- are kept (strong_k, weak_b_n, b_mates, esc_area, ...), and so are its five parts.

endgame KNNKB, KNNKN -- the strong side, with the two knights, is written first

-- Constants: the corner, edge and "extended corner" squares.
squares corner = a1 h1 a8 h8
squares edge = file a + file h + rank 1 + rank 8
squares xcorner = b2 g2 b7 g7

-- Squares the paper writes inside the algorithm, named here.
squares knight_traps = c3 f3 c6 f6 -- a strong knight diagonally inside an extended corner
squares bishop_checks = c1 f1 a3 h3 a6 h6 c8 f8 -- OCR: printed {e1, f1, a3, ...}: e1 is very likely c1 (to be verified against the tables)

-- The recognition function's local constants.
let strong_k = strong king
let strong_k_area = king attacks of strong_k
let strong_nn = strong knights
let weak_b_n = weak bishops + weak knights
let weak_k = weak king
let weak_k_area = king attacks of weak_k
let weak_minor = one of weak_b_n

recognize

rule "weak-win": the strong king is shut in a corner by its own knights and the weak king; the weak minor may even mate it
  when strong_k in corner -- strong K trapped by own Ns and weak K
   and empty (strong_k_area - strong_nn - weak_k_area) -- with no escape
  then
    let b_mates = xcorner * strong_k_area -- target squares for
    let n_mates = knight attacks of strong_k -- B, N to mate strong K
    if strong side to move
     and (in KNNKB and not empty (weak_b_n * b_mates)
      or in KNNKN and not empty (weak_b_n * n_mates)) then
      side to move is mated
    otherwise if weak side to move -- weak side on move may mate
     and empty (knight attacks of weak_k * strong_nn) -- if not in check
     and (in KNNKB and not empty (bishop attacks of weak_minor * b_mates)
      or in KNNKN and not empty (knight attacks of weak_minor * n_mates)) then
      side to move mates in 1
    otherwise
      draw -- otherwise, the position is drawn
    end

rule "weak-draw (I)": the weak king is not on the edge, and in KNNKN not on an extended corner either
  when weak_k not in edge and not (weak_k in xcorner and in KNNKN)
  then draw
  example "8/8/8/3k4/8/8/2NN4/K6b w - - 0 1": draw
  example "8/8/8/8/4k3/8/1NN5/K6n b - - 0 1": draw

rule "NN-mate": the weak king is in a corner, hemmed in by its own minor on the extended corner, and a strong knight stands diagonally beside that minor
  when weak_k in corner -- weak K in corner trapped by own B, N
   and not empty (weak_k_area * xcorner * weak_b_n) -- on the "extended corner"
   and not empty (strong_nn * knight_traps * king attacks of weak_minor) -- and by a strong N in diagonal opposition
  then
    if not empty (strong_nn * knight attacks of weak_k) then -- weak K also in check by the 2nd strong N
      side to move is mated -- checkmate!
    end
    if in KNNKB
     and (weak side to move or strong_k in king attacks of weak_minor * bishop_checks) then
      draw -- drawn in KNNKB if the weak side is on move or the strong side is in check
    end
    if strong side to move
     and not empty (knight attacks of weak_k
      * knight attacks of one of (strong_nn - knight_traps * king attacks of weak_minor)) then
      -- strong side on move and the other strong N ready to deliver mate
      if in KNNKB or strong_k not in knight attacks of weak_minor then
        side to move mates in 1
      otherwise
        side to move mates in 2
      end
    end
    fail -- weak side on move in KNNKN may still draw (unwind the trap by moving the N away)
    example "k7/1bN5/2N5/8/8/8/8/7K b - - 0 1": side to move is mated
    example "k7/1nN5/2N5/8/8/8/8/7K b - - 0 1": side to move is mated
    example "k7/1b6/2N5/3N4/8/8/8/7K w - - 0 1": side to move mates in 1

rule "weak-draw (II)": the kings are more than 4 steps apart, or the weak king, on move, can step off the edge
  if distance(strong_k, weak_k) > 4 then -- drawn if the kings are more than 4 steps apart
    draw
  end
  if weak side to move then -- calculate the escape squares of the weak K
    let esc_area = weak_k_area - weak_b_n - strong_k_area - knight attacks of first of strong_nn
     - knight attacks of last of strong_nn
    if not empty (esc_area - edge - (if in KNNKN then xcorner otherwise no squares)) then
      draw -- the weak K can escape from the trap
    end
  end

rule "strong-win": no obvious draw: the weak king is still trapped on the edge, so search on
  fail extend -- handle the tricky issues by further search, and extend this line
