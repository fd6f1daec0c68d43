// The moves of a game as players read them: numbered in pairs, Black's move then White's
// ("1. 11-15 24-20"), with chance rolls and agreed endings in the pair where they happened. Every entry
// is a button that shows the position after it; the arrow keys step through the same positions. Under a
// clock each move shows, small under it, the time its mover had left after it.
import {h, capital} from './dom.js';
import {clockText} from './clock.js';

/**
 * The view's moves in rows: {number, items: [{index, entry}], lead} where index is the entry's place in
 * moves (the position after it is index + 1) and lead is true when the row begins with White's move.
 * A move starts a new row when its side already moved in the row, or when Black moves after White.
 */
export function moveRows(moves) {
  const rows = [];
  let row = null;
  (moves || []).forEach((entry, index) => {
    if (entry.kind === 'move') {
      const moved = row ? row.items.filter((i) => i.entry.kind === 'move').map((i) => i.entry.player) : [];
      if (!row || moved.includes(entry.player) || (entry.player === 'black' && moved.length)) {
        row = {number: rows.length + 1, items: [], lead: entry.player === 'white'};
        rows.push(row);
      }
    } else if (!row) {
      row = {number: rows.length + 1, items: [], lead: false};
      rows.push(row);
    }
    row.items.push({index, entry});
  });
  return rows;
}

/** How entry index of moves is named: "3. 11-15" or "3… 24-20" (White's), "chance: d6: 4" for a roll. */
export function moveName(moves, index) {
  for (const row of moveRows(moves)) {
    const item = row.items.find((i) => i.index === index);
    if (!item) continue;
    if (item.entry.kind !== 'move') return item.entry.text;
    return row.number + (item.entry.player === 'white' ? '\u2026 ' : '. ') + item.entry.text;
  }
  return '';
}

/**
 * The list items for moves; current is the entry whose position is shown (-1: none marked), onPick(index)
 * is called when an entry is clicked.
 */
export function moveRowItems(moves, {current = -1, onPick}) {
  return moveRows(moves).map((row) => h('li', {class: 'move-row'},
    h('span', {class: 'num'}, row.number + '.'),
    row.lead ? h('span', {class: 'gap', 'aria-hidden': 'true'}, '\u2026') : null,
    row.items.map(({index, entry}) => h('button', {
      type: 'button', class: ['move-item', 'linkish', entry.kind, entry.player, index === current && 'current',
        entry.leftMs != null && 'timed'],
      'data-move': index, 'aria-current': index === current ? 'true' : null,
      'aria-label': (entry.player ? capital(entry.player) + ' ' : '') + entry.text
        + (entry.leftMs != null ? ', ' + clockText(entry.leftMs) + ' left' : ''),
      onClick: () => onPick(index),
    }, entry.text, entry.leftMs != null ? h('span', {class: 'move-left'}, clockText(entry.leftMs)) : null))));
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
