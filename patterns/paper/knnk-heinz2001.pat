-- Heinz (2001), "Knowledgeable encoding and static recognition of potential wins in KNNKB and
-- KNNKN", section 7: the static recognition algorithm as published, line for line, with only the
-- corrections our endgame tables force. The paper's names are kept (strong_k, weak_b_n, b_mates,
-- esc_area, ...), and so are its five parts. Each correction is marked "Correction Cn" with the
-- position that shows it (also an example below, and in docs/knnk.md).
--
-- This file is kept for comparison: `patc verify knnk` reports its coverage beside that of
-- patterns/knnk.pat (the same structure plus our own rules). It is compiled into
-- generated/paper/ and is not in the search's registry.

endgame KNNKB, KNNKN -- the strong side, with the two knights, is written first

-- Constants: the corner, edge and "extended corner" squares.
squares corner = a1 h1 a8 h8
squares edge = file a + file h + rank 1 + rank 8
squares xcorner = b2 g2 b7 g7

-- Squares the paper writes inside the algorithm, named here.
squares knight_traps = c3 f3 c6 f6 -- a strong knight diagonally inside an extended corner
-- Correction C1 (OCR): the seed prints {e1, f1, a3, h3, a6, h6, c8, f8}. The eight squares are
-- those diagonally beside an extended corner, from which the weak bishop checks; with e1 the
-- strong king on c1, in check from the bishop on b2, is said to mate in 1, but the table says
-- draw: "8/8/8/8/8/2N5/1b6/k1K1N3 w - - 0 1".
squares bishop_checks = c1 f1 a3 h3 a6 h6 c8 f8

-- The recognition function's local constants.
let strong_k = strong king
let strong_k_area = king attacks of strong_k
let strong_nn = strong knights
let weak_b_n = weak bishops + weak knights
let weak_k = weak king
let weak_k_area = king attacks of weak_k
let weak_minor = one of weak_b_n

recognize

-- ***** WEAK-WIN PART *****
rule "weak-win": the strong king is shut in a corner by its own knights and the weak king; the weak minor may even mate it
  when strong_k in corner -- strong K trapped by own Ns and weak K
   and empty (strong_k_area - strong_nn - weak_k_area) -- with no escape
  then
    -- Correction C2: a target square covered by a strong knight is no mate: the knight takes
    -- the checking minor. "8/8/8/8/8/8/Nbk5/K2N4 w - - 0 1" (Nd1xb2) and
    -- "8/8/8/8/8/8/N1k5/K1bN4 b - - 0 1" (1...Bb2+ 2.Nxb2) are draws, not mates.
    -- Correction C3: the weak knight cannot check from its own king's square:
    -- "8/8/8/8/8/8/N1k5/KN2n3 b - - 0 1" is a draw (the knight on e1 "attacks" c2).
    let b_mates = xcorner * strong_k_area - knight attacks of strong_nn -- target squares for
    let n_mates = knight attacks of strong_k - knight attacks of strong_nn - weak_k -- B, N to mate strong K
    if strong side to move
     and (in KNNKB and not empty (weak_b_n * b_mates)
      or in KNNKN and not empty (weak_b_n * n_mates)) then
      side to move is mated
    otherwise if weak side to move -- weak side on move may mate
     and empty (knight attacks of weak_k * strong_nn) -- if not in check
     and (in KNNKB and not empty (bishop attacks of weak_minor * b_mates)
      or in KNNKN and not empty (knight attacks of weak_minor * n_mates)) then
      side to move mates in 1
    -- Correction C4: the weak king, on move and in check, may be checkmated itself:
    -- "8/8/8/8/8/4N3/N2b4/K1k5 b - - 0 1" and "8/8/8/8/8/4N3/N2n4/K1k5 b - - 0 1".
    otherwise if weak side to move and checkmate then
      side to move is mated
    otherwise
      draw -- otherwise, the position is drawn
    end
    example "8/8/8/8/8/8/Nbk5/KN6 w - - 0 1": side to move is mated
    example "8/8/8/8/8/8/N1k5/KNb5 b - - 0 1": side to move mates in 1
    example "8/8/8/8/8/8/N1k5/KNn5 b - - 0 1": side to move mates in 1
    example "8/8/8/8/8/8/Nbk5/K2N4 w - - 0 1": draw
    example "8/8/8/8/8/8/N1k5/K1bN4 b - - 0 1": draw
    example "8/8/8/8/8/8/N1k5/KN2n3 b - - 0 1": draw
    example "8/8/8/8/8/4N3/N2b4/K1k5 b - - 0 1": side to move is mated
    example "8/8/8/8/8/4N3/N2n4/K1k5 b - - 0 1": side to move is mated

