-- PAT408: an example needs a section to ask
endgame KBNK
example "8/8/8/3k4/8/3K4/8/2BN4 w - - 0 1": draw
recognize
rule "x": any
  fail
example "8/8/8/3k4/8/3K4/8/2BN4 w - - 0 1" Kc2: rejected
