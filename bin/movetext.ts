/**
 * A game's SAN moves as PGN movetext: numbered tokens (`1. Nc3`, `Kb1`, or `1... Kb1` when black
 * moves first), and those tokens in lines of a given width. `patc play --pgn` writes games with it
 * and `patc verify kbnk` shows its longest forced mate with it.
 */

/**
 * The movetext tokens of `sans`, numbered from `firstMoveNumber`: a white move carries its number
 * (`12. Kd3`), and so does a black move that opens the line (`12... Kd1`).
 */
export function movetext(
  sans: readonly string[],
  firstMoveNumber = 1,
  whiteFirst = true,
): string[] {
  const tokens: string[] = [];
  let number = firstMoveNumber;
  let white = whiteFirst;
  sans.forEach((san, i) => {
    if (white) tokens.push(`${number}. ${san}`);
    else tokens.push(i === 0 ? `${number}... ${san}` : san);
    if (!white) number++;
    white = !white;
  });
  return tokens;
}

/** `tokens` joined by spaces into lines of at most `width` characters, a token never split. */
export function wrapTokens(tokens: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    if (line !== "" && line.length + 1 + token.length > width) {
      lines.push(line);
      line = token;
    } else {
      line = line === "" ? token : `${line} ${token}`;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}
