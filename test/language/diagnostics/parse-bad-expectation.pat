-- PAT105: a move example must expect rejected or allowed, and the other way round
endgame KBNK
example "8/8/8/3k4/8/3K4/8/2BN4 w - - 0 1": rejected
example "8/8/8/3k4/8/3K4/8/2BN4 w - - 0 1" Kc2: draw
