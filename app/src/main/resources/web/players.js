// The players' pages: #/@/NAME (also served at /@/NAME) with the player's ratings per game and speed, each
// rating's history as an SVG chart, their last games with filters (game, result, character, rated) and how they
// fare with and against each character; #/leaderboard?game=G&speed=S, the best established ratings; and
// #/balance/people?game=G, what rated games between people say of each pairing of characters.
import {api} from './api.js';
import {h, s, fill, capital, scrollBox} from './dom.js';

const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence'];

/** The games' titles by name, fetched once. */
let titles = null;
async function gameTitles() {
  if (!titles) {
    const json = await api.kinds();
    titles = new Map((json.kinds || []).map((k) => [k.name, {title: String(k.title || k.name).split(': ')[0],
      characters: new Map((k.characters || []).map((c) => [c.name, c.title]))}]));
  }
  return titles;
}

const gameTitle = (name) => (titles && titles.get(name) ? titles.get(name).title : name);
const characterTitle = (game, name) => (titles && titles.get(game) && titles.get(game).characters.get(name)) || name;
const ratingText = (r) => String(r.rating) + (r.provisional ? '?' : '');

/** A rating's history (points {at, rating}, oldest first) as an SVG line chart with its range marked. */
export function ratingChart(points, label) {
  const width = 600, height = 180, pad = 36;
  const values = points.map((p) => p.rating);
  const low = Math.min(...values) - 20, high = Math.max(...values) + 20;
  const x = (i) => pad + (points.length === 1 ? (width - 2 * pad) / 2 : i * (width - 2 * pad) / (points.length - 1));
  const y = (v) => height - pad + (pad * 2 - height) * (v - low) / (high - low);
  const path = points.map((p, i) => (i ? 'L' : 'M') + x(i).toFixed(1) + ',' + y(p.rating).toFixed(1)).join(' ');
  return s('svg', {class: 'rating-chart', viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label},
    s('title', {}, label),
    s('line', {class: 'axis', x1: pad, y1: height - pad, x2: width - pad, y2: height - pad}),
    s('line', {class: 'axis', x1: pad, y1: pad / 2, x2: pad, y2: height - pad}),
    s('text', {x: 2, y: y(high - 20) + 4}, String(Math.round(high - 20))),
    s('text', {x: 2, y: y(low + 20) + 4}, String(Math.round(low + 20))),
    s('path', {class: 'line', d: path}),
    points.map((p, i) => s('circle', {class: 'dot', cx: x(i), cy: y(p.rating), r: 3},
      s('title', {}, p.rating + ' on ' + new Date(p.at).toLocaleDateString()))));
}

function select(id, label, options, value) {
  const node = h('select', {id, name: id}, options.map(([v, t]) => h('option', {value: v}, t)));
  node.value = value || '';
  return h('label', {class: 'field'}, h('span', {}, label), node);
}

