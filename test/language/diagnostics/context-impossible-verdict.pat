-- PAT403: verdicts impossible for the side to move or the material
endgame KBNK
stop
rule "mate": the strong side is mated
  when checkmate
  then strong side is mated
rule "lost": black wins
  weak side wins
