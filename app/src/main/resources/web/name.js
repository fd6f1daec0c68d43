// The name a person gave themselves in the lobby, kept in this browser: sent when they create a game or a
// challenge, accept one, or join a seat by an invite link (a seat still shown under its colour's name).
import {api} from './api.js';
import {capital} from './dom.js';

const KEY = 'kingme.name';
const MAX = 40;  // the server's limit (PersonName.MAX)

export function myName() {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept !== null) return kept.trim().slice(0, MAX);
    // before the lobby the start form kept the name with its other fields
    return String((JSON.parse(localStorage.getItem('kingme.start') || '{}') || {}).name || '').trim().slice(0, MAX);
  } catch (e) {
    return '';
  }
}

export function setMyName(name) {
  try {
    localStorage.setItem(KEY, String(name || '').trim().slice(0, MAX));
  } catch (e) {
    // Private mode or a full store: the name is then asked for again next time.
  }
}

/** The name field of the lobby: what is typed is kept at once. */
export function nameField() {
  const input = document.createElement('input');
  Object.assign(input, {id: 'name', name: 'name', type: 'text', maxLength: MAX, autocomplete: 'nickname',
    placeholder: 'Anonymous', value: myName()});
  input.addEventListener('input', () => setMyName(input.value));
  return input;
}

const claimed = new Set();

/**
 * Names this viewer's seat of the game in view with the person's name, once, when the seat joined by an
 * invite link has none yet (it shows its colour's name). The new name comes back with the next view.
 */
export function claimSeatName(id, token, view) {
  const seat = view && view.seat;
  const name = myName();
  if (!token || !name || (seat !== 'black' && seat !== 'white') || claimed.has(id + seat)) return;
  const player = (view.players || {})[seat] || {};
  if (player.kind !== 'human' || player.name !== capital(seat)) return;
  claimed.add(id + seat);
  api.nameSeat(id, token, name).catch(() => {
    // Named meanwhile, or the server is busy: the seat keeps the name it has.
  });
}
