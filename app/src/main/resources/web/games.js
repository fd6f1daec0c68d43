// Finished games, each a link to its replay.
import {api} from './api.js';
import {h, fill, capital} from './dom.js';

function who(player) {
  if (!player) return '?';
  if (typeof player === 'string') return player;
  return player.name || player.ai || player.kind || '?';
}

export function gamesPage(root) {
  const list = h('div', {class: 'games-list'}, h('p', {class: 'loading'}, 'Loading\u2026'));
  fill(root, h('div', {class: 'games-page'}, h('h1', {}, 'Finished games'), list));
  let gone = false;
  api.finished().then((json) => {
    if (gone) return;
    const games = Array.isArray(json) ? json : (json && json.games) || [];
    if (!games.length) {
      fill(list, h('p', {}, 'No finished games yet. ', h('a', {href: '#/'}, 'Start one')));
      return;
    }
    fill(list, h('table', {class: 'games'},
      h('thead', {}, h('tr', {}, h('th', {}, 'Game'), h('th', {}, 'Black'), h('th', {}, 'White'), h('th', {}, 'Result'), h('th', {}, ''))),
      h('tbody', {}, games.map((g) => h('tr', {'data-game': g.id},
        h('td', {}, g.title || g.game),
        h('td', {}, who((g.players || {}).black)),
        h('td', {}, who((g.players || {}).white)),
        h('td', {}, typeof g.result === 'string' ? g.result : g.result ? capital(String(g.result.winner || 'draw')) : ''),
        h('td', {}, h('a', {href: '#/replay/' + encodeURIComponent(g.id), class: 'button'}, 'Replay')))))));
  }, (e) => {
    fill(list, h('p', {class: 'message error', role: 'alert'}, 'Could not load the games: ' + e.message));
  });
  return () => { gone = true; };
}
