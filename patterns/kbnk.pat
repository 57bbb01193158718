-- KBNK: king, bishop and knight against king, in van den Herik's HEDEAM classes (seed 003):
-- stop and halt value a position at once, blackeval and whiteval rank the positions at the
-- search horizon, reject prunes the strong side's implausible moves. The chooser in
-- runtime/hedeam/ searches with them; docs/kbnk.md explains the strategy and its proof.

endgame KBNK, KBK, KNK

-- Normalise once: the bishop on dark squares, so mate is forced in a1 or h8; the lone king in
-- the lower quarter, so a1 is the mating corner nearest to it and h1 the wrong corner beside.
normalise strong bishop on dark squares
normalise weak king on lower_quarter

squares lower_quarter = a1-h1 b2-g2 c3-f3 d4-e4
-- Delétang's triangles: triangleN is every square at most N file-plus-rank steps from a mating
-- corner (a1 or h8). A square outside triangle6 is on the long light diagonal a8-h1.
squares triangle0 = a1 h8
squares triangle1 = a1 b1 a2 h7 g8 h8
squares triangle2 = a1 b1 c1 a2 b2 a3 h6 g7 h7 f8 g8 h8
squares triangle3 = a1 b1 c1 d1 a2 b2 c2 a3 b3 a4 h5 g6 h6 f7 g7 h7 e8 f8 g8 h8
squares triangle4 = a1 b1 c1 d1 e1 a2 b2 c2 d2 a3 b3 c3 a4 b4 h4 a5 g5 h5 f6 g6 h6 e7 f7 g7 h7 d8 e8
 f8 g8 h8
squares triangle5 = a1 b1 c1 d1 e1 f1 a2 b2 c2 d2 e2 a3 b3 c3 d3 h3 a4 b4 c4 g4 h4 a5 b5 f5 g5 h5 a6
 e6 f6 g6 h6 d7 e7 f7 g7 h7 c8 d8 e8 f8 g8 h8
squares triangle6 = a1 b1 c1 d1 e1 f1 g1 a2 b2 c2 d2 e2 f2 h2 a3 b3 c3 d3 e3 g3 h3 a4 b4 c4 d4 f4 g4
 h4 a5 b5 c5 e5 f5 g5 h5 a6 b6 d6 e6 f6 g6 h6 a7 c7 d7 e7 f7 g7 h7 b8 c8 d8 e8 f8 g8 h8

let weak_k = weak king
let strong_k = strong king
let bishop_square = first of strong bishops
let knight_square = first of strong knights
-- The Delétang triangle the lone king stands in, counted from a1 (0 in the corner, 7 on the
-- long diagonal of the other colour): seed 002's corner distance for the normalised corner pair.
let triangle = manhattan(weak_k, a1)

-- The lone king's box, as in KRK: the squares it can reach by king steps without stepping on a
-- square white attacks (a piece nothing guards is a square it may take). Only walls that hold
-- count: a piece nothing guards that the lone king can attack within three moves will have to
-- move away, so its attacks are not counted as walls. (Counting them made the goal promise boxes
-- white cannot keep, the commonest local maximum of the previous version.)
let guarded = attacks of strong side
let enterable = complement (guarded + strong king)
let within1 = weak_k + enterable * king attacks of weak_k
let within2 = within1 + enterable * king attacks of within1
let within3 = within2 + enterable * king attacks of within2
let threatened = king attacks of within3
let knight_wall = if not empty (strong knights * threatened - guarded) then no squares
 otherwise knight attacks of strong knights
let bishop_wall = if not empty (strong bishops * threatened - guarded) then no squares
 otherwise bishop attacks of strong bishops
let safe = complement (king attacks of strong_k + knight_wall + bishop_wall + strong king)
let box = king_walk(weak_k, safe)

-- The lone king can walk anywhere in its box, so the goal measures the box and the king's own
-- square (its reach), not where the king stands in it: a move of the lone king inside its box
-- cannot undo white's progress.
let reach = box + weak_k
-- spread: each square of a region weighs 3^t - 1, t its Delétang triangle (0 in a mating
-- corner, 7 on the long diagonal of the other colour). Tripling per triangle makes the worst
-- squares count most: a box pushed along the edge towards the mating corner is progress however
-- many squares it gains there, and a lone king shut in the wrong corner (7) still weighs more
-- than a wide box near the right one. (Each term counts the squares above one triangle.)
let spread(region) = 2 * count of (region - triangle0) + 6 * count of (region - triangle1)
 + 18 * count of (region - triangle2) + 54 * count of (region - triangle3)
 + 162 * count of (region - triangle4) + 486 * count of (region - triangle5)
 + 1458 * count of (region - triangle6)
-- approach_to(region): the white king's distance to the region's squares, less one, summed.
let near1 = strong_k + king attacks of strong_k
let near2 = near1 + king attacks of near1
let near3 = near2 + king attacks of near2
let near4 = near3 + king attacks of near3
let near5 = near4 + king attacks of near4
let near6 = near5 + king attacks of near5
let approach_to(region) = count of (region - near1) + count of (region - near2)
 + count of (region - near3) + count of (region - near4) + count of (region - near5)
 + count of (region - near6)
-- In a box of 17 squares or more the white king's walk to it counts twelve times as much: with
-- no edge to drive the lone king along yet, the king coming in is what shortens the mate
-- (2026-11-29, with the edge net below: the longest forced mate 68 moves to 67, the mean worst
-- case 47.06 to 46.62; four times did less, 32 times left positions stuck).
let wide_approach(region) = if count of region >= 17 then 12 * approach_to(region)
 otherwise approach_to(region)

-- The white king escorts its pieces while the box is wide. The knight and the bishop can never
-- guard each other both ways (a knight attacks only squares of the other colour than its own,
-- and the bishop keeps to the dark squares), so only the king can keep both safe while they cut
-- the box down. A piece parked far from it, out of the lone king's way, looks to the box like a
-- wall that holds, and the goal had its commonest local maxima there (the bishop in a corner,
-- the knight beside it, the white king on the other side of the board). `escort` counts the king
-- steps from the white king to each piece beyond the second; a region of 17 squares or more is
-- wide enough to charge them, 4,096 a step.
let escort = max(0, distance(strong_k, bishop_square) - 2)
 + max(0, distance(strong_k, knight_square) - 2)
let escort_charge(region) = if count of region >= 17 then 4096 * escort otherwise 0

-- The box's goal, the bigger the better: a box near a mating corner, with the white king close
-- and escorting its pieces. The lone king can take refuge in one wrong corner only, so a box
-- that reaches both is no worse than one that reaches only the worse of them: of the two wrong
-- corners' quadrants (the squares within three file-plus-rank steps of a8 and of h1) only the
-- worse counts. (Counted both, the box gained the far quadrant whenever the white king stepped
-- off its wall on the way over, a fall of the goal the search could not see past.)
squares quadrant_a8 = a8 a7 b8 a6 b7 c8 a5 b6 c7 d8
squares quadrant_h1 = h1 g1 h2 f1 g2 h3 e1 f2 g3 h4
let corner_spread = spread(reach - quadrant_a8 - quadrant_h1)
 + max(spread(reach * quadrant_a8), spread(reach * quadrant_h1))
