-- PAT001: characters outside the language
endgame KNNKB
let x = strong king # comment in another language
let y = weak king; 
