// The puzzle trainer (#/puzzles, #/puzzles?theme=shot, #/puzzles/ID): a position from a real game where one move
// alone keeps the win or the draw. The solver's moves are tried on the board; the server says right or wrong and
// plays the opponent's reply, until the line is solved. The solution can be shown, the position opened on the
// analysis board, and the next puzzle of the theme taken (the first this browser has not solved). Progress and
// the streak of puzzles solved at the first try are kept in localStorage (puzzleprogress.js).
import {api} from './api.js';
import {h, fill, text, show} from './dom.js';
import {createBoard} from './board.js';
import {legend} from './legend.js';
import {tryOnBoard} from './trymoves.js';
import {playMove} from './animation.js';
import {motionAllowed} from './prefs.js';
import {progress, recordSolved, recordMiss} from './puzzleprogress.js';

const REPLY_MS = 450;
const SOLUTION_MS = 900;

/** The first puzzle of theme (all: '') in the catalogue after index from that this browser has not solved. */
function firstUnsolved(catalogue, theme, after) {
  const of = catalogue.filter((p) => !theme || p.theme === theme);
  const start = Math.max(0, of.findIndex((p) => p.id === after) + 1);
  for (let k = 0; k < of.length; k++) {
    const p = of[(start + k) % of.length];
    if (!progress().solved[p.id]) return p.id;
  }
  return of.length ? of[start % of.length].id : null;
}

