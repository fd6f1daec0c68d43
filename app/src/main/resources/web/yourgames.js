// The lobby's "Your games": the games this browser holds a seat in (api.js keeps their tokens) and, for a
// logged-in player, the games whose seats belong to their account, played in any browser (the server adds them
// from the session's cookie), asked after with POST /api/games/mine every few seconds: the games going on
// first, those where it is the person's turn marked and on top, then the few most recently finished. Each is a
// link to the game, with its seat's token when this browser holds one (else the session holds the seat).
import {api, heldSeats, gameLink} from './api.js';
import {h, fill} from './dom.js';
import {controlText} from './clock.js';
import {whenText, fullTime} from './when.js';

const EVERY_MS = 10000;
/** How many finished games the list shows. */
const FINISHED = 5;

function opponentText(g) {
  if (!g.opponent) return 'you play both sides';
  return 'against ' + (g.opponent.level ? 'AI (' + g.opponent.level + ')' : g.opponent.name || 'someone');
}

function stateText(g) {
  if (g.over) return g.outcome || 'Finished';
  if (g.yourTurn) return 'your turn';
  if (!g.turnKnown) return 'going on';
  return g.turn ? 'their turn' : 'waiting';
}

function row(g, token) {
  const state = stateText(g);
  const title = String(g.title || g.game).split(': ')[0];
  return h('li', {class: ['own-game', g.yourTurn && 'your-turn', g.over && 'over'], 'data-game': g.id},
    h('a', {href: gameLink(g.id, token), 'aria-label': title + ', ' + opponentText(g) + ': ' + state},
      h('strong', {}, title), ' ', opponentText(g)),
    h('div', {class: 'own-terms'},
      h('span', {class: ['own-state', g.yourTurn && 'badge']}, state), ' \u00b7 ',
      h('span', {class: 'own-clock'}, controlText(g.clock)), ' \u00b7 ',
      h('time', {datetime: g.over ? g.ended : g.lastActivity, title: fullTime(g.over ? g.ended : g.lastActivity)},
        whenText(g.over ? g.ended : g.lastActivity))));
}

/** {section, stop}: the section to put in the lobby, and what stops its asking. */
export function yourGames() {
  const list = h('div', {id: 'own-games', class: 'lobby-list', 'aria-live': 'polite'});
  const section = h('section', {'aria-labelledby': 'own-title', hidden: true}, h('h2', {id: 'own-title'}, 'Your games'), list);
  let timer = null;
  let gone = false;
  let sign = '';

  async function refresh() {
    timer = null;
    const seats = heldSeats();
    try {
      const json = await api.mine(seats);
      if (gone) return;
      const tokens = new Map(seats.map((s) => [s.id, s.token]));
      const games = json.games || [];
      const shown = games.filter((g) => !g.over).concat(games.filter((g) => g.over).slice(0, FINISHED));
      const now = JSON.stringify(shown.map((g) => [g.id, g.turn, g.over, g.plies, g.lastActivity]));
      section.hidden = !shown.length;
      if (now !== sign) {
        sign = now;
        fill(list, h('ul', {class: 'own-games'}, shown.map((g) => row(g, tokens.get(g.id)))));
      }
    } catch (e) {
      // the lobby says when the server cannot be reached; this list waits for the next turn
    }
    if (!gone) timer = setTimeout(refresh, document.hidden ? EVERY_MS * 3 : EVERY_MS);
  }

  refresh();
  return {
    section,
    stop() {
      gone = true;
      clearTimeout(timer);
    },
  };
}
