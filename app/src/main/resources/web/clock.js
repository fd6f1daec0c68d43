// Clocks: the start page's choice of a time control, and the game page's two clocks beside the players.
// The server owns the clock; the page shows the view's times and counts the running side down from the
// moment the view arrived, every 100 ms, until the next view says otherwise.
import {h, show} from './dom.js';

const PRESETS = [
  ['1+0', 'Bullet'], ['3+2', 'Blitz'], ['5+3', 'Blitz'], ['10+5', 'Rapid'], ['15+10', 'Rapid'],
];
const DAYS = [1, 3, 7];
const LOW_MS = 10000;

/**
 * The start page's clock field, remembered as {clock, minutes, increment}. value() is what
 * POST /api/games takes: null, "5+3", "d3", or {initialSeconds, incrementSeconds}.
 */
export function clockField(memory = {}) {
  const select = h('select', {id: 'clock-select', name: 'clock'},
    h('option', {value: 'none'}, 'No clock'),
    h('optgroup', {label: 'Minutes + seconds a move'},
      PRESETS.map(([c, kind]) => h('option', {value: c}, c + ' ' + kind))),
    h('optgroup', {label: 'Correspondence'},
      DAYS.map((d) => h('option', {value: 'd' + d}, d + (d === 1 ? ' day' : ' days') + ' a move'))),
    h('option', {value: 'custom'}, 'Custom\u2026'));
  const wanted = memory.clock || 'none';
  select.value = [...select.options].some((o) => o.value === wanted) ? wanted : 'none';
  const minutes = h('input', {id: 'clock-minutes', name: 'clock-minutes', type: 'number', min: 0.05, max: 180,
    step: 'any', inputmode: 'decimal', value: memory.minutes ?? 5});
  const increment = h('input', {id: 'clock-increment', name: 'clock-increment', type: 'number', min: 0, max: 180,
    step: 1, inputmode: 'numeric', value: memory.increment ?? 3});
  const custom = h('div', {class: 'clock-custom'},
    h('label', {class: 'field'}, h('span', {}, 'Minutes each'), minutes),
    h('label', {class: 'field'}, h('span', {}, 'Seconds added a move'), increment));
  const showCustom = () => show(custom, select.value === 'custom');
  select.addEventListener('change', showCustom);
  showCustom();
  const node = h('fieldset', {class: 'clock-field'}, h('legend', {}, 'Clock'),
    h('label', {class: 'field'}, h('span', {}, 'Time control'), select), custom);
  return {
    node,
    value() {
      if (select.value === 'none') return null;
      if (select.value !== 'custom') return select.value;
      return {initialSeconds: Math.max(1, Math.round(Number(minutes.value) * 60)),
        incrementSeconds: Math.max(0, Math.round(Number(increment.value) || 0))};
    },
    remembered: () => ({clock: select.value, minutes: minutes.value, increment: increment.value}),
  };
}

/** 4:58, 0:09.4 under ten seconds, 1:02:03 over an hour, 2d 03h over a day. */
export function clockText(ms) {
  const t = Math.max(0, Math.floor(ms));
  const s = Math.floor(t / 1000);
  const two = (n) => String(n).padStart(2, '0');
  if (t < LOW_MS) return '0:' + two(s) + '.' + Math.floor((t % 1000) / 100);
  if (s >= 86400) return Math.floor(s / 86400) + 'd ' + two(Math.floor((s % 86400) / 3600)) + 'h';
  if (s >= 3600) return Math.floor(s / 3600) + ':' + two(Math.floor((s % 3600) / 60)) + ':' + two(s % 60);
  return Math.floor(s / 60) + ':' + two(s % 60);
}

/** A short beep made on the spot (no sound file), for the viewer's clock going under ten seconds. */
function beep() {
  try {
    const Audio = window.AudioContext || window.webkitAudioContext;
    if (!Audio) return;
    const audio = new Audio();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
    tone.onended = () => audio.close();
  } catch (e) {
    // A page that may not play sound still shows the red clock.
  }
}

