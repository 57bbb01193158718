-- PAT405: 'before' and 'moved' only in reject
endgame KBNK
recognize
rule "closer": the king came closer
  when distance(strong king, weak king) < before distance(strong king, weak king)
   and moved to in a1-h8
  then fail
