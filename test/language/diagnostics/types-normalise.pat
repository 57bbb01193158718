-- PAT308 and PAT307: normalise names one piece and a fixed set
endgame KNNKB
normalise strong knights on a1-d1-d4
normalise weak king on king attacks of strong king