export function playerPage(root, name, query) {
  let gone = false;
  fill(root, h('p', {class: 'loading'}, 'Loading\u2026'));
  const filters = new URLSearchParams();
  for (const key of ['game', 'result', 'character', 'rated']) if (query.get(key)) filters.set(key, query.get(key));
  const asked = filters.toString();
  Promise.all([gameTitles(), api.player(name, asked ? '?' + asked : '')]).then(([, p]) => {
    if (gone) return;
    document.title = p.name + ' \u2014 Kingme';
    const rows = [];
    const charts = [];
    for (const [game, speeds] of Object.entries(p.ratings || {})) {
      for (const [speed, r] of Object.entries(speeds)) {
        rows.push(h('tr', {'data-rating': game + '/' + speed}, h('td', {}, gameTitle(game)), h('td', {}, capital(speed)),
          h('td', {class: 'num'}, ratingText(r)), h('td', {class: 'num'}, String(r.deviation)), h('td', {class: 'num'}, String(r.games))));
        const points = (p.history || []).filter((x) => x.game === game && x.speed === speed);
        if (points.length) {
          charts.push(h('figure', {}, h('figcaption', {}, gameTitle(game) + ', ' + speed),
            ratingChart(points, p.name + '\u2019s ' + speed + ' rating in ' + gameTitle(game) + ' over ' + points.length + ' games')));
        }
      }
    }
    const gameOptions = [['', 'Any game'], ...[...titles].map(([n, k]) => [n, k.title])];
    const form = h('form', {class: 'player-filters', id: 'player-filters', onSubmit: (e) => {
      e.preventDefault();
      const q = new URLSearchParams();
      for (const key of ['game', 'result', 'character', 'rated']) {
        const v = document.getElementById('filter-' + key).value.trim();
        if (v) q.set(key, v);
      }
      location.hash = '#/@/' + encodeURIComponent(p.name) + (q.toString() ? '?' + q : '');
    }},
    select('filter-game', 'Game', gameOptions, query.get('game')),
    select('filter-result', 'Result', [['', 'Any'], ['win', 'Won'], ['draw', 'Drawn'], ['loss', 'Lost']], query.get('result')),
    h('label', {class: 'field'}, h('span', {}, 'Character'),
      h('input', {id: 'filter-character', name: 'filter-character', value: query.get('character') || '', placeholder: 'any', size: 12})),
    select('filter-rated', 'Rated', [['', 'Rated or casual'], ['true', 'Rated'], ['false', 'Casual']], query.get('rated')),
    h('button', {type: 'submit'}, 'Show'));
    const games = (p.games || []).map((g) => h('tr', {'data-game': g.id},
      h('td', {}, new Date(g.ended || g.created).toLocaleDateString()),
      h('td', {}, gameTitle(g.game)),
      h('td', {}, g.opponent || ''),
      h('td', {}, g.outcome ? capital(g.outcome) : 'playing'),
      h('td', {class: 'num'}, g.ratingChange == null ? '' : (g.ratingChange >= 0 ? '+' : '\u2212') + Math.abs(g.ratingChange)),
      h('td', {}, h('a', {href: g.over ? '#/replay/' + encodeURIComponent(g.id) : '#/game/' + encodeURIComponent(g.id)},
        g.over ? 'Replay' : 'Watch'))));
    const tally = (list, heading, id) => (list && list.length ? h('section', {'aria-labelledby': id},
      h('h2', {id}, heading), scrollBox(heading, h('table', {},
        h('thead', {}, h('tr', {}, h('th', {}, 'Game'), h('th', {}, 'Character'), h('th', {class: 'num'}, 'Won'),
          h('th', {class: 'num'}, 'Drawn'), h('th', {class: 'num'}, 'Lost'))),
        h('tbody', {}, list.map((t) => h('tr', {}, h('td', {}, gameTitle(t.game)), h('td', {}, characterTitle(t.game, t.character)),
          h('td', {class: 'num'}, String(t.wins)), h('td', {class: 'num'}, String(t.draws)), h('td', {class: 'num'}, String(t.losses))))))))
      : null);
    fill(root, h('div', {class: 'player-page'},
      h('h1', {id: 'player-name'}, p.name),
      h('p', {class: 'note'}, 'Playing on Kingme since ' + new Date(p.since).toLocaleDateString() + '. ',
        h('a', {href: '#/leaderboard'}, 'Leaderboards')),
      h('section', {'aria-labelledby': 'ratings-title'}, h('h2', {id: 'ratings-title'}, 'Ratings'),
        rows.length ? scrollBox('Ratings', h('table', {id: 'ratings'},
          h('thead', {}, h('tr', {}, h('th', {}, 'Game'), h('th', {}, 'Speed'), h('th', {class: 'num'}, 'Rating'),
            h('th', {class: 'num'}, 'Deviation'), h('th', {class: 'num'}, 'Games'))),
          h('tbody', {}, rows)))
          : h('p', {class: 'note'}, 'No rated games yet. A rating shows a \u201c?\u201d while it is provisional (deviation 110 or more).'),
        charts),
      h('section', {'aria-labelledby': 'games-title'}, h('h2', {id: 'games-title'}, 'Last games'), form,
        games.length ? scrollBox('Last games', h('table', {id: 'player-games'},
          h('thead', {}, h('tr', {}, h('th', {}, 'Date'), h('th', {}, 'Game'), h('th', {}, 'Opponent'), h('th', {}, 'Result'),
            h('th', {class: 'num'}, 'Rating'), h('th', {}, ''))),
          h('tbody', {}, games)))
          : h('p', {class: 'note', id: 'no-games'}, 'No games to show.')),
      tally(p.withCharacter, 'Playing each character', 'with-title'),
      tally(p.againstCharacter, 'Against each character', 'against-title')));
  }).catch((e) => {
    if (!gone) fill(root, h('p', {class: 'notice'}, e.message));
  });
  return () => { gone = true; };
}