-- The same holds for the halves of the board either side of the long diagonal a1-h8 (beyond
-- triangle 3) while the white king stands in the centre (d4, e4, d5 or e5) with both pieces
-- escorted: white's men stand between the halves, and the lone king can take refuge in one of
-- them only. There the box counts only the worse half, where that values it higher than the
-- quadrants do. (Counted so everywhere, the knight stranded on h1 was stuck again; with the
-- pieces in the centre, counted by quadrants, the two halves weighed the same and shutting the
-- lone king's own half gained nothing.)
squares half_a8 = a2 a3 b3 a4 b4 c4 a5 b5 c5 d5 a6 b6 c6 d6 e6 a7 b7 c7 d7 e7 f7 a8 b8 c8 d8 e8 f8
 g8
squares half_h1 = b1 c1 d1 e1 f1 g1 h1 c2 d2 e2 f2 g2 h2 d3 e3 f3 g3 h3 e4 f4 g4 h4 f5 g5 h5 g6 h6
 h7
let half_spread = max(spread(reach - (half_h1 - triangle3)), spread(reach - (half_a8 - triangle3)))
let centred = escort = 0 and edge_distance(strong_k) >= 3
-- The lone king shut in the wrong corner's half. With the bishop in the middle of the long
-- diagonal a1-h8 (d4 or e5) and the lone king on the edge beyond triangle 4 (f1, g1 or h1), a
-- lone king that cannot walk into the a8 half but through a mating corner's triangle 3 (the
-- squares within three file-plus-rank steps of a1 or h8) has no refuge there: its only way round
-- passes a mating corner, where white wants it. Then only its own half counts, not the worse.
-- That holds while white drives the lone king into the wrong corner (Kf4, Kg3, Kf3 against Kf1,
-- Kg1, Kh1): the white king may leave the centre, though not for the edge, with the bishop
-- escorted; the knight, left in the a8 half within five king steps of the lone king, may stand
-- three steps from the white king, for the lone king cannot come near it; and the escort is not
-- charged. (From `8/8/8/3B1N2/3K4/8/2k5/8 w`, where 11.76% of the table's games gave out, the
-- white king stepping off the centre lost the halves' floor and paid the knight's escort, and
-- the knight's check that sends the lone king to the edge opened a square of the far half,
-- which the halves' floor counted: the goal fell for three or four white moves, until the lone
-- king was shut in the wrong corner. docs/kbnk-log.md, "The lone king's own half".)
squares wrong_edge = f1 g1 h1
squares long_centre = d4 e5
let knight_reach = if knight_square in half_a8 and distance(weak_k, knight_square) <= 5 then 3
 otherwise 2
let sealed = weak_k in wrong_edge
 and bishop_square in long_centre
 and empty (king_walk(weak_k, safe - triangle3) * half_a8)
 and distance(strong_k, bishop_square) <= 2
 and distance(strong_k, knight_square) <= knight_reach
 and edge_distance(strong_k) >= 1
let own_spread = spread(reach - (half_a8 - triangle3))
let held_spread = if sealed then min(corner_spread, own_spread)
 otherwise if centred then min(corner_spread, half_spread) otherwise corner_spread
let box_goal = 0 - 4 * held_spread - 2 * wide_approach(box) - 2 * triangle
 - (if sealed then 0 otherwise escort_charge(reach))

-- A box of one flight square or none is no goal in itself: white cannot take the lone king's
-- last square but by mate (a move that took them all without check would stalemate), so short
-- of mate it must let the lone king out. What counts is where to: the box the lone king gets
-- when the knight's walls fall (the bishop's and the king's stand), or the bishop's, whichever
-- is better for white, followed as far as the lone king can walk (counted only four steps deep,
-- a net the minor pieces hold with the white king far away was worth more than the way out of
-- it, the commonest local maximum of the release before). A
-- piece whose walls hold none of the lone king's squares cannot let it out (moving it would
-- leave the king as shut in as before), so then the other piece's release is the one white must
-- give. When neither piece's walls hold a square alone, it is the white king that must step
-- aside, and the release is the box without the king's walls. (The lone king in the wrong
-- corner, its flight squares taken twice over, was a goal white could not better: valued by a
-- piece's release, that was the corner square itself.) The release is valued as a box is, with
-- the white king's approach and escort: a tiny box far from the white king is worth no more than
-- the wide box that must follow. Valued so, a tiny box stops being a goal white walks into and
-- cannot leave.
let without_knight = complement (king attacks of strong_k + bishop_wall + strong king)
let knight_release = weak_k + king_walk(weak_k, without_knight)
let without_bishop = complement (king attacks of strong_k + knight_wall + strong king)
-- A bishop in a corner (a1 or h8) has one diagonal, and every move along it keeps its walls:
-- it cannot let the lone king out (with no flight square left, each such move stalemates).
let bishop_release = if empty (strong bishops - a1 - h8) then weak_k
 otherwise weak_k + king_walk(weak_k, without_bishop)
let without_king = complement (knight_wall + bishop_wall + strong king)
let king_release = weak_k + king_walk(weak_k, without_king)
let release = if knight_release = weak_k and bishop_release = weak_k then king_release
 otherwise if knight_release = weak_k then bishop_release
 otherwise if bishop_release = weak_k then knight_release
 otherwise if spread(knight_release) <= spread(bishop_release) then knight_release
 otherwise bishop_release
let release_goal = 0 - 4 * spread(release) - 2 * wide_approach(release) - 2 * triangle
 - escort_charge(release)
-- Tempo: a net white can hold for a move only if one of its pieces has a waiting move that keeps
-- every wall it alone holds. The frontier is the squares next to the reach; a piece's own walls
-- are the frontier squares no other piece covers. A knight keeps none of its squares when it
-- moves (it changes colour), so it can wait only if it holds no wall alone; the bishop keeps
-- its walls when they all lie on one diagonal it can move along; the king keeps its walls when
-- it has a square next to the first and the last of them.
squares diagonal_a1_h8 = a1 b2 c3 d4 e5 f6 g7 h8
squares diagonal_c1_h6 = c1 d2 e3 f4 g5 h6
squares diagonal_e1_h4 = e1 f2 g3 h4
squares diagonal_g1_h2 = g1 h2
squares diagonal_a3_f8 = a3 b4 c5 d6 e7 f8
squares diagonal_a5_d8 = a5 b6 c7 d8
squares diagonal_a7_b8 = a7 b8
squares diagonal_a3_c1 = a3 b2 c1
squares diagonal_a5_e1 = a5 b4 c3 d2 e1
squares diagonal_a7_g1 = a7 b6 c5 d4 e3 f2 g1
squares diagonal_b8_h2 = b8 c7 d6 e5 f4 g3 h2
squares diagonal_d8_h4 = d8 e7 f6 g5 h4
squares diagonal_f8_h6 = f8 g7 h6
-- The bishop's two diagonals (on dark squares after the normalisation).
let rising = if bishop_square in diagonal_a1_h8 then diagonal_a1_h8
 otherwise if bishop_square in diagonal_c1_h6 then diagonal_c1_h6
 otherwise if bishop_square in diagonal_e1_h4 then diagonal_e1_h4
 otherwise if bishop_square in diagonal_g1_h2 then diagonal_g1_h2
 otherwise if bishop_square in diagonal_a3_f8 then diagonal_a3_f8
 otherwise if bishop_square in diagonal_a5_d8 then diagonal_a5_d8
 otherwise if bishop_square in diagonal_a7_b8 then diagonal_a7_b8 otherwise no squares
