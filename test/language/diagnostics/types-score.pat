-- PAT303: a score must be a number
endgame KBNK
whiteval
class "near": the kings are near
  when distance(strong king, weak king) < 3
  score weak king
