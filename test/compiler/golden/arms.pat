-- Arms: a flood fill that only one arm of an `if` reads is computed at the start of that arm
-- (`IrModule.armBinds`), so positions taking the other arm never pay for it. `step2` is read
-- twice, by `step3` and by the `otherwise` arm nested in the `then` arm, so it is computed at the
-- start of the outer `then` arm; `step3` only in the inner `then` arm.
endgame KBNK

let open = complement (attacks of strong side + strong king)
let step1 = open * king attacks of weak king
let step2 = step1 + open * king attacks of step1
let step3 = step2 + open * king attacks of step2
let flight = king attacks of weak king - attacks of strong side
let value = if count of flight <= 1
 then (if manhattan(weak king, a1) <= 2 then 0 - count of step3 otherwise 0 - count of step2)
 otherwise 100 - count of flight

whiteval

class "any": every position out of check
  when not in check
  score value
