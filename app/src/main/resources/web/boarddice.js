// The dice of the newest action shown where they were rolled: each die over the square it was for (a
// Fireball's saving throws, one at the target and one at each neighbour), named by the sentence that says
// what it needed and what followed. A roll for no square (the three-move ballot) is shown under the board
// by showDie. The dice stay until the next action; looking back at an earlier position hides them. When an
// action arrives, what it did on the board (a die landing, a wound, a checker killed, a charm, an illusion
// dispelled) is played out square by square in the order it happened, each a short pulse on its square.
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
    out.unshift({entry: m, square: said && said.squares.length ? said.squares[0] : null, value: m.roll,
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
  const moves = view.moves || [];
  const rolls = looking ? [] : latestRolls(moves);
  const placed = rolls.filter((r) => r.square != null && wrap.querySelector('[data-square="' + r.square + '"]'));
  const key = JSON.stringify(placed.map((r) => [r.square, r.value])) + '@' + moves.length;
  if (layer.dataset.key !== key) {
    const seen = layer.dataset.seen === undefined ? null : Number(layer.dataset.seen);
    layer.dataset.key = key;
    layer.dataset.seen = String(moves.length);
    const fresh = animate && !looking && seen !== null && moves.length > seen ? moves.slice(seen) : [];
    const {delays, pulses} = sequence(fresh);
    const box = wrap.getBoundingClientRect();
    const count = new Map();
    const dice = placed.map((r) => {
      const cell = cellOf(wrap, r.square);
      const nth = count.get(r.square) || 0;
      count.set(r.square, nth + 1);
      const size = cell.width * 0.6;
      const landing = delays.has(r.entry);
      return h('div', {class: ['board-die', landing && 'landing'], role: 'img', 'aria-label': r.text, title: r.text,
        'data-square': r.square, style: place(box,
          within(cell.left - box.left + cell.width - size * 0.85 - nth * size * 0.45, box.width - size),
          within(cell.top - box.top - size * 0.15 + nth * size * 0.3, box.height - size), size, size)
          + (landing ? `;animation-delay:${delays.get(r.entry)}ms` : '')},
        dieFace(r.value, 'board'));
    });
    const rings = pulses.filter((p) => wrap.querySelector('[data-square="' + p.square + '"]')).map((p) => {
      const cell = cellOf(wrap, p.square);
      return h('div', {class: 'board-pulse ' + p.kind, 'aria-hidden': 'true', 'data-square': p.square, 'data-kind': p.kind,
        style: place(box, cell.left - box.left, cell.top - box.top, cell.width, cell.height) + `;animation-delay:${p.delay}ms`},
        h('span', {}, p.kind));
    });
    fill(layer, ...dice, ...rings);
  }
  const loose = rolls.length && !placed.length ? view.roll : null;
  showDie(dieNode, looking ? null : loose, animate);
}

/** How long each thing an action did waits after the one before it, when played out. */
const STEP = 380;

/**
 * What the entries that just arrived did on the board, in order: when each roll entry's die lands (delays,
 * by entry) and the pulses of the other events on squares ({square, kind, delay}).
 */
function sequence(fresh) {
  const delays = new Map();
  const pulses = [];
  let order = 0;
  for (const m of fresh) {
    for (const e of m.events || []) {
      if (!e.squares || !e.squares.length) continue;
      if (e.kind === 'roll') {
        delays.set(m, order++ * STEP);
        continue;
      }
      for (const square of e.squares) pulses.push({square, kind: e.kind, delay: order * STEP});
      order++;
    }
  }
  return {delays, pulses};
}

function cellOf(wrap, square) {
  return wrap.querySelector('[data-square="' + square + '"]').getBoundingClientRect();
}

/** A box's place in percent of the board, so that it stays on its square when the board is drawn larger. */
function place(box, left, top, width, height) {
  const pct = (v, of) => (100 * v / of).toFixed(2) + '%';
  return `left:${pct(left, box.width)};top:${pct(top, box.height)};width:${pct(width, box.width)};height:${pct(height, box.height)}`;
}
