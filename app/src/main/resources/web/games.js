// The finished games (#/games): when each ended, the game and its characters, the time control, the players,
// how it ended and how long it was, with a link to its replay. Filtered by game, result and player and paged
// by the server (GET /api/games); the filters and the page are in the address (#/games?game=..&before=..), so
// that going back returns to the page one came from. Under 700 px wide each game is a card.
import {api} from './api.js';
import {h, fill, capital, filterGo} from './dom.js';
import {controlText} from './clock.js';
import {whenText, fullTime} from './when.js';

const FILTERS = ['game', 'result', 'player'];

function player(g, side) {
  const level = (g.levels || {})[side];
  return level ? 'AI (' + level + ')' : (g.players || {})[side] || capital(side);
}

function characters(g) {
  if (!g.characters) return '';
  return ['black', 'white'].map((side) => (g.characters[side] ? g.characters[side].title : '\u2013')).join(' v ');
}

function length(g) {
  if (g.moves === null || g.moves === undefined) return '';
  return g.moves + (g.moves === 1 ? ' move' : ' moves');
}

/** The game's title without its subtitle ("Fantasy RPG Checkers", not "...: levels, saving throws, ..."). */
function title(g) {
  return String(g.title || g.game).split(': ')[0];
}

function cell(label, ...content) {
  return h('td', {'data-label': label}, ...content);
}

function row(g) {
  return h('tr', {'data-game': g.id},
    cell('Ended', h('time', {datetime: g.ended || '', title: fullTime(g.ended)}, whenText(g.ended))),
    cell('Game', h('strong', {}, title(g))),
    cell('Characters', characters(g)),
    cell('Time control', controlText(g.clock)),
    cell('Players', player(g, 'black'), ' \u2013 ', player(g, 'white')),
    cell('Result', g.outcome || g.result || ''),
    cell('Length', length(g)),
    h('td', {class: 'replay-cell'}, h('a', {href: '#/replay/' + encodeURIComponent(g.id), class: 'button',
      'aria-label': 'Replay ' + title(g) + ', ' + player(g, 'black') + ' against ' + player(g, 'white')}, 'Replay')));
}

/** The address of this page with query's filters and, optionally, a page's cursor. */
function address(query, page) {
  const q = new URLSearchParams();
  for (const name of FILTERS) if (query.get(name)) q.set(name, query.get(name));
  if (page) for (const [name, value] of new URLSearchParams(page)) if (name === 'before' || name === 'after') q.set(name, value);
  const text = q.toString();
  return '#/games' + (text ? '?' + text : '');
}

function filters(query, kinds) {
  const go = filterGo(FILTERS, (q) => address(q));
  const game = h('select', {name: 'game', onChange: go},
    h('option', {value: ''}, 'Every game'),
    kinds.map((k) => h('option', {value: k.name, selected: k.name === query.get('game')}, String(k.title || k.name).split(': ')[0])));
  const result = h('select', {name: 'result', onChange: go},
    [['', 'Any result'], ['black', 'Black won'], ['white', 'White won'], ['draw', 'Drawn']].map(([value, words]) =>
      h('option', {value, selected: value === (query.get('result') || '')}, words)));
  return h('form', {class: 'games-filters', role: 'search', onSubmit: go},
    h('label', {class: 'field'}, h('span', {}, 'Game'), game),
    h('label', {class: 'field'}, h('span', {}, 'Result'), result),
    h('label', {class: 'field'}, h('span', {}, 'Player'),
      h('input', {name: 'player', type: 'search', maxlength: 40, value: query.get('player') || '', placeholder: 'a name'})),
    h('button', {type: 'submit'}, 'Show'));
}

export function gamesPage(root, query = new URLSearchParams()) {
  const list = h('div', {class: 'games-list'}, h('p', {class: 'loading'}, 'Loading\u2026'));
  const form = h('div', {class: 'games-filter-slot'});
  fill(root, h('div', {class: 'games-page'}, h('h1', {}, 'Finished games'), form, list));
  let gone = false;
  api.kinds().then((json) => {
    if (!gone) fill(form, filters(query, (json && json.kinds) || []));
  }, () => fill(form, filters(query, [])));

  const asked = new URLSearchParams();
  for (const name of [...FILTERS, 'before', 'after']) if (query.get(name)) asked.set(name, query.get(name));
  api.finished(asked.toString() ? '&' + asked : '').then(({games, older, newer}) => {
    if (gone) return;
    const paging = h('nav', {class: 'games-pages', 'aria-label': 'Pages'},
      newer ? h('a', {href: address(query, newer), class: 'button', rel: 'prev'}, '\u2190 Newer') : null,
      older ? h('a', {href: address(query, older), class: 'button', rel: 'next'}, 'Older \u2192') : null);
    if (!games.length) {
      const filtered = FILTERS.some((name) => query.get(name));
      fill(list, h('p', {}, filtered ? 'No finished games like that. ' : 'No finished games yet. ',
        h('a', {href: filtered ? '#/games' : '#/'}, filtered ? 'Show every game' : 'Start one')), paging);
      return;
    }
    fill(list, h('table', {class: 'games'},
      h('thead', {}, h('tr', {}, ['Ended', 'Game', 'Characters', 'Time control', 'Players', 'Result', 'Length', ''].map((t) => h('th', {scope: 'col'}, t)))),
      h('tbody', {}, games.map(row))), paging);
  }, (e) => {
    fill(list, h('p', {class: 'message error', role: 'alert'}, 'Could not load the games: ' + e.message));
  });
  return () => { gone = true; };
}
