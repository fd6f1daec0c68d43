// Powers on the board: every choice that is not a plain move (a power, a placement, a pawn's move, a
// swap) is aimed at the squares the server lists as its targets. The choices are grouped per power (or
// per action), a group chosen shows its targets on the board, and a click on a target picks the choice
// aimed there, or offers the few that share it. It only matches squares against the server's lists.
import {h} from './dom.js';
import {onBoard} from './picker.js';

/** The group a choice is listed under: its power's title, else its action's first word ("swap", "pass"). */
export function groupOf(choice) {
  if (choice.power) return choice.power;
  if (choice.kind === 'pass') return 'Pass';
  const word = String(choice.text || '').split(/[\s:(]/)[0] || choice.kind;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Choices aimed at a square, by square: those not picked along a path, in group (or in every group). */
export function aimsOf(choices, group) {
  const out = new Map();
  for (const c of choices) {
    if (onBoard(c) || (group && groupOf(c) !== group)) continue;
    for (const sq of c.targets || []) out.set(sq, [...(out.get(sq) || []), c]);
  }
  return out;
}

/** The squares the choices would reach, once each: their area, or the squares they touch when they name none. */
export function reachOf(choices) {
  const out = new Set();
  for (const c of choices) {
    const squares = c.area && c.area.length ? c.area : c.squares && c.squares.length ? c.squares : c.path || [];
    squares.forEach((sq) => out.add(sq));
  }
  return [...out];
}

/** The squares the choices' effects reach (their area), once each: what the board outlines as a block. */
export function areaOf(choices) {
  return [...new Set(choices.flatMap((c) => c.area || []))];
}

/**
 * The choices that are not plain moves as a list per group: a heading whose button chooses the group
 * (and so shows its targets on the board), then its choices as buttons. button(choice) makes a choice's
 * button; active is the chosen group; onGroup(name) chooses one (or, for the active one, none).
 */
export function groupedChoices(choices, {button, active, onGroup}) {
  const groups = new Map();
  for (const c of choices) {
    if (onBoard(c)) continue;
    const name = groupOf(c);
    groups.set(name, [...(groups.get(name) || []), c]);
  }
  return [...groups].map(([name, list]) => {
    const aimed = list.some((c) => c.targets && c.targets.length);
    return h('section', {class: ['choice-group', active === name && 'active'], 'data-group': name},
      h('h3', {class: 'group-head'}, aimed
        ? h('button', {type: 'button', class: 'group-pick', 'aria-pressed': active === name ? 'true' : 'false',
          title: 'Show the targets on the board', onClick: () => onGroup(name)}, name, h('span', {class: 'count'}, ' (' + list.length + ')'))
        : name),
      h('div', {class: 'choice-grid'}, list.map(button)));
  });
}
