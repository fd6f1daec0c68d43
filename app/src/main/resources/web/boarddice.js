// The dice of the newest action shown where they were rolled: each die over the square it was for (a
// Fireball's saving throws, one at the target and one at each neighbour), named by the sentence that says
// what it needed and what followed. A roll for no square (the three-move ballot) is shown under the board
// by showDie. The dice stay until the next action; looking back at an earlier position hides them.
import {h, fill} from './dom.js';
import {dieFace, showDie} from './dice.js';

/**
 * The rolls at the end of moves, oldest first, each {square, value, text}: the entries of kind roll after
 * the last move (a reaction declined between them is passed over), with the square of their roll event.
 */
export function latestRolls(moves) {
  const out = [];
  for (let i = (moves || []).length - 1; i >= 0; i--) {
    const m = moves[i];
    if (m.kind === 'move' && m.say === '') continue;
    if (m.kind !== 'roll') break;
    const said = (m.events || []).find((e) => e.kind === 'roll');
    out.unshift({square: said && said.squares.length ? said.squares[0] : null, value: m.roll,
      text: said ? said.text : (m.what ? m.what + ': ' : '') + 'rolled ' + m.roll});
  }
  return out;
}

/** v kept between 0 and most: a die on an edge square stays on the board. */
function within(v, most) {
  return Math.max(0, Math.min(most, v));
}

/**
 * Shows the latest rolls of view: over their squares in layer (a node laid over the board's wrap), the
 * others in dieNode under the board. looking: whether an earlier position is shown (no dice then).
 */
export function showRolls(layer, wrap, dieNode, view, looking, animate) {
  const rolls = looking ? [] : latestRolls(view.moves);
  const placed = rolls.filter((r) => r.square != null && wrap.querySelector('[data-square="' + r.square + '"]'));
  const key = JSON.stringify(placed) + '@' + (view.moves || []).length;
  if (layer.dataset.key !== key) {
    layer.dataset.key = key;
    const box = wrap.getBoundingClientRect();
    const seen = new Map();
    fill(layer, placed.map((r) => {
      const cell = wrap.querySelector('[data-square="' + r.square + '"]').getBoundingClientRect();
      const nth = seen.get(r.square) || 0;
      seen.set(r.square, nth + 1);
      // in percent of the board, so that the dice stay on their squares when the board is drawn larger
      const pct = (v, of) => (100 * v / of).toFixed(2) + '%';
      const size = cell.width * 0.6;
      return h('div', {class: ['board-die', animate && 'landing'], role: 'img', 'aria-label': r.text, title: r.text,
        'data-square': r.square, style: `left:${pct(within(cell.left - box.left + cell.width - size * 0.85 - nth * size * 0.45, box.width - size), box.width)};`
          + `top:${pct(within(cell.top - box.top - size * 0.15 + nth * size * 0.3, box.height - size), box.height)};`
          + `width:${pct(size, box.width)};height:${pct(size, box.height)}`},
        dieFace(r.value, 'board'));
    }));
  }
  const loose = rolls.length && !placed.length ? view.roll : null;
  showDie(dieNode, looking ? null : loose, animate);
}
