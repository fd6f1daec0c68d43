// A match of American checkers between Kingme's engine and rapid-draughts' alpha-beta computer player, at
// equal thinking time, from the ACF three-move ballots. See ../README.md ("Playing strength").
//
//   node match.mjs [--games N] [--movetime MS] [--seed S] [--out DIR] [--rd-depth D] [--max-plies P]
//                  [--fixed] [--jar PATH]
//
// Kingme runs as a child process (`java -jar app/target/kingme.jar engine`, the line protocol of
// EngineCommand) and searches with `go movetime T`. rapid-draughts' player has no time limit, only a depth
// (`EnglishDraughtsComputerFactory.alphaBeta({ maxDepth })`), so unless --rd-depth is given its depth is
// calibrated first: it searches positions from its own games at depths 1, 2, 3, ... and the depth whose
// mean time a move is closest to --movetime MS (on a log scale) is used for the whole match. Its time a
// move in the match still differs from the calibration (it depends on the positions, kings above all), so
// Kingme's time is set move by move to keep the two sides' mean times equal: T is what brings Kingme's total
// up to rapid-draughts' mean so far times Kingme's moves including this one (within half and twice that
// mean). With --fixed, T is MS on every move instead. Either way both sides' times are measured around
// each move (wall clock, in this process) and reported.
//
// Games start from ballots drawn (with --seed) from the ACF list bundled with the engine, barred ballots
// left out; each ballot is played twice with colours swapped. Every move is checked against both engines'
// move lists: a move one side plays that the other side does not list ends the game as "disputed" (it is
// left out of the score and reported). A game ends when the side to move has no move (it loses), on the
// third occurrence of a position, after 40 moves by each side without a capture or a man's move, or at
// --max-plies plies (default 200, ballot included): all three are draws.
//
// Writes DIR/games.pdn (every game, as it finishes) and DIR/summary.json (rewritten after each game);
// prints one line per game and the summary. DIR defaults to match-out beside this script.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DraughtsPlayer } from 'rapid-draughts';
import { EnglishDraughts, EnglishDraughtsComputerFactory } from 'rapid-draughts/english';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const BALLOTS = join(root, 'engine/src/main/resources/dev/kingme/engine/openings/acf-three-move-ballots.csv');
const START_FEN = 'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';
const NO_PROGRESS_MOVES = 40;
const REPETITIONS = 3;
const { version: rdVersion } = JSON.parse(
  readFileSync(join(here, 'node_modules/rapid-draughts/package.json'), 'utf8'),
);

// ---------------------------------------------------------------------------------------------- options

function usage(message) {
  if (message) console.error(`match.mjs: ${message}`);
  console.error('usage: node match.mjs [--games N] [--movetime MS] [--seed S] [--out DIR] [--rd-depth D]'
    + ' [--max-plies P] [--fixed] [--jar PATH]');
  process.exit(2);
}

function wholeNumber(name, text, min, max) {
  const n = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || n < min || n > max) {
    usage(`${name} must be a whole number ${min}..${max}, got '${text ?? ''}'`);
  }
  return n;
}

const options = {
  games: 100, movetime: 100, seed: 1, out: join(here, 'match-out'), rdDepth: 0, maxPlies: 200,
  jar: join(root, 'app/target/kingme.jar'), fixed: false,
};
{
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const v = args[i + 1];
    switch (a) {
      case '--games': options.games = wholeNumber(a, v, 1, 100000); i++; break;
      case '--movetime': options.movetime = wholeNumber(a, v, 1, 3600000); i++; break;
      case '--seed': options.seed = wholeNumber(a, v, 0, 2 ** 32 - 1); i++; break;
      case '--rd-depth': options.rdDepth = wholeNumber(a, v, 1, 30); i++; break;
      case '--max-plies': options.maxPlies = wholeNumber(a, v, 4, 100000); i++; break;
      case '--out': if (!v) usage('--out needs a directory'); options.out = resolve(v); i++; break;
      case '--jar': if (!v) usage('--jar needs a path'); options.jar = resolve(v); i++; break;
      case '--fixed': options.fixed = true; break;
      case '-h': case '--help': usage(); break;
      default: usage(`unknown option '${a}'`);
    }
  }
  if (!existsSync(options.jar)) usage(`no Kingme jar at ${options.jar} (build it: ./mvnw -q -B -DskipTests -pl app -am package)`);
}

