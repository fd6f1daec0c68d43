// The analysis board (#/analysis): a position of any game, from the game's start (?game=NAME), a position text
// (&setup=TEXT), or a game's position (?from=ID&at=N, the "Analyse" link of the replay page; ?library=ID&at=N for a game
// of the database, whose moves are listed beside the board), then a line of
// moves tried on it (&line=3,0,5: each the number of a move in the list of the position before it). The server
// analyses it for the side to act, telling each deepening of its search as it goes over a WebSocket: then an
// evaluation bar and the score, the line it expects, the best moves with their expected scores, and every move
// there is to try. Trying a move or a line goes a step further (a new
// address, so the browser's Back takes it back).
import {api} from './api.js';
import {h, fill, text, show, capital, scrollBox} from './dom.js';
import {createBoard} from './board.js';
import {legend} from './legend.js';
import {playerPanel, statusLines} from './panels.js';
import {tryOnBoard} from './trymoves.js';
import {positionEditor} from './setup.js';

function lineOf(query) {
  const raw = query.get('line');
  return raw ? raw.split(',').filter((x) => x !== '').map(Number) : [];
}

/** The address of the analysis of the position {@code line} leads to from the same start. */
function address(query, line) {
  const q = new URLSearchParams(query);
  if (line.length) q.set('line', line.join(',')); else q.delete('line');
  return '#/analysis?' + q.toString();
}

const percent = (x) => Math.round(x * 100) + '%';

/** The opening explorer: the moves played here in the games the server ships, the book's moves and the ballot. */
function explorer(x, go) {
  return h('section', {class: 'explorer', 'aria-labelledby': 'explorer-title'},
    h('h2', {id: 'explorer-title'}, 'Opening explorer'),
    x.ballot ? h('p', {id: 'explorer-ballot'}, x.ballot) : null,
    x.book.length ? h('p', {class: 'note', id: 'explorer-book'}, 'Book: ' + x.book.join(', ')) : null,
    x.moves.length
      ? scrollBox('Moves played here',
        h('table', {id: 'explorer-moves'},
          h('thead', {}, h('tr', {}, h('th', {}, 'Move'), h('th', {class: 'num'}, 'Games'), h('th', {class: 'num'}, 'Score'),
            h('th', {class: 'num'}, 'Draws'), h('th', {}, 'Black / draw / White'))),
          h('tbody', {}, x.moves.map((m) => h('tr', {},
            h('td', {}, m.index >= 0 ? h('button', {type: 'button', class: 'link', onClick: () => go(m.index)}, m.move) : m.move),
            h('td', {class: 'num'}, String(m.games)), h('td', {class: 'num'}, percent(m.score)),
            h('td', {class: 'num'}, percent(m.drawRate)),
            h('td', {}, m.blackWins + ' / ' + m.draws + ' / ' + m.whiteWins))))))
      : h('p', {class: 'note'}, 'No game of the collection reached this position.'),
    h('p', {class: 'note'}, x.source + ': ' + x.games + ' games, the first ' + Math.round((x.plies || 40) / 2) + ' moves of each'
      + (x.complete === false ? ' (the archive is being added: look again in a few seconds).' : '.')));
}

/** The address of move {@code at} of a database game, with no line tried on it. */
function gameAddress(query, at) {
  const q = new URLSearchParams(query);
  q.delete('line');
  q.set('at', String(at));
  return '#/analysis?' + q.toString();
}

/** A database game's moves beside the board: each leads to the position after it; the one shown is marked. */
function gamePanel(g, query) {
  const who = (g.black || '?') + ' \u2013 ' + (g.white || '?');
  const step = (to, label, id) => h('button', {type: 'button', id, disabled: to < 0 || to >= g.positions.length,
    onClick: () => { location.hash = gameAddress(query, to); }}, label);
  return h('section', {class: 'library-game', 'aria-labelledby': 'library-title'},
    h('h2', {id: 'library-title'}, 'Game: ' + who),
    h('p', {class: 'note'}, [g.event, g.date, g.result, g.ballot ? 'ballot ' + g.ballot + (g.opening ? ' (' + g.opening + ')' : '') : '']
      .filter(Boolean).join(' \u00b7 ')),
    h('div', {class: 'replay-controls'},
      step(0, 'Start', 'library-first'), step(g.at - 1, '\u25c0 Back', 'library-back'),
      step(g.at + 1, 'Next \u25b6', 'library-next'), step(g.positions.length - 1, 'End', 'library-last')),
    scrollBox('The game\u2019s moves', h('ol', {class: 'library-moves', id: 'library-moves'}, g.moves.map((m, i) =>
      h('li', {}, h('button', {type: 'button', class: 'link', 'aria-current': i + 1 === g.at ? 'step' : null,
        onClick: () => { location.hash = gameAddress(query, i + 1); }}, m.label))))),
    h('p', {class: 'note'}, h('a', {href: '/api/library/' + encodeURIComponent(g.id) + '/record.pdn', download: ''}, 'Download PDN'),
      g.gameId ? [' \u00b7 ', h('a', {href: '#/replay/' + encodeURIComponent(g.gameId)}, 'Replay and review')] : null));
}

