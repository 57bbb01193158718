-- PAT101: a class belongs to blackeval or whiteval
endgame KBNK
recognize
class "near": the king is near
  when distance(strong king, weak king) < 3