// ---------------------------------------------------------------------------------------------- squares

// Squares 1..32 as in PDN (Black's men start on 1-12, square 1 on the top row, second column). rapid-draughts'
// 1D squares are the same squares counted from 0, and `dark` is Black (it moves first).
function rowCol(square) {
  const row = Math.floor((square - 1) / 4);
  const k = (square - 1) % 4;
  return [row, row % 2 === 0 ? 2 * k + 1 : 2 * k];
}

function squareAt(row, col) {
  return row * 4 + Math.floor(col / 2) + 1;
}

/** A move as {from, to, captures} (squares 1..32, captures ascending) from PDN text with every landing square. */
function effectOfText(text) {
  const capture = text.includes('x');
  const squares = text.split(capture ? 'x' : '-').map(Number);
  const captures = [];
  if (capture) {
    for (let i = 1; i < squares.length; i++) {
      const [r1, c1] = rowCol(squares[i - 1]);
      const [r2, c2] = rowCol(squares[i]);
      captures.push(squareAt((r1 + r2) / 2, (c1 + c2) / 2));
    }
  }
  captures.sort((a, b) => a - b);
  return { from: squares[0], to: squares[squares.length - 1], captures };
}

function effectOfRd(move1D) {
  return {
    from: move1D.origin + 1,
    to: move1D.destination + 1,
    captures: move1D.captures.map((s) => s + 1).sort((a, b) => a - b),
  };
}

const keyOf = (e) => `${e.from}-${e.to}x${e.captures.join(',')}`;
const rdMoveOf = (e) => ({ origin: e.from - 1, destination: e.to - 1, captures: e.captures.map((s) => s - 1) });

// ---------------------------------------------------------------------------------------------- ballots

function readCsv(text) {
  const rows = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const fields = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') { fields.push(field); field = ''; } else field += c;
    }
    fields.push(field);
    rows.push(fields);
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

// mulberry32: a small seeded generator, so that --seed picks the same ballots everywhere.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawBallots(count, seed) {
  const all = readCsv(readFileSync(BALLOTS, 'utf8')).filter((b) => b.deck !== 'barred');
  const rnd = random(seed);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  const out = [];
  for (let i = 0; i < count; i++) out.push(all[i % all.length]);
  return out.map((b) => ({ number: Number(b.acf_number), moves: b.moves.trim().split(/\s+/), name: b.name }));
}

// ---------------------------------------------------------------------------------------------- Kingme

