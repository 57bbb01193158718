-- Outlined lets: values large enough to get a function of their own, because several rules of
-- one entry point use them. `room` is used by the classes and inside `goal`, which two classes
-- score, so `goal`'s function calls `room`'s; `reject` computes `room` in place. `cornered`, a
-- condition, is merged into the conditions that use it (its operands are reordered with theirs),
-- so it stays inline.
endgame KBNK
normalise weak king on a1-d1-d4

let blocked = attacks of strong side + strong king
let open = complement blocked
let step1 = open * king attacks of weak king
let step2 = step1 + open * king attacks of step1
let step3 = step2 + open * king attacks of step2
let step4 = step3 + open * king attacks of step3
let step5 = step4 + open * king attacks of step4
let step6 = step5 + open * king attacks of step5
-- The first square of the box depends on the frame: the callee takes it.
let room = count of step6 + file of first of step6
let cornered = count of step6 <= 3 and manhattan(weak king, a1) <= 2
 and not empty (step6 * king attacks of step6)
let goal = 100 - 4 * room - distance(strong king, weak king)

stop

rule "cornered": the black king is shut in near a1
  when in KBNK and cornered and not in check
  then draw

halt

rule "cornered": the black king is shut in near a1, white to move
  when cornered
  then strong side wins

blackeval

class "any": every position
  when room >= 0
  score room

whiteval

class "small": a small box
  when room <= 20
  score goal

class "large": a large box
  when room > 20
  score goal - room

reject

rule "widens": the move leaves the black king a larger box
  when room > 40
