// The panel of the viewer's choices beside the board: what was picked on the board so far ("stop here",
// or the few choices aimed at one clicked square), the chosen power's bar, and the choices as buttons,
// grouped per power, with the plain moves folded into a list. The page owns the state; this draws it.
import {h, fill, show} from './dom.js';
import {onBoard} from './picker.js';
import {groupedChoices} from './aims.js';
import {groupLabel, amongLabels} from './choicelabels.js';

/**
 * state: {can (may the viewer act), list (every choice), shown (the chosen group's, or all), prefix (squares
 * picked), among ({square, choices} or null), group, listOpen, numberOf(square), stopping (whole choices
 * the prefix may stop at)}. on: {send(choice), hover(choice or null), choose(group), cancel(),
 * onListToggle(open)}.
 */
export function drawChoices(el, state, on) {
  const {can, list, shown, prefix, among, group, listOpen, numberOf, stopping} = state;
  const hovering = (c) => ({
    onPointerenter: () => on.hover(c), onPointerleave: () => on.hover(null),
    onFocus: () => on.hover(c), onBlur: () => on.hover(null),
  });
  show(el.picker, can && (prefix.length > 0 || !!among));
  const cancel = h('button', {type: 'button', id: 'cancel-pick', onClick: on.cancel}, 'Cancel');
  if (among) {
    const labels = amongLabels(among.choices, numberOf(among.square));
    fill(el.picker, h('span', {class: 'picked'}, 'On ' + numberOf(among.square) + ':'),
      among.choices.map((c) => h('button', {type: 'button', class: 'primary', 'data-among': c.index,
        'aria-label': c.text, title: c.text, onClick: () => on.send(c), ...hovering(c)}, labels.get(c.index))),
      cancel);
  } else {
    fill(el.picker,
      h('span', {class: 'picked'}, 'Picked: ' + prefix.map(numberOf).join(' \u2192 ')),
      stopping.length === 1
        ? h('button', {type: 'button', id: 'stop-here', class: 'primary', onClick: () => on.send(stopping[0])},
          'Stop here (' + stopping[0].text + ')')
        : stopping.map((c) => h('button', {type: 'button', class: 'primary', 'data-stop': c.index, onClick: () => on.send(c)}, c.text)),
      cancel);
  }

  show(el['power-filter'], can && !!group);
  fill(el['power-filter'], group ? [h('span', {}, group + ': pick a target on the board or below.'),
    h('button', {type: 'button', id: 'all-choices', onClick: () => on.choose(group)}, 'All choices')] : []);

  // A plain move reads as itself; a choice listed under its power by what tells it apart there.
  const button = (c) => h('button', {
    type: 'button', class: ['choice', c.kind], 'data-choice': c.index, disabled: !can,
    'aria-label': onBoard(c) ? null : c.text, title: onBoard(c) ? null : c.text,
    onClick: () => on.send(c), ...hovering(c),
  }, onBoard(c) ? c.text : groupLabel(c));
  if (!can) {
    fill(el.choices);
  } else if (group) {
    fill(el.choices, h('div', {class: 'choice-grid'}, shown.map(button)));
  } else {
    const moves = list.filter(onBoard);
    fill(el.choices, groupedChoices(list, {button, active: group, onGroup: on.choose}),
      moves.length ? h('details', {class: 'move-list', open: listOpen, onToggle: (e) => on.onListToggle(e.target.open)},
        h('summary', {}, 'Moves as a list (' + moves.length + ')'), h('div', {class: 'choice-grid'}, moves.map(button))) : null);
  }
}
