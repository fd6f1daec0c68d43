// The last move played out on a board just drawn in its new position: the moved piece slides from its
// origin along its route, hop by hop, and the pieces it captured fade where they stood. On a board that
// wraps round its edges (Warp), a hop that crosses an edge leaves the board by that edge while a twin of
// the piece comes in at the other side, so the piece never slides straight across (lastMove.hops says
// which way each hop went: board.flights). Only what the server's lastMove says is shown; nothing here
// decides anything. Callers ask motionAllowed() first.
import {drawPiece} from './pieces.js';

const HOP_MS = 170;

/**
 * Plays lastMove on board (from createBoard, already rendered in the position after it); before is the
 * board of the view before it (for the captured pieces' looks). Returns a function that stops it.
 */
export function playMove(board, before, lastMove) {
  const path = (lastMove && lastMove.path) || [];
  const captured = (lastMove && lastMove.captured) || [];
  const points = path.map((sq) => board.cell(sq)).filter(Boolean);
  const moving = points.length >= 2 ? points[points.length - 1].piece : null;
  const side = board.el.viewBox.baseVal.width || 800;
  const hops = board.flights(lastMove);
  const old = new Map(((before && before.pieces) || []).map((p) => [p.square, p]));
  const fading = [];
  for (const sq of captured) {
    const c = board.cell(sq), piece = old.get(sq);
    if (!c || !piece) continue;
    const ghost = drawPiece(piece);
    ghost.setAttribute('transform', `translate(${c.cx},${c.cy})`);
    ghost.classList.add('leaving');
    board.effects.append(ghost);
    // A piece jumped on the way fades as the mover passes it; one taken some other way at once.
    const hop = path.length >= 2 ? Math.max(0, hopOver(hops, c, side)) : 0;
    fading.push({ghost, start: hop * HOP_MS});
  }
  if (!moving && !fading.length) return () => {};
  board.el.dataset.animations = String(Number(board.el.dataset.animations || 0) + 1);
  board.el.classList.add('animating');
  const twin = hops.some((f) => f.wrapped) ? moving.cloneNode(true) : null;
  if (twin) {
    twin.classList.add('twin');
    twin.style.pointerEvents = 'none';
    twin.style.display = 'none';
    board.effects.append(twin);
  }
  const total = Math.max(moving ? (points.length - 1) * HOP_MS : 0, ...fading.map((f) => f.start + HOP_MS * 2));
  let frame = null;
  const begin = performance.now();
  const at = (sq) => `translate(${sq.cx},${sq.cy})`;

  function tick(now) {
    const t = Math.max(0, now - begin); // a frame's time may be a little before the start
    if (moving) {
      const done = Math.min(hops.length, t / HOP_MS);
      const i = Math.min(hops.length - 1, Math.floor(done));
      const f = ease(done - i);
      const {a, b, dx, dy, wrapped} = hops[i];
      moving.setAttribute('transform', `translate(${a.cx + dx * f},${a.cy + dy * f})`);
      if (twin) {
        // the twin comes in from beyond the other edge as the piece goes out by this one
        twin.style.display = wrapped && f < 1 ? '' : 'none';
        twin.setAttribute('transform', `translate(${b.cx - dx * (1 - f)},${b.cy - dy * (1 - f)})`);
      }
    }
    for (const {ghost, start} of fading) {
      ghost.style.opacity = String(Math.max(0, 1 - Math.max(0, t - start) / (HOP_MS * 2)));
    }
    if (t < total) {
      frame = requestAnimationFrame(tick);
    } else {
      stop();
    }
  }

  function stop() {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
    if (moving) moving.setAttribute('transform', at(points[points.length - 1]));
    if (twin) twin.remove();
    for (const {ghost} of fading) ghost.remove();
    board.el.classList.remove('animating');
  }

  if (moving) moving.setAttribute('transform', at(points[0]));
  frame = requestAnimationFrame(tick);
  return stop;
}

function ease(x) {
  return x < 0.5 ? 2 * x * x : 1 - Math.pow(-2 * x + 2, 2) / 2;
}

/** The hop (0-based) whose flight passes over cell c: the one whose midpoint is nearest to it. */
function hopOver(hops, c, side) {
  const wrap = (v) => ((v % side) + side) % side;
  let best = 0, distance = Infinity;
  hops.forEach(({a, dx, dy}, i) => {
    const d = Math.hypot(wrap(a.cx + dx / 2) - c.cx, wrap(a.cy + dy / 2) - c.cy);
    if (d < distance) {
      distance = d;
      best = i;
    }
  });
  return best;
}
