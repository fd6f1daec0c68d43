// What just happened, in words, beside the board (under it on a phone): the game's moves grouped by move
// number, newest first, each with what it did that the board does not show (a spell cast, pennies paid, a
// wound) and each die rolled for it as a die of its own with the sentence that says what it needed and what
// followed. Built from the view's moves (their events, docs/web.md "The view"); a game without any (plain
// checkers) has no feed.
import {h} from './dom.js';
import {moveRows} from './movelist.js';
import {dieFace} from './dice.js';
import {playerName} from './panels.js';

const SHOWN_ROWS = 6;

/** True when some entry of moves did something the board and the move list do not show. */
export function hasFeed(moves) {
  return (moves || []).some((m) => m.kind === 'roll' || (m.events && m.events.length));
}

/** One line of the feed: a die's face (for a roll) and the words. */
function line(words, roll) {
  return h('li', {class: ['feed-line', roll != null && 'feed-roll']},
    roll != null ? dieFace(roll, 'small') : null, h('span', {}, words));
}

/** The lines of an item (a move, or a roll on its own): its events, then each die and what it did. */
function lines(item) {
  const out = [];
  for (const e of item.entry.events || []) if (e.kind !== 'roll') out.push(line(e.text));
  const rolls = item.entry.kind === 'roll' ? [item.entry, ...item.rolls] : item.rolls;
  for (const r of rolls) {
    const said = (r.events || []).find((e) => e.kind === 'roll');
    out.push(line(said ? said.text : (r.what ? r.what + ': ' : '') + 'rolled ' + r.roll, r.roll));
    for (const e of r.events || []) if (e.kind !== 'roll') out.push(line(e.text));
  }
  return out;
}

/** The feed's nodes for view: the newest moves first, at most SHOWN_ROWS of them. */
export function feedItems(view) {
  const rows = moveRows(view.moves).reverse().slice(0, SHOWN_ROWS);
  return rows.map((row) => h('li', {class: 'feed-move', 'data-move-number': row.number},
    h('h3', {}, 'Move ' + row.number),
    h('ol', {class: 'feed-items'}, row.items.slice().reverse().map((item) => {
      const who = item.entry.player ? playerName(view, item.entry.player) : null;
      const said = item.entry.kind === 'roll' ? (item.entry.what || 'A roll') : (item.entry.say || item.entry.text);
      return h('li', {class: ['feed-item', item.entry.player]},
        h('p', {class: 'feed-head'}, who ? h('strong', {}, who + ': ') : null, said),
        h('ul', {class: 'feed-lines'}, lines(item)));
    }))));
}
