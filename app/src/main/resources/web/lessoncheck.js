// A lesson step's check, read from the game's view (docs/web.md, "Lessons"); LessonCheck in the server's tests
// reads it the same way.

/** Is the learner's turn over: the game ended, or the other side is to decide? */
export function settled(view, learner) {
  const toAct = (view && view.toAct) || {};
  return toAct.kind === 'over' || (toAct.kind === 'choice' && toAct.player !== learner);
}

/** The texts of the learner's moves from entry start on, as typed. */
export function playedSince(view, learner, start) {
  return (view.moves || []).slice(start).filter((m) => m.player === learner && m.kind === 'move').map((m) => m.text);
}

/** The board's pieces, each with its square's number (as the board shows it) beside its index. */
function pieces(view) {
  const numbers = new Map((view.board.squares || []).map((sq) => [sq.square, sq.number]));
  return (view.board.pieces || []).map((p) => ({...p, number: numbers.get(p.square)}));
}

function matches(condition, piece) {
  return Object.entries(condition).every(([key, value]) => key === 'square' ? piece.number === value
    : typeof value === 'boolean' ? !!piece[key] === value : piece[key] === value);
}

/** Does every condition of check hold in view, the learner's entries being those from start on? */
export function passes(check, view, learner, start) {
  if (check.played !== undefined && !new RegExp('^(?:' + check.played + ')$').test(playedSince(view, learner, start).join(', '))) return false;
  if (check.piece && !pieces(view).some((p) => matches(check.piece, p))) return false;
  if (check.noPiece && pieces(view).some((p) => matches(check.noPiece, p))) return false;
  for (const [side, least] of Object.entries(check.pennies || {})) {
    if ((((view.sides || {})[side] || {}).pennies || 0) < least) return false;
  }
  if (check.winner !== undefined) return !!view.toAct && view.toAct.kind === 'over' && view.toAct.winner === check.winner;
  return true;
}