let falling = if bishop_square in diagonal_a3_c1 then diagonal_a3_c1
 otherwise if bishop_square in diagonal_a5_e1 then diagonal_a5_e1
 otherwise if bishop_square in diagonal_a7_g1 then diagonal_a7_g1
 otherwise if bishop_square in diagonal_b8_h2 then diagonal_b8_h2
 otherwise if bishop_square in diagonal_d8_h4 then diagonal_d8_h4
 otherwise if bishop_square in diagonal_f8_h6 then diagonal_f8_h6 otherwise no squares
let frontier = king attacks of reach - reach
let bishop_own = frontier * bishop_wall - near1 - knight_wall
let knight_own = frontier * knight_wall - near1 - bishop_wall
let king_own = frontier * near1 - knight_wall - bishop_wall - strong king
let lone_hits = king attacks of weak_k
let bishop_moves = bishop attacks of strong bishops - strong pieces - lone_hits
let bishop_tempo = (empty bishop_own and not empty bishop_moves)
 or (empty (bishop_own - rising) and not empty (bishop_moves * rising - bishop_own))
 or (empty (bishop_own - falling) and not empty (bishop_moves * falling - bishop_own))
let knight_tempo = empty knight_own
 and not empty (knight attacks of strong knights - strong pieces - lone_hits)
let king_moves = king attacks of strong_k - strong pieces - lone_hits
let king_tempo = if empty king_own then not empty king_moves
 otherwise not empty (king_moves * king attacks of (first of king_own)
  * king attacks of (last of king_own))
let tempo = bishop_tempo or knight_tempo or king_tempo

