-- PAT201: a misspelt built-in function is unknown, and the help names the built-in meant
endgame KBNK
let box = king_wlk(weak king, complement attacks of strong side)
let near = knight_distanse(strong king, weak king)
whiteval
class "boxed": a small box
  when count of box <= 4
  score near
