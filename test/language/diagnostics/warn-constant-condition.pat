-- PAT504: conditions that are always true or false
endgame KNNKB, KNNKN
recognize
rule "x": a rule
  when in KNNKB
  then
    if in KNNKN then
      draw
    end
    if a1 in a1-h8 then
      fail
    end