/** Kingme's engine as a child process speaking the `kingme engine` line protocol. */
class Kingme {
  constructor(jar) {
    this.child = spawn('java', ['-jar', jar, 'engine'], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = [];
    this.waiting = null;
    this.closed = null;
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      this.lines.push(line);
      this.wake();
    });
    this.child.on('exit', (code, signal) => {
      this.closed = `Kingme's engine exited (${signal ?? `status ${code}`})`;
      this.wake();
    });
    this.child.on('error', (e) => {
      this.closed = `cannot run Kingme's engine: ${e.message}`;
      this.wake();
    });
  }

  wake() {
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w();
    }
  }

  async nextLine(timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (this.lines.length === 0) {
      if (this.closed) throw new Error(this.closed);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Kingme's engine did not answer within ${timeoutMs} ms`);
      await new Promise((res) => {
        const t = setTimeout(res, left);
        this.waiting = () => { clearTimeout(t); res(); };
      });
    }
    return this.lines.shift();
  }

  /** Sends the commands and reads up to the line starting with `until`; an `error` line throws. */
  async request(commands, until, timeoutMs = 30000) {
    this.child.stdin.write(commands.map((c) => `${c}\n`).join(''));
    const seen = [];
    for (;;) {
      const line = await this.nextLine(timeoutMs);
      if (line.startsWith('error')) throw new Error(`Kingme's engine: ${line} (after: ${commands.join(' | ')})`);
      seen.push(line);
      if (line === until || line.startsWith(`${until} `)) return seen;
    }
  }

  async setPosition(moves) {
    const command = `position fen ${START_FEN}${moves.length ? ` moves ${moves.join(' ')}` : ''}`;
    const [line] = await this.request([command, 'moves'], 'moves');
    return line.split(' ').slice(1);
  }

  /** Searches the position last set; returns the move, the wall time and the engine's own report. */
  async go(movetime) {
    const t0 = performance.now();
    const lines = await this.request([`go movetime ${movetime}`], 'bestmove', Math.max(10000, 50 * movetime));
    const wallMs = performance.now() - t0;
    const best = lines[lines.length - 1].split(' ')[1];
    const info = lines.filter((l) => l.startsWith('info ')).pop();
    const field = (name) => {
      const m = info && info.match(new RegExp(` ${name} (-?\\d+)`));
      return m ? Number(m[1]) : null;
    };
    return { best, wallMs, depth: field('depth'), score: field('score'), nodes: field('nodes') };
  }

  async quit() {
    this.child.stdin.end('quit\n');
    await new Promise((res) => (this.closed ? res() : this.child.on('exit', res)));
  }
}

// ---------------------------------------------------------------------------------------------- rapid-draughts

const rdPlayers = new Map();
function rdPlayer(depth) {
  if (!rdPlayers.has(depth)) rdPlayers.set(depth, EnglishDraughtsComputerFactory.alphaBeta({ maxDepth: depth }));
  return rdPlayers.get(depth);
}

/** rapid-draughts' move for its game at `depth`, with the wall time it took. */
async function rdThink(game, depth) {
  const t0 = performance.now();
  const move = await rdPlayer(depth)(game);
  return { move, wallMs: performance.now() - t0 };
}

/** Plays the ballot's moves on a fresh rapid-draughts game (they are legal in both engines' view). */
function rdGameAfter(moves) {
  const game = EnglishDraughts.setup();
  for (const text of moves) {
    const wanted = text.split(/[-x]/).map(Number);
    const move = game.moves.find((m) => m.origin + 1 === wanted[0] && m.destination + 1 === wanted[wanted.length - 1]);
    if (!move) throw new Error(`ballot move ${text} is not in rapid-draughts' move list`);
    game.move(move);
  }
  return game;
}

/**
 * The depth for rapid-draughts whose mean time per move is closest to `movetime` (on a log scale): it plays
 * itself at depth 5 from six of the match's ballots, to the end or --max-plies, and every sixth position is
 * searched at depths 1, 2, ... until the mean time passes `movetime`.
 */
async function calibrate(ballots, movetime) {
  const samples = [];
  for (const ballot of ballots.slice(0, 6)) {
    const game = rdGameAfter(ballot.moves);
    for (let ply = 3; ply < options.maxPlies && game.moves.length > 0; ply++) {
      if (ply % 6 === 3) samples.push(game.engine.serialize());
      game.move((await rdThink(game, 5)).move);
    }
  }
  const table = [];
  for (let depth = 1; depth <= 30; depth++) {
    let total = 0;
    for (const data of samples) total += (await rdThink(EnglishDraughts.setup(data), depth)).wallMs;
    const meanMs = total / samples.length;
    table.push({ depth, meanMs: round(meanMs, 2) });
    console.error(`calibration: rapid-draughts depth ${depth}: ${meanMs.toFixed(1)} ms a move (${samples.length} positions)`);
    if (meanMs >= movetime) break;
  }
  const distance = (t) => Math.abs(Math.log(Math.max(t.meanMs, 0.01) / movetime));
  const best = table.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  return { depth: best.depth, positions: samples.length, table };
}

