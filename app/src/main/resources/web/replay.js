// The replay viewer: the positions the server lists for a game (before any move, then after each
// move), stepped through with buttons, a slider, the arrow keys or a click on a move.
import {api} from './api.js';
import {h, fill, text, show} from './dom.js';
import {createBoard} from './board.js';
import {legend} from './legend.js';
import {playerPanel, statusLines, moveItems} from './panels.js';

export function replayPage(root, id) {
  const message = h('div', {id: 'message', class: 'message error', role: 'alert', hidden: true});
  fill(root, h('div', {class: 'replay-page'}, h('h1', {}, 'Replay'), message));
  let view = null;
  let positions = [];
  let at = 0;
  let flipped = false;
  let gone = false;

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
            h('button', {type: 'button', id: 'flip', onClick: () => { flipped = !flipped; draw(); }}, 'Flip board')),
          node('position-label', 'p', {class: 'position-label', 'aria-live': 'polite'}),
          node('legend', 'div', {class: 'legend-box'})),
        h('div', {class: 'side-column'},
          h('section', {}, h('h2', {}, 'Status'), node('status', 'ul', {class: 'status-lines'})),
          h('section', {}, h('h2', {}, 'Moves'), node('moves', 'ol', {class: 'moves'})),
          h('div', {class: 'downloads'},
            view.hasPdn ? h('a', {class: 'button', id: 'download-pdn', download: '', href: api.recordUrl(id, 'pdn')}, 'Download PDN') : null,
            h('a', {class: 'button', id: 'download-json', download: '', href: api.recordUrl(id, 'json')}, 'Download JSON'))))));
    board = createBoard(el['board-wrap'], {label: 'Board'});
  }
  let board = null;

  function orientation() {
    const o = view.orientation === 'black' ? 'black' : 'white';
    return flipped ? (o === 'black' ? 'white' : 'black') : o;
  }

  function go(index) {
    at = Math.max(0, Math.min(positions.length - 1, index));
    draw();
  }

  function draw() {
    const p = positions[at];
    board.render(p.board, orientation());
    const shown = {players: view.players, seat: null, toAct: {}};
    const bottom = orientation();
    const top = bottom === 'black' ? 'white' : 'black';
    fill(el['player-top'], playerPanel(shown, top, p.sides));
    fill(el['player-bottom'], playerPanel(shown, bottom, p.sides));
    fill(el.legend, legend(p.board));
    fill(el.status, statusLines(p.status));
    fill(el.moves, moveItems(view.moves, {current: at - 1, onPick: (i) => go(i + 1)}));
    const current = el.moves.querySelector('.current');
    if (current && current.scrollIntoView) current.scrollIntoView({block: 'nearest'});
    el.slider.value = String(at);
    text(el['position-label'], `Position ${at} of ${positions.length - 1}` + (p.move ? ': after ' + p.move : at === 0 ? ': the start' : ''));
    el.first.disabled = el.prev.disabled = at === 0;
    el.next.disabled = el.last.disabled = at === positions.length - 1;
    document.body.dataset.position = String(at);
  }

  function key(event) {
    if (!board || event.target.closest('input, select, textarea')) return;
    const moves = {ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: positions.length - 1};
    if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  }
  document.addEventListener('keydown', key);

  Promise.all([api.view(id, null), api.positions(id)]).then(([v, p]) => {
    if (gone) return;
    view = v;
    positions = (p && p.positions) || [];
    if (!positions.length) throw new Error('The server has no positions for this game.');
    build();
    go(0);
  }).catch((e) => {
    text(message, e.status === 404 ? 'There is no game ' + id + '.' : e.message);
    show(message, true);
  });

  return () => {
    gone = true;
    document.removeEventListener('keydown', key);
  };
}
