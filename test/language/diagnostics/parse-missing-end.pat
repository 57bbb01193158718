-- PAT102: an 'if' without 'end'
endgame KNNKB
recognize
rule "far": the kings are far apart
  if distance(strong king, weak king) > 4 then
    draw
rule "rest": anything else
  fail