export function puzzlesPage(root, id, query) {
  const theme = query.get('theme') || '';
  let gone = false;
  let timers = [];
  let stopAnimation = () => {};
  const el = {};
  const node = (name, tag, attrs, ...children) => (el[name] = h(tag, {id: name, ...attrs}, ...children));
  const message = node('message', 'div', {class: 'message error', role: 'alert', hidden: true});
  fill(root, h('div', {class: 'puzzles-page'}, h('h1', {}, 'Puzzles'), message, h('p', {class: 'loading'}, 'Loading\u2026')));

  let puzzle = null, position = null, board = null, step = 0, clean = true, state = 'solving';
  let catalogue = null;  // every puzzle's id, theme and difficulty, as the server lists them

  function later(f, ms) {
    timers.push(setTimeout(() => { if (!gone) f(); }, ms));
  }

  function setState(s) {
    state = s;
    document.body.dataset.puzzleState = s;
    document.body.dataset.puzzleStep = String(step);
  }

  function say(words, kind) {
    el['puzzle-feedback'].className = 'puzzle-feedback ' + (kind || '');
    text(el['puzzle-feedback'], words);
  }

  function build(answer) {
    puzzle = answer.puzzle;
    const themes = [{id: '', title: 'All themes', count: answer.catalogue.length}, ...answer.themes];
    const solvedBefore = !!progress().solved[puzzle.id];
    fill(root, h('div', {class: 'puzzles-page'},
      h('div', {class: 'game-head'}, h('h1', {}, 'Puzzles')),
      message,
      h('div', {class: 'layout'},
        h('div', {class: 'board-column'},
          node('puzzle-prompt', 'p', {class: 'puzzle-prompt'}, puzzle.prompt),
          node('board-wrap', 'div', {class: 'board-wrap'}),
          node('puzzle-feedback', 'p', {class: 'puzzle-feedback', role: 'status', 'aria-live': 'polite'}),
          h('div', {class: 'replay-controls'},
            node('puzzle-show', 'button', {type: 'button', onClick: showSolution}, 'Show the solution'),
            node('puzzle-next', 'button', {type: 'button', onClick: next}, 'Next puzzle'),
            node('puzzle-analyse', 'a', {class: 'button', href: '#/analysis?game=american&setup=' + encodeURIComponent(puzzle.setup)},
              'Open in the analysis board')),
          h('div', {class: 'legend-box'}, legend(puzzle.position.board))),
        h('div', {class: 'side-column'},
          h('section', {'aria-labelledby': 'theme-title'}, h('h2', {id: 'theme-title'}, 'Theme'),
            h('label', {for: 'puzzle-theme', class: 'note'}, 'Puzzles of '),
            node('puzzle-theme', 'select', {onChange: (e) => { location.hash = '#/puzzles' + (e.target.value ? '?theme=' + e.target.value : ''); }},
              themes.map((t) => h('option', {value: t.id, selected: t.id === theme}, t.title + ' (' + t.count + ')')))),
          h('section', {'aria-labelledby': 'about-title'}, h('h2', {id: 'about-title'}, 'This puzzle'),
            h('ul', {class: 'status-lines', id: 'puzzle-about'},
              h('li', {}, puzzle.themeTitle + ' \u00b7 difficulty ' + puzzle.difficulty + ' of 5'),
              h('li', {}, puzzle.moves === 1 ? 'One move to find' : puzzle.moves + ' moves to find'),
              h('li', {}, 'From ' + puzzle.source),
              solvedBefore ? h('li', {}, 'You solved it before') : null)),
          h('section', {'aria-labelledby': 'progress-title'}, h('h2', {id: 'progress-title'}, 'Your progress'),
            node('puzzle-progress', 'ul', {class: 'status-lines'}))))));
    step = 0;
    clean = true;
    document.body.dataset.puzzle = puzzle.id;
    showProgress();
    turn(puzzle.position, null, 'Your move.', '');
  }

  function showProgress() {
    const p = progress();
    const of = Object.keys(p.solved).length;
    fill(el['puzzle-progress'],
      h('li', {id: 'puzzle-solved-count'}, 'Solved: ' + of),
      h('li', {id: 'puzzle-streak'}, 'Streak: ' + p.streak + ' (best ' + p.best + ')'));
  }

  /**
   * The solver's turn in view, saying words: a board of its own (the input on the board before it took that
   * position's moves), and the moves to try on it.
   */
  function turn(view, before, words, kind) {
    position = view;
    fill(el['board-wrap']);
    board = createBoard(el['board-wrap'], {label: 'Puzzle board'});
    draw(view, before);
    say(words, kind);
    setState('solving');
    tryOnBoard(board, view.paths, (i) => attempt(view.moves[i]));
  }

  function draw(view, before) {
    stopAnimation();
    board.render(view.board, puzzle.solver);
    const last = view.lastMove;
    board.highlight({route: last, captured: (last && last.captured) || [], last: last ? last.path : []});
    if (before && last && motionAllowed()) stopAnimation = playMove(board, before, last);
  }

  function attempt(move) {
    if (state !== 'solving') return;
    setState('checking');
    api.puzzleTry(puzzle.id, step, move).then((r) => {
      if (gone) return;
      if (!r.correct) {
        clean = false;
        recordMiss();
        showProgress();
        turn(position, null, move + ' is not it: it does not keep the ' + puzzle.goal + '. Try again.', 'wrong');
        document.body.dataset.puzzleState = 'wrong';  // still solving, after a wrong move
        return;
      }
      draw(r.played, position.board);
      if (r.solved) {
        step++;
        recordSolved(puzzle.id, clean);
        showProgress();
        say('Solved! ' + puzzle.prompt.replace(' to move and', ' keeps the') + '.', 'right');
        setState('solved');
        el['puzzle-next'].focus();
        return;
      }
      say('Right: ' + r.move + '.', 'right');
      later(() => {
        step++;
        turn(r.position, r.played.board, 'Right: ' + r.move + '. The reply: ' + r.reply + '. Your move.', 'right');
      }, REPLY_MS);
    }).catch(fail);
  }

  function showSolution() {
    if (!puzzle || state === 'shown' || state === 'showing') return;
    if (state !== 'solved') {
      clean = false;
      recordMiss();
      showProgress();
    }
    setState('showing');  // asked for; 'shown' once the solution is on the page
    api.puzzleSolution(puzzle.id).then((s) => {
      if (gone) return;
      say('Solution: ' + s.solution.map((m) => m.move).join(' '), '');
      setState('shown');
      draw(puzzle.position, null);
      let before = puzzle.position.board;
      s.solution.forEach((m, i) => later(() => { draw(m.position, before); before = m.position.board; }, SOLUTION_MS * (i + 1)));
    }).catch(fail);
  }

  function next() {
    const to = catalogue ? firstUnsolved(catalogue, theme, puzzle && puzzle.id) : null;
    if (to) location.hash = '#/puzzles/' + encodeURIComponent(to) + (theme ? '?theme=' + theme : '');
  }

  function fail(e) {
    if (gone) return;
    text(message, e.message);
    show(message, true);
    const loading = root.querySelector('.loading');
    if (loading) loading.remove();
  }

  const asked = id ? api.puzzle(id) : api.puzzles(theme).then((a) => {
    const first = firstUnsolved(a.catalogue, theme, null);
    return first && first !== a.puzzle.id ? api.puzzle(first) : a;
  });
  asked.then((a) => {
    if (gone) return;
    catalogue = a.catalogue;
    build(a);
  }).catch(fail);

  return () => {
    gone = true;
    stopAnimation();
    timers.forEach(clearTimeout);
    timers = [];
    delete document.body.dataset.puzzle;
    delete document.body.dataset.puzzleState;
    delete document.body.dataset.puzzleStep;
  };
}
