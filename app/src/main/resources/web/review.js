// The computer review on the replay page: asked for once by anyone looking at a finished game, worked out by the
// server in the background (its progress shown, asked after every second), then kept with the game for everyone:
// the expected score over the whole game as an SVG graph (a point per move; a click goes to the position after
// it), each side's accuracy and count of each class, and the moves that lost something, each with the better move.
import {api} from './api.js';
import {h, s, fill, capital, scrollBox} from './dom.js';

const CLASSES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
const PLURAL = {best: 'best', good: 'good', inaccuracy: 'inaccuracies', mistake: 'mistakes', blunder: 'blunders'};

/** Black's expected score after each move, from the review's moves (each judged for its own player). */
function forBlack(m) {
  return m.player === 'black' ? m.played : 1 - m.played;
}

/** The graph of Black's expected score over the game: a point per move, coloured by its class; a click goes there. */
export function reviewGraph(moves, go) {
  const width = 600, height = 160, pad = 12;
  const x = (i) => pad + (moves.length === 1 ? (width - 2 * pad) / 2 : i * (width - 2 * pad) / (moves.length - 1));
  const y = (v) => pad + (1 - v) * (height - 2 * pad);
  const path = moves.map((m, i) => (i ? 'L' : 'M') + x(i).toFixed(1) + ',' + y(forBlack(m)).toFixed(1)).join(' ');
  const area = path + ` L${x(moves.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`;
  return s('svg', {class: 'review-graph', id: 'review-graph', viewBox: `0 0 ${width} ${height}`, role: 'img',
    'aria-label': 'Black\u2019s expected score over the game, move by move (above the middle line Black stands better)'},
  s('rect', {class: 'white-side', x: 0, y: 0, width, height}),
  s('path', {class: 'black-area', d: area}),
  s('line', {class: 'even', x1: 0, y1: y(0.5), x2: width, y2: y(0.5)}),
  s('path', {class: 'score-line', d: path}),
  moves.map((m, i) => s('circle', {class: 'point ' + m.class, cx: x(i), cy: y(forBlack(m)),
    r: m.class === 'best' || m.class === 'good' ? 3 : 6, 'data-move': String(m.number),
    onClick: () => go(m.position)},
  s('title', {}, m.number + '. ' + capital(m.player) + ' ' + m.text + ': ' + m.class
    + (m.better ? ' (better ' + m.better + ')' : '')))));
}

function summary(sides) {
  return scrollBox('Accuracy and moves of each class',
    h('table', {class: 'review-summary', id: 'review-summary'},
    h('thead', {}, h('tr', {}, h('th', {}, 'Side'), h('th', {class: 'num'}, 'Accuracy'),
      CLASSES.map((c) => h('th', {class: 'num'}, capital(PLURAL[c]))))),
    h('tbody', {}, sides.map((side) => h('tr', {'data-side': side.player},
      h('td', {}, capital(side.player)), h('td', {class: 'num'}, side.accuracy.toFixed(1) + '%'),
      CLASSES.map((c) => h('td', {class: 'num'}, String(side.counts[c]))))))));
}

/** The review's panel for game id: {node, stop}; go(position) shows the replay's position. */
export function reviewPanel(id, go) {
  const body = h('div', {id: 'review-body', 'aria-live': 'polite'});
  const node = h('section', {class: 'review', 'aria-labelledby': 'review-title'},
    h('h2', {id: 'review-title'}, 'Computer review'), body);
  let timer = null;
  let gone = false;

  function draw(state) {
    if (gone) return;
    if (state.state === 'none') {
      fill(body, h('p', {class: 'note'}, 'The engine looks at every move: how much each lowered its player\u2019s chances,'
        + ' and the better move.'),
      h('button', {type: 'button', id: 'review-request', class: 'primary', onClick: ask}, 'Review this game'));
    } else if (state.state === 'queued' || state.state === 'running') {
      fill(body, h('label', {for: 'review-progress'}, state.state === 'queued' ? 'Waiting for its turn\u2026'
        : 'Reviewing: ' + state.done + ' of ' + state.total + ' moves'),
      h('progress', {id: 'review-progress', max: String(state.total), value: String(state.done)}));
      timer = setTimeout(load, 1000);
    } else if (state.state === 'failed') {
      fill(body, h('p', {class: 'message error', id: 'review-error'}, state.error || 'The review failed.'));
    } else {
      const review = state.review;
      const notable = review.moves.filter((m) => m.class === 'inaccuracy' || m.class === 'mistake' || m.class === 'blunder');
      fill(body, reviewGraph(review.moves, go), summary(review.sides),
        notable.length ? h('ul', {class: 'review-moves', id: 'review-moves'}, notable.map((m) =>
          h('li', {class: m.class, 'data-move': String(m.number)},
            h('button', {type: 'button', class: 'link', onClick: () => go(m.position)},
              m.number + '. ' + capital(m.player) + ' ' + m.text),
            ' ', h('span', {class: 'review-class ' + m.class}, m.class),
            m.better ? ' \u2014 better ' + m.better : '')))
          : h('p', {class: 'note'}, 'No move lost anything worth telling.'),
        h('p', {class: 'note'}, 'Classes by how much a move lowered its player\u2019s expected score: inaccuracy 0.05, mistake 0.10, blunder 0.15.'));
    }
  }

  async function load() {
    timer = null;
    try {
      draw(await api.review(id));
    } catch (e) {
      if (!gone) fill(body, h('p', {class: 'message error'}, e.message));
    }
  }

  async function ask() {
    try {
      draw(await api.requestReview(id));
    } catch (e) {
      fill(body, h('p', {class: 'message error', id: 'review-error'}, e.message));
    }
  }

  load();
  return {node, stop() {
    gone = true;
    clearTimeout(timer);
  }};
}
