// The moves of a game as players read them: numbered in pairs, Black's move then White's
// ("1. 11-15 24-20"), powers by their titles ("Fireball 24"), the dice rolled for a move folded into it, a
// reaction declined left out, agreed endings in the pair where they happened. Every entry
// is a button that shows the position after it; the arrow keys step through the same positions. Under a
// clock each move shows, small under it, the time its mover had left after it.
import {h, capital} from './dom.js';
import {clockText} from './clock.js';

/**
 * The view's moves in rows, as the record reads them (docs/web.md, "Notation"): {number, items, lead}, one
 * row a move number (Black's and White's move together, the entries' move field), where each item is
 * {index, last, entry, rolls}: the entry at index of moves, and after it up to last the entries folded
 * into it (the dice rolled for it, a reaction declined), rolls being the dice. lead is true when the row
 * begins with White's move. A roll with no move before it in its row (a ballot drawn) is an item itself.
 */
export function moveRows(moves) {
  const rows = [];
  let row = null;
  let item = null;
  (moves || []).forEach((entry, index) => {
    const number = entry.move != null ? entry.move : rows.length + (row ? 0 : 1);
    if (!row || row.number !== number) {
      row = {number, items: [], lead: false};
      rows.push(row);
      item = null;
    }
    const declined = entry.kind === 'move' && entry.say === '';
    if (item && (entry.kind === 'roll' || declined)) {
      item.last = index;
      if (entry.kind === 'roll') item.rolls.push(entry);
      return;
    }
    if (declined) return;
    item = {index, last: index, entry, rolls: []};
    if (!row.items.length) row.lead = entry.player === 'white';
    row.items.push(item);
  });
  return rows.filter((r) => r.items.length);
}

/** An entry as the record reads it: the move's readable text, a roll as what came up. */
function said(entry) {
  if (entry.kind === 'roll') return entry.what ? entry.what + ': ' + entry.roll : entry.text;
  return entry.say != null && entry.say !== '' ? entry.say : entry.text;
}

/** How entry index of moves is named: "3. 11-15" or "3… 24-20" (White's), "Fireball 24 (rolls 5, 1)". */
export function moveName(moves, index) {
  for (const row of moveRows(moves)) {
    const item = row.items.find((i) => index >= i.index && index <= i.last);
    if (!item) continue;
    const rolls = item.rolls.length ? ' (roll' + (item.rolls.length > 1 ? 's ' : ' ') + item.rolls.map((r) => r.roll).join(', ') + ')' : '';
    if (item.entry.kind !== 'move') return said(item.entry) + rolls;
    return row.number + (item.entry.player === 'white' ? '\u2026 ' : '. ') + said(item.entry) + rolls;
  }
  return '';
}

/** A die folded into its move: its face, what it was rolled for said to a screen reader and on hover. */
function die(roll) {
  return h('span', {class: 'die-chip', title: (roll.what || 'roll') + ': ' + roll.roll}, String(roll.roll));
}

/**
 * The list items for moves; current is the entry whose position is shown (-1: none marked), onPick(index)
 * is called with the last entry of an item when it is clicked (its position is the one after its dice).
 */
export function moveRowItems(moves, {current = -1, onPick}) {
  return moveRows(moves).map((row) => h('li', {class: 'move-row'},
    h('span', {class: 'num'}, row.number + '.'),
    h('span', {class: 'move-items'}, row.lead ? h('span', {class: 'gap', 'aria-hidden': 'true'}, '\u2026') : null, row.items.map(({index, last, entry, rolls}) => {
      const on = current >= index && current <= last;
      return h('button', {
        type: 'button', class: ['move-item', 'linkish', entry.kind, entry.player, on && 'current',
          entry.leftMs != null && 'timed'],
        'data-move': index, 'aria-current': on ? 'true' : null,
        'aria-label': (entry.player ? capital(entry.player) + ' ' : '') + said(entry)
          + rolls.map((r) => ', ' + (r.what || 'roll') + ': ' + r.roll).join('')
          + (entry.leftMs != null ? ', ' + clockText(entry.leftMs) + ' left' : ''),
        onClick: () => onPick(last),
      }, said(entry), rolls.length ? h('span', {class: 'dice-chips', 'aria-hidden': 'true'}, rolls.map(die)) : null,
      entry.leftMs != null ? h('span', {class: 'move-left'}, clockText(entry.leftMs)) : null);
    }))));
}

/**
 * The position a key asks for, from position at of count (0 the start, count - 1 the last), or null for
 * a key that does not step: Left and Right one position, Home the start, End the last.
 */
export function stepKey(event, at, count) {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.target && event.target.closest && event.target.closest('input, select, textarea')) return null;
  const to = {ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: count - 1}[event.key];
  return to === undefined ? null : Math.max(0, Math.min(count - 1, to));
}

/** Scrolls the list so that its current entry is in view. */
export function showCurrent(list) {
  const current = list.querySelector('.current');
  if (current && current.scrollIntoView) current.scrollIntoView({block: 'nearest'});
  else if (list.scrollTo) list.scrollTo({top: list.scrollHeight});
}

/**
 * Scrolls head (the look-back banner, or the player above the board) to the top of the window when it or
 * the board (boardWrap) is out of view: a click in the move list, which on a phone lies below the board,
 * then shows the position it chose. smooth: whether the scroll may be animated.
 */
export function revealBoard(head, boardWrap, smooth) {
  const top = head.getBoundingClientRect().top;
  const bottom = boardWrap.getBoundingClientRect().bottom;
  if (top < -1 || bottom > window.innerHeight + 1) {
    head.scrollIntoView({block: 'start', behavior: smooth ? 'smooth' : 'auto'});
  }
}