export function analysisPage(root, query) {
  let gone = false;
  const message = h('div', {id: 'message', class: 'message error', role: 'alert', hidden: true});
  const line = lineOf(query);
  const request = {line};
  if (query.get('from')) {
    request.from = {game: query.get('from'), position: Number(query.get('at') || 0)};
  } else {
    request.game = query.get('game') || 'american';
    if (query.get('setup')) request.setup = query.get('setup');
  }
  const go = (index) => { location.hash = address(query, [...line, index]); };
  const live = h('p', {class: 'note', id: 'analysis-live', 'aria-live': 'polite'});
  const judged = [];
  const judgedList = h('ol', {class: 'analysis-lines', id: 'analysis-judged', 'aria-label': 'The best moves judged so far'});
  fill(root, h('div', {class: 'analysis-page'}, h('h1', {}, 'Analysis'), message, h('p', {class: 'loading'}, 'Analysing\u2026'), live,
    judgedList));

  // Over the WebSocket the search tells each deepening as it goes; without one, the answer comes in one piece.
  let socket = null;
  const ask = () => new Promise((resolve, reject) => {
    try {
      socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws/analysis');
    } catch (e) {
      api.analyse(request).then(resolve, reject);
      return;
    }
    let answered = false;
    socket.onopen = () => socket.send(JSON.stringify({type: 'analyse', ...request}));
    socket.onmessage = (event) => {
      const m = JSON.parse(event.data);
      if (m.type === 'info' && m.judged !== undefined) {
        // each move as it is judged: the best so far listed while the others are searched
        judged.push(m);
        judged.sort((x, y) => y.expected - x.expected);
        fill(judgedList, judged.slice(0, 3).map((j) => h('li', {}, j.move + ' ' + Math.round(j.expected * 100) + '%'
          + (j.depth ? ' \u00b7 depth ' + j.depth : ''))));
        document.body.dataset.judged = String(judged.length);
      } else if (m.type === 'info') {
        text(live, 'Depth ' + m.depth + ': ' + m.score + ' \u00b7 ' + m.pv.slice(0, 8).join(' '));
        document.body.dataset.depth = String(m.depth);
      } else if (m.type === 'result') {
        answered = true;
        resolve(m.analysis);
        socket.close();
      } else if (m.type === 'error') {
        answered = true;
        const e = new Error(m.error);
        e.status = m.status;
        reject(e);
        socket.close();
      }
    };
    socket.onerror = () => {
      if (!answered) {
        answered = true;
        api.analyse(request).then(resolve, reject);
      }
    };
  });

  // a game of the database: its moves beside the board, and the position after the first `at` of them analysed
  const libraryId = query.get('library');
  let stored = null;
  const ready = libraryId
    ? api.libraryGame(libraryId).then((g) => {
      stored = g;
      const at = Math.min(Math.max(0, Number(query.get('at') || 0) || 0), g.positions.length - 1);
      request.game = 'american';
      request.setup = g.positions[at];
      stored.at = at;
    })
    : Promise.resolve();
  const asked = ready.then(() => (gone ? new Promise(() => {}) : ask()));

  // the position editor in the page's place; Cancel brings the analysis back as it was
  const setUp = (a) => {
    const shown = [...root.childNodes];
    const editor = h('div', {class: 'analysis-page'}, h('h1', {}, 'Analysis'));
    fill(root, editor);
    positionEditor(editor, a.board, a.toAct === 'white' ? 'white' : 'black', {
      analyse: (fen) => { location.hash = '#/analysis?game=american&setup=' + encodeURIComponent(fen); },
      start: () => { location.hash = '#/analysis?game=american'; },
      cancel: () => fill(root, ...shown),
    });
  };

  asked.then((a) => {
    if (gone) return;
    const blackShare = a.lines.length ? (a.toAct === 'black' ? a.lines[0].expected : 1 - a.lines[0].expected) : 0.5;
    const bar = h('div', {class: 'eval-bar', id: 'eval-bar', role: 'meter', 'aria-valuemin': '0', 'aria-valuemax': '100',
      'aria-valuenow': String(Math.round(blackShare * 100)), 'aria-label': 'Black\u2019s expected score'},
    // the board shows Black at the top: Black's share at the top of the bar, White's below
    h('div', {class: 'eval-white', style: 'height: ' + (100 - blackShare * 100).toFixed(1) + '%'}));
    const boardWrap = h('div', {class: 'board-wrap', id: 'board-wrap'});
    const shown = {players: {}, seat: null, toAct: {}};
    fill(root, h('div', {class: 'analysis-page'},
      h('div', {class: 'game-head'}, h('h1', {}, 'Analysis: ' + String(a.title || a.game).split(': ')[0])),
      message,
      h('div', {class: 'layout'},
        h('div', {class: 'board-column'},
          playerPanel(shown, 'black', a.sides),
          h('div', {class: 'analysis-board'}, bar, boardWrap),
          playerPanel(shown, 'white', a.sides),
          h('div', {class: 'replay-controls'},
            h('button', {type: 'button', id: 'analysis-back', disabled: !line.length,
              onClick: () => { location.hash = address(query, line.slice(0, -1)); }}, '\u25c0 Take back'),
            h('button', {type: 'button', id: 'analysis-start', disabled: !line.length,
              onClick: () => { location.hash = address(query, []); }}, 'To the start'),
            a.game === 'american' ? h('button', {type: 'button', id: 'analysis-setup-button', onClick: () => setUp(a)}, 'Set up a position') : null),
          h('div', {class: 'legend-box'}, legend(a.board))),
        h('div', {class: 'side-column'},
          h('section', {'aria-labelledby': 'eval-title'}, h('h2', {id: 'eval-title'}, 'Evaluation'),
            h('p', {class: 'eval-score', id: 'eval-score'}, a.score || ''),
            a.toAct === 'black' || a.toAct === 'white'
              ? h('p', {class: 'note', id: 'eval-stats'}, capital(a.toAct) + ' to move \u00b7 depth ' + a.depth + ' \u00b7 '
                + a.nodes.toLocaleString() + ' nodes \u00b7 ' + a.millis + ' ms' + (a.database ? ' \u00b7 endgame database' : ''))
              : null,
            a.pv && a.pv.length ? h('p', {class: 'pv', id: 'analysis-pv'}, 'Expected line: ' + a.pv.slice(0, 12).join(' ')) : null),
          a.lines.length ? h('section', {'aria-labelledby': 'lines-title'}, h('h2', {id: 'lines-title'}, 'Best moves'),
            h('ol', {class: 'analysis-lines', id: 'analysis-lines'}, a.lines.map((l) => h('li', {},
              h('button', {type: 'button', class: 'link', onClick: () => go(l.index)}, l.move),
              ' ', h('span', {class: 'expected'}, Math.round(l.expected * 100) + '%'),
              l.pv.length > 1 ? h('span', {class: 'pv note'}, ' ' + l.pv.slice(1, 9).join(' ')) : null,
              l.depth ? h('span', {class: 'note line-depth'}, ' \u00b7 depth ' + l.depth) : null)))) : null,
          h('section', {'aria-labelledby': 'try-title'}, h('h2', {id: 'try-title'}, a.moves.length ? 'Try a move' : 'No move to try'),
            h('ul', {class: 'analysis-moves', id: 'analysis-moves'}, a.moves.map((m, i) =>
              h('li', {}, h('button', {type: 'button', 'data-move': String(i), onClick: () => go(i)}, m,
                a.expected && a.expected[i] !== undefined ? h('span', {class: 'expected'}, ' ' + Math.round(a.expected[i] * 100) + '%') : null))))),
          stored ? gamePanel(stored, query) : null,
          a.explorer ? explorer(a.explorer, go) : null,
          a.game === 'american' && a.setup
            ? h('p', {}, h('a', {href: '#/database?position=' + encodeURIComponent(a.setup), id: 'position-games'},
              'Games of the database through this position'))
            : null,
          h('section', {}, h('h2', {}, 'Status'), h('ul', {class: 'status-lines'}, statusLines(a.status))),
          a.setup ? h('p', {class: 'note'}, 'Position: ', h('code', {id: 'analysis-setup'}, a.setup)) : null))));
    const board = createBoard(boardWrap, {label: 'Board'});
    board.render(a.board, 'white');
    tryOnBoard(board, a.paths || [], go);
    document.body.dataset.analysed = String(line.length);
    if (stored) document.body.dataset.position = String(stored.at);
  }).catch((e) => {
    if (gone) return;
    text(message, e.message);
    show(message, true);
    const loading = root.querySelector('.loading');
    if (loading) loading.remove();
  });
  return () => {
    gone = true;
    if (socket && socket.readyState <= 1) socket.close();
  };
}
