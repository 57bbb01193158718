-- PAT104: every rule says in words what it recognises
endgame KNNKB
recognize
rule "weak-draw":
  when weak king not in a1-h8 then draw