-- The box holds the lone king's own square as soon as it has a flight square to step back from.
-- A small net away from the mating corner that white cannot hold for a move (no tempo) is no
-- better: white must open it, so it is worth the release, like a box of one flight square.
-- (Nearer the corner a net without a spare move is often the mating net itself, whose checks
-- need no tempo; valued so there, the strategy was stuck more often, docs/kbnk-log.md.)
-- Off the edge no net is a mating net (every checkmate has the lone king on the edge): a net
-- there must be opened to drive the lone king to the edge. Without a tempo, a small one (six
-- squares, sixteen in the wrong corner's half) is worth its release anywhere but beside the
-- mating corner (triangle 2 or more); in the wrong corner's half (triangle 5 or more) a net of
-- six squares is, even with a tempo. (On earlier goals, larger limits or nets on the edge made
-- more stuck entries. Sixteen, not eight, frees the nets with the knight far off, such as
-- `3N4/8/8/2k5/5B2/3K4/8/8 w`: the white king on the far side, the knight must come back while
-- the lone king is let out, and the table opens them at once.)
let off_edge = edge_distance(weak_k) >= 1
let unheld_net = (count of reach <= 12 and triangle >= 6
   or count of reach <= 6 and triangle = 5
   or off_edge and count of reach <= 6 and triangle >= 2
   or off_edge and count of reach <= 16 and triangle >= 5)
  and not tempo
 or off_edge and count of reach <= 6 and triangle >= 5
let net_goal = if count of box <= 2 or unheld_net then min(box_goal, release_goal + 200)
 otherwise box_goal

-- The W-manoeuvre (Philidor's). Driven out of the wrong corner h1, the lone king walks along the
-- first rank towards a1. The white king follows on the third rank, two steps from it, the bishop
-- shuts the squares it leaves behind, and the knight makes its W between the second rank and the
-- fourth: Kg3 Nf2 Bf4 against Kf1, then Kf3, Bg3, Bh2, Ne4 against Kd1, and Ke3. The box cannot
-- see it: white to move, the W's positions show a door off the edge that white shuts next move,
-- and the box reads 40 to 53 squares all along it. So a position in the W's set-up is worth at
-- least its stage, which rises as the white king and the knight walk towards a1. The set-up:
-- - the lone king on the edge, the white king on the third rank two steps from it, from a file
--   towards a1 of it (`w_lag` -1, only with the lone king on a dark square or h1: on the light
--   squares b1, d1 and f1 that set-up was a dead end) to two files towards h1 (`w_lag` 2);
-- - the knight and the bishop escorted, within two steps of the white king;
-- - the knight on the second rank, from a file towards a1 of the lone king to the white king's
--   file, or on the fourth: a file towards a1 of the lone king or, with the white king two files
--   behind, the file next to the white king's (Ne4 with Kf3 against Kd1);
-- - the bishop at most a file towards a1 of the lone king;
-- - the lone king cannot walk along the edge beyond the file next to it (next to the white
--   king's, when it ran ahead) towards h1;
-- - on the g and h files only the W's start: Kg3 and Nf2 against Kf1.
-- A floor raises the goal only where it holds, so a position it leaves stuck is one of these
-- set-ups; each condition came from such positions (docs/kbnk-log.md, "The W").
squares rank_one = a1 b1 c1 d1 e1 f1 g1 h1
squares past_c = d1 e1 f1 g1 h1
squares past_d = e1 f1 g1 h1
squares past_e = f1 g1 h1
squares past_f = g1 h1
squares past_g = h1
let edge_reach = weak_k + king_walk(weak_k, safe * rank_one)
let door_file = max(file of weak_k, file of strong_k - 1)
let beyond_door = if door_file = 1 then c1 + past_c otherwise if door_file = 2 then past_c
 otherwise if door_file = 3 then past_d otherwise if door_file = 4 then past_e
 otherwise if door_file = 5 then past_f otherwise if door_file = 6 then past_g otherwise no squares
let w_lag = file of strong_k - file of weak_k
let w_stage = edge_distance(weak_k) = 0
 and rank of strong_k = 3
 and distance(strong_k, weak_k) = 2
 and w_lag >= -1
 and w_lag <= 2
 and (w_lag >= 0 or weak_k in dark squares or weak_k = h1)
 and escort = 0
 and (rank of knight_square = 2 and w_lag <= 1
  or rank of knight_square = 4 and file of knight_square = file of weak_k - 1
  or rank of knight_square = 4 and w_lag = 2 and file of knight_square = file of strong_k - 1)
 and file of knight_square <= file of strong_k
 and file of knight_square >= file of weak_k - 1
 and file of bishop_square >= file of weak_k - 1
 and empty (edge_reach * beyond_door)
 and (file of strong_k <= 6
  or w_lag = 1 and rank of knight_square = 2 and file of knight_square = file of strong_k - 1)
let stage_goal = 0 - 300 * (file of strong_k + file of knight_square) - 100 * file of weak_k
-- The rest of the W. Valued by the stage above, the W's set-ups that follow the net of three
-- squares on e1 (Kf3 Be3 Nd4 against Ke1) are worth less than the net itself, and white stayed
-- in it: where 47.68% of the table's games gave out, `npm start`'s among them. From there the W
-- goes on in one of two ways, each a chain of set-ups that white reaches one from the other
-- against every reply, each worth a floor above that net and below the next net, so that the
-- search, two white moves deep, always sees one higher than the position it stands on.
-- - The W proper, the bishop guarding the knight: Kf3 Be3 Nd2 against Ke1 (-1,275), then the
--   bishop's step Bf4 that sends the lone king on to d1 (the white king two files behind, the
--   knight on the lone king's file: `w_step`; -1,250), from which Ke3 and Be5 shut a net of four
--   squares (about -530; Ke3 itself blocks the bishop's guard and is no set-up). Only with the
--   white king level with the lone king or behind it, the lone king on the files a to e and its
--   box open: a quarter of the stage's slope.
-- - The W's end: the lone king runs ahead of the W into a1-c2; the knight on d2, guarded, shuts
--   b1, b3 and f1; the white king steps next to it (Ke2), then the bishop shuts the corner (Bc5 or
--   Bd4), and the corner's nets follow: -1,250, and 100 more for each of those two steps.
-- Wider set-ups made new positions white could not leave (docs/kbnk-log.md, "The rest of the W").
let w_guarded = knight_square in bishop attacks of strong bishops
let w_step = edge_distance(weak_k) = 0
 and rank of strong_k = 3
 and distance(strong_k, weak_k) = 2
 and w_lag = 2
 and escort = 0
 and rank of knight_square = 2
 and file of knight_square = file of weak_k
 and w_guarded
 and empty (edge_reach * beyond_door)
 and file of strong_k <= 6
let w_run = w_stage and w_guarded and count of reach > 3 and w_lag >= 0 and file of weak_k <= 5
 or w_step
let run_goal = 0 - 75 * (file of strong_k + file of knight_square) - 25 * file of weak_k - 400
squares corner6 = a1 b1 c1 a2 b2 c2
let w_end = knight_square = d2
 and weak_k in corner6
 and (w_guarded or count of reach <= 8)
 and knight_square in guarded
 and (distance(strong_k, knight_square) = 1
  or distance(strong_k, knight_square) = 2 and rank of strong_k = 3)
 and rank of strong_k <= 3
 and file of strong_k >= 4
 and escort = 0
let end_goal = 0 - 1250 + 100 * (2 - distance(strong_k, knight_square))
 + (if count of reach <= 8 then 100 otherwise 0)
let held_goal = if w_end then max(net_goal, end_goal)
 otherwise if w_run then max(net_goal, run_goal) otherwise if w_stage then max(net_goal, stage_goal)
 otherwise net_goal

-- The white king leads the way: it belongs two king steps from the lone king, on the side of
-- the mating corner (in the next Delétang triangle down), from where it drives the lone king
-- along the edge while the knight and bishop take its squares behind (the W-manoeuvre). `lead`
-- is the white king's distance to the nearest such square, less one, up to 6; it weighs most
-- where the lone king is on or beside the long diagonal of the other colour and its reach is
-- small (at most 16 squares): in a wide box the white king has no edge to drive it along yet.
-- It weighs as much in a net of three squares or less that reaches there, wherever in it the lone
-- king stands: weighed by the lone king's own square alone, its step in or out of triangle 6
-- swung the goal by more than the white king's walk over to the net gained.
let next_triangle = if triangle >= 7 then triangle6 otherwise if triangle = 6 then triangle5
 otherwise if triangle = 5 then triangle4 otherwise if triangle = 4 then triangle3
 otherwise if triangle = 3 then triangle2 otherwise if triangle = 2 then triangle1
 otherwise triangle0
let two_steps = king attacks of king attacks of weak_k - king attacks of weak_k - weak_k
let ahead = two_steps * next_triangle
-- outside(ring): 1 while none of those squares is within `ring` of the white king, else 0.
let outside(ring) = if empty (ahead * ring) then 1 otherwise 0
let lead = outside(near1) + outside(near2) + outside(near3) + outside(near4) + outside(near5)
 + outside(near6)
let lead_matters = triangle >= 6 and count of reach <= 16
 or count of reach <= 3 and not empty (reach - triangle5)
-- Elsewhere it weighs little, and nothing in a box of 16 squares or less with the lone king on
-- the edge between d1 and h1: there the white king belongs beside the net it holds, and pulling
-- it ahead towards a1 (Kc2 against Ke1) cost moves against the table's defence (2026-11-29: the
-- mean excess fell from 10.70 moves to 8.79 without it, and no position got stuck).
let lead_weight = if lead_matters then 256
 otherwise if count of reach >= 17 or edge_distance(weak_k) >= 1 or triangle <= 2 then 4 otherwise 0

-- A piece about to be lost: a knight nothing guards, without a square the lone king does not
-- cover, and the lone king two steps from it; or, while a piece is unguarded, the lone king
-- attacking both pieces, or one step from a square next to both that nothing guards (the king's
-- fork). Unless the search finds a way out within its depth a piece falls, so such positions
-- rank below every other class (the stop rules only see a piece already en prise).
let piece_in_danger = (not empty (strong knights * king attacks of king attacks of weak_k
   - guarded)
  and empty (knight attacks of strong knights - king attacks of weak_k - weak_k - strong pieces))
 or ((count of (strong minors * king attacks of weak_k) >= 2
   or not empty ((king attacks of weak_k - guarded - strong pieces) * king attacks of strong bishops
    * king attacks of strong knights))
  and not empty (strong minors - guarded))

-- The walls above fall at once when the lone king gets within three moves of a piece nothing
-- guards: a fall of the goal white cannot stop, and a local maximum wherever those walls held the
-- goal up (the defence walks towards the piece). So the goal counts the fall in advance: a piece
-- nothing guards costs 20,000 while the lone king can attack it in four or five moves, 8,000 in
-- six, so that white guards it, or moves it away, while it still can.
let within4 = within3 + enterable * king attacks of within3
let within5 = within4 + enterable * king attacks of within4
let within6 = within5 + enterable * king attacks of within5
let endangered = king attacks of within5 - threatened
let approached = king attacks of within6 - king attacks of within5

-- Delétang's barrier: the bishop on the diagonal a7-g1 cuts the mating corner's triangle 5 off
-- from the rest of the board, but for the lone king's diagonal steps across it, which the white
-- king and the knight close next. It holds with the white king in the centre (`centred`),
-- nothing else on the bishop's diagonal, and the knight guarding the bishop from beyond it, where
-- the lone king cannot harass it, two steps or more from the edge. With the lone king inside
-- triangle 5 such a position is worth at least its stage: above the wide boxes in the centre,
-- below the box white shuts next. The box cannot see it: the steps across leave the lone king 40
-- squares, and the knight guarding the bishop is charged as endangered. (From the white king on
-- e4, the knight on d4 and the bishop on d6 against the lone king on c3, the set-up is two moves
-- away and the box it shuts three after that, so no line within four white moves rose above the
-- centre's wide box. With the knight nearer the edge, as on g4 for the bishop on e3, it stands
-- far from the squares it must take next, and the table's way on falls below the stage for seven
-- moves: there the stage was a goal white could not better, and so it was with the knight beside
-- the diagonal or the white king on it. docs/kbnk-log.md has the variants, "Delétang's barrier
-- again".)
squares beyond_barrier = b8 c7 d6 e5 f4 g3 h2 c8 d7 e6 f5 g4 h3 d8 e7 f6 g5 h4 e8 f7 g6 h5 f8 g7 h6
 g8 h7 h8
squares corner5 = a1 b1 c1 d1 e1 f1 a2 b2 c2 d2 e2 a3 b3 c3 d3 a4 b4 c4 a5 b5 a6
let barrier_reach = reach * corner5
let barrier = bishop_square in diagonal_a7_g1
 and bishop_square in knight attacks of strong knights
 and knight_square in beyond_barrier
 and edge_distance(knight_square) >= 2
 and empty (diagonal_a7_g1 - bishop attacks of strong bishops - strong bishops)
 and centred
 and weak_k in corner5
let barrier_stage = 0 - 24000 - 4 * spread(barrier_reach) - 2 * approach_to(barrier_reach)
 - 2 * triangle

-- The goal, the bigger the better: the box held (or the release it must give), the white king
-- leading the way, the knight near the lone king, and the pieces guarded (a piece nothing
-- guards lets the lone king grow its box by walking towards it).
let plain_goal = held_goal - lead_weight * lead - 4 * knight_distance(knight_square, weak_k)
 + 64 * count of (strong minors * guarded) - 20000 * count of (strong minors * endangered - guarded)
 - 8000 * count of (strong minors * approached - guarded)
let barrier_goal = if barrier then max(plain_goal, barrier_stage) otherwise plain_goal
-- The tempo in the corner net. With the bishop on c3 (shutting a1, b2, d2 and e1), the white king
-- on b3 and the knight on d4 (shutting c2 and e2) hold the lone king on b1-d1; but against Kc1
-- with white to move that net has no waiting move (`8/8/8/8/3N4/k1B5/2K5/8 w`, where 6.91% of the
-- table's games gave out): the knight must go round to e3 by f5, where it shuts c2 and d1 for
-- good, and the white king steps off b3 to c4 or d3 meanwhile, covering e2 while the knight is
-- away and coming back when it is on e3. The box cannot see it: with the knight on f5 the lone
-- king has a door at e2 (a box of 40 squares), and with the knight on e3 the net of two squares
-- is valued by its release, though it is the mating net (the bishop's moves along a5-e1 are its
-- waiting moves). Two set-ups, each a step above the one before, so that the search, two white
-- moves deep, always sees one higher than the position it stands on:
-- - the king's step: the white king on c4 or d3, the knight on d4 or f5, the lone king on b1-d1
--   (-31, above the net's -34);
-- - the mating net: the knight on e3 with the white king on b3, c4 or b4, the lone king on b1 or
--   c1 (-22, below the nets and mates it leads to). A lone king on a2 is normalised to b1 with
--   white's men mirrored in the diagonal a1-h8: the knight on c5, the white king on c2, d3 or d2.
-- (The king's step alone made new positions white could not leave, and so did the mating net
-- without its mirrored form; docs/kbnk-log.md, "The tempo in the corner net".)
squares corner_b1_d1 = b1 c1 d1
squares step_king = c4 d3
squares net_king = b3 c4 b4
squares net_king_mirrored = c2 d3 d2
let corner_step = bishop_square = c3
 and weak_k in corner_b1_d1
 and (knight_square = d4 or knight_square = f5)
 and strong_k in step_king
let corner_net = bishop_square = c3
 and (weak_k = b1 or weak_k = c1)
 and (knight_square = e3 and strong_k in net_king
  or weak_k = b1 and knight_square = c5 and strong_k in net_king_mirrored)
-- The knight comes round to d2. Beside the mating corner, with the bishop on c5 (shutting d4, e3
-- and f2) and the white king on f3, a knight on b6 or a5 holds the lone king on d2 in a box of 12
-- or 13 squares (`8/8/6N1/5B2/8/2K5/4k3/8 w` and `8/8/8/5B1N/8/2K5/4k3/8 w`, about -3,300) that
-- white cannot tighten: the knight must come round by its check on c4 to d2, where it shuts b1,
-- b3 and f1, and the white king steps to e3 or d3 to close a net of 4 to 8 squares on the first
-- rank (-910 to -460). If the lone king answers the check on c3 or d3, attacking the knight, the
-- knight goes on to d6 (shutting c4, b5 and e4), and the white king, stepping to e2, closes a net
-- of 11 to 14 squares (-3,000 to -2,000). Further off, with the bishop still on the long diagonal
-- (e5) and the knight on a3 (`8/8/8/3B4/8/2K4N/4k3/8 w`, a net of 8 valued by its release,
-- -14,414), the bishop steps over to the diagonal a7-g1 (by d4 or f4 to c5 or e3) while the
-- knight comes round by b5 to d6. The box cannot see any of it: each of those moves opens the
-- b-file or the third rank (boxes of 36 to 55 squares). Set-ups, each a step above the one
-- before, so that the search, two white moves deep, always sees one higher than the position it
-- stands on (the lone king by the mating corner: on its first two ranks, or on c3 or d3 against
-- the knight on d6):
-- - the knight round by b5 (`knight_round`, the white king on e2, f2 or f3): -14,000 and 500
--   more for each step done of the knight's (b5 to d6) and the bishop's (e5 to d4 or f4, then to
--   c5 or e3); with the bishop on e5 and the knight on b5 only with the white king on e2;
-- - the knight on d6 with the bishop on c5 or e3 and the white king on f3 or f2 (`knight_net`,
--   -3,250);
-- - the knight's check on c4 with the bishop on c5 or d4 (`knight_way`): the white king on f3
--   (-3,200), or already on d2, e2, d3 or e3 (-3,100).
-- A lone king on a2, a3 or b3 is normalised to b1, c1 or c2 with white's men mirrored in a1-h8:
-- the knight on f4 with the white king on c6 or b6 (`knight_net`), the knight on e2 with the
-- white king on b5 (`knight_round`). Without the net on d6 two entries stay stuck; without
-- either mirror image, or the check with the white king on f3, one needs three or four white
-- moves again (docs/kbnk-log.md, "The knight's round to d2").
squares knight_way_lone = b1 c1 d1 e1 c2
squares knight_way_king = d2 e2 d3 e3
let knight_way = knight_square = c4
 and (bishop_square = c5 or bishop_square = d4)
 and weak_k in knight_way_lone
squares knight_net_lone = a1 b1 c1 d1 b2 c2 d2 c3 d3
squares knight_net_king = f2 f3
squares knight_net_king_mirrored = c6 b6
squares knight_net_lone_mirrored = b1 c1 c2
let knight_net = (bishop_square = c5 or bishop_square = e3)
 and (knight_square = d6 and strong_k in knight_net_king and weak_k in knight_net_lone
  or knight_square = f4
   and strong_k in knight_net_king_mirrored
   and weak_k in knight_net_lone_mirrored)
squares round_lone = a1 b1 c1 d1 e1 f1 b2 c2 d2
squares round_king = e2 f2 f3
squares round_bishop_next = d4 f4
squares round_bishop_there = c5 e3
squares round_start_lone = b1 c1 c2
squares round_start_lone_mirrored = b1 c2
let round_step = (if knight_square = d6 then 1 otherwise 0)
 + (if bishop_square in round_bishop_there then 2
  otherwise if bishop_square in round_bishop_next then 1 otherwise 0)
let knight_round = weak_k in round_lone
  and strong_k in round_king
  and (knight_square = b5 or knight_square = d6)
  and (bishop_square = e5
   or bishop_square in round_bishop_next
   or bishop_square in round_bishop_there)
  and (round_step >= 1 or strong_k = e2 and weak_k in round_start_lone)
 or bishop_square = e5
  and knight_square = e2
  and strong_k = b5
  and weak_k in round_start_lone_mirrored
-- The lone king cut off from the e-file. Off the edge, with the lone king on e4 in the middle of
-- the board and the bishop on f6 (`8/8/5B2/8/4k3/4N3/3K4/8 w`, -41,756, and
-- `8/3N4/2B5/8/3k4/8/3K4/8 w`, -39,964, here on their normalised board), white drives it to the
-- h-file by stepping the king to d3 in front of it: with the knight on e3 and the king on d2,
-- 1. Ke2 Kf4 2. Kd3; with the knight on e7 and the king on e2, the bishop first goes back to the
-- corner, 1. Ba1 Kf4 2. Kd3. The lone king, on f3, g3, g4 or g5, is then kept off the e-file, and
-- two more white moves (the bishop to e5 and the white king to e4 or d4, in either order, or back
-- to e2) push it to the edge (-39,060 or more: boxes of 33 to 40 squares, or of 10). The goal
-- cannot see it: along the way it reads -44,000 to -97,000, so that the search, two white moves
-- deep, finds nothing above either entry. With the white king on d3, the bishop anywhere on the
-- long diagonal and the knight on e3 or e7, against the lone king on f3, g3, g4 or g5, white
-- reaches the edge in two moves (some in one, with the bishop already on e5); the set-up is floored
-- above both entries and below the edge it leads to (`king_cut`, -39,500). A lone king on g3, g4 or
-- g5 is normalised to f2, e2 or d2 with white's men mirrored in a8-h1: the white king on f5 and the
-- knight on f4 or b4 (the lone king on f3 stands on that diagonal: either board).
squares king_cut_knight = e3 e7
squares king_cut_knight_mirrored = f4 b4
squares king_cut_lone_mirrored = f3 f2 e2 d2
let king_cut = bishop_square in diagonal_a1_h8
 and (strong_k = d3 and knight_square in king_cut_knight and weak_k = f3
  or strong_k = f5
   and knight_square in king_cut_knight_mirrored
   and weak_k in king_cut_lone_mirrored)
-- The knight on e4 after the bishop's check. Off the edge, with the white king on c4, the bishop
-- on d6 and the knight on g5, the lone king on d2 is held in a net of 16 squares on the first two
-- ranks (`8/4N3/8/8/1k3B2/3K4/8/8 w`, -29,164, here on its normalised board) that white opens with
-- the bishop's check 1. Bf4+, taking d2 and c1. Against Kd1 or Ke1, 2. Kd3 closes a net of 7
-- squares, against Ke2, 2. Kc3 one of 8 (-25,664 to -24,678). Against Kc2, towards the mating
-- corner, the knight comes to e4 (2. Ne4, shutting c3, d2 and f2), and the lone king on b1, b2 or
-- d1 is then two white moves from the corner's nets (3. Kb3, or 3. Kb4 and 4. Kb3 or Nf2: -206 or
-- more) or the net of 7 (3. Kd3 and 4. Ng5). The goal cannot see it: with the bishop off d6 the
-- box runs from b2 by a3 up the a-file (39 to 55 squares, -55,288 to -105,406), though the white
-- king on c4 is first to those squares. The set-up after 2. Ne4 is floored above the net of 16 and
-- below the nets it leads to (`bishop_check`, -29,000). A lone king on b2 stands on a1-h8: mirrored
-- there, the white king on d3, the bishop on d6 and the knight on d5.
squares bishop_check_lone = b1 d1 b2
let bishop_check = knight_square = e4
  and bishop_square = f4
  and strong_k = c4
  and weak_k in bishop_check_lone
 or knight_square = d5 and bishop_square = d6 and strong_k = d3 and weak_k = b2
-- The knight's check from d5. With the white king on c1 behind the lone king on c3, the bishop on
-- d6 and the knight on e7 (`8/4N3/3B4/8/8/2k5/8/2K5 w`, a box of 42 squares, -89,384), the white
-- king must come round the lone king. The knight checks from d5 (1. Nd5+) and, while the white king
-- comes up, goes round the lone king to f4 or b4, keeping it off the squares in front of the white
-- king: against Kb3 or Kd3 the white king steps up (2. Kd2, 2. Kb2); against Kc4, attacking the
-- knight, 2. Nf4; against Kd4, 2. Nb4; one or two white moves more reach boxes of 40 to 53 squares
-- (-88,986 or more along the forcing tree), or the corner's nets. The goal cannot see it: the
-- knight leaving e7 opens the box to 58 squares (-115,184 to -92,528 along the way). With the
-- white king on c1 and the bishop on d6, the knight on d5 against the lone king on b3 or d3, on f4
-- against b3, c3, c4, d4, e4 or b5, or on b4 against b3, c3, e3, c4, d4, e4 or b5, white reaches
-- those in one or two moves; the set-up is floored above the wide box and below what follows
-- (`knight_check`, -89,300). A lone king on b3, c4 or b5 is normalised to c2, d3 or e2 with white's
-- men mirrored in a1-h8: the white king on a3, the bishop on f4, the knight on e4, d6 or d2 (the
-- lone king on c3 or d4 stands on that diagonal: either board); one on e4 stands on a8-h1: mirrored
-- there, the white king on h6, the bishop on c5, the knight on e3 or e7.
squares knight_check_f4_lone = c3 d4 e4
squares knight_check_b4_lone = c3 e3 d4 e4
squares knight_check_knight_mirrored = d6 d2
squares knight_check_lone_mirrored = c2 c3 d3 d4 e2
squares knight_check_knight_mirrored2 = e3 e7
let knight_check = strong_k = c1
  and bishop_square = d6
  and (knight_square = d5 and weak_k = d3
   or knight_square = f4 and weak_k in knight_check_f4_lone
   or knight_square = b4 and weak_k in knight_check_b4_lone)
 or strong_k = a3
  and bishop_square = f4
  and (knight_square = e4 and weak_k = c2
   or knight_square in knight_check_knight_mirrored and weak_k in knight_check_lone_mirrored)
 or strong_k = h6
  and bishop_square = c5
  and knight_square in knight_check_knight_mirrored2
  and weak_k = e4
-- The net on e1 opened. With the white king on d3, the bishop on e3 and the knight on f4, the lone
-- king on e1 is held in a net of three squares (`8/8/8/8/5N2/3KB3/8/4k3 w`, -1,286, a mate in 19)
-- that white cannot close there: the mate is in the corner a1, and white lets the lone king out,
-- 1. Ke4. Against 1... Kd1 the bishop shuts e1 and g1 (2. Bf2), the knight on f4 keeps the lone
-- king off e2 and d3, and the white king crosses to the queen's side: against c1, c2 or d2, 3. Kd4
-- and then by c5, c4 or c3 to b4, b3 or b5, where the corner's nets follow (-672 to -486, or -1,148
-- to -1,126 with the lone king up on a3, b3 or c3); if the lone king runs to b3 the bishop goes
-- back to e1 (4. Be1), and the white king to c4 and the bishop to c3 follow (-386 to -364). Against
-- 1... Kf1, 2. Kf3 Ke1 is the net with the white king on f3, and the knight goes round by e2, and
-- d4 or c1, to b3 and d2 (3. Ne2, 4. Nd4 or Nc1, 5. Nb3, 6. Nd2: the nets on the first rank, -1,163
-- to -1,146). The goal cannot see it: out of the net the goal reads -42,620 to -82,968
-- all the way. The set-ups after white's second move are floored a step above the net on e1
-- (`net_open`, -1,280: the white king on e4, the bishop on f2 and the knight on f4 against c1, c2
-- or d2; the net with the white king on f3), those after the fourth a step above them and below the
-- nets they lead to (`net_open_next`, -1,275: the white king on d4 and the knight on f4 with the
-- bishop on f2 against b1, c1, d1, b2, c2 or d2, or on e1 against b2 or c2, a2, a3 or a4; the white
-- king on f3, the bishop on e3 and the knight on d4 or c1 against e1). A lone king on a2, a3 or a4
-- is normalised to b1, c1 or d1 with white's men mirrored in a1-h8: the bishop on a5 and the knight
-- on d6; one on b2 stands on that diagonal: either board (the bishop on f2 mirrored to b6).
squares net_open_lone = c1 c2 d2
let net_open = strong_k = e4
  and bishop_square = f2
  and knight_square = f4
  and weak_k in net_open_lone
 or strong_k = f3 and bishop_square = e3 and knight_square = f4 and weak_k = e1
squares net_open_next_lone = b1 c1 d1 b2 c2 d2
squares net_open_next_e1_lone = b2 c2
squares net_open_next_mirrored = b1 c1 d1 b2
squares net_open_next_knight = d4 c1
let net_open_next = strong_k = d4
  and (knight_square = f4
    and (bishop_square = f2 and weak_k in net_open_next_lone
     or bishop_square = e1 and weak_k in net_open_next_e1_lone)
   or knight_square = d6
    and (bishop_square = a5 and weak_k in net_open_next_mirrored
     or bishop_square = b6 and weak_k = b2))
 or strong_k = f3 and bishop_square = e3 and knight_square in net_open_next_knight and weak_k = e1
let goal = if corner_net then max(barrier_goal, 0 - 22)
 otherwise if corner_step then max(barrier_goal, 0 - 31)
 otherwise if knight_way and strong_k in knight_way_king then max(barrier_goal, 0 - 3100)
 otherwise if knight_way and strong_k = f3 then max(barrier_goal, 0 - 3200)
 otherwise if knight_net then max(barrier_goal, 0 - 3250)
 otherwise if knight_round then max(barrier_goal, 0 - 14000 + 500 * round_step)
 otherwise if king_cut then max(barrier_goal, 0 - 39500)
 otherwise if bishop_check then max(barrier_goal, 0 - 29000)
 otherwise if knight_check then max(barrier_goal, 0 - 89300)
 otherwise if net_open then max(barrier_goal, 0 - 1280)
 otherwise if net_open_next then max(barrier_goal, 0 - 1275) otherwise barrier_goal

-- Mate in one: a check the lone king can neither step out of nor answer by taking the checking
-- piece. With it the search sees a mate one move beyond its depth. The bishop checks from a
-- square of the lone king's diagonals it can reach; the lone king's squares are then those next
-- to it that neither king nor knight nor the bishop from its new square attacks (the bishop's old
-- square is one of those it attacks; a square behind the lone king on the line of the check is
-- left out, so the test only errs by missing a mate). The knight checks from a square a knight's
-- move from both; there the bishop loses the squares beyond the knight's new square on its line
-- (all of that line is left out). Only the first and the last checking square of each piece are
-- tried: the rule decides 1,760 of the 1,840 mates in one, and never claims one that is not.
let flights = lone_hits - king attacks of strong_k
let bishop_checks = bishop attacks of weak_k * bishop attacks of strong bishops - strong pieces
let bishop_mates(s) = s in bishop_checks
 and empty (flights - knight attacks of strong knights - bishop attacks of s)
let knight_checks = knight attacks of weak_k * knight attacks of strong knights - strong pieces
let bishop_cover(s) = bishop attacks of strong bishops
 - (if s in bishop attacks of strong bishops then bishop attacks of s otherwise no squares)
let knight_mates(s) = s in knight_checks
 and empty (flights - knight attacks of s - bishop_cover(s))
let mate_in_one = (not empty bishop_checks
  and (bishop_mates(first of bishop_checks) or bishop_mates(last of bishop_checks)))
 or (not empty knight_checks
  and (knight_mates(first of knight_checks) or knight_mates(last of knight_checks)))

-- The chase: the lone king has walked out of its net along the edge, and the white king, two
-- steps away, is first to the squares it runs for. `white_first` is every square within three
-- king steps of the white king that the lone king cannot reach in three; the race box leaves
-- them out. (A race by distance, each ring of the white king less the lone king's ring of the
-- same radius, was worse.) A wide box whose race box is a small one by the mating corner is a
-- net let go for a few moves, which the white king will close again: the goal sees the wide
-- box, the search must look past it.
let lone1 = weak_k + lone_hits
let lone2 = lone1 + king attacks of lone1
let lone3 = lone2 + king attacks of lone2
let white_first = near3 - lone3
let race_reach = weak_k + king_walk(weak_k, safe - white_first)

stop -- black to move: the value is known at once

rule "piece lost": without its bishop or its knight white cannot mate
  when not in KBNK
  then draw
  example "8/8/8/4k3/8/8/8/K1B5 b - - 0 1": draw

rule "mate": black is checkmated
  when checkmate
  then side to move is mated
  example "7k/4N3/6K1/4B3/8/8/8/8 b - - 0 1": side to move is mated

rule "stalemate": black has no move and is not in check
  when stalemate
  then draw
  example "k7/2K5/2N5/8/8/8/1B6/8 b - - 0 1": draw

rule "bishop en prise": the black king takes the bishop, which nothing guards
  when in KBNK
   and strong bishop in king attacks of weak_k
   and strong bishop not in attacks of strong side
  then draw
  example "8/8/8/8/3k4/4B3/8/K6N b - - 0 1": draw

rule "knight en prise": the black king, not in check, takes the knight, which nothing guards
  when in KBNK
   and not in check
   and strong knight in king attacks of weak_k
   and strong knight not in attacks of strong side
  then draw
  example "8/8/8/8/3k4/4N3/8/K6B b - - 0 1": draw

halt -- white to move: the value is known at once

rule "piece lost": without its bishop or its knight white cannot mate
  when not in KBNK
  then draw
  example "8/8/8/4k3/8/8/8/K1N5 w - - 0 1": draw

-- King, bishop and knight mate only on the edge (every one of the 464 checkmates of KBNK is
-- there): the cheap test first, so that the search pays for the checks only there.
rule "mate in one": white mates at once with a check the lone king cannot escape
  when in KBNK and edge_distance(weak_k) = 0 and mate_in_one
  then side to move mates in 1
  example "7k/4N3/6K1/8/5B2/8/8/8 w - - 0 1": side to move mates in 1
  example "8/8/8/8/4N3/1K6/1B6/1k6 w - - 0 1": side to move mates in 1

-- A net away from the mating corner may have to be let go and cast again, which takes white a
-- move more than the search sees. Nearer the corner the goal rises without the extra move, and
-- the extension would cost most there, where small boxes are common (docs/kbnk.md). The two
-- plain flood steps are a cheap test the reach must pass (it holds them): the compiler measures
-- the whole reach only for a lone king they find hemmed in.
rule "net": the lone king in a box of six squares or less, away from the mating corner: look one white move further
  when in KBNK and triangle >= 2 and count of within2 <= 6 and count of reach <= 6
  then fail extend
  example "8/8/8/3B4/8/2N5/8/k1K5 w - - 0 1": fail extend

-- Near the mating corner the table's way to the mating net often lets the lone king out along
-- the edge for a move or two while the white king shadows it (from `8/8/8/2B5/8/2NK4/1k6/8 w`,
-- a mate in 11, the box opens to 46 squares and closes six moves later): one white move more
-- there lets the search see the net closed again.
rule "chase": the lone king out of its net by the mating corner, the white king two steps away and first to its squares: look one white move further
  when in KBNK
   and triangle <= 3
   and distance(strong_k, weak_k) = 2
   and count of reach >= 17
   and count of race_reach <= 8
   and empty (race_reach - triangle4)
  then fail extend
  example "8/8/1N6/2B5/8/3K4/1k6/8 w - - 0 1": fail extend

-- On the edge between d1 and f1, in a net of 16 squares or less with the white king two steps
-- from the lone king, one white move more lets the search find a quicker way to tighten the net
-- (2026-11-29: with the lead on the edge, it took the longest mate's own start from 68 moves to
-- 67 and some 500 of the 5,955 mates over 50 moves off the closure of the 20 longest, at no cost
-- in time there; without the limit of 16 squares, three times the time).
rule "edge net": the lone king on the edge between d1 and f1 in a box of 16 squares or less, the white king two steps away: look one white move further
  when in KBNK
   and edge_distance(weak_k) = 0
   and triangle >= 3
   and triangle <= 5
   and distance(strong_k, weak_k) = 2
   and count of reach <= 16
  then fail extend
  example "8/8/8/6N1/5B2/8/2K5/4k3 w - - 0 1": fail extend

rule "nothing attacked": the black king attacks neither piece and the knight has a safe square, so white keeps both and wins
  when in KBNK
   and empty (strong minors * king attacks of weak_k)
   and not empty (knight attacks of strong knight - king attacks of weak_k - strong pieces)
  then strong side wins
  example "8/8/8/3k4/8/8/8/KNB5 w - - 0 1": strong side wins

blackeval -- black to move at the search horizon (the chooser defender's ranking)

class "boxed": the black king's box is small, near a mating corner, and the white king is close
  when in KBNK
  score goal
  example "8/8/3k4/8/2K5/8/8/1NB5 b - - 0 1": class "boxed"

whiteval -- white to move: the goal the search drives towards, the bigger the better

-- The chooser plays for the best goal it can force within its depth, the sooner the better: the
-- goal must rise with every move, so it is written to have no local maximum where white is stuck.
class "boxed": the black king's box is small, near a mating corner, and the white king is close
  when in KBNK
   and empty (strong minors * king attacks of weak_k - attacks of strong side)
   and not piece_in_danger
  score goal
  example "8/8/3k4/8/2K5/8/8/1NB5 w - - 0 1": class "boxed"

class "harassed": the black king attacks a piece nothing guards: white must spend a move on it
  when in KBNK and not piece_in_danger
  score goal
  example "8/8/8/8/3k4/4N3/8/K6B w - - 0 1": class "harassed"

-- Ranked by the white king's distance to the knight, which it may still reach to guard it.
-- (Ranked by the goal instead, the strategy left as many positions stuck on two samples.)
class "piece in danger": the black king is about to win the knight, trapped, or a piece by a fork
  when in KBNK
  score 0 - distance(strong_k, knight_square)
  example "8/8/8/8/8/8/6k1/K1B4N w - - 0 1": class "piece in danger"
  example "4B3/4k3/3N4/8/8/8/8/K7 w - - 0 1": class "piece in danger"
  example "8/8/5B2/8/4N1k1/8/8/K7 w - - 0 1": class "piece in danger"

reject -- white moves no expert would consider

-- The bishop's check saves the knight on h1: the black king cannot take it along the check line.
example "8/8/8/8/8/1B6/6k1/K6N w - - 0 1" Bd5: allowed

rule "hangs the bishop": after the move the black king can take the bishop, which nothing guards
  when not empty (strong bishops * king attacks of weak_k - attacks of strong side)
  example "8/8/8/3k4/8/8/3K3N/1B6 w - - 0 1" Be4: rejected

rule "hangs the knight": after the move the black king, not in check, can take the unguarded knight
  when not in check
   and not empty (strong knights * king attacks of weak_k - attacks of strong side)
  example "8/8/8/3k4/8/1N6/3K4/2B5 w - - 0 1" Nc5: rejected

rule "stalemates": the move leaves the black king without a move
  when stalemate
  example "k7/2K5/8/4N3/8/8/1B6/8 w - - 0 1" Nc6: rejected
