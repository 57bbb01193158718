-- PAT206: an example naming a class that does not exist
endgame KBNK
blackeval
example "8/8/8/3k4/8/3K4/8/2BN4 b - - 0 1": class "on the edg"
class "on the edge": the black king is on the edge
  when edge_distance(weak king) = 0