// ---------------------------------------------------------------------------------------------- one game

// Both sides' think times so far in the match. Unless --fixed, Kingme's time for its next move is what
// brings its total up to rapid-draughts' mean times its moves so far plus this one (kept within half and twice
// that mean): time it saves, on a move with one legal reply say, it may spend later, as with a clock, and the
// two means come out equal. Before rapid-draughts has moved, its calibrated mean stands in.
const rdSoFar = [];
const kingmeSoFar = [];
const kingmeOver = []; // Kingme's wall time less the time it was given, each move
let rdExpectedMs = null;
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
function kingmeMovetime() {
  if (options.fixed) return options.movetime;
  const mean = rdSoFar.length ? sum(rdSoFar) / rdSoFar.length : rdExpectedMs ?? options.movetime;
  const owed = mean * (kingmeSoFar.length + 1) - sum(kingmeSoFar);
  return Math.max(1, Math.round(Math.min(2 * mean, Math.max(mean / 2, owed))));
}

/**
 * One game from a ballot, Kingme playing `kingmeSide` ('B' or 'W'). Returns the moves (PDN with every landing
 * square), the result for Black ('1-0', '0-1', '1/2-1/2' or '*' when disputed), why it ended, and each side's
 * think times.
 */
async function playGame(kingme, ballot, kingmeSide, rdDepth, stats) {
  const game = EnglishDraughts.setup();
  const moves = [];
  const seen = new Map();
  let quiet = 0; // plies without a capture or a man's move
  const kingmeTimes = [];
  const kingmeDepths = [];
  const rdTimes = [];
  const end = (result, reason) => ({ moves, result, reason, kingmeTimes, kingmeDepths, rdTimes });

  await kingme.request(['newgame', 'isready'], 'readyok');
  for (let ply = 0; ; ply++) {
    const black = game.player === DraughtsPlayer.DARK;
    const mover = black ? 'Black' : 'White';
    // Both engines' legal moves, by what they do (origin, destination, pieces taken).
    const kingmeTexts = await kingme.setPosition(moves);
    const kingmeByKey = new Map();
    for (const t of kingmeTexts) {
      const k = keyOf(effectOfText(t));
      if (!kingmeByKey.has(k)) kingmeByKey.set(k, t);
    }
    const rdKeys = new Set(game.moves.map((m) => keyOf(effectOfRd(m))));
    const onlyKingme = [...kingmeByKey.keys()].filter((k) => !rdKeys.has(k));
    const onlyRd = [...rdKeys].filter((k) => !kingmeByKey.has(k));
    if (onlyKingme.length || onlyRd.length) {
      stats.listDifferences.push({ ballot: ballot.number, kingmeSide, ply, moves: moves.join(' '), onlyKingme, onlyRd });
    }
    if (kingmeByKey.size === 0 && rdKeys.size === 0) {
      return end(black ? '0-1' : '1-0', `${mover} has no move`);
    }
    if (kingmeByKey.size === 0 || rdKeys.size === 0) {
      return end('*', `disputed: ${kingmeByKey.size === 0 ? 'Kingme' : 'rapid-draughts'} says ${mover} has no move`);
    }
    const position = `${game.engine.data.board.dark}/${game.engine.data.board.light}/${game.engine.data.board.king}/${game.player}`;
    seen.set(position, (seen.get(position) ?? 0) + 1);
    if (seen.get(position) >= REPETITIONS) return end('1/2-1/2', `draw: the same position ${REPETITIONS} times`);
    if (quiet >= 2 * NO_PROGRESS_MOVES) {
      return end('1/2-1/2', `draw: ${NO_PROGRESS_MOVES} moves each without a capture or a man's move`);
    }
    if (ply >= options.maxPlies) return end('1/2-1/2', `draw by adjudication: ${options.maxPlies} plies`);

    let effect;
    if (ply < ballot.moves.length) {
      const wanted = ballot.moves[ply].split(/[-x]/).map(Number);
      const texts = kingmeTexts.filter((t) => {
        const e = effectOfText(t);
        return e.from === wanted[0] && e.to === wanted[wanted.length - 1];
      });
      if (texts.length !== 1) throw new Error(`ballot ${ballot.number} move ${ballot.moves[ply]} matches ${texts.length} moves`);
      effect = effectOfText(texts[0]);
    } else if ((black ? 'B' : 'W') === kingmeSide) {
      const allotted = kingmeMovetime();
      const answer = await kingme.go(allotted);
      kingmeOver.push(answer.wallMs - allotted);
      if (!kingmeTexts.includes(answer.best)) {
        throw new Error(`Kingme answered ${answer.best}, not in its own move list ${kingmeTexts.join(' ')}`);
      }
      kingmeTimes.push(answer.wallMs);
      kingmeSoFar.push(answer.wallMs);
      if (answer.depth !== null) kingmeDepths.push(answer.depth);
      effect = effectOfText(answer.best);
      if (!rdKeys.has(keyOf(effect))) {
        return end('*', `disputed: Kingme played ${answer.best}, which rapid-draughts does not list`);
      }
    } else {
      const { move, wallMs } = await rdThink(game, rdDepth);
      rdTimes.push(wallMs);
      rdSoFar.push(wallMs);
      effect = effectOfRd(move);
      if (!kingmeByKey.has(keyOf(effect))) {
        return end('*', `disputed: rapid-draughts played ${keyOf(effect)}, which Kingme does not list`);
      }
    }
    const wasKing = game.board.some((sq) => sq.dark && sq.position === effect.from - 1 && sq.piece?.king);
    quiet = effect.captures.length > 0 || !wasKing ? 0 : quiet + 1;
    if (quiet === 0) seen.clear();
    game.move(rdMoveOf(effect)); // rapid-draughts checks it against its own list again
    moves.push(kingmeByKey.get(keyOf(effect)));
  }
}

