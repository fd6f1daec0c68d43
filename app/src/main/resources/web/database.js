// The game database (#/database): import games (PDN pasted or from a file, or a Kingme JSON game record), and
// search the shipped Tinsley archive, the games finished here and the imported ones by player, event, result,
// opening ballot, source and position (?position=FEN, the analysis board's "Games through this position"). The
// filters and the page are in the address, so Back returns to them; each game opens on the analysis board, where
// its moves can be stepped through and every position analysed. Under 700 px wide each game is a card.
import {api} from './api.js';
import {h, fill, text, show, filterGo} from './dom.js';

const FILTERS = ['player', 'event', 'result', 'ballot', 'source', 'position'];
const SOURCES = [['', 'Every source'], ['archive', 'Tinsley archive'], ['server', 'Played here'], ['import', 'Imported']];
const RESULTS = [['', 'Any result'], ['1-0', 'Black won (1-0)'], ['0-1', 'White won (0-1)'], ['1/2-1/2', 'Drawn'], ['*', 'Unfinished']];

function address(query, page) {
  const q = new URLSearchParams();
  for (const name of FILTERS) if (query.get(name)) q.set(name, query.get(name));
  if (page && page > 1) q.set('page', String(page));
  const t = q.toString();
  return '#/database' + (t ? '?' + t : '');
}

/** Where a game of the database opens: the analysis board at its start, with its moves beside it. */
export function openAddress(id, at = 0) {
  return '#/analysis?game=american&library=' + encodeURIComponent(id) + '&at=' + at;
}

function cell(label, ...content) {
  return h('td', {'data-label': label}, ...content);
}

function sourceWords(g) {
  return (SOURCES.find(([value]) => value === g.source) || ['', g.source])[1];
}

function row(g) {
  const who = (g.black || '?') + ' \u2013 ' + (g.white || '?');
  return h('tr', {'data-library': g.id},
    cell('Date', g.date || ''),
    cell('Event', g.event || ''),
    cell('Players', who),
    cell('Result', g.result),
    cell('Opening', g.ballot ? 'Ballot ' + g.ballot + (g.opening ? ': ' + g.opening : '') : ''),
    cell('Moves', String(Math.ceil(g.plies / 2))),
    cell('Source', sourceWords(g)),
    h('td', {class: 'replay-cell'},
      h('a', {href: openAddress(g.id), class: 'button', 'aria-label': 'Open ' + who + ' on the analysis board'}, 'Open'),
      g.gameId ? [' ', h('a', {href: '#/replay/' + encodeURIComponent(g.gameId), 'aria-label': 'Replay ' + who}, 'Replay')] : null));
}

function filters(query) {
  const go = filterGo(FILTERS, (q) => address(q));
  const select = (name, label, options) => h('label', {class: 'field'}, h('span', {}, label),
    h('select', {name, onChange: go}, options.map(([value, words]) =>
      h('option', {value, selected: value === (query.get(name) || '')}, words))));
  const input = (name, label, attrs) => h('label', {class: 'field'}, h('span', {}, label),
    h('input', {name, type: 'search', value: query.get(name) || '', ...attrs}));
  return h('form', {class: 'games-filters', role: 'search', 'aria-label': 'Search the game database', onSubmit: go},
    input('player', 'Player', {maxlength: 100, placeholder: 'a name'}),
    input('event', 'Event', {maxlength: 100, placeholder: 'an event'}),
    select('result', 'Result', RESULTS),
    input('ballot', 'Ballot', {inputmode: 'numeric', maxlength: 4, placeholder: 'ACF no.', class: 'narrow'}),
    select('source', 'Source', SOURCES),
    input('position', 'Position (FEN)', {maxlength: 200, placeholder: 'B:W21,22:B1,2'}),
    h('button', {type: 'submit'}, 'Search'));
}

