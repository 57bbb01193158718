-- PAT208: a function belongs at the top of the file, where every section can apply it
endgame KBNK
whiteval
let near(square) = king attacks of square
class "close": the kings are close
  when weak king in near(strong king)
  score 1
