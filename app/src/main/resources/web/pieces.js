// How each piece of a view's board looks, centred on (0, 0) in a 100-unit cell, and what it is called
// for screen readers and the legend. Everything here only draws what the piece's flags say.
import {s} from './dom.js';

const CROWN = 'M-18,9 L-18,-7 L-9,1 L0,-14 L9,1 L18,-7 L18,9 Z';
const PAWN = 'M0,-19 a7,7 0 1,1 -0.01,0 Z M-5,-6 L5,-6 L9,12 L13,12 L13,17 L-13,17 L-13,12 L-9,12 Z';

/** The shape of the piece itself: queens and fragments (Warp Checkers) differ from checkers. */
export function shapeOf(piece) {
  if (piece.queen) return 'queen';
  if (piece.fragment) return 'fragment';
  if (piece.king) return 'king';
  return 'man';
}

function body(shape, owner, wounded) {
  // A wounded checker is turned face down: hatched in its owner's colour instead of its face.
  const attrs = {class: 'body', fill: wounded ? `url(#kingme-hatch-${owner})` : null};
  if (shape === 'queen') return [s('polygon', {...attrs, points: '0,-42 42,0 0,42 -42,0'})];
  if (shape === 'fragment') return [s('polygon', {...attrs, points: '-38,-30 38,-30 0,38'})];
  return [s('circle', {...attrs, r: 38}), s('circle', {class: 'rim', r: 27})];
}

function badge(x, y, kind, label) {
  return s('g', {class: 'badge ' + kind, transform: `translate(${x},${y})`},
    s('circle', {r: 15}),
    s('text', {'text-anchor': 'middle', 'dominant-baseline': 'central'}, label));
}

/** The SVG group for one piece, for the board and the legend. */
export function drawPiece(piece) {
  const owner = piece.owner === 'white' ? 'white' : piece.owner === 'black' ? 'black' : 'none';
  const shape = shapeOf(piece);
  const classes = ['piece', owner, shape, piece.wounded && 'wounded', piece.illusion && 'illusion',
    piece.shielded && 'shielded'];
  const g = s('g', {class: classes});
  if (piece.shielded) g.append(s('circle', {class: 'shield', r: 46}));
  if (owner !== 'none') g.append(...body(shape, owner, piece.wounded));
  const crowned = piece.king || piece.queen;
  if (crowned) g.append(s('path', {class: 'crown', d: CROWN}));
  if (piece.pawn) {
    // A Lilypad pawn rides on a checker; on a king it moves to a corner so the crown still shows.
    const at = crowned ? 'translate(-24,24) scale(0.75)' : owner === 'none' ? 'scale(1.6)' : null;
    g.append(s('path', {class: 'pawn', d: PAWN, transform: at}));
  }
  if (piece.wounded) {
    if (crowned || piece.pawn) g.append(badge(26, 26, 'wound', 'W'));
    else g.append(s('text', {class: 'wound-letter', 'text-anchor': 'middle', 'dominant-baseline': 'central'}, 'W'));
  }
  if (piece.coins > 0) g.append(badge(26, -26, 'coins', String(piece.coins)));
  // The top-left corner is left free for the square's number.
  if (piece.terraport) g.append(badge(-26, 26, 'terraport', 'T'));
  return g;
}

/** "black king, wounded, 2 coins" */
export function describePiece(piece) {
  const words = [];
  if (piece.owner) words.push(piece.owner + ' ' + shapeOf(piece));
  if (piece.pawn) words.push(piece.owner ? 'carrying the pawn' : 'pawn');
  if (piece.wounded) words.push('wounded');
  if (piece.illusion) words.push('illusion');
  if (piece.shielded) words.push('shielded');
  if (piece.coins > 0) words.push(piece.coins + (piece.coins === 1 ? ' coin' : ' coins'));
  if (piece.terraport) words.push('terraporting');
  return words.join(', ');
}

/**
 * What a mark on a square looks like: a terraport's destination is a dashed target; a pawn's goal (Lilypad)
 * a frame round the square with a flag in its corner, in the colour of the side bound there; a checker the
 * pawn may hop to now a dashed ring round the piece.
 */
export function drawMark(mark) {
  const owner = mark.owner === 'white' || mark.owner === 'black' ? mark.owner : '';
  const g = s('g', {class: ['mark', mark.kind, owner]});
  if (mark.kind === 'pawn-goal') {
    g.append(s('rect', {x: -46, y: -46, width: 92, height: 92, class: 'frame'}),
      s('path', {class: 'flag', d: 'M28,-44 L28,-18 M28,-44 L44,-37 L28,-30 Z'}));
  } else if (mark.kind === 'pawn-reach') {
    g.append(s('circle', {r: 45, class: 'reach'}));
  } else {
    g.append(s('circle', {r: 30}), s('circle', {r: 10, class: 'centre'}));
  }
  return g;
}

const MARK_WORDS = {
  'pawn-goal': (side) => `goal of ${side}\u2019s pawn`,
  'pawn-reach': (side) => `${side}\u2019s pawn may hop here`,
  'zone': (side) => `${side}\u2019s zone, closed to the other side`,
};

/** "goal of Black's pawn", "terraport destination". */
export function describeMark(mark) {
  const side = mark.owner ? mark.owner.charAt(0).toUpperCase() + mark.owner.slice(1) : '';
  const words = MARK_WORDS[mark.kind];
  return words && side ? words(side) : String(mark.kind).replace(/-/g, ' ');
}

/** The hatching patterns wounded pieces use, once per document. */
export function ensureDefs() {
  if (document.getElementById('kingme-defs')) return;
  const hatch = (owner) => s('pattern', {id: `kingme-hatch-${owner}`, class: 'hatch ' + owner,
      width: 10, height: 10, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)'},
    s('rect', {width: 10, height: 10, class: 'hatch-ground'}),
    s('line', {x1: 0, y1: 0, x2: 0, y2: 10, class: 'hatch-line'}));
  // A class, not a style attribute: the server's Content-Security-Policy allows style sheets only.
  const svg = s('svg', {id: 'kingme-defs', class: 'defs-holder', width: 0, height: 0, 'aria-hidden': 'true'},
    s('defs', {}, hatch('black'), hatch('white')));
  document.body.append(svg);
}
