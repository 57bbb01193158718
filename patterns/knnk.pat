-- Heinz (2001), "Knowledgeable encoding and static recognition of potential wins in KNNKB and
-- KNNKN", section 7, with our own rules added: the recognizer the search uses.
--
-- The paper's five parts and names are kept (strong_k, weak_b_n, b_mates, esc_area, ...), with
-- the corrections the tables force (C1 to C7, as in patterns/paper/knnk-heinz2001.pat, which
-- keeps the paper's algorithm alone). Everything beyond the paper is marked "(ours)" in the rule
-- name and sits in the places the paper leaves open: the weak-win part (edge traps), before the
-- strong-win part ("more ambitious analyses ... may easily be added in front of the fail-value
-- return at the end"). Every rule is proved on every legal position by `patc verify knnk`;
-- docs/knnk.md has the figures.

endgame KNNKB, KNNKN -- the strong side, with the two knights, is written first

-- Constants: the corner, edge and "extended corner" squares.
squares corner = a1 h1 a8 h8
squares edge = file a + file h + rank 1 + rank 8
squares xcorner = b2 g2 b7 g7

-- Squares the paper writes inside the algorithm, named here.
squares knight_traps = c3 f3 c6 f6 -- a strong knight diagonally inside an extended corner
-- Correction C1 (OCR): the seed prints {e1, f1, a3, h3, a6, h6, c8, f8}; see the paper's file.
squares bishop_checks = c1 f1 a3 h3 a6 h6 c8 f8

-- Ours: the corners with their neighbours; a king outside them is two steps or more from a corner.
squares corner_zone = a1 b1 a2 b2 g1 h1 g2 h2 a7 b7 a8 b8 g7 h7 g8 h8

-- The recognition function's local constants.
let strong_k = strong king
let strong_k_area = king attacks of strong_k
let strong_nn = strong knights
let weak_b_n = weak bishops + weak knights
let weak_k = weak king
let weak_k_area = king attacks of weak_k
let weak_minor = one of weak_b_n

-- Ours: what the weak king can do, and what the knights threaten.
let n1 = first of strong_nn -- the two knights, each on its own
let n2 = last of strong_nn
let trap = edge + (if in KNNKN then xcorner otherwise no squares) -- where the weak king can be mated
let escapes = weak_k_area - weak_b_n - strong_k_area - knight attacks of strong_nn - trap -- Heinz's esc_area off the trap
let free_squares = weak_k_area - weak_b_n - strong_nn - strong_k_area - knight attacks of strong_nn -- where the weak king may step
let room = count of free_squares
let checking_squares = knight attacks of weak_k -- a knight there checks the weak king
let in_knight_check = not empty (checking_squares * strong_nn)
let knights_checking_next = (if empty (knight attacks of n1 * checking_squares) then 0 otherwise 1)
 + (if empty (knight attacks of n2 * checking_squares) then 0 otherwise 1) -- knights that can check next move
let checks_within_two = (knight attacks of strong_nn
  + knight attacks of knight attacks of strong_nn) * checking_squares
-- The free squares each strong piece leaves alone when it moves, and a bound on what one move
-- of it can take: the king at most 3, a knight at most 2 around a king on the edge (3 on an
-- extended corner). The weak king keeps at least `room_after_move` free squares, whatever the
-- strong side plays.
let free_but_king = weak_k_area - weak_b_n - strong_nn - knight attacks of strong_nn
let free_but_n1 = weak_k_area - weak_b_n - strong_nn - strong_k_area - knight attacks of n2
let free_but_n2 = weak_k_area - weak_b_n - strong_nn - strong_k_area - knight attacks of n1
let knight_takes = if weak_k in xcorner then 3 otherwise 2
let room_after_king = count of free_but_king
 - min(3, count of (free_but_king * king attacks of strong_k_area))
let room_after_n1 = count of free_but_n1
 - min(knight_takes, count of (free_but_n1 * (knight attacks of n1 + knight attacks of knight attacks of n1)))
let room_after_n2 = count of free_but_n2
 - min(knight_takes, count of (free_but_n2 * (knight attacks of n2 + knight attacks of knight attacks of n2)))
let room_after_move = min(room_after_king, min(room_after_n1, room_after_n2))

recognize

-- ***** WEAK-WIN PART *****
rule "weak-win": the strong king is shut in a corner by its own knights and the weak king; the weak minor may even mate it
  when strong_k in corner -- strong K trapped by own Ns and weak K
   and empty (strong_k_area - strong_nn - weak_k_area) -- with no escape
  -- Correction C2: a target square covered by a strong knight is no mate: the knight takes
  -- the checking minor. "8/8/8/8/8/8/Nbk5/K2N4 w - - 0 1" (Nd1xb2) and
  -- "8/8/8/8/8/8/N1k5/K1bN4 b - - 0 1" (1...Bb2+ 2.Nxb2) are draws, not mates.
  -- Correction C3: the weak knight cannot check from its own king's square:
  -- "8/8/8/8/8/8/N1k5/KN2n3 b - - 0 1" is a draw (the knight on e1 "attacks" c2).
  then
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

-- Ours, where the paper's file has correction C5 (fail): in KNNKN the weak knight also mates a
-- strong king shut in on the edge by its own knights and the weak king. With at most one flight
-- square left, the weak knight mates in 1 from a checking square that also covers the flight,
-- is empty and is not covered by a strong knight. Other positions go on to the next rules.
rule "weak-win on the edge (ours)": in KNNKN, the strong king on the edge has at most one square left between its knights and the weak king; the weak knight may mate it there
  when in KNNKN
   and strong_k in edge - corner
   and count of (strong_k_area - strong_nn - weak_k_area) <= 1
  then
    let flight = strong_k_area - strong_nn - weak_k_area
    let edge_mates = knight attacks of strong_k - knight attacks of strong_nn - weak_k - strong_nn
     - (if empty flight then no squares otherwise complement knight attacks of flight)
    if strong side to move and checkmate then
      side to move is mated
    otherwise if weak side to move
     and not in_knight_check
     and not empty (knight attacks of weak_minor * edge_mates) then
      side to move mates in 1
    end
    example "8/8/8/8/8/2n5/1N1k4/NK6 w - - 0 1": side to move is mated
    example "8/8/8/8/8/8/2k1N3/2n1KN2 b - - 0 1": side to move mates in 1
    example "8/8/8/8/N7/KN6/8/nk6 b - - 0 1": side to move mates in 1

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

-- ***** OUR RULES: WINS WITHOUT SEARCH *****
rule "checkmate (ours)": the weak king is in check from a knight, has no free square, and no move helps: checkmate
  when weak side to move and in_knight_check and room = 0 and checkmate
  then side to move is mated

rule "knight mates at once (ours)": a knight checks from a square the weak minor does not guard, and every square around the weak king is taken; in KNNKB the moving knight must not be shielding the king from the bishop's line
  when strong side to move and not in check
  then
    let targets_1 = knight attacks of n1 * checking_squares - strong_k - strong_nn - weak_b_n
    let targets_2 = knight attacks of n2 * checking_squares - strong_k - strong_nn - weak_b_n
    let guarded_by_minor = bishop attacks of weak bishops + knight attacks of weak knights
    let shut_1 = weak_k_area - weak_b_n - strong_k_area - knight attacks of n2
    let shut_2 = weak_k_area - weak_b_n - strong_k_area - knight attacks of n1
    if not empty targets_1
     and (in KNNKN or n1 not in guarded_by_minor)
     and (first of targets_1 not in guarded_by_minor
       and empty (shut_1 - knight attacks of first of targets_1)
      or last of targets_1 not in guarded_by_minor
       and empty (shut_1 - knight attacks of last of targets_1)) then
      side to move mates in 1
    end
    if not empty targets_2
     and (in KNNKN or n2 not in guarded_by_minor)
     and (first of targets_2 not in guarded_by_minor
       and empty (shut_2 - knight attacks of first of targets_2)
      or last of targets_2 not in guarded_by_minor
       and empty (shut_2 - knight attacks of last of targets_2)) then
      side to move mates in 1
    end

-- ***** OUR RULES: MORE DRAWS WITHOUT SEARCH *****
-- Heinz: "If so desired, more ambitious analyses of the piece constellation and attack
-- relations on the board aiming for an even better identification of real wins ... may easily
-- be added in front of the fail-value return at the end." Each rule below holds on every legal
-- position: the tables prove it, the sentence says why it is chess.
rule "kings too far apart (ours)": Heinz's distance rule, sharpened: the strong king must be within 3 steps of a weak king on the edge (2 in KNNKB with the strong side to move), 3 of one in a corner (4 in KNNKN with the strong side to move), 2 of one on a KNNKN extended corner
  when distance(strong_k, weak_k) > (if weak_k in corner then (if in KNNKN and strong side to move then 4 otherwise 3) otherwise if weak_k in xcorner then 2 otherwise if in KNNKB and strong side to move then 2 otherwise 3)
  then draw

rule "a knight hangs (ours)": the weak side, on move and not in check, takes a knight with its minor or with its king (the knight unprotected); what is left cannot win
  when weak side to move
   and not in_knight_check
   and not empty (strong_nn * (bishop attacks of weak bishops + knight attacks of weak knights)
    + strong_nn * weak_k_area - strong_k_area - knight attacks of strong_nn)
  then draw

rule "no trap in one move (ours)": the strong side, on move and not in check, cannot take every escape square of the weak king in one move: not with the king, nor with either knight (the other pieces keep what they guard)
  when strong side to move and not in check
  then
    let flight = weak_k_area - weak_b_n - trap -- squares the weak king could escape to
    let esc_k = flight - knight attacks of strong_nn -- what a king move must take
    let esc_1 = flight - strong_k_area - knight attacks of n2 -- what a move of knight 1 must take
    let esc_2 = flight - strong_k_area - knight attacks of n1 -- what a move of knight 2 must take
    -- One move takes a set only if it takes its first and last squares.
    if not empty esc_k
     and not empty esc_1
     and not empty esc_2
     and empty ((strong_k_area - weak_k_area - strong_nn)
      * (king attacks of first of esc_k + first of esc_k)
      * (king attacks of last of esc_k + last of esc_k))
     and empty (knight attacks of n1 * (knight attacks of first of esc_1 + first of esc_1)
      * (knight attacks of last of esc_1 + last of esc_1))
     and empty (knight attacks of n2 * (knight attacks of first of esc_2 + first of esc_2)
      * (knight attacks of last of esc_2 + last of esc_2)) then
      draw
    end

rule "KNNKB: no mate without a check (ours)": in KNNKB the weak king on move, not in check, is never lost on the edge, nor in a corner unless a knight can check it next move
  when in KNNKB
   and weak side to move
   and not in_knight_check
   and (weak_k not in corner or knights_checking_next = 0)
  then draw

rule "KNNKB: no net without checks (ours)": in KNNKB with the strong side on move, not in check, and the weak king on the edge outside a corner: no knight can check next move, so there is no net
  when in KNNKB
   and strong side to move
   and not in check
   and weak_k not in corner
   and knights_checking_next = 0
  then draw

rule "KNNKB: too few checks, too much room (ours)": in KNNKB with the strong side on move, at most one knight can check next move and the weak king has two free squares, or none can and it has one, or the kings stand two steps apart and it has two
  when in KNNKB
   and strong side to move
   and (knights_checking_next <= 1 and room >= 2
    or knights_checking_next = 0 and room >= 1
    or distance(strong_k, weak_k) = 2 and room >= 2)
  then draw

rule "KNNKB: the bishop cannot be used against its king (ours)": in KNNKB with the weak side on move, the bishop is not beside its king and the king has two free squares; or at most one knight can check next move and none stands within two steps of the king; or the king is two steps or more from a corner
  when in KNNKB
   and weak side to move
   and (empty (weak_b_n * weak_k_area) and room >= 2
    or knights_checking_next <= 1 and empty (strong_nn * king attacks of weak_k_area)
    or weak_k not in corner_zone)
  then draw

rule "KNNKB: no net in sight (ours)": in KNNKB with the strong side on move: the weak king two steps or more from a corner with no knight within two steps of it, or an escape square off the edge and a free square left after any move, or no knight within two moves of a check
  when in KNNKB
   and strong side to move
   and (weak_k not in corner_zone and empty (strong_nn * king attacks of weak_k_area)
    or not empty escapes and room_after_move >= 1
    or empty checks_within_two)
  then draw

rule "KNNKN: room to breathe (ours)": in KNNKN the weak king on move, on the edge or in a corner, with three free squares around it, cannot be mated
  when in KNNKN and weak side to move and weak_k not in xcorner and room >= 3
  then draw

rule "KNNKN: room away from the corner (ours)": in KNNKN the weak king on move, two steps or more from a corner, with two free squares (one on the middle of an edge), cannot be mated
  when in KNNKN
   and weak side to move
   and weak_k not in corner_zone
   and (room = 2 or room = 1 and weak_k in file d + file e + rank 4 + rank 5)
  then draw

rule "KNNKN: the weak knight helps (ours)": in KNNKN with the weak side on move and two free squares, the weak knight stands two or three steps from its king, or attacks a strong knight
  when in KNNKN
   and weak side to move
   and room >= 2
   and (distance(weak_minor, weak_k) = 2
    or distance(weak_minor, weak_k) = 3
    or not empty (knight attacks of weak knights * strong_nn))
  then draw

rule "KNNKN: no check coming (ours)": in KNNKN the weak king has room and no knight can check it within two moves; with the strong side on move, four free squares and no check next move are enough too, and so are four free squares two steps from a corner
  when in KNNKN
   and (room >= (if strong side to move then 2 otherwise 1) and empty checks_within_two
    or strong side to move
     and room >= 4
     and (knights_checking_next = 0 or weak_k not in corner_zone))
  then draw

rule "KNNKN: few checks, much room (ours)": in KNNKN with the weak side on move, at most one knight can check next move and the weak king has four free squares
  when in KNNKN and weak side to move and knights_checking_next <= 1 and room >= 4
  then draw

rule "KNNKN: no blocker on the edge (ours)": in KNNKN with the strong side on move and the weak king on the edge two steps or more from a corner, a mate needs the weak minor beside its king to block a flight square; it is not there, and the king has two free squares or the minor stands three steps away
  when in KNNKN
   and strong side to move
   and weak_k in edge - corner_zone
   and empty (weak_b_n * weak_k_area)
   and (room >= 2 or distance(weak_minor, weak_k) = 3)
  then draw

rule "KNNKN: room after any move (ours)": in KNNKN with the strong side on move, whatever it plays the weak king keeps two free squares, and no knight can check next move, or the weak minor is near its king, or the weak knight can check back
  when in KNNKN
   and strong side to move
   and room_after_move >= 2
   and (knights_checking_next = 0
    or distance(weak_minor, weak_k) <= 3
    or not empty (knight attacks of weak knights * knight attacks of strong_k))
  then draw

rule "KNNKN: knights far away (ours)": in KNNKN with the strong side on move, no knight stands within two steps of the weak king and none can check it within two moves
  when in KNNKN
   and strong side to move
   and empty (strong_nn * king attacks of weak_k_area)
   and empty checks_within_two
  then draw

rule "KNNKN: two ways out (ours)": in KNNKN with the strong side on move, the weak king on the edge outside a corner has two escape squares off the edge, and one move cannot take both
  when in KNNKN and strong side to move and weak_k in edge - corner and count of escapes >= 2
  then draw

rule "KNNKN: counterplay (ours)": in KNNKN with the strong side on move, the weak knight attacks a strong knight while the strong king is three steps or more away; or the weak king has three free squares and the weak knight attacks a knight, or stands beside its king, or the strong king is four steps away; or the strong king is four steps away and the weak knight within three of its king
  when in KNNKN
   and strong side to move
   and (distance(strong_k, weak_k) >= 3
     and not empty (knight attacks of weak knights * strong_nn)
    or room >= 3
     and (not empty (knight attacks of weak knights * strong_nn)
      or distance(strong_k, weak_k) >= 4
      or not empty (weak_b_n * weak_k_area))
    or distance(strong_k, weak_k) >= 4 and distance(weak_minor, weak_k) <= 3)
  then draw

rule "KNNKN: wide open (ours)": in KNNKN with the strong side on move, the weak king has five free squares: one move cannot build a net
  when in KNNKN and strong side to move and room >= 5
  then draw

rule "KNNKN: a check for a check (ours)": in KNNKN with the strong side on move, the strong king is four steps or more away and the weak knight can check it next move
  when in KNNKN
   and strong side to move
   and distance(strong_k, weak_k) >= 4
   and not empty (knight attacks of weak knights * knight attacks of strong_k)
  then draw

rule "KNNKN: the middle of the edge (ours)": in KNNKN with the strong side on move and the weak king in the middle of an edge, the weak knight stands three steps or more away, or the weak king keeps a free square whatever the strong side plays
  when in KNNKN
   and strong side to move
   and weak_k in d1 e1 d8 e8 a4 a5 h4 h5
   and (distance(weak_minor, weak_k) >= 3 or room_after_move >= 1)
  then draw

-- ***** STRONG-WIN PART *****
rule "strong-win": no obvious draw: the weak king is still trapped on the edge, so search on
  fail extend -- handle the tricky issues by further search, and extend this line
