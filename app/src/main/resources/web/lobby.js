// The lobby, the home page (#/): the person's name, the open challenges anyone may accept, the games being
// played now to watch, and the new-game form, whose opponent "Anyone" posts a challenge. The lobby is
// fetched every few seconds; a challenge this browser posted is asked after with its key (kept here, by
// challenge) until someone accepts it, and then the page goes to the game with the creator's seat.
import {api, saveSeats, gameLink, ApiError} from './api.js';
import {h, fill, text, show, capital} from './dom.js';
import {startPage} from './start.js';
import {myName, nameField} from './name.js';
import {controlText} from './clock.js';
import {yourGames} from './yourgames.js';

const KEYS = 'kingme.challenges';
const EVERY_MS = 2000;

function keys() {
  try {
    return JSON.parse(localStorage.getItem(KEYS) || '{}') || {};
  } catch (e) {
    return {};
  }
}

function keep(all) {
  try {
    localStorage.setItem(KEYS, JSON.stringify(all));
  } catch (e) {
    // Without storage the challenge still stands; this page only stops following it.
  }
}

/** "14:05" from seconds. */
function clockText(seconds) {
  const s = Math.max(0, Math.round(seconds));
  return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
}

/**
 * Redraws list with draw() unless sign is what it was drawn from, keeping the keyboard focus on the same
 * challenge's or game's control, so that a person tabbing through the list is not thrown out of it.
 */
function redraw(list, sign, draw) {
  if (list.dataset.sign === sign) return;
  list.dataset.sign = sign;
  const focused = document.activeElement;
  const row = focused && list.contains(focused) ? focused.closest('[data-challenge], [data-game]') : null;
  const which = row ? (row.dataset.challenge ? '[data-challenge="' + row.dataset.challenge + '"]' : '[data-game="' + row.dataset.game + '"]') : null;
  const control = focused && focused.matches('button') ? 'button.' + [...focused.classList].join('.') : 'a, button';
  draw();
  const again = which && list.querySelector(which + ' ' + control);
  if (again) again.focus();
}