// ---------------------------------------------------------------------------------------------- statistics

function round(x, digits = 1) {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function timeStats(times) {
  if (times.length === 0) return { moves: 0 };
  const s = [...times].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return { moves: s.length, meanMs: round(mean, 1), medianMs: round(at(0.5), 1), p90Ms: round(at(0.9), 1), maxMs: round(s[s.length - 1], 1) };
}

const elo = (p) => (p <= 0 ? null : p >= 1 ? null : round(-400 * Math.log10(1 / p - 1), 0));

function score(wins, draws, losses) {
  const n = wins + draws + losses;
  if (n === 0) return null;
  const p = (wins + draws / 2) / n;
  const variance = (wins * (1 - p) ** 2 + draws * (0.5 - p) ** 2 + losses * p ** 2) / n;
  const z = 1.96;
  const half = z * Math.sqrt(variance / n);
  let lo = Math.max(0, p - half);
  let hi = Math.min(1, p + half);
  // Every game won (or lost): the normal interval shrinks to a point, so use Wilson's bound instead.
  if (p === 1) lo = n / (n + z * z);
  if (p === 0) hi = (z * z) / (n + z * z);
  return {
    score: round(p, 4), ci95: [round(lo, 4), round(hi, 4)],
    elo: elo(p), eloCi95: [elo(lo) ?? (lo <= 0 ? '-inf' : '+inf'), elo(hi) ?? (hi >= 1 ? '+inf' : '-inf')],
  };
}

function versions() {
  const v = { node: process.version, rapidDraughts: rdVersion };
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' }); // it prints on standard error
  v.java = `${java.stderr ?? ''}${java.stdout ?? ''}`.split('\n')[0] || null;
  try {
    v.kingmeCommit = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    v.kingmeCommit = null;
  }
  return v;
}

// ---------------------------------------------------------------------------------------------- PDN

function pdn(tags, moves, result, reason) {
  const lines = Object.entries(tags).map(([k, v]) => `[${k} "${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`);
  const words = [];
  moves.forEach((m, i) => words.push(i % 2 === 0 ? `${i / 2 + 1}. ${m}` : m));
  words.push(`{${reason.replace(/[{}]/g, '')}}`, result);
  const text = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > 79) {
      text.push(line);
      line = w;
    } else {
      line = line ? `${line} ${w}` : w;
    }
  }
  text.push(line);
  return `${lines.join('\n')}\n\n${text.join('\n')}\n\n`;
}