-- Correction C5: in KNNKN the weak knight also mates a strong king shut in on the edge, away
-- from the corner, by its own knights and the weak king; the weak-draw rules below call these
-- draws. "8/8/8/8/8/2n5/1N1k4/NK6 w - - 0 1" is checkmate, and in
-- "8/8/8/8/8/8/2k1N3/2n1KN2 b - - 0 1" (1...Nd3#) and "8/8/8/8/N7/KN6/8/nk6 b - - 0 1"
-- (1...Nc2#) the weak side mates in 1. The paper has no rule for them: leave them to search.
rule "weak-win on the edge": in KNNKN, the strong king on the edge (not in a corner) has at most one square left between its knights and the weak king
  when in KNNKN and strong_k in edge - corner and count of (strong_k_area - strong_nn - weak_k_area) <= 1
  then fail
  example "8/8/8/8/8/2n5/1N1k4/NK6 w - - 0 1": fail
  example "8/8/8/8/8/8/2k1N3/2n1KN2 b - - 0 1": fail
  example "8/8/8/8/N7/KN6/8/nk6 b - - 0 1": fail

-- ***** WEAK-DRAW PART (I) *****
rule "weak-draw (I)": the weak king is not on the edge, and in KNNKN not on an extended corner either
  when weak_k not in edge and not (weak_k in xcorner and in KNNKN)
  then draw
  example "8/8/8/3k4/8/8/2NN4/K6b w - - 0 1": draw
  example "8/8/8/8/4k3/8/1NN5/K6n b - - 0 1": draw

-- ***** NN-MATE PART *****
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
    -- Correction C6: the other knight's checking square must not hold the strong king:
    -- "8/8/8/8/8/2N5/1bK5/k3N3 w - - 0 1" is a draw, "8/8/8/8/8/2N5/1nK5/k3N3 w - - 0 1" a mate
    -- in 2, not 1 (the knight on e1 would check from c2).
    if strong side to move
     and not empty ((knight attacks of weak_k - strong_k)
      * knight attacks of one of (strong_nn - knight_traps * king attacks of weak_minor)) then
      -- strong side on move and the other strong N ready to deliver mate
      -- Correction C7: in KNNKN with the strong king in check from the weak knight, the paper
      -- claims mate in 2 (stm_mates_next_score); "8/8/8/8/8/2N5/1n6/k2KN3 w - - 0 1" is a
      -- draw. Leave it to search.
      if in KNNKB or strong_k not in knight attacks of weak_minor then
        side to move mates in 1
      otherwise
        fail
      end
    end
    fail -- weak side on move in KNNKN may still draw (unwind the trap by moving the N away)
    example "k7/1bN5/2N5/8/8/8/8/7K b - - 0 1": side to move is mated
    example "k7/1nN5/2N5/8/8/8/8/7K b - - 0 1": side to move is mated
    example "k7/1b6/2N5/3N4/8/8/8/7K w - - 0 1": side to move mates in 1
    example "k7/1b6/2N5/3N4/8/8/8/7K b - - 0 1": draw
    example "8/8/8/8/8/2N5/1b6/k1K1N3 w - - 0 1": draw
    example "8/8/8/8/8/2N5/1bK5/k3N3 w - - 0 1": fail
    example "8/8/8/8/8/2N5/1nK5/k3N3 w - - 0 1": fail
    example "8/8/8/8/8/2N5/1n6/k2KN3 w - - 0 1": fail

-- ***** WEAK-DRAW PART (II) *****
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
  example "k7/8/8/8/8/8/2NN4/6Kb w - - 0 1": draw -- the kings are 6 steps apart
  example "N6N/8/8/8/5K2/8/8/3k3b b - - 0 1": draw -- the weak king steps off the edge

-- ***** STRONG-WIN PART *****
rule "strong-win": no obvious draw: the weak king is still trapped on the edge, so search on
  fail extend -- handle the tricky issues by further search, and extend this line