/**
 * The game page's two clocks. place(topSlot, bottomSlot, topSide, bottomSide) puts them beside the
 * players as the board is turned (nowhere in a game without a clock); update(view) takes a new view's
 * clock; hold(times) shows {blackMs, whiteMs} still instead (a position of the replay or the look-back),
 * hold(null) the live clock again; stop() ends the ticking.
 */
export function createClocks() {
  const make = () => h('div', {class: 'clock', role: 'timer', hidden: true},
    h('span', {class: 'clock-time'}, ''));
  const nodes = {black: make(), white: make()};
  let clock = null;
  let still = null;   // the times of a position looked at, shown without ticking, or null: the live clock
  let seat = null;
  let received = 0;
  let warned = false;
  const left = (side) => {
    if (still) return still[side + 'Ms'] || 0;
    const ms = clock[side + 'Ms'] || 0;
    return clock.running === side ? ms - (performance.now() - received) : ms;
  };
  function paint() {
    const running = still ? null : clock && clock.running;
    for (const side of ['black', 'white']) {
      const node = nodes[side];
      show(node, !!clock);
      if (!clock) continue;
      const ms = left(side);
      node.firstChild.textContent = clockText(ms);
      node.dataset.side = side;
      node.classList.toggle('running', running === side);
      node.classList.toggle('still', !!still);
      node.classList.toggle('low', ms < LOW_MS && !clock.daysPerMove);
      node.setAttribute('aria-label', (side === 'black' ? 'Black' : 'White') + '\u2019s clock'
        + (still ? ' at this position' : '') + ', ' + clock.label);
      node.title = clock.label;
      const mine = !still && (seat === side || (seat === 'both' && clock.running === side));
      if (mine && clock.running === side && ms < LOW_MS && !clock.daysPerMove && !warned) {
        warned = true;
        beep();
      }
    }
  }
  const ticker = setInterval(() => { if (clock && clock.running && !still) paint(); }, 100);
  return {
    place(topSlot, bottomSlot, top, bottom) {
      if (!clock) {
        nodes.black.remove();
        nodes.white.remove();
        return;
      }
      topSlot.appendChild(nodes[top]);
      bottomSlot.appendChild(nodes[bottom]);
    },
    update(view) {
      clock = view && view.clock ? view.clock : null;
      seat = view ? view.seat : null;
      received = performance.now();
      // Above ten seconds again (an increment), the warning may sound once more.
      if (clock && seat && seat !== 'both' && clock[seat + 'Ms'] >= LOW_MS) warned = false;
      paint();
    },
    hold(times) {
      still = times || null;
      paint();
    },
    stop: () => clearInterval(ticker),
  };
}

/**
 * A time control as the create request gave it ("5+3", "d3", {initialSeconds, incrementSeconds}, or none) in
 * the words the game page shows for it, the server's own (TimeControl.label), for the lobby and the lists of
 * games: whole minutes as minutes, any other time in seconds ("5 min + 3 s", "9 s + 0 s", "3 days a move").
 */
export function controlText(clock) {
  if (clock === null || clock === undefined || clock === '' || clock === 'none') return 'No clock';
  const label = (seconds, increment) => (seconds % 60 === 0 ? seconds / 60 + ' min' : seconds + ' s') + ' + ' + increment + ' s';
  if (typeof clock === 'object') {
    if (clock.label) return clock.label;
    return label(Math.round(clock.initialSeconds || 0), Math.round(clock.incrementSeconds || 0));
  }
  const days = /^d(\d+)$/.exec(String(clock));
  if (days) return days[1] + (days[1] === '1' ? ' day' : ' days') + ' a move';
  const plus = /^(\d+(?:\.\d+)?)\+(\d+)$/.exec(String(clock));
  return plus ? label(Math.round(Number(plus[1]) * 60), Number(plus[2])) : String(clock);
}
