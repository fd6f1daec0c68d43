// The game page's nodes, laid out once: the head, the board column (player-top and player-bottom slots
// around the board, the board's tools) and the side column (choices, controls, status, moves, downloads).
// The page fills them from each view; el holds them by id.
import {h, show} from './dom.js';
import {animationsOn} from './prefs.js';
import {animationToggle} from './gamecontrols.js';

/** on: {act(action), rematch(), back(), flip(), animations(on), pdn()}. Answers {page, el}. */
export function gameLayout(id, on) {
  const el = {};
  const node = (name, tag, attrs, ...children) => (el[name] = h(tag, {id: name, ...attrs}, ...children));
  const button = (name, label, onClick, attrs = {}) => node(name, 'button', {type: 'button', hidden: true, onClick, ...attrs}, label);

  const page = h('div', {class: 'game-page'},
    h('div', {class: 'game-head'},
      node('game-title', 'h1', {}, 'Loading\u2026'),
      node('connection', 'span', {class: 'connection', role: 'status', hidden: true}, 'reconnecting\u2026'),
      node('seat-note', 'span', {class: 'seat-note'}),
      node('my-seat', 'a', {class: 'seat-note', hidden: true}, 'play your seat')),
    node('to-act', 'p', {class: 'to-act', 'aria-live': 'polite'}),
    node('reaction', 'p', {class: 'banner reaction', hidden: true, role: 'alert'}),
    node('read-only', 'p', {class: 'banner read-only', hidden: true, role: 'status'}),
    node('message', 'div', {class: 'message', role: 'alert', hidden: true}),
    node('game-over', 'div', {class: 'game-over', hidden: true}),
    h('div', {class: 'layout'},
      h('div', {class: 'board-column'},
        node('lookback', 'div', {class: 'banner lookback', hidden: true, role: 'status'},
          node('lookback-text', 'span', {}),
          h('button', {type: 'button', id: 'back-to-game', class: 'primary', onClick: on.back}, 'Back to the game')),
        node('player-top', 'div', {class: 'player-slot'}),
        node('board-wrap', 'div', {class: 'board-wrap'}, node('board-dice', 'div', {class: 'board-dice'})),
        node('player-bottom', 'div', {class: 'player-slot'}),
        h('div', {class: 'board-tools'},
          h('button', {type: 'button', id: 'flip', onClick: on.flip}, 'Flip board'),
          animationToggle(animationsOn(), on.animations),
          node('die', 'div', {class: 'die', hidden: true, role: 'img'})),
        node('legend', 'div', {class: 'legend-box'})),
      h('div', {class: 'side-column'},
        node('act-panel', 'section', {class: 'act-panel', 'aria-label': 'Your choices'},
          node('picker', 'div', {class: 'picker', hidden: true}),
          node('power-filter', 'div', {class: 'power-filter', hidden: true}),
          node('choices', 'div', {class: 'choices'}),
          h('div', {class: 'controls'},
            button('undo', 'Undo', () => on.act({type: 'undo'})),
            button('offer-draw', 'Offer draw', () => on.act({type: 'offer-draw'})),
            button('accept-draw', 'Accept draw', () => on.act({type: 'accept-draw'})),
            button('decline-draw', 'Decline draw', () => on.act({type: 'decline-draw'})),
            button('resign', 'Resign', () => show(el['resign-box'], true), {class: 'danger'}),
            button('rematch', 'Rematch', on.rematch)),
          node('draw-note', 'p', {class: 'note', hidden: true}),
          node('resign-box', 'div', {class: 'confirm', hidden: true},
            h('span', {}, 'Resign this game?'),
            h('button', {type: 'button', id: 'resign-confirm', class: 'danger',
              onClick: () => { show(el['resign-box'], false); on.act({type: 'resign'}); }}, 'Yes, resign'),
            h('button', {type: 'button', id: 'resign-cancel', onClick: () => show(el['resign-box'], false)}, 'No'))),
        node('feed-box', 'section', {class: 'feed-box', 'aria-labelledby': 'feed-title', hidden: true},
          h('h2', {id: 'feed-title'}, 'What happened'), node('feed', 'ol', {class: 'feed', 'aria-live': 'polite'})),
        h('section', {'aria-label': 'Status'}, h('h2', {}, 'Status'), node('status', 'ul', {class: 'status-lines'})),
        h('section', {'aria-label': 'Moves'}, h('h2', {}, 'Moves'), node('moves', 'ol', {class: 'moves paired'})),
        node('pdn-box', 'details', {class: 'pdn', hidden: true, onToggle: on.pdn},
          h('summary', {}, 'PDN'), node('pdn', 'pre', {})),
        h('div', {class: 'downloads'},
          node('download-pdn', 'a', {class: 'button', hidden: true, download: ''}, 'Download PDN'),
          node('download-json', 'a', {class: 'button', download: ''}, 'Download JSON'),
          h('a', {class: 'button', href: '#/replay/' + encodeURIComponent(id)}, 'Replay'),
          // a game being played is not analysed from its own page: once it is over, its last position is
          node('analyse-link', 'a', {class: 'button', hidden: true}, 'Analyse')),
        node('invite', 'section', {class: 'invite', hidden: true})),
    ));
  return {page, el};
}
