-- PAT501: statements after a verdict
endgame KNNKB
recognize
rule "x": a rule
  if strong side to move then
    draw
  otherwise
    fail
  end
  draw