export function lobbyPage(root) {
  const message = h('div', {id: 'lobby-message', class: 'message error', role: 'alert', hidden: true});
  const challenges = h('div', {id: 'challenges', class: 'lobby-list', 'aria-live': 'polite'},
    h('p', {class: 'loading'}, 'Loading\u2026'));
  const playing = h('div', {id: 'playing', class: 'lobby-list'});
  const own = yourGames();
  const form = h('div', {class: 'lobby-new'});
  const pairGame = h('select', {id: 'pair-game', name: 'pair-game'});
  const pairClock = h('select', {id: 'pair-clock', name: 'pair-clock'},
    ['1+0', '3+2', '5+3', '10+5', '15+10', '30+20'].map((c) => h('option', {value: c}, c.replace('+', ' + ') + ' s')));
  pairClock.value = '5+3';
  const pairRated = h('input', {id: 'pair-rated', type: 'checkbox'});
  const pairing = h('section', {class: 'quick-pairing', 'aria-labelledby': 'pairing-title'},
    h('h2', {id: 'pairing-title'}, 'Quick pairing'),
    h('p', {class: 'note'}, 'Pick a game and a clock: you are paired with the waiting player closest to your rating, or wait for the next one.'),
    h('div', {class: 'pairing-fields'},
      h('label', {class: 'field'}, h('span', {}, 'Game'), pairGame),
      h('label', {class: 'field'}, h('span', {}, 'Clock (minutes + seconds a move)'), pairClock),
      h('label', {class: 'field check'}, pairRated, h('span', {}, 'Rated (log in first)'))),
    h('button', {type: 'button', id: 'pair', class: 'primary', onClick: () => pair()}, 'Find an opponent'));
  fill(root, h('div', {class: 'lobby-page'},
    h('section', {class: 'lobby-you', 'aria-label': 'Your name'},
      h('label', {class: 'field'}, h('span', {}, 'Your name'), nameField(),
        h('small', {class: 'help'}, 'Shown to your opponents in the games you create, accept or join; kept in this browser.'))),
    message,
    h('div', {class: 'lobby-columns'},
      h('div', {class: 'lobby-side'},
        own.section,
        pairing,
        h('section', {'aria-labelledby': 'challenges-title'}, h('h2', {id: 'challenges-title'}, 'Open challenges'), challenges),
        h('section', {'aria-labelledby': 'playing-title'}, h('h2', {id: 'playing-title'}, 'Being played now'), playing)),
      form)));

  let gone = false;
  let titles = new Map();      // game name -> {title, characters: Map}
  let listed = [];             // the open challenges, as last fetched
  let fetchedAt = 0;
  let timer = null;
  let ticker = null;

  const say = (words) => {
    text(message, words);
    show(message, !!words);
  };

  const unmountForm = startPage(form, {challenge: post});
  api.kinds().then((json) => {
    const kinds = Array.isArray(json) ? json : (json && json.kinds) || [];
    titles = new Map(kinds.map((k) => [k.name, {title: String(k.title || k.name).split(': ')[0],
      characters: new Map((k.characters || []).map((c) => [c.name, c.title])),
      defaults: new Map((k.options || []).map((o) => [o.name, String(o.default)]))}]));
    fill(pairGame, kinds.map((k) => h('option', {value: k.name}, String(k.title || k.name).split(': ')[0])));
    drawChallenges();
  }, () => {});

  /** Quick pairing: to the game when paired at once, else the challenge posted waits here like any other. */
  async function pair() {
    say('');
    const own = keys();
    try {
      const made = await api.pair({game: pairGame.value, clock: pairClock.value, rated: pairRated.checked || undefined,
        name: myName() || null}, Object.values(own)[0] || null);
      if (made.tokens) {
        const token = made.tokens.black || made.tokens.white;
        saveSeats(made.id, {tokens: made.tokens, mine: token});
        location.hash = gameLink(made.id, token);
        return;
      }
      keep({...keys(), [made.id]: made.key});
      await refresh();
    } catch (e) {
      say(e.message);
    }
  }

  async function post(request, colour) {
    const made = await api.challenge({...request, colour, name: myName() || null});
    keep({...keys(), [made.id]: made.key});
    say('');
    await refresh();
    const row = document.querySelector('[data-challenge="' + made.id + '"] button');
    if (row) row.focus();
  }

  async function accept(c) {
    say('');
    try {
      const made = await api.accept(c.id, keys()[c.id] || null, myName() || null);
      const tokens = made.tokens || {};
      const token = tokens.black || tokens.white;
      saveSeats(made.id, {tokens, mine: token});
      location.hash = gameLink(made.id, token);
    } catch (e) {
      say(e instanceof ApiError && e.status === 409 ? 'Too late: ' + e.message + '.' : e.message);
      refresh();
    }
  }

  async function cancel(c) {
    say('');
    try {
      await api.cancel(c.id, keys()[c.id]);
    } catch (e) {
      say(e.message);
    }
    const all = keys();
    delete all[c.id];
    keep(all);
    refresh();
  }

  /** Asks after this browser's challenges; goes to the game of one that was accepted. */
  async function follow() {
    const all = keys();
    for (const [id, key] of Object.entries(all)) {
      let state;
      try {
        state = await api.challengeState(id, key);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) {
          delete all[id];
          keep(all);
        }
        continue;
      }
      if (state.state === 'accepted' && state.gameId && state.token) {
        delete all[id];
        keep(all);
        saveSeats(state.gameId, {tokens: {[state.colour]: state.token}, mine: state.token});
        if (!gone) location.hash = gameLink(state.gameId, state.token);
        return true;
      }
      if (state.state === 'cancelled' || state.state === 'expired') {
        delete all[id];
        keep(all);
      }
    }
    return false;
  }

  async function refresh() {
    clearTimeout(timer);
    timer = null;
    if (gone) return;
    try {
      if (await follow()) return;
      const json = await api.lobby();
      if (gone) return;
      listed = json.challenges || [];
      fetchedAt = performance.now();
      drawChallenges();
      drawPlaying(json.playing || []);
    } catch (e) {
      if (!gone) fill(challenges, h('p', {class: 'message error'}, 'Could not load the lobby: ' + e.message));
    }
    if (!gone) timer = setTimeout(refresh, document.hidden ? EVERY_MS * 5 : EVERY_MS);
  }

  function describe(c) {
    const kind = titles.get(c.game) || {title: c.title || c.game, characters: new Map(), defaults: new Map()};
    const options = c.options || {};
    const parts = [];
    for (const side of ['black', 'white']) {
      if (options[side] && options[side] !== 'none' && kind.characters.size) {
        parts.push(capital(side) + ': ' + (kind.characters.get(options[side]) || options[side]));
      }
    }
    for (const [key, value] of Object.entries(options)) {
      // the options the game plays by anyway go without saying
      if (kind.characters.size && (key === 'black' || key === 'white')) continue;
      if (kind.defaults.get(key) !== String(value)) parts.push(key + ' ' + value);
    }
    if (c.setup) parts.push('from a set position');
    return {title: kind.title, details: parts.join(', ')};
  }

  function drawChallenges() {
    if (!fetchedAt) return;
    const own = keys();
    const sign = JSON.stringify([listed.map((c) => [c.id, c.expires]), Object.keys(own), titles.size]);
    redraw(challenges, sign, () => drawChallengeList(own));
  }

  function drawChallengeList(own) {
    const elapsed = (performance.now() - fetchedAt) / 1000;
    if (!listed.length) {
      fill(challenges, h('p', {class: 'note'}, 'No open challenges. Post one: choose \u201cAnyone\u201d as the opponent.'));
      return;
    }
    fill(challenges, h('ul', {class: 'challenges'}, listed.map((c) => {
      const mine = !!own[c.id];
      const {title, details} = describe(c);
      const left = c.expiresInSeconds - elapsed;
      const other = c.colour === 'black' ? 'white' : 'black';
      const who = c.name || 'Anonymous';
      const rating = c.creator ? ' (' + c.creator.rating + (c.creator.provisional ? '?' : '') + ')' : '';
      const range = c.minRating != null || c.maxRating != null
        ? ' \u00b7 for ' + (c.minRating != null && c.maxRating != null ? c.minRating + '\u2013' + c.maxRating
          : c.minRating != null ? c.minRating + '+' : 'up to ' + c.maxRating) : '';
      return h('li', {class: ['challenge', mine && 'mine'], 'data-challenge': c.id},
        h('div', {class: 'challenge-game'}, h('strong', {}, title), details ? h('span', {class: 'note'}, ' ' + details) : null),
        h('div', {class: 'challenge-terms'},
          h('span', {class: 'challenge-who'}, mine ? 'You' : who), c.creator && !mine
            ? h('span', {class: 'challenge-rating'}, rating) : null, (mine ? ' play ' : ' plays ') + c.colour + ' \u00b7 ',
          h('span', {class: 'challenge-clock'}, controlText(c.clock)), ' \u00b7 ',
          h('span', {class: 'challenge-rated'}, (c.rated ? 'rated' : 'casual') + range), ' \u00b7 ',
          h('span', {class: 'challenge-expires', 'data-deadline': String(fetchedAt + c.expiresInSeconds * 1000)},
            'expires in ' + clockText(left))),
        mine
          ? h('div', {class: 'challenge-act'}, h('span', {class: 'note'}, 'Waiting for someone to accept\u2026 '),
              h('button', {type: 'button', class: 'cancel', onClick: () => cancel(c),
                'aria-label': 'Cancel your challenge of ' + title}, 'Cancel'))
          : h('div', {class: 'challenge-act'},
              h('button', {type: 'button', class: 'accept primary', onClick: () => accept(c),
                'aria-label': 'Accept ' + who + '\u2019s challenge of ' + title + ', playing ' + other}, 'Accept: play ' + other)));
    })));
  }

  function drawPlaying(games) {
    redraw(playing, JSON.stringify([games, titles.size]), () => drawPlayingList(games));
  }

  function drawPlayingList(games) {
    if (!games.length) {
      fill(playing, h('p', {class: 'note'}, 'No games are being played just now.'));
      return;
    }
    fill(playing, h('ul', {class: 'playing'}, games.map((g) => h('li', {'data-game': g.id},
      h('a', {href: gameLink(g.id, null), 'aria-label': 'Watch ' + g.players.black + ' against ' + g.players.white},
        h('strong', {}, (titles.get(g.game) || {}).title || g.title || g.game), ' ',
        g.players.black + ' \u2013 ' + g.players.white),
      h('span', {class: 'note'}, ' ' + g.moves + (g.moves === 1 ? ' move' : ' moves'))))));
  }

  // the time left counts down between fetches
  ticker = setInterval(() => {
    for (const node of document.querySelectorAll('.challenge-expires')) {
      text(node, 'expires in ' + clockText((Number(node.dataset.deadline) - performance.now()) / 1000));
    }
  }, 1000);
  refresh();

  return () => {
    gone = true;
    clearTimeout(timer);
    clearInterval(ticker);
    own.stop();
    unmountForm();
  };
}