export function leaderboardPage(root, query) {
  let gone = false;
  const game = query.get('game') || 'american';
  const speed = query.get('speed') || 'blitz';
  fill(root, h('p', {class: 'loading'}, 'Loading\u2026'));
  Promise.all([gameTitles(), api.leaderboard(game, speed)]).then(([, board]) => {
    if (gone) return;
    const go = () => {
      location.hash = '#/leaderboard?game=' + document.getElementById('board-game').value + '&speed='
        + document.getElementById('board-speed').value;
    };
    const pick = h('div', {class: 'player-filters'},
      select('board-game', 'Game', [...titles].map(([n, k]) => [n, k.title]), game),
      select('board-speed', 'Speed', SPEEDS.map((x) => [x, capital(x)]), speed));
    pick.addEventListener('change', go);
    fill(root, h('div', {class: 'board-page'},
      h('h1', {}, 'Leaderboard'),
      h('p', {class: 'note'}, 'The best established ratings (deviation under 110). ',
        h('a', {href: '#/balance/people'}, 'What rated games say about the characters')),
      pick,
      board.players.length ? scrollBox('Leaderboard', h('table', {id: 'leaderboard'},
        h('thead', {}, h('tr', {}, h('th', {class: 'num'}, '#'), h('th', {}, 'Player'), h('th', {class: 'num'}, 'Rating'),
          h('th', {class: 'num'}, 'Games'))),
        h('tbody', {}, board.players.map((p, i) => h('tr', {}, h('td', {class: 'num'}, String(i + 1)),
          h('td', {}, h('a', {href: '#/@/' + encodeURIComponent(p.name)}, p.name)), h('td', {class: 'num'}, String(p.rating)),
          h('td', {class: 'num'}, String(p.games)))))))
        : h('p', {class: 'note'}, 'Nobody has an established ' + speed + ' rating in ' + gameTitle(game) + ' yet.')));
  }).catch((e) => {
    if (!gone) fill(root, h('p', {class: 'notice'}, e.message));
  });
  return () => { gone = true; };
}

const percent = (x) => (100 * x).toFixed(0) + '%';

export function peopleBalancePage(root, query) {
  let gone = false;
  const game = query.get('game') || 'fantasy-rpg';
  fill(root, h('p', {class: 'loading'}, 'Loading\u2026'));
  Promise.all([gameTitles(), api.peopleBalance(game)]).then(([, report]) => {
    if (gone) return;
    const games = [...titles].filter(([, k]) => k.characters.size).map(([n, k]) => [n, k.title]);
    const pick = h('div', {class: 'player-filters'}, select('balance-game', 'Game', games, game));
    pick.addEventListener('change', () => {
      location.hash = '#/balance/people?game=' + document.getElementById('balance-game').value;
    });
    fill(root, h('div', {class: 'board-page'},
      h('h1', {}, 'Character balance: rated games between people'),
      h('p', {class: 'note'}, 'Each character\u2019s score against each other one in finished rated games (a win 1, a draw \u00bd),'
        + ' with its 95% interval: a narrow interval away from 50% says a pairing is unbalanced. The balance lab'
        + ' (kingme balance --people) shows these beside its AI games.'),
      pick,
      report.pairings.length ? scrollBox('Scores per pairing', h('table', {id: 'people-balance'},
        h('thead', {}, h('tr', {}, h('th', {}, 'Character'), h('th', {}, 'Against'), h('th', {class: 'num'}, 'Games'),
          h('th', {class: 'num'}, 'Won'), h('th', {class: 'num'}, 'Drawn'), h('th', {class: 'num'}, 'Lost'),
          h('th', {class: 'num'}, 'Score'), h('th', {class: 'num'}, '95% interval'))),
        h('tbody', {}, report.pairings.map((p) => h('tr', {},
          h('td', {}, characterTitle(game, p.character)), h('td', {}, characterTitle(game, p.opponent)),
          h('td', {class: 'num'}, String(p.games)), h('td', {class: 'num'}, String(p.wins)), h('td', {class: 'num'}, String(p.draws)),
          h('td', {class: 'num'}, String(p.losses)), h('td', {class: 'num'}, percent(p.score)),
          h('td', {class: 'num'}, percent(p.low) + '\u2013' + percent(p.high)))))))
        : h('p', {class: 'note'}, 'No rated games between people in ' + gameTitle(game) + ' yet.')));
  }).catch((e) => {
    if (!gone) fill(root, h('p', {class: 'notice'}, e.message));
  });
  return () => { gone = true; };
}
