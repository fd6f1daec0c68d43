// What this browser remembers of the puzzles: which it solved, the streak of puzzles solved at the first try without
// looking at the solution, and the best such streak. Kept in localStorage; without it, for this page only.
const KEY = 'kingme.puzzles';
let memory = null;

export function progress() {
  if (memory) return memory;
  let stored = null;
  try {
    stored = JSON.parse(localStorage.getItem(KEY) || 'null');
  } catch (e) {
    stored = null;
  }
  const ok = stored && typeof stored === 'object';
  memory = {
    solved: ok && stored.solved && typeof stored.solved === 'object' ? stored.solved : {},
    streak: ok && Number.isInteger(stored.streak) ? stored.streak : 0,
    best: ok && Number.isInteger(stored.best) ? stored.best : 0,
  };
  return memory;
}

function save() {
  try {
    localStorage.setItem(KEY, JSON.stringify(memory));
  } catch (e) {
    // private mode or a full store: the progress lasts for this page only
  }
}

/** Puzzle id solved; clean: at the first try, without the solution shown (only that keeps the streak going). */
export function recordSolved(id, clean) {
  const p = progress();
  p.solved[id] = true;
  p.streak = clean ? p.streak + 1 : 0;
  p.best = Math.max(p.best, p.streak);
  save();
}

/** A wrong move, or the solution shown: the streak starts again. */
export function recordMiss() {
  progress().streak = 0;
  save();
}
