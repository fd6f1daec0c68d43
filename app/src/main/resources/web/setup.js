// Setting up a position of American checkers by hand, for the analysis board: pick a piece (or the eraser) and
// click the squares to put it on (the same piece again takes it off), choose the side to move, then analyse it.
// The position goes to the server as its PDN FEN (W:W21,K30:B1,2), which says what is wrong with it, if anything.
import {h, text} from './dom.js';
import {createBoard} from './board.js';
import {attachInput} from './input.js';

const PIECES = [
  ['black', false, 'Black man'], ['black', true, 'Black king'],
  ['white', false, 'White man'], ['white', true, 'White king'],
  [null, false, 'Empty'],
];

/** The PDN FEN of pieces (the server's board pieces) on board's numbered squares, with side to move. */
export function fenOf(board, pieces, side) {
  const number = new Map(board.squares.filter((q) => q.number).map((q) => [q.square, q.number]));
  const list = (owner) => pieces.filter((p) => p.owner === owner && number.has(p.square))
    .sort((a, b) => number.get(a.square) - number.get(b.square))
    .map((p) => (p.king ? 'K' : '') + number.get(p.square)).join(',');
  return (side === 'white' ? 'W' : 'B') + ':W' + list('white') + ':B' + list('black');
}

/**
 * The editor in container, starting from board (the analysis's board) with side to move; analyse(fen) takes the
 * position set up, cancel() leaves the editor. The start position and an empty board are a click away.
 */
export function positionEditor(container, board, side, {analyse, cancel, start}) {
  let pieces = board.pieces.map((p) => ({...p}));
  let chosen = 0;
  const playable = new Set(board.squares.filter((q) => q.number).map((q) => q.square));
  const wrap = h('div', {class: 'board-wrap', id: 'setup-board'});
  const fenLine = h('code', {id: 'setup-fen'});
  const sideSelect = h('select', {id: 'setup-side', 'aria-label': 'Side to move', onChange: () => show()},
    h('option', {value: 'black', selected: side === 'black'}, 'Black to move'),
    h('option', {value: 'white', selected: side === 'white'}, 'White to move'));
  const palette = h('div', {class: 'setup-palette', role: 'radiogroup', 'aria-label': 'Piece to put on the board'},
    PIECES.map(([owner, king, words], i) => h('label', {class: 'setup-piece'},
      h('input', {type: 'radio', name: 'setup-piece', value: String(i), checked: i === 0,
        onChange: () => { chosen = i; }}), ' ' + words)));
  const drawn = createBoard(wrap, {label: 'Board to set up'});
  const show = () => {
    drawn.render({...board, pieces, marks: []}, 'white');
    text(fenLine, fenOf(board, pieces, sideSelect.value));
  };
  attachInput(drawn, {
    active: () => true,
    prefix: () => [],
    targets: () => playable,
    click: (square) => {
      if (!playable.has(square)) return;
      const [owner, king] = PIECES[chosen];
      const there = pieces.find((p) => p.square === square);
      pieces = pieces.filter((p) => p.square !== square);
      const same = there && there.owner === owner && !!there.king === king;
      if (owner && !same) pieces.push(king ? {square, owner, king: true} : {square, owner});
      show();
    },
    cancel: () => {},
  });
  container.append(h('section', {class: 'position-setup', 'aria-labelledby': 'setup-title'},
    h('h2', {id: 'setup-title'}, 'Set up a position'),
    h('p', {class: 'note'}, 'Choose a piece, then click the squares to put it on; the same piece again takes it off.'),
    palette, wrap,
    h('div', {class: 'replay-controls'}, sideSelect,
      h('button', {type: 'button', id: 'setup-clear', onClick: () => { pieces = []; show(); }}, 'Clear the board'),
      h('button', {type: 'button', id: 'setup-start', onClick: start}, 'The start position')),
    h('p', {class: 'note'}, 'Position: ', fenLine),
    h('div', {class: 'replay-controls'},
      h('button', {type: 'button', id: 'setup-analyse', class: 'primary',
        onClick: () => analyse(fenOf(board, pieces, sideSelect.value))}, 'Analyse this position'),
      h('button', {type: 'button', id: 'setup-cancel', onClick: cancel}, 'Cancel'))));
  show();
}
