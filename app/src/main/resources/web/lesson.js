// The lesson page (#/learn/GAME/N): step N of GAME's lesson (lessons.json). It makes the step's position a game
// at one screen through the ordinary API, plays the step's prelude, mounts the real game page on it with the
// lesson's words beside the board, and watches the game's views: once the learner's turn is over it checks
// the step (lessoncheck.js) and says what happened, with "Try again" and the next step.
import {api, liveView, forgetSeats} from './api.js';
import {gamePage} from './game.js';
import {h, fill, text, show} from './dom.js';
import {settled, passes, playedSince} from './lessoncheck.js';

/** Who the learner plays in every lesson: the side to move in each step's position. */
const LEARNER = 'black';

let loaded = null;

/** The lessons, by game name: {title, options, steps: [{title, setup, prelude, ask, do, check, done, miss}]}. */
export function lessons() {
  if (!loaded) {
    loaded = fetch('/lessons.json', {headers: {Accept: 'application/json'}})
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error('HTTP ' + r.status))))
      .catch((e) => { loaded = null; throw e; });
  }
  return loaded;
}

/** The address of step n (from 1) of game's lesson. */
export const lessonLink = (game, n = 1) => '#/learn/' + encodeURIComponent(game) + '/' + n;

export function lessonPage(root, game, number) {
  let gone = false;
  let teardown = () => {};
  fill(root, h('p', {class: 'loading'}, 'Loading the lesson\u2026'));
  lessons().then((all) => {
    if (gone) return;
    const lesson = all[game];
    const n = Number(number || 1);
    const step = lesson && Number.isInteger(n) && lesson.steps[n - 1];
    if (!step) {
      fill(root, h('p', {class: 'notice'}, 'There is no such lesson. ', h('a', {href: '#/'}, 'Start a game')));
      return;
    }
    teardown = mountStep(root, game, lesson, n, () => gone);
  }, (e) => {
    if (!gone) fill(root, h('p', {class: 'message error', role: 'alert'}, 'Could not load the lessons: ' + e.message));
  });
  return () => {
    gone = true;
    teardown();
  };
}

function mountStep(root, game, lesson, n, gone) {
  const step = lesson.steps[n - 1];
  const last = n === lesson.steps.length;
  const el = {
    status: h('p', {class: 'lesson-status', id: 'lesson-status', role: 'status'}),
    verdict: h('div', {class: 'lesson-verdict', id: 'lesson-verdict', hidden: true, 'aria-live': 'polite'}),
  };
  const again = h('button', {type: 'button', id: 'lesson-again', hidden: true, onClick: () => start()}, 'Try again');
  const next = last
    ? h('a', {class: 'button primary', id: 'lesson-next', hidden: true, href: '/rules/' + encodeURIComponent(game)}, 'Read the whole rules')
    : h('a', {class: 'button primary', id: 'lesson-next', hidden: true, href: lessonLink(game, n + 1)}, 'Next step');
  const panel = h('section', {class: 'lesson', id: 'lesson', 'aria-label': 'Lesson'},
    h('p', {class: 'lesson-head'}, 'Lesson: ' + lesson.title + ' \u00b7 step ' + n + ' of ' + lesson.steps.length),
    h('h2', {id: 'lesson-title'}, step.title),
    h('p', {class: 'lesson-ask', id: 'lesson-ask'}, step.ask),
    el.status, el.verdict,
    h('div', {class: 'lesson-buttons'}, again, next),
    h('nav', {class: 'lesson-steps', 'aria-label': 'Steps of the lesson'},
      lesson.steps.map((s, i) => (i + 1 === n
        ? h('span', {'aria-current': 'step'}, String(i + 1))
        : h('a', {href: lessonLink(game, i + 1), title: s.title}, String(i + 1)))),
      h('a', {href: '/rules/' + encodeURIComponent(game)}, 'Rules')));
  const host = h('div', {class: 'lesson-game'});
  fill(root, h('div', {class: 'lesson-page'}, host));

  let unmountGame = () => {};
  let live = null;
  let attempt = 0;

  function say(words, kind = '') {
    text(el.status, words);
    el.status.className = 'lesson-status ' + kind;
  }

  function stop() {
    if (live) live.close();
    live = null;
    unmountGame();
    unmountGame = () => {};
  }

  async function start() {
    const mine = ++attempt;
    stop();
    show(again, false);
    show(next, false);
    show(el.verdict, false);
    delete el.verdict.dataset.result;  // the last attempt's verdict is not this one's
    say('Setting up the position\u2026');
    fill(host, panel);
    try {
      const created = await api.create({game, setup: step.setup, options: step.options || lesson.options || {},
        black: 'human', white: 'human', online: false});
      const token = created.tokens[LEARNER] || created.tokens.black;
      let view = await api.view(created.id, token);
      for (const typed of step.prelude || []) view = await choose(created.id, token, view, typed);
      if (gone() || mine !== attempt) return;
      watch(created.id, token, view.moves.length);
    } catch (e) {
      if (gone() || mine !== attempt) return;
      say('The lesson could not start: ' + e.message, 'error');
      show(again, true);
    }
  }

  function watch(id, token, begin) {
    unmountGame = gamePage(host, id, token);
    forgetSeats(id);
    const side = host.querySelector('.side-column');
    if (side) side.prepend(panel);
    else host.prepend(panel);
    say('Your move: you play Black.', 'mine');
    let judged = false;
    live = liveView(id, token, {
      onView: (view) => {
        if (judged || !settled(view, LEARNER) || view.moves.length <= begin) return;
        judged = true;
        judge(passes(step.check, view, LEARNER, begin), playedSince(view, LEARNER, begin));
      },
      onState: () => {},
    });
  }

  function judge(ok, played) {
    say(ok ? 'Well done.' : 'Not quite: you played ' + (played.join(', ') || 'something else') + '.', ok ? 'good' : 'error');
    fill(el.verdict, h('p', {}, ok ? step.done : step.miss));
    el.verdict.className = 'lesson-verdict ' + (ok ? 'good' : 'miss');
    el.verdict.dataset.result = ok ? 'done' : 'miss';
    show(el.verdict, true);
    show(again, true);
    show(next, ok);
    (ok ? next : again).focus({preventScroll: true});
    // On a phone the lesson stands above the board, out of view after the move: bring the verdict back.
    el.verdict.scrollIntoView({block: 'nearest'});
  }

  start();
  return () => {
    attempt++;
    stop();
  };
}

/** Makes the choice typed so in view (a prelude's move) and answers the view that follows, chance included. */
async function choose(id, token, view, typed) {
  const choice = (view.choices || []).find((c) => c.text === typed);
  if (!choice) throw new Error('the position does not offer ' + typed);
  await api.act(id, token, {version: view.version, type: 'choose', choice: choice.index});
  for (let i = 0; i < 100; i++) {
    const now = await api.view(id, token);
    if (!now.toAct || now.toAct.kind !== 'chance') return now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('chance did not act');
}
