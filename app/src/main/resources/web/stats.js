// What each side holds, as counters a newcomer can read: an icon, a word and the number, each with a tooltip
// (and a screen reader's description) saying what it is and what it does. The numbers are the view's sides
// (docs/web.md, "The view"): the rules' counters and what the position gives (level, LD, wounded checkers).
import {h} from './dom.js';

const CHARACTER_GAMES = new Set(['fantasy-rpg', 'schlock-mercenary']);

/** For each counter the view may have: its icon, its word, and what it is. pool reads differently in plain checkers. */
const STATS = {
  level: ['\u2605', 'level', 'Level: the checkers this side has captured, counted in its pool (and pennies placed'
    + ' there). A higher level makes powers stronger and raises the LD.'],
  ld: ['\u00b1', 'LD', 'Level difference: this side\u2019s level minus the other\u2019s. It is added to each saving-throw'
    + ' die (a save needs 4 or more, or a 6), and some powers or wins need a high LD.'],
  pool: ['\u25ce', 'pool', 'Pool: the other side\u2019s checkers this side has captured. Its size is the level.'],
  poolPennies: ['\u00a2', 'pool pennies', 'Pennies placed on the pool: each counts as one more captured checker for the'
    + ' level.'],
  pennies: ['\u00a2', 'pennies', 'Pennies: what powers cost. A power whose cost this side cannot pay is not offered;'
    + ' the character\u2019s list says how pennies are earned.'],
  dimes: ['\u2299', 'dimes', 'Dimes: markers some powers put on the board and use up (the ends of a terraport).'],
  arrows: ['\u27b6', 'arrows', 'Arrows: what a bow shoots. Each shot uses one.'],
  skips: ['\u21b7', 'skips', 'Skips: turns this side must pass.'],
  countdown: ['\u23f2', 'countdown', 'Countdown: turns until a delayed teleport lands; the die counts it down.'],
  wounded: ['\u271a', 'wounded', 'Wounded: checkers of this side lying face down. A wounded checker that takes'
    + ' another wound is captured; healing turns it face up.'],
};
const PLAIN_POOL = ['\u25ce', 'captured', 'Captured: the other side\u2019s checkers this side has taken.'];

/** The side's counters as a list of stats; only those the view has, wounded only when a side has some. */
export function sideStats(sides, side, game) {
  const record = (sides || {})[side];
  if (!record) return null;
  const other = (sides || {})[side === 'black' ? 'white' : 'black'] || {};
  const keys = Object.keys(STATS).filter((k) => k in record && (k !== 'wounded' || record[k] || other[k]));
  for (const k of Object.keys(record)) if (!(k in STATS)) keys.push(k);
  if (!keys.length) return null;
  return h('dl', {class: 'record'}, keys.map((k) => {
    const [icon, word, tip] = k === 'pool' && !CHARACTER_GAMES.has(game) ? PLAIN_POOL : STATS[k] || ['', k, k];
    const value = k === 'ld' && record[k] > 0 ? '+' + record[k] : String(record[k]);
    return h('div', {class: 'stat', 'data-stat': k, title: tip, tabindex: '0', 'aria-label': word + ' ' + value + '. ' + tip},
      h('dt', {}, h('span', {class: 'stat-icon', 'aria-hidden': 'true'}, icon), word), h('dd', {}, value));
  }));
}
