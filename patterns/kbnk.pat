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
squares mating_corner = a1 b1 a2 b2 -- the corner where the mate happens

let weak_k = weak king
let strong_k = strong king
-- Delétang's triangles: the diagonal of the bishop's colour the lone king stands behind, counted
-- from a1 (0 in the corner, 7 on the long diagonal of the other colour). Seed 002's corner
-- distance, written for the one corner pair the normalisation leaves.
let triangle = manhattan(weak_k, a1)
-- The lone king's box, as in KRK: the squares it can reach by king steps without stepping on a
-- square white attacks (a piece nothing guards is a square it may take). White's pieces build the
-- walls; the lone king cannot enlarge its box by walking inside it, so shrinking the box is
-- progress it cannot undo. Thirteen steps, so that the far end of a long box is counted too.
let safe = complement (attacks of strong side + strong king)
let step1 = safe * king attacks of weak_k
let step2 = step1 + safe * king attacks of step1
let step3 = step2 + safe * king attacks of step2
let step4 = step3 + safe * king attacks of step3
let step5 = step4 + safe * king attacks of step4
let step6 = step5 + safe * king attacks of step5
let step7 = step6 + safe * king attacks of step6
let step8 = step7 + safe * king attacks of step7
let step9 = step8 + safe * king attacks of step8
let step10 = step9 + safe * king attacks of step9
let step11 = step10 + safe * king attacks of step10
let step12 = step11 + safe * king attacks of step11
let step13 = step12 + safe * king attacks of step12
let box = step13 + safe * king attacks of step13
let room = count of box
-- The lone king's moves: the squares of its box next to it.
let mobility = count of step1

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

rule "nothing attacked": the black king attacks neither piece and the knight has a safe square, so white keeps both and wins
  when in KBNK
   and empty (strong minors * king attacks of weak_k)
   and not empty (knight attacks of strong knight - king attacks of weak_k - strong pieces)
  then strong side wins
  example "8/8/8/3k4/8/8/8/KNB5 w - - 0 1": strong side wins

blackeval -- black to move at the search horizon (the chooser defender's ranking)

class "boxed": the black king's box is small, it is driven to a1 and the white king is close
  when in KBNK
  score 0 - 8 * room - 4 * triangle - 2 * distance(strong_k, weak_k)
   - knight_distance(strong knight, weak_k) - 4 * mobility
  example "8/8/3k4/8/2K5/8/8/1NB5 b - - 0 1": class "boxed"

whiteval -- white to move: the goal the search drives towards, the bigger the better

-- The chooser plays for the best goal it can force within its depth, the sooner the better: the
-- goal must rise with every move, so it is written to have no local maximum where white is stuck.
class "boxed": the black king's box is small, it is driven to a1 and the white king is close
  when in KBNK and empty (strong minors * king attacks of weak_k - attacks of strong side)
  score 0 - 8 * room - 4 * triangle - 2 * distance(strong_k, weak_k)
   - knight_distance(strong knight, weak_k) - 4 * mobility
  example "8/8/3k4/8/2K5/8/8/1NB5 w - - 0 1": class "boxed"

class "harassed": the black king attacks a piece nothing guards: white must spend a move on it
  when in KBNK
  score 0 - 8 * room - 4 * triangle - 2 * distance(strong_k, weak_k)
   - knight_distance(strong knight, weak_k) - 4 * mobility
  example "8/8/8/8/3k4/4N3/8/K6B w - - 0 1": class "harassed"

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
