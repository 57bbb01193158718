-- Names and strings chosen to break a careless code generator: JavaScript reserved words, the
-- generated code's own locals, quotes, comment ends, backticks, template holes and a line
-- separator. Its twin plain-names.pat says the same with plain names; both must behave alike.
endgame KBNK

squares function = a1 h1 a8 h8
squares return = file a + file h + rank 1 + rank 8

let pos = weak king
let out = king attacks of pos
let material = strong king
let frame = strong bishops + strong knights
let scratch = one of frame
let __proto__ = out * return
let constructor = distance(pos, material)

recognize

rule "quote \" end */ and ${pos} `tick` \\": a sentence with */ ${alert(1)} `back` "dq" and a line separator: after it
  when pos in function and not empty __proto__
  then draw
  example "k7/8/1K6/8/8/8/8/BN6 w - - 0 1": draw

rule "</script><!--": the kings are close and a piece stands next to the weak king; -- still a comment
  when constructor <= 2 and scratch in out
  then side to move wins

rule "x": rest
  when constructor > 5
  then fail extend
