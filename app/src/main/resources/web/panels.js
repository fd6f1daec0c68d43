// Pieces of the game page built from the view: players with their characters and powers, side
// records, status and whose turn it is. Each returns fresh nodes; the page swaps them in (the moves: movelist.js).
import {h, capital} from './dom.js';
import {sideStats} from './stats.js';
import {openRules, powerAnchor} from './rulespanel.js';

/** "Ann", "AI: medium" or "Black" when nobody gave a name. */
export function playerName(view, side) {
  const p = (view.players || {})[side] || {};
  if (p.name) return p.name;
  if (p.kind === 'ai') return 'AI' + (p.ai ? ': ' + String(p.ai).replace(/^ai:/, '') : '');
  return capital(side);
}

/**
 * One side's panel: name, character and its powers, record. powers.enabled says whether this viewer may
 * use them now; powers.active is the power whose choices are shown; powers.onPick(title) filters.
 */
export function playerPanel(view, side, sides, powers = {}) {
  const p = (view.players || {})[side] || {};
  const acting = view.toAct && view.toAct.kind === 'choice' && view.toAct.player === side;
  const header = h('div', {class: 'player-head'},
    h('span', {class: 'swatch ' + side, 'aria-hidden': 'true'}),
    h('span', {class: 'player-name'}, playerName(view, side)),
    p.kind === 'ai' && p.name && p.ai && !p.name.includes(p.ai) ? h('span', {class: 'tag'}, String(p.ai)) : null,
    view.seat === side ? h('span', {class: 'tag you'}, 'you') : null,
    acting ? h('span', {class: 'tag turn'}, 'to act') : null,
    accountTag(p));
  const character = p.character;
  let powerList = null;
  if (character && Array.isArray(character.powers) && character.powers.length) {
    // Powers are buttons, one click from their choices; traits act by themselves and are plain tags. Each
    // has a "?" opening its card in the rules beside the board.
    const help = (power) => h('button', {type: 'button', class: 'card-link', 'aria-label': 'What ' + power.title + ' does',
      title: 'What ' + power.title + ' does', onClick: () => openRules(view.game, powerAnchor(character.name, power.title))}, '?');
    const decisions = character.powers.filter((power) => !power.trait);
    const traits = character.powers.filter((power) => power.trait);
    const mine = !!powers.enabled;
    const buttons = h('ul', {class: 'powers'}, decisions.map((power) => {
      const usable = !!power.usable && mine;
      return h('li', {}, h('button', {
        type: 'button', class: ['power', powers.active === power.title && 'active'], 'data-power': power.title,
        disabled: !usable, title: (mine && power.why) || power.text || null,
        'aria-pressed': powers.active === power.title ? 'true' : 'false',
        onClick: () => powers.onPick && powers.onPick(power.title),
      }, h('span', {class: 'power-title'}, power.title), power.cost ? h('span', {class: 'cost'}, power.cost) : null), help(power));
    }));
    const traitList = traits.length ? h('ul', {class: 'traits', 'aria-label': 'Traits'}, traits.map((power) =>
      h('li', {class: 'trait', 'data-trait': power.title, title: power.text || null},
        h('span', {class: 'trait-mark', 'aria-hidden': 'true'}, '\u25c6'), power.title, help(power)))) : null;
    // Why the powers this side cannot use now, in the rules' words, to the side whose turn it is.
    const why = mine ? decisions.filter((power) => !power.usable && power.why) : [];
    const whyList = why.length ? h('ul', {class: 'why-not'}, why.map((power) =>
      h('li', {'data-why': power.title}, h('strong', {}, power.title + ': '),
        power.why.startsWith(power.title + ' ') ? power.why.slice(power.title.length + 1) : power.why))) : null;
    const texts = character.powers.filter((p) => p.text);
    powerList = [buttons, traitList, whyList, texts.length ? h('details', {class: 'power-texts'}, h('summary', {}, 'What the powers do'),
      h('dl', {}, texts.map((p) => [h('dt', {}, p.title + (p.cost ? ' (' + p.cost + ')' : '')), h('dd', {}, p.text)]))) : null];
  }
  return h('section', {class: ['player', side, acting && 'acting'], 'data-side': side, 'aria-label': capital(side)},
    header,
    character ? h('div', {class: 'character'}, character.title || character.name,
      character.file ? [' ', h('span', {class: 'tag file', title: 'written in a character file this server loaded'}, 'file')] : null)
      : null,
    powerList,
    sideStats(sides, side, view.game));
}

/**
 * The account a seat belongs to, linked to its page, with its rating ("1500?" while provisional) and, once a
 * rated game's result is applied, the change (+12, -12).
 */
function accountTag(p) {
  if (!p.account) return null;
  const change = p.ratingChange;
  return h('span', {class: 'account-tag'},
    h('a', {href: '#/@/' + encodeURIComponent(p.account.name), class: 'player-link'}, '@' + p.account.name),
    ' ', h('span', {class: 'rating'}, String(change ? change.after : p.account.rating) +
      ((change ? change.provisional : p.account.provisional) ? '?' : '')),
    change ? h('span', {class: ['rating-change', change.change >= 0 ? 'up' : 'down'], 'data-change': String(change.change)},
      ' ' + (change.change >= 0 ? '+' : '\u2212') + Math.abs(change.change)) : null);
}

/** The line saying whose turn it is, and the question when the server asks one. */
export function toActText(view) {
  const t = view.toAct || {};
  if (t.kind === 'over') {
    const name = t.winner ? playerName(view, t.winner) : '';
    const winner = !t.winner ? 'Drawn' : (name === capital(t.winner) ? name : capital(t.winner) + ' (' + name + ')') + ' wins';
    return {line: 'Game over: ' + (t.reason || winner), winner, over: true};
  }
  if (t.kind === 'chance') return {line: 'Rolling\u2026'};
  if (t.kind !== 'choice') return {line: ''};
  const name = playerName(view, t.player);
  const who = name === capital(t.player) ? name : capital(t.player) + ' (' + name + ')';
  const verb = t.window === 'reaction' ? 'to react' : t.window === 'setup' ? 'to set up' : 'to move';
  let line;
  if (t.mine && view.seat !== 'both') line = 'Your turn' + (t.window === 'reaction' ? ' to react' : '');
  else line = who + ' ' + verb;
  const p = (view.players || {})[t.player];
  if (view.readOnly) line += ' \u2014 on hold';
  else if (!t.mine && p && p.kind === 'ai') line += ' \u2014 thinking\u2026';
  return {line, question: t.question || '', asked: who, mine: !!t.mine && !view.readOnly};
}

export function statusLines(lines) {
  return (lines || []).map((line) => h('li', {}, line));
}
