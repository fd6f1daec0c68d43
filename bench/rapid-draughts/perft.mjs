// Perft from the start position of English draughts (American checkers) with rapid-draughts' engine,
// for comparison with `kingme perft`. Usage: node perft.mjs [--reuse-moves] [--repeat R] DEPTH | --version
//
// Prints one line per depth 1..DEPTH, `perft D COUNT SECONDS`, the same format and the same order as
// Kingme's CLI, so the smaller depths warm the JIT up before the larger ones on both sides. With
// --repeat R it then runs DEPTH R more times in the same process and prints `repeat D COUNT SECONDS`
// for each: warm figures, to set beside Kingme's JMH score.
//
// Counting convention, as in Kingme and the published tables: rapid-draughts lists every capture route
// separately (a move is {origin, destination, captures}, and two king routes that take the same pieces
// to the same square are two entries), so a leaf count is just the length of the move list. The last ply
// is bulk-counted (`engine.moves.length`), not played, as Kingme's Perft does. Interior plies use the
// library's public API the way its own alpha-beta search does: clone the engine, play the move, recurse.
//
// engine.move() checks the move's legality against engine.moves, and a fresh clone has no move list yet,
// so with the public API every interior node generates its parent's moves a second time. --reuse-moves
// hands the clone the parent's list (the same position, so the same list) through the engine's
// TypeScript-private cache field `_moves`, which skips that second generation; it still plays through
// engine.move(). That variant is the fastest honest use of the library we found without rewriting it.
import { readFileSync } from 'node:fs';
import { EnglishDraughtsEngineFactory } from 'rapid-draughts/english';

// The package's exports do not include package.json, so read the installed copy by path.
const { version } = JSON.parse(
  readFileSync(new URL('./node_modules/rapid-draughts/package.json', import.meta.url), 'utf8'),
);

function perft(engine, depth) {
  const moves = engine.moves;
  if (depth === 1) {
    return moves.length;
  }
  let total = 0;
  for (const move of moves) {
    const child = engine.clone();
    child.move(move);
    total += perft(child, depth - 1);
  }
  return total;
}

function perftReuseMoves(engine, depth) {
  const moves = engine.moves;
  if (depth === 1) {
    return moves.length;
  }
  let total = 0;
  for (const move of moves) {
    const child = engine.clone();
    child._moves = moves;
    child.move(move);
    total += perftReuseMoves(child, depth - 1);
  }
  return total;
}

const args = process.argv.slice(2);
if (args.includes('--version')) {
  console.log(`rapid-draughts ${version}`);
  process.exit(0);
}
function usage() {
  console.error('usage: node perft.mjs [--reuse-moves] [--repeat R] DEPTH   (DEPTH 1..30) | node perft.mjs --version');
  process.exit(2);
}

function intUpTo(text, max) {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isInteger(n) && n >= 0 && n <= max && String(n) === text ? n : undefined;
}

let reuse = false;
let repeat = 0;
const rest = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--reuse-moves') {
    reuse = true;
  } else if (args[i] === '--repeat') {
    repeat = intUpTo(args[++i], 100) ?? usage();
  } else {
    rest.push(args[i]);
  }
}
const depth = intUpTo(rest[0], 30);
if (rest.length !== 1 || depth === undefined || depth < 1) {
  usage();
}
const count = reuse ? perftReuseMoves : perft;

function timed(d) {
  const start = EnglishDraughtsEngineFactory.setup();
  const t0 = process.hrtime.bigint();
  const n = count(start, d);
  return [n, (Number(process.hrtime.bigint() - t0) / 1e9).toFixed(3)];
}

for (let d = 1; d <= depth; d++) {
  const [n, seconds] = timed(d);
  console.log(`perft ${d} ${n} ${seconds}`);
}
for (let r = 0; r < repeat; r++) {
  const [n, seconds] = timed(depth);
  console.log(`repeat ${depth} ${n} ${seconds}`);
}
