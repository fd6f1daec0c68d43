// A legend naming only what is on the board: each side's kinds of piece and every marker present.
import {h, s} from './dom.js';
import {drawPiece, shapeOf, drawMark, describeMark} from './pieces.js';

const MARKERS = [
  ['pawn', 'the pawn (Lilypad), carried by the piece under it', {pawn: true}],
  ['wounded', 'wounded (face down)', {wounded: true}],
  ['illusion', 'illusion (not a real checker)', {illusion: true}],
  ['shielded', 'shielded', {shielded: true}],
  ['coins', 'coins on the piece', {coins: 2}],
  ['terraport', 'piece a terraport will move', {terraport: true}],
];

function icon(node) {
  return s('svg', {viewBox: '-50 -50 100 100', class: 'legend-icon', 'aria-hidden': 'true'}, node);
}

export function legend(board) {
  const items = [];
  const pieces = board.pieces || [];
  const seen = new Set();
  for (const owner of ['black', 'white']) {
    for (const shape of ['man', 'king', 'fragment', 'queen']) {
      if (pieces.some((p) => p.owner === owner && shapeOf(p) === shape) && !seen.has(owner + shape)) {
        seen.add(owner + shape);
        const sample = {owner, king: shape === 'king' || shape === 'queen', queen: shape === 'queen',
          fragment: shape === 'fragment'};
        items.push(h('li', {}, icon(drawPiece(sample)), `${owner} ${shape}`));
      }
    }
  }
  for (const [flag, words, sample] of MARKERS) {
    if (pieces.some((p) => flag === 'coins' ? p.coins > 0 : p[flag])) {
      items.push(h('li', {}, icon(drawPiece({owner: 'white', ...sample})), words));
    }
  }
  const kinds = new Map((board.marks || []).map((m) => [m.kind + ' ' + m.owner, m]));
  for (const mark of kinds.values()) {
    items.push(h('li', {}, icon(drawMark(mark)), describeMark(mark)));
  }
  if (board.wraps) items.push(h('li', {class: 'wrap-note'}, 'the board\u2019s edges wrap round'));
  return h('ul', {class: 'legend', 'aria-label': 'Legend'}, items);
}
