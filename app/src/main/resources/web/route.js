// What the board draws over its squares beyond highlights: the last move's route as an arrow, hop by hop,
// and a block of squares outlined as one shape. A hop over an edge of a board that wraps (Warp) leaves by
// that edge and comes in at the other: its arrow runs out of the board, a gate marks where it left, and the
// arrow comes in again at the opposite edge through a second gate. The hops are the server's lastMove.hops
// (how many rows and columns the piece travelled); nothing here works out where a piece may go.
import {s} from './dom.js';

/**
 * A hop in drawn coordinates: from cell a to cell b (board.cell's {cx, cy}) by (dx, dy), the way the
 * piece went; cell is the size of a square and flip whether the board is seen from Black. A hop the server
 * did not describe goes straight.
 */
export function flight(a, b, hop, cell, flip) {
  if (!hop) return {a, b, dx: b.cx - a.cx, dy: b.cy - a.cy, wrapped: false};
  const turn = flip ? -1 : 1;
  return {a, b, dx: hop.columns * cell * turn, dy: hop.rows * cell * turn, wrapped: !!hop.wraps};
}

/** Where the line from (x, y) by (dx, dy) first meets the edge of a board side units wide, as a share of it. */
function exitShare(x, y, dx, dy, side) {
  const along = (at, d) => (d > 0 ? (side - at) / d : d < 0 ? -at / d : Infinity);
  return Math.min(1, along(x, dx), along(y, dy));
}

/** The nodes of the route of flights: one line per hop (two for a hop over an edge, with its gates). */
export function routeNodes(flights, side) {
  const nodes = [];
  flights.forEach(({a, b, dx, dy, wrapped}, i) => {
    const last = i === flights.length - 1;
    if (!wrapped) {
      nodes.push(s('line', {class: 'route-hop', x1: a.cx, y1: a.cy, x2: b.cx, y2: b.cy}));
    } else {
      const t = exitShare(a.cx, a.cy, dx, dy, side);
      const out = {x: a.cx + dx * t, y: a.cy + dy * t}, back = {x: b.cx - dx * (1 - t), y: b.cy - dy * (1 - t)};
      nodes.push(
        s('line', {class: 'route-hop wrap-exit', x1: a.cx, y1: a.cy, x2: out.x, y2: out.y}),
        s('line', {class: 'route-hop wrap-entry', x1: back.x, y1: back.y, x2: b.cx, y2: b.cy}),
        gate(out, dx, dy, 'exit'), gate(back, dx, dy, 'entry'));
    }
    if (last) nodes.push(head(b, dx, dy));
  });
  return nodes;
}

/** A chevron on the edge at point, pointing the way (dx, dy) the piece went through it. */
function gate(point, dx, dy, which) {
  const angle = Math.atan2(dy, dx) * 180 / Math.PI;
  return s('g', {class: 'wrap-gate ' + which, 'data-x': Math.round(point.x), 'data-y': Math.round(point.y),
    transform: `translate(${point.x},${point.y}) rotate(${angle})`},
  s('circle', {r: 16}), s('path', {d: 'M-6,-9 L6,0 L-6,9'}));
}

/** The arrowhead where the route ends, short of the square's centre so the piece still shows. */
function head(b, dx, dy) {
  const angle = Math.atan2(dy, dx) * 180 / Math.PI;
  return s('path', {class: 'route-head', d: 'M-30,-16 L0,0 L-30,16 Z',
    transform: `translate(${b.cx},${b.cy}) rotate(${angle}) translate(-22,0)`});
}

/**
 * The outline of a block of squares (each {x, y} the top-left corner of a cell of size cell): the sides
 * of each square whose neighbour across them is not in the block. On a board that wraps, a block that
 * runs over an edge is open there, where it goes on at the other side.
 */
export function outlineNodes(cells, cell, side, wraps) {
  const key = (x, y) => (wraps ? ((x % side) + side) % side : x) + ',' + (wraps ? ((y % side) + side) % side : y);
  const inside = new Set(cells.map((c) => key(c.x, c.y)));
  const path = [];
  for (const {x, y} of cells) {
    if (!inside.has(key(x, y - cell))) path.push(`M${x},${y} h${cell}`);
    if (!inside.has(key(x, y + cell))) path.push(`M${x},${y + cell} h${cell}`);
    if (!inside.has(key(x - cell, y))) path.push(`M${x},${y} v${cell}`);
    if (!inside.has(key(x + cell, y))) path.push(`M${x + cell},${y} v${cell}`);
  }
  return path.length ? [s('path', {class: 'block-outline', d: path.join(' ')})] : [];
}
