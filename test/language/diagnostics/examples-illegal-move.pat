-- PAT604: a move that is not legal in the example's position
endgame KBNK
reject
example "8/8/8/3k4/8/3K4/8/2BN4 w - - 0 1" Kd4: allowed
rule "never": nothing is rejected
  when 1 > 2
