// Short labels for the choices listed under their power: the typed text ("magic-missile 21") names the
// power and the squares, and inside the power's group only the squares tell the choices apart ("at 21",
// "14 → 17"); in the small chooser on one square, only what differs from that square ("from 14"). The
// full text stays the button's accessible name and title. The labels only shorten the server's texts.
import {groupOf} from './aims.js';

const NUMBER = /^\d+$/;

/** The words after the action's own word: "terraport 14 17" -> ["14", "17"], "pass" -> []. */
function rest(choice) {
  return String(choice.text || '').trim().split(/\s+/).slice(1);
}

/** How a Warp queen's cycle turns its block, in words ("cycle 1 180" is a half turn, not a move to 180). */
const TURNS = {cw: 'clockwise', ccw: 'anticlockwise', 180: 'half turn'};

/** The words as a label: one square "at 21", two "14 → 17" ("8 ↔ 7" for a swap), else as written. */
function squaresLabel(words, group) {
  if (group === 'Cycle' && words.length === 2 && words[1] in TURNS) return 'block ' + words[0] + ', ' + TURNS[words[1]];
  if (words.length === 1 && NUMBER.test(words[0])) return 'at ' + words[0];
  if (words.length === 2 && words.every((w) => NUMBER.test(w))) {
    return words[0] + (group === 'Swap' ? ' \u2194 ' : ' \u2192 ') + words[1];
  }
  return words.join(' ');
}

/** A choice's label in its power's group: its squares, or its whole text when it names none. */
export function groupLabel(choice) {
  const words = rest(choice);
  return words.length ? squaresLabel(words, groupOf(choice)) : choice.text;
}

/**
 * The labels of choices that share the square numbered number (the chooser's "On 19:"), by index: what is
 * left once that square is taken out ("from 14", "→ 17", "kings"), led by the power when the choices
 * come from more than one.
 */
export function amongLabels(choices, number) {
  const mixed = new Set(choices.map(groupOf)).size > 1;
  const labels = new Map();
  for (const c of choices) {
    const words = rest(c);
    const at = words.indexOf(String(number));
    const others = at < 0 ? words : [...words.slice(0, at), ...words.slice(at + 1)];
    let label;
    if (others.length === 1 && NUMBER.test(others[0]) && at >= 0) {
      label = (groupOf(c) === 'Swap' ? 'with ' : at === 0 ? '\u2192 ' : 'from ') + others[0];
    } else {
      label = others.join(' ');
    }
    labels.set(c.index, mixed || !label ? (groupOf(c) + ' ' + label).trim() : label);
  }
  // Two that would read the same keep their whole texts.
  const seen = [...labels.values()];
  for (const c of choices) {
    if (seen.filter((l) => l === labels.get(c.index)).length > 1) labels.set(c.index, c.text);
  }
  return labels;
}
