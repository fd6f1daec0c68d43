// What this browser remembers of how a person likes the board: whether pieces move with animation, and
// which games they turned round ("Flip board"). Kept in localStorage; without it the defaults hold.
const ANIMATE = 'kingme.animate';
const FLIP = 'kingme.flip.';

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch (e) {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (e) {
    // Private mode or a full store: the setting lasts for this page only.
  }
}

/** Whether the person left animations on (the default). */
export function animationsOn() {
  return read(ANIMATE) !== 'off';
}

export function setAnimations(on) {
  write(ANIMATE, on ? null : 'off');
}

/** Whether pieces may move now: animations on, and the system not asking for less motion. */
export function motionAllowed() {
  const calm = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return animationsOn() && !calm;
}

/** Whether the board of game id was turned round by its viewer, in the game page and the replay alike. */
export function flippedFor(id) {
  return read(FLIP + id) === '1';
}

export function setFlipped(id, flipped) {
  write(FLIP + id, flipped ? '1' : null);
}
