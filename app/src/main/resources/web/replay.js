// The replay viewer: the positions the server lists for a game (before any move, then after each
// move), stepped through with buttons, a slider, the arrow keys or a click on a move. The board is turned
// for the seat this browser played in that game (the token it stored), and the last move is marked.
import {api, loadSeats} from './api.js';
import {h, fill, text, show} from './dom.js';
import {createBoard} from './board.js';
import {legend} from './legend.js';
import {playerPanel, statusLines} from './panels.js';
import {moveRowItems, moveName, stepKey} from './movelist.js';
import {playMove} from './animation.js';
import {motionAllowed, flippedFor, setFlipped} from './prefs.js';
import {createClocks} from './clock.js';
import {reviewPanel} from './review.js';

/** The seat this browser played in game id, from the tokens it stored: "black", "white", or null. */
export function seatOf(id) {
  const stored = loadSeats(id);
  const tokens = (stored && stored.tokens) || {};
  if (!stored || !stored.mine || tokens.black === tokens.white) return null;
  return stored.mine === tokens.black ? 'black' : stored.mine === tokens.white ? 'white' : null;
}

export function replayPage(root, id) {
  const message = h('div', {id: 'message', class: 'message error', role: 'alert', hidden: true});
  fill(root, h('div', {class: 'replay-page'}, h('h1', {}, 'Replay'), message));
  let view = null;
  let positions = [];
  let at = 0;
  let flipped = flippedFor(id);
  let gone = false;
  let stopAnimation = () => {};
  const clocks = createClocks();

  const el = {};
  const node = (name, tag, attrs, ...children) => (el[name] = h(tag, {id: name, ...attrs}, ...children));

  function build() {
    const button = (name, label, go, aria) => node(name, 'button', {type: 'button', 'aria-label': aria, onClick: go}, label);
    fill(root, h('div', {class: 'replay-page'},
      h('div', {class: 'game-head'},
        h('h1', {}, 'Replay: ' + String(view.title || view.game).split(': ')[0]),
        h('a', {href: '#/game/' + encodeURIComponent(id), class: 'seat-note'}, 'to the game page')),
      message,
      h('div', {class: 'layout'},
        h('div', {class: 'board-column'},
          node('player-top', 'div', {class: 'player-slot'}),
          node('board-wrap', 'div', {class: 'board-wrap'}),
          node('player-bottom', 'div', {class: 'player-slot'}),
          h('div', {class: 'replay-controls'},
            button('first', '\u00ab', () => go(0), 'First position'),
            button('prev', '\u25c0', () => go(at - 1), 'Previous move'),
            node('slider', 'input', {type: 'range', min: 0, max: positions.length - 1, value: 0, step: 1,
              'aria-label': 'Position', onInput: (e) => go(Number(e.target.value))}),
            button('next', '\u25b6', () => go(at + 1), 'Next move'),
            button('last', '\u00bb', () => go(positions.length - 1), 'Last position'),
            h('button', {type: 'button', id: 'flip', onClick: () => { flipped = !flipped; setFlipped(id, flipped); draw(); }}, 'Flip board')),
          node('position-label', 'p', {class: 'position-label', 'aria-live': 'polite'}),
          node('analyse', 'a', {class: 'button', href: '#/analysis?from=' + encodeURIComponent(id) + '&at=0'}, 'Analyse this position'),
          node('legend', 'div', {class: 'legend-box'})),
        h('div', {class: 'side-column'},
          h('section', {}, h('h2', {}, 'Status'), node('status', 'ul', {class: 'status-lines'})),
          h('section', {}, h('h2', {}, 'Moves'), node('moves', 'ol', {class: 'moves paired'})),
          review ? review.node : null,
          h('div', {class: 'downloads'},
            view.hasPdn ? h('a', {class: 'button', id: 'download-pdn', download: '', href: api.recordUrl(id, 'pdn')}, 'Download PDN') : null,
            h('a', {class: 'button', id: 'download-json', download: '', href: api.recordUrl(id, 'json')}, 'Download JSON'))))));
    board = createBoard(el['board-wrap'], {label: 'Board'});
  }
  let board = null;
  let review = null;  // the computer review's panel, for a finished game

  function orientation() {
    const o = seatOf(id) || (view.orientation === 'black' ? 'black' : 'white');
    return flipped ? (o === 'black' ? 'white' : 'black') : o;
  }

  function go(index) {
    const from = at;
    at = Math.max(0, Math.min(positions.length - 1, index));
    draw();
    // One step forward plays that move; any other jump just shows the position.
    if (at === from + 1 && positions[at].lastMove && motionAllowed()) {
      stopAnimation = playMove(board, positions[from].board, positions[at].lastMove);
    }
  }

  function draw() {
    const p = positions[at];
    stopAnimation();
    board.render(p.board, orientation());
    const last = p.lastMove;
    const taken = (last && last.captured) || [];
    board.highlight({captured: taken, route: last,
      last: last ? (last.path.length ? last.path : last.squares.filter((sq) => !taken.includes(sq))) : []});
    const shown = {players: view.players, seat: null, toAct: {}};
    const bottom = orientation();
    const top = bottom === 'black' ? 'white' : 'black';
    fill(el['player-top'], playerPanel(shown, top, p.sides));
    fill(el['player-bottom'], playerPanel(shown, bottom, p.sides));
    clocks.place(el['player-top'], el['player-bottom'], top, bottom);
    clocks.hold(p.clock);
    fill(el.legend, legend(p.board));
    fill(el.status, statusLines(p.status));
    fill(el.moves, moveRowItems(view.moves, {current: at - 1, onPick: (i) => go(i + 1)}));
    const current = el.moves.querySelector('.current');
    if (current && current.scrollIntoView) current.scrollIntoView({block: 'nearest'});
    el.slider.value = String(at);
    el.analyse.href = '#/analysis?from=' + encodeURIComponent(id) + '&at=' + at;
    text(el['position-label'], `Position ${at} of ${positions.length - 1}` + (at > 0 ? ': after ' + moveName(view.moves, at - 1) : ': the start'));
    el.first.disabled = el.prev.disabled = at === 0;
    el.next.disabled = el.last.disabled = at === positions.length - 1;
    document.body.dataset.position = String(at);
  }

  function key(event) {
    if (!board) return;
    const to = stepKey(event, at, positions.length);
    if (to !== null) {
      event.preventDefault();
      go(to);
    }
  }
  document.addEventListener('keydown', key);

  Promise.all([api.view(id, null), api.positions(id)]).then(([v, p]) => {
    if (gone) return;
    view = v;
    positions = (p && p.positions) || [];
    if (!positions.length) throw new Error('The server has no positions for this game.');
    if (view.toAct && view.toAct.kind === 'over') review = reviewPanel(id, (position) => go(position));
    build();
    clocks.update({clock: view.clock, seat: null});
    go(0);
  }).catch((e) => {
    text(message, e.status === 404 ? 'There is no game ' + id + '.' : e.message);
    show(message, true);
  });

  return () => {
    gone = true;
    if (review) review.stop();
    stopAnimation();
    clocks.stop();
    document.removeEventListener('keydown', key);
  };
}
