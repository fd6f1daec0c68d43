// Moves tried on a board that only shows positions (the analysis board, the puzzles): the moves there are, each
// as the squares it goes through, and a function that takes the number of the move picked.
import {attachInput} from './input.js';

/**
 * Moves tried on the board: a click (or a drag) on a piece that may move, then on each square of its way; once
 * the squares picked are the whole of one move's way, and of no longer one, that move is tried.
 */
export function tryOnBoard(board, paths, go) {
  let picked = [];
  const matching = () => paths.map((p, i) => ({p, i})).filter(({p}) => p.length && picked.every((sq, k) => p[k] === sq));
  const next = () => new Set(matching().filter(({p}) => p.length > picked.length).map(({p}) => p[picked.length]));
  const mark = () => board.highlight(picked.length ? {selected: picked, targets: next()} : {selectable: next()});
  attachInput(board, {
    active: () => paths.some((p) => p.length),
    prefix: () => picked,
    targets: next,
    click: (square) => {
      if (!next().has(square)) {
        picked = [];
        if (next().has(square)) picked = [square];
        mark();
        return;
      }
      picked = [...picked, square];
      const left = matching();
      const whole = left.filter(({p}) => p.length === picked.length);
      if (whole.length === 1 && left.length === 1) {
        go(whole[0].i);
        return;
      }
      mark();
    },
    cancel: () => {
      picked = [];
      mark();
    },
  });
  mark();
}
