// The SVG board: 8x8 cells, the squares the view lists (with their numbers), the pieces and marks, and
// highlight layers the game page switches on and off. It draws; it never decides what may move.
import {s, fill} from './dom.js';
import {drawPiece, describePiece, drawMark, describeMark, ensureDefs} from './pieces.js';
import {flight, routeNodes, outlineNodes} from './route.js';

const CELL = 100;

/**
 * Creates an empty board in container. render(board, orientation) draws a view's board;
 * highlight({...}) marks squares; the element of square INDEX carries data-square="INDEX".
 */
export function createBoard(container, {label = 'Board'} = {}) {
  ensureDefs();
  const layers = {};
  const svg = s('svg', {class: 'board', viewBox: `0 0 ${8 * CELL} ${8 * CELL}`, role: 'group', 'aria-label': label});
  for (const name of ['cells', 'highlights', 'pieces', 'effects', 'marks', 'route', 'outline', 'preview', 'overlays', 'hits', 'drag']) {
    layers[name] = s('g', {class: name});
    svg.append(layers[name]);
  }
  container.append(svg);
  let cells = new Map(); // square index -> {hl, ring, dot, hit, piece}
  let lastBoard = null;
  let lastOrientation = 'white';

  // Row 0 is Black's home row at the top; a board seen from Black is turned half round.
  function place(row, column, orientation) {
    const flip = orientation === 'black';
    return {x: (flip ? 7 - column : column) * CELL, y: (flip ? 7 - row : row) * CELL};
  }

  function render(board, orientation) {
    lastBoard = board;
    lastOrientation = orientation;
    for (const layer of Object.values(layers)) fill(layer);
    layers.route.setAttribute('aria-hidden', 'true');
    layers.outline.setAttribute('aria-hidden', 'true');
    cells = new Map();
    svg.classList.toggle('wraps', !!board.wraps);
    // Squares out of play (the light squares of checkers) may be listed with playable: false; they are
    // drawn in their colour, without a number, and cannot be clicked.
    const squares = new Map((board.squares || []).filter((q) => q.playable !== false).map((q) => [q.square, q]));
    const listed = new Map((board.squares || []).map((q) => [q.square, q]));
    const pieces = new Map((board.pieces || []).map((p) => [p.square, p]));
    const marks = new Map();
    for (const m of board.marks || []) marks.set(m.square, [...(marks.get(m.square) || []), m]);

    for (let sq = 0; sq < 64; sq++) {
      if (squares.has(sq)) continue;
      const q = listed.get(sq);
      const {x, y} = place(q ? q.row : Math.floor(sq / 8), q ? q.column : sq % 8, orientation);
      layers.cells.append(s('rect', {x, y, width: CELL, height: CELL, class: 'cell off ' + (q && q.dark ? 'dark' : 'light')}));
    }
    for (const q of squares.values()) {
      const {x, y} = place(q.row, q.column, orientation);
      const cx = x + CELL / 2, cy = y + CELL / 2;
      layers.cells.append(s('rect', {x, y, width: CELL, height: CELL, class: 'cell ' + (q.dark ? 'dark' : 'light')}));
      if (q.number) {
        layers.cells.append(s('text', {x: x + 5, y: y + 18, class: 'number ' + (q.dark ? 'on-dark' : 'on-light')}, String(q.number)));
      }
      const hl = s('rect', {x, y, width: CELL, height: CELL, class: 'hl'});
      layers.highlights.append(hl);
      const piece = pieces.get(q.square);
      let pieceNode = null;
      if (piece) {
        pieceNode = drawPiece(piece);
        pieceNode.setAttribute('transform', `translate(${cx},${cy})`);
        layers.pieces.append(pieceNode);
      }
      for (const m of marks.get(q.square) || []) {
        const node = drawMark(m);
        node.setAttribute('transform', `translate(${cx},${cy})`);
        layers.marks.append(node);
      }
      const ring = s('rect', {x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, class: 'ring'});
      const dot = s('circle', {cx, cy, r: 14, class: 'dot'});
      layers.overlays.append(ring, dot);
      const words = ['square ' + (q.number ?? q.square)];
      if (piece) words.push(describePiece(piece));
      for (const m of marks.get(q.square) || []) words.push(describeMark(m));
      const hit = s('rect', {x, y, width: CELL, height: CELL, class: 'hit', 'data-square': q.square,
        role: 'button', 'aria-label': words.join(', ')});
      layers.hits.append(hit);
      cells.set(q.square, {hl, ring, dot, hit, piece: pieceNode, cx, cy, x, y});
    }
  }

  /**
   * sets: {selectable, selected, targets, hint, place, aim, area, last, captured, about} as Sets or arrays
   * of square indices: squares to pick a move from, picked, to go on to, under a choice's pointer, to place
   * on, a power's targets, what a choice would reach, the last move's route and captures, and the square a
   * reaction is about. Squares one may click are focusable, so the board can be played from the keyboard.
   * Also sets.route, the last move (a view's lastMove) drawn as an arrow along its path, and sets.block,
   * squares outlined as one block (what a choice such as a Warp cycle reaches).
   */
  function highlight(sets = {}) {
    fill(layers.route, sets.route ? routeNodes(routeOf(sets.route), 8 * CELL) : []);
    const block = (sets.block || []).map((sq) => cells.get(sq)).filter(Boolean);
    fill(layers.outline, block.length > 1 ? outlineNodes(block, CELL, 8 * CELL, !!(lastBoard && lastBoard.wraps)) : []);
    const has = (name, sq) => sets[name] ? (sets[name].has ? sets[name].has(sq) : sets[name].includes(sq)) : false;
    for (const [sq, c] of cells) {
      const selectable = has('selectable', sq), target = has('targets', sq), placeable = has('place', sq);
      const aim = has('aim', sq);
      c.hl.classList.toggle('selected', has('selected', sq));
      c.hl.classList.toggle('hint', has('hint', sq));
      c.hl.classList.toggle('area', has('area', sq));
      c.hl.classList.toggle('last', has('last', sq));
      c.hl.classList.toggle('captured', has('captured', sq));
      c.hl.classList.toggle('about', has('about', sq));
      c.ring.classList.toggle('on', selectable || placeable);
      c.ring.classList.toggle('aim', aim);
      c.dot.classList.toggle('on', target);
      const active = selectable || target || placeable || aim || has('selected', sq);
      c.hit.classList.toggle('active', active);
      if (active) c.hit.setAttribute('tabindex', '0');
      else c.hit.removeAttribute('tabindex');
    }
  }

  /** The route drawn for lastMove: its moving piece's flights, else the trail of a piece it moved otherwise. */
  function routeOf(lastMove) {
    return lastMove.path && lastMove.path.length >= 2 ? flights(lastMove) : flights({path: lastMove.trail || []});
  }

  /** The hops of lastMove as flights between drawn cells ({@link flight}), the way the pieces went. */
  function flights(lastMove) {
    const path = (lastMove && lastMove.path) || [], hops = (lastMove && lastMove.hops) || [];
    const out = [];
    for (let i = 0; i + 1 < path.length; i++) {
      const a = cells.get(path[i]), b = cells.get(path[i + 1]);
      if (a && b) out.push(flight(a, b, hops[i], CELL, lastOrientation === 'black'));
    }
    return out;
  }

  /** The square index under a screen point, or null. */
  function squareAt(clientX, clientY) {
    const node = document.elementFromPoint(clientX, clientY);
    const hit = node && node.closest && node.closest('[data-square]');
    return hit && svg.contains(hit) ? Number(hit.dataset.square) : null;
  }

  /** Shows a copy of the piece on square following the pointer while it is dragged; null ends it. */
  function drag(square, clientX, clientY) {
    fill(layers.drag);
    const c = square === null ? null : cells.get(square);
    for (const other of cells.values()) if (other.piece) other.piece.classList.remove('lifted');
    if (!c || !c.piece) return;
    const point = svg.createSVGPoint();
    point.x = clientX;
    point.y = clientY;
    const at = point.matrixTransform(svg.getScreenCTM().inverse());
    const ghost = c.piece.cloneNode(true);
    ghost.setAttribute('transform', `translate(${at.x},${at.y}) scale(1.1)`);
    ghost.classList.add('ghost');
    layers.drag.append(ghost);
    c.piece.classList.add('lifted');
  }

  /**
   * Shows the piece on origin standing on at, while a move is being picked hop by hop; the server's
   * board is unchanged until the move is sent. preview(null) clears it.
   */
  function preview(origin, at) {
    fill(layers.preview);
    for (const c of cells.values()) if (c.piece) c.piece.classList.remove('moving');
    const from = origin === null ? null : cells.get(origin), to = cells.get(at);
    if (!from || !from.piece || !to || origin === at) return;
    const copy = from.piece.cloneNode(true);
    copy.setAttribute('transform', `translate(${to.cx},${to.cy})`);
    copy.classList.add('previewed');
    layers.preview.append(copy);
    from.piece.classList.add('moving');
  }

  return {
    el: svg, render, highlight, squareAt, drag, preview, flights,
    /** The drawn square: {cx, cy, piece} (its centre and its piece's node), or undefined. */
    cell: (square) => cells.get(square),
    /** The layer between the pieces and the marks where animations draw what is leaving the board. */
    effects: layers.effects,
    redraw: () => lastBoard && render(lastBoard, lastOrientation),
  };
}
