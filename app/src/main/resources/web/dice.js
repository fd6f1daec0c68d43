// The last roll as a die face: pips for 1-6, the server's label for anything else (a d20, a coin).
import {h, s, fill} from './dom.js';

const L = 27, M = 50, R = 73;
const PIPS = {
  1: [[M, M]],
  2: [[L, L], [R, R]],
  3: [[L, L], [M, M], [R, R]],
  4: [[L, L], [R, L], [L, R], [R, R]],
  5: [[L, L], [R, L], [M, M], [L, R], [R, R]],
  6: [[L, L], [R, L], [L, M], [R, M], [L, R], [R, R]],
};

function face(value) {
  const svg = s('svg', {viewBox: '0 0 100 100', class: 'die-face', 'aria-hidden': 'true'},
    s('rect', {x: 4, y: 4, width: 92, height: 92, rx: 16, class: 'die-body'}));
  for (const [cx, cy] of PIPS[value] || []) svg.append(s('circle', {cx, cy, r: 9, class: 'pip'}));
  return svg;
}

/**
 * A die's face for value: pips for 1-6, else the value written in a box. size 'small' for the feed and the
 * move list, 'board' over a square.
 */
export function dieFace(value, size) {
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1 && n <= 6) {
    const svg = face(n);
    svg.classList.add('die-' + size);
    return svg;
  }
  return h('span', {class: 'die-text die-' + size}, String(value));
}

function hasPips(roll) {
  return Number.isInteger(roll.value) && roll.value >= 1 && roll.value <= 6;
}

/**
 * Shows roll in node (the #die element). With animate, the die tumbles through a few faces first,
 * unless the reader asked for less motion.
 */
export function showDie(node, roll, animate) {
  if (!roll) {
    fill(node);
    node.hidden = true;
    return;
  }
  node.hidden = false;
  const label = h('span', {class: 'die-label'}, roll.label || String(roll.value));
  const final = () => fill(node, hasPips(roll) ? face(roll.value) : h('span', {class: 'die-text'}, String(roll.value ?? '?')), label);
  node.setAttribute('aria-label', 'Roll: ' + (roll.label || roll.value));
  const calm = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  clearInterval(node._tumble);
  if (!animate || calm) {
    final();
    return;
  }
  let turns = 0;
  node.classList.add('rolling');
  node._tumble = setInterval(() => {
    if (++turns > 7) {
      clearInterval(node._tumble);
      node.classList.remove('rolling');
      final();
      return;
    }
    fill(node, face(1 + Math.floor(Math.random() * 6)), h('span', {class: 'die-label'}, 'rolling\u2026'));
  }, 80);
}