// ---------------------------------------------------------------------------------------------- the match

const pairs = Math.ceil(options.games / 2);
const ballots = drawBallots(pairs, options.seed);
mkdirSync(options.out, { recursive: true });
const pdnFile = join(options.out, 'games.pdn');
const summaryFile = join(options.out, 'summary.json');
writeFileSync(pdnFile, '');

const started = new Date();
const kingme = new Kingme(options.jar);
let rd;
if (options.rdDepth) {
  rd = { depth: options.rdDepth, calibrated: false };
} else {
  rd = { ...(await calibrate(ballots, options.movetime)), calibrated: true };
}
if (rd.calibrated) rdExpectedMs = rd.table.find((t) => t.depth === rd.depth).meanMs;
const kingmeTimeText = options.fixed ? `${options.movetime} ms a move` : "rapid-draughts' mean time a move";
console.error(`rapid-draughts plays at depth ${rd.depth}; Kingme at ${kingmeTimeText}`);
// Kingme's JIT warms up on a few searches before the first game (rapid-draughts' did during calibration).
await kingme.request(['newgame', `position fen ${START_FEN}`, 'isready'], 'readyok');
for (let i = 0; i < 3; i++) await kingme.go(Math.max(500, 5 * options.movetime));

const stats = { listDifferences: [] };
const games = [];
const all = { kingme: [], kingmeDepths: [], rd: [] };
let wins = 0;
let draws = 0;
let losses = 0;
let disputed = 0;
const reasons = {};
const dateTag = started.toISOString().slice(0, 10).replace(/-/g, '.');

function summary(final) {
  const kingmeTime = timeStats(all.kingme);
  const rdTime = timeStats(all.rd);
  return {
    finished: final,
    date: started.toISOString(),
    seconds: round((Date.now() - started.getTime()) / 1000, 0),
    options: { games: options.games, movetimeMs: options.movetime,
      kingmeTime: options.fixed ? 'fixed at movetimeMs (--fixed)' : "rapid-draughts' mean time a move so far", seed: options.seed, maxPlies: options.maxPlies,
      noProgressMoves: NO_PROGRESS_MOVES, repetitions: REPETITIONS },
    versions: versions(),
    rapidDraughts: { player: 'EnglishDraughtsComputerFactory.alphaBeta (quiescence on, its own evaluation)', ...rd },
    games: games.length,
    kingme: { wins, draws, losses, disputed, ...score(wins, draws, losses) },
    endings: reasons,
    timePerMove: {
      kingme: { ...kingmeTime, overMovetimeMeanMs: round(sum(kingmeOver) / Math.max(1, kingmeOver.length), 1),
        overMovetimeMaxMs: round(Math.max(0, ...kingmeOver), 1),
        meanDepth: all.kingmeDepths.length ? round(all.kingmeDepths.reduce((a, b) => a + b, 0) / all.kingmeDepths.length, 1) : null },
      rapidDraughts: rdTime,
      rapidDraughtsOverKingme: kingmeTime.meanMs ? round(rdTime.meanMs / kingmeTime.meanMs, 3) : null,
    },
    moveListDifferences: { positions: stats.listDifferences.length, first: stats.listDifferences.slice(0, 10) },
    results: games,
  };
}