/** The import box: PDN or a JSON record pasted or read from a file, sent to the server; what it took and refused. */
function importer() {
  const area = h('textarea', {id: 'import-text', rows: 6, spellcheck: 'false',
    placeholder: '[Event "Club night"]\n[Black "Ann"]\n[White "Bob"]\n1. 11-15 23-19 2. 8-11 22-17 *'});
  const file = h('input', {type: 'file', id: 'import-file', accept: '.pdn,.txt,.json,application/json,text/plain'});
  const outcome = h('div', {id: 'import-outcome', 'aria-live': 'polite'});
  const button = h('button', {type: 'submit', id: 'import-button'}, 'Import');
  file.addEventListener('change', () => {
    const chosen = file.files && file.files[0];
    if (!chosen) return;
    chosen.text().then((t) => { area.value = t; }, (e) => fill(outcome, h('p', {class: 'message error', role: 'alert'},
      'Could not read ' + chosen.name + ': ' + e.message)));
  });
  const problems = (list) => (list.length ? h('ul', {class: 'import-problems', id: 'import-problems'}, list.slice(0, 50).map((p) =>
    h('li', {}, p.game ? 'Game ' + p.game : 'The text', p.line ? ', line ' + p.line + ', column ' + p.column : '', ': ', p.error))) : null);
  const submit = (event) => {
    event.preventDefault();
    button.disabled = true;
    fill(outcome, h('p', {class: 'loading'}, 'Importing\u2026'));
    api.importGames(area.value).then((done) => {
      fill(outcome,
        h('p', {class: 'message', role: 'status'}, done.added.length + (done.added.length === 1 ? ' game' : ' games') + ' imported'
          + (done.problems.length ? ', ' + done.problems.length + ' not (below)' : '') + '.'),
        h('ul', {class: 'import-added', id: 'import-added'}, done.added.slice(0, 50).map((a) =>
          h('li', {}, h('a', {href: openAddress(a.id)}, a.title), ' \u00b7 ' + Math.ceil(a.plies / 2) + ' moves'))),
        problems(done.problems));
    }, (e) => {
      fill(outcome, h('p', {class: 'message error', role: 'alert'}, e.message), problems((e.body && e.body.problems) || []));
    }).finally(() => { button.disabled = false; });
  };
  return h('section', {class: 'import-box', 'aria-labelledby': 'import-title'},
    h('h2', {id: 'import-title'}, 'Import games'),
    h('p', {class: 'note'}, 'Paste PDN (one game or a whole file) or a Kingme JSON game record of American checkers,'
      + ' or choose a file. Each game that replays is added; each that does not is listed with where it goes wrong.'),
    h('form', {onSubmit: submit},
      h('label', {class: 'field'}, h('span', {}, 'Games'), area),
      h('div', {class: 'import-actions'}, h('label', {class: 'field'}, h('span', {}, 'Or a file'), file), button)),
    outcome);
}

export function databasePage(root, query = new URLSearchParams()) {
  const list = h('div', {class: 'games-list'}, h('p', {class: 'loading'}, 'Loading\u2026'));
  const message = h('p', {class: 'message error', role: 'alert', hidden: true});
  fill(root, h('div', {class: 'games-page database-page'}, h('h1', {}, 'Game database'),
    h('p', {class: 'note'}, 'Marion Tinsley\u2019s games, the games of American checkers finished here, and the games people'
      + ' imported. Open one to step through it on the analysis board.'),
    importer(), h('h2', {}, 'Search'), filters(query), message, list));
  let gone = false;
  const page = Math.max(1, Number(query.get('page') || 1) || 1);
  const asked = new URLSearchParams();
  for (const name of FILTERS) if (query.get(name)) asked.set(name, query.get(name));
  if (page > 1) asked.set('page', String(page));
  api.library(asked.toString()).then((found) => {
    if (gone) return;
    const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
    const paging = h('nav', {class: 'games-pages', 'aria-label': 'Pages'},
      page > 1 ? h('a', {href: address(query, page - 1), class: 'button', rel: 'prev'}, '\u2190 Previous') : null,
      h('span', {class: 'note', id: 'database-count'}, found.total + (found.total === 1 ? ' game' : ' games')
        + (pages > 1 ? ' \u00b7 page ' + page + ' of ' + pages : '')),
      page < pages ? h('a', {href: address(query, page + 1), class: 'button', rel: 'next'}, 'Next \u2192') : null);
    if (!found.games.length) {
      fill(list, h('p', {}, 'No game of the database is like that. ', h('a', {href: '#/database'}, 'Show every game')));
      return;
    }
    fill(list, h('table', {class: 'games', id: 'database-games'},
      h('thead', {}, h('tr', {}, ['Date', 'Event', 'Players', 'Result', 'Opening', 'Moves', 'Source', ''].map((t) => h('th', {scope: 'col'}, t)))),
      h('tbody', {}, found.games.map(row))), paging);
  }, (e) => {
    if (gone) return;
    fill(list);
    text(message, 'Could not search the games: ' + e.message);
    show(message, true);
  });
  return () => { gone = true; };
}
