-- Arms: a flood fill that only one arm of an `if` reads is computed at the start of that arm
-- (`IrModule.armBinds`), so positions taking the other arm never pay for it. `step2` is read
-- twice, by `step3` and by the `otherwise` arm nested in the `then` arm, so it is computed at the
-- start of the outer `then` arm; `step3` only in the inner `then` arm. The right operand of an
-- `and` is an arm too: `ring` is read twice, both times there, so it is computed only when the
-- lone king has no flight square.
endgame KBNK

let open = complement (attacks of strong side + strong king)
let step1 = open * king attacks of weak king
let step2 = step1 + open * king attacks of step1
let step3 = step2 + open * king attacks of step2
let flight = king attacks of weak king - attacks of strong side
let ring = king attacks of step1 - step1
let cornered = count of flight = 0 and count of ring + count of (ring * rank 1) >= 5
let boxed = if count of flight <= 1
 then (if manhattan(weak king, a1) <= 2 then 0 - count of step3 otherwise 0 - count of step2)
 otherwise 100 - count of flight
let value = if cornered then 200 otherwise boxed

whiteval

class "any": every position out of check
  when not in check
  score value