for (let g = 0; g < options.games; g++) {
  const ballot = ballots[Math.floor(g / 2)];
  const kingmeSide = g % 2 === 0 ? 'B' : 'W';
  const played = await playGame(kingme, ballot, kingmeSide, rd.depth, stats);
  all.kingme.push(...played.kingmeTimes);
  all.kingmeDepths.push(...played.kingmeDepths);
  all.rd.push(...played.rdTimes);
  let points = null;
  if (played.result === '*') {
    disputed++;
  } else if (played.result === '1/2-1/2') {
    draws++;
    points = 0.5;
  } else if ((played.result === '1-0') === (kingmeSide === 'B')) {
    wins++;
    points = 1;
  } else {
    losses++;
    points = 0;
  }
  const kind = played.reason.replace(/:.*/, '');
  reasons[kind] = (reasons[kind] ?? 0) + 1;
  const rdName = `rapid-draughts ${rdVersion} alpha-beta depth ${rd.depth}`;
  const kingmeName = options.fixed ? `Kingme ${options.movetime} ms` : 'Kingme';
  appendFileSync(pdnFile, pdn({
    Event: `Kingme v rapid-draughts, Kingme at ${kingmeTimeText}`,
    Date: dateTag,
    Round: g + 1,
    Black: kingmeSide === 'B' ? kingmeName : rdName,
    White: kingmeSide === 'W' ? kingmeName : rdName,
    Result: played.result,
    Opening: `ACF ${ballot.number}: ${ballot.moves.join(' ')}`,
    Termination: played.reason,
  }, played.moves, played.result, played.reason));
  games.push({ game: g + 1, ballot: ballot.number, kingme: kingmeSide, result: played.result, points,
    plies: played.moves.length, ending: played.reason });
  console.log(`game ${g + 1}/${options.games}  ACF ${String(ballot.number).padStart(3)} ${ballot.moves.join(' ').padEnd(17)}`
    + ` Kingme ${kingmeSide === 'B' ? 'Black' : 'White'}  ${played.result.padEnd(7)} ${String(played.moves.length).padStart(3)} plies`
    + `  ${played.reason}   [+${wins} =${draws} -${losses}]`);
  writeFileSync(summaryFile, `${JSON.stringify(summary(false), null, 2)}\n`);
}
await kingme.quit();

const s = summary(true);
writeFileSync(summaryFile, `${JSON.stringify(s, null, 2)}\n`);
const k = s.kingme;
const t = s.timePerMove;
console.log('');
console.log(`Kingme (${kingmeTimeText}) v rapid-draughts ${rdVersion} (alpha-beta depth ${rd.depth}${rd.calibrated ? ', calibrated' : ''}), ${s.games} games, seed ${options.seed}`);
console.log(`Kingme: +${k.wins} =${k.draws} -${k.losses}${k.disputed ? ` (${k.disputed} disputed, not scored)` : ''}`
  + `  score ${k.score} (95% ${k.ci95[0]}..${k.ci95[1]})  Elo ${k.elo ?? (k.score >= 1 ? '+inf' : '-inf')} (95% ${k.eloCi95[0]}..${k.eloCi95[1]})`);
console.log(`time a move: Kingme mean ${t.kingme.meanMs} ms (median ${t.kingme.medianMs}, max ${t.kingme.maxMs}, over its movetime by ${t.kingme.overMovetimeMeanMs} on average and ${t.kingme.overMovetimeMaxMs} at most; mean depth reached ${t.kingme.meanDepth}), `
  + `rapid-draughts mean ${t.rapidDraughts.meanMs} ms (median ${t.rapidDraughts.medianMs}, max ${t.rapidDraughts.maxMs}); ratio ${t.rapidDraughtsOverKingme}`);
console.log(`endings: ${Object.entries(s.endings).map(([r, n]) => `${r} ${n}`).join(', ')}`);
console.log(`positions where the two move lists differ: ${s.moveListDifferences.positions}`);
console.log(`games: ${pdnFile}`);
console.log(`summary: ${summaryFile}`);
