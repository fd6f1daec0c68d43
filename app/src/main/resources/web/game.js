// The game page: the board and everything around it, drawn from the server's view and redrawn from
// each new view the WebSocket brings. Acting sends the choice's index; the server decides the rest.
import {api, liveView, loadSeats, saveSeats, gameLink, ApiError} from './api.js';
import {h, fill, text, show} from './dom.js';
import {createBoard} from './board.js';
import {attachInput} from './input.js';
import {legend} from './legend.js';
import {showRolls} from './boarddice.js';
import {feedItems, hasFeed} from './feed.js';
import {onBoard, options, step, stops} from './picker.js';
import {drawChoices} from './choicepanel.js';
import {playerPanel, toActText, statusLines} from './panels.js';
import {groupOf, aimsOf, reachOf, areaOf} from './aims.js';
import {moveRowItems, moveName, stepKey, showCurrent, revealBoard} from './movelist.js';
import {playMove} from './animation.js';
import {setAnimations, motionAllowed, flippedFor, setFlipped} from './prefs.js';
import {renderControls, renderInvite, pdnLoader, rematchFor} from './gamecontrols.js';
import {gameLayout} from './gamelayout.js';
import {createClocks} from './clock.js';
import {claimSeatName} from './name.js';
import {mountRules} from './rulespanel.js';

export function gamePage(root, id, urlToken) {
  // The link says who this viewer is: without a token it is a spectator, even in the browser that
  // holds a seat (which is then offered a way back to it).
  const seats = loadSeats(id);
  let token = urlToken || null;
  if (urlToken && !seats) saveSeats(id, {mine: urlToken});

  let view = null;
  let prefix = [];        // squares picked so far on the board
  let group = null;       // the power (or action) whose choices are shown and aimed on the board, or null
  let among = null;       // {square, choices}: the few choices aimed at a clicked square, to pick from
  let hint = null;        // squares of the choice button under the pointer
  let reach = [];         // the squares the choice under the pointer would reach
  let block = [];         // its area, outlined on the board as one block (a Warp cycle's 2x2)
  let flipped = flippedFor(id);
  let busy = false;
  let listOpen = false;   // whether the reader opened "Moves as a list" (kept across redraws)
  let look = null;        // the position looked back at (an index into positions), or null: the game
  let positions = {version: -1, list: []};
  let stopAnimation = () => {};

  const {page, el} = gameLayout(id, {
    act, rematch,
    back: () => lookAt(null),
    flip: () => { flipped = !flipped; setFlipped(id, flipped); drawBoard(); },
    animations: (on) => { setAnimations(on); if (!on) stopAnimation(); },
    pdn: () => loadPdn(),
  });
  fill(root, page);
  mountRules(page, () => view && view.game);
  const loadPdn = pdnLoader(el, id, () => view);

  const board = createBoard(el['board-wrap'], {label: 'Board'});
  const clocks = createClocks();
  attachInput(board, {
    active: () => acting(),
    prefix: () => prefix,
    targets: () => options(pickable(), prefix).next,
    click: clickSquare,
    cancel: () => pick([]),
  });
  // Over a square a power is aimed at, the board shows what it would reach.
  board.el.addEventListener('pointermove', (event) => {
    if (!acting() || prefix.length) return;
    const aimed = aimsOf(choices(), group).get(board.squareAt(event.clientX, event.clientY));
    const next = aimed ? reachOf(aimed) : [];
    if (next.join() !== reach.join()) {
      reach = next;
      block = aimed ? areaOf(aimed) : [];
      highlight();
    }
  });

  // A click anywhere but the board or the choices drops a half-picked move.
  const outside = (event) => {
    if (!prefix.length && !among) return;
    if (board.el.contains(event.target) || el.picker.contains(event.target) || el.choices.contains(event.target)) return;
    among = null;
    pick([]);
  };
  document.addEventListener('pointerdown', outside);

  const choices = () => (view && Array.isArray(view.choices) ? view.choices : []);
  const pickable = () => (group ? choices().filter((c) => groupOf(c) === group) : choices());
  const acting = () => !!(view && look === null && view.toAct && view.toAct.kind === 'choice' && view.toAct.mine && choices().length);
  const numberOf = (sq) => {
    const q = view && (view.board.squares || []).find((x) => x.square === sq);
    return q && q.number !== undefined && q.number !== null ? q.number : sq;
  };

  function message(words, kind = 'error') {
    text(el.message, words);
    el.message.className = 'message ' + kind;
    show(el.message, !!words);
  }

  // ---- acting

  async function act(action) {
    if (!view || busy) return;
    busy = true;
    document.body.classList.add('busy');
    try {
      const answer = await api.act(id, token, {version: view.version, ...action});
      message('');
      const next = answer && answer.view && answer.view.version !== undefined ? answer.view : answer;
      if (next && next.version !== undefined) applyView(next);
    } catch (e) {
      message(e.message || String(e));
      // A lost race means our view is old: fetch the game's current one.
      if (e instanceof ApiError && e.status === 409) api.view(id, token).then(applyView).catch(() => {});
    } finally {
      busy = false;
      document.body.classList.remove('busy');
      renderPick();
    }
  }

  let dropped = null;     // the version a move dragged to its square was sent from: not played out again

  function send(choice, {drag = false} = {}) {
    dropped = drag ? view.version : null;
    prefix = [];
    group = null;
    among = null;
    hint = null;
    reach = [];
    block = [];
    renderPick();
    drawPlayers();
    act({type: 'choose', choice: choice.index ?? choices().indexOf(choice)});
  }

  /**
   * A click on a square: it picks a move along its path (within the chosen group, if any), else the
   * choice aimed at the square, else offers the few aimed there. Where plain moves may be made too and no
   * group is chosen, even a lone choice aimed at the square is offered rather than sent, so that a click
   * beside a piece never casts a power by surprise.
   */
  function clickSquare(square, {dropped: drag = false} = {}) {
    among = null;
    const result = step(pickable(), prefix, square);
    if (result.send) return send(result.send, {drag});
    if (result.prefix.length) return pick(result.prefix);
    const aimed = prefix.length ? null : aimsOf(choices(), group).get(square);
    const sure = group || !choices().some(onBoard);
    if (aimed && aimed.length === 1 && sure) return send(aimed[0]);
    if (aimed) among = {square, choices: aimed};
    pick([]);
  }

  function pick(next) {
    prefix = next;
    renderPick();
  }

  function choose(name) {
    group = group === name ? null : name;
    prefix = [];
    among = null;
    renderPick();
    drawPlayers();
  }

  function rematch() {
    return rematchFor(id, token, view, (words) => message(words));
  }

  // ---- looking back at an earlier position

  /**
   * Shows position index of the game read-only (null, or the last position: the game itself). With reveal
   * (a click in the move list, which on a phone lies below the board) the banner and the board are
   * scrolled into view when they are not in it.
   */
  async function lookAt(index, {reveal = false} = {}) {
    if (index === null || !view) {
      look = null;
      return render();
    }
    if (positions.version !== view.version) {
      try {
        const version = view.version;
        positions = {version, list: (await api.positions(id)).positions || []};
      } catch (e) {
        return message(e.message || String(e));
      }
    }
    look = index >= positions.list.length - 1 ? null : Math.max(0, index);
    prefix = [];
    among = null;
    render();
    if (reveal) revealBoard(look === null ? el['player-top'] : el.lookback, el['board-wrap'], motionAllowed());
  }

  function key(event) {
    if (!view || !(view.moves || []).length) return;
    const count = view.moves.length + 1;
    const at = look === null ? count - 1 : look;
    const to = stepKey(event, at, count);
    if (to === null || to === at) return;
    event.preventDefault();
    lookAt(to);
  }
  document.addEventListener('keydown', key);

  // ---- drawing

  function applyView(next) {
    if (!next || next.version === undefined) return;
    if (view && next.id === view.id && next.version < view.version) return; // an older view arrived late
    const before = view;
    const changed = !view || next.version !== view.version;
    view = next;
    clocks.update(view);
    claimSeatName(id, token, view);
    if (changed) {
      prefix = [];
      among = null;
      hint = null;
      reach = [];
      block = [];
      if (group && !choices().some((c) => groupOf(c) === group)) group = null;
    }
    render();
    const moved = before && changed && next.lastMove && JSON.stringify(next.lastMove) !== JSON.stringify(before.lastMove);
    const ownDrop = dropped !== null && next.version === dropped + 1;
    if (moved && look === null && !ownDrop && motionAllowed()) {
      stopAnimation();
      stopAnimation = playMove(board, before.board, next.lastMove);
    }
  }

  function orientation() {
    const o = view.orientation === 'black' ? 'black' : 'white';
    return flipped ? (o === 'black' ? 'white' : 'black') : o;
  }

  const shown = () => (look === null ? view : {...view, ...positions.list[look]});

  // What the board shows (the view's board, the way round): it is drawn anew only when that changed, so that
  // a second view of the same position (the socket's after the mover's own answer) does not cut the move's
  // animation short.
  let drawn = null;
  function drawBoard() {
    if (!view) return;
    const showing = JSON.stringify(shown().board) + orientation();
    if (showing !== drawn) {
      stopAnimation();
      board.render(shown().board, orientation());
      drawn = showing;
    }
    drawPlayers();
    renderPick();
  }

  function drawPlayers() {
    const bottom = orientation();
    const top = bottom === 'black' ? 'white' : 'black';
    const powers = (side) => ({
      enabled: acting() && (view.seat === side || view.seat === 'both') && view.toAct.player === side,
      // the group chosen is among the acting side's choices: the other side's power of that name stays dark
      active: view.toAct && view.toAct.player === side ? group : null,
      onPick: choose,
    });
    const sides = shown().sides;
    fill(el['player-top'], playerPanel(view, top, sides, powers(top)));
    fill(el['player-bottom'], playerPanel(view, bottom, sides, powers(bottom)));
    clocks.place(el['player-top'], el['player-bottom'], top, bottom);
    clocks.hold(look === null ? null : positions.list[look].clock);
  }

  function render() {
    // Titles run "Name: what it is"; the name heads the page, the rest is its subtitle.
    const [name, ...about] = String(view.title || view.game).split(': ');
    document.title = name + ' \u2014 Kingme';
    fill(el['game-title'], name, view.rated ? h('span', {class: 'tag rated', id: 'rated-tag'}, 'rated') : null,
      about.length ? h('small', {class: 'subtitle'}, about.join(': ')) : null);
    text(el['seat-note'], view.seat === 'both' ? 'both sides at this screen'
      : view.seat ? 'you play ' + view.seat : 'watching');
    const back = !token && seats && seats.mine;
    el['my-seat'].href = back ? gameLink(id, seats.mine) : '#';
    show(el['my-seat'], !!back);

    const t = toActText(view);
    text(el['to-act'], t.line);
    el['to-act'].classList.toggle('mine', !!t.mine);
    const reacting = t.mine && t.question;
    // the other player and the watchers are told who is asked what: 'Black is asked whether to cast ...'
    text(el.reaction, reacting ? 'Your reaction: ' + t.question : t.question ? t.asked + ' is asked ' + t.question : '');
    el.reaction.classList.toggle('mine', !!reacting);
    show(el.reaction, !!t.question);
    show(el['game-over'], !!t.over);
    text(el['read-only'], view.readOnly ? view.readOnly.charAt(0).toUpperCase() + view.readOnly.slice(1) + '.' : '');
    show(el['read-only'], !!view.readOnly);
    if (t.over) fill(el['game-over'], h('strong', {}, 'Game over'), ' \u2014 ', t.winner,
      view.toAct.reason ? ': ' + view.toAct.reason : '');

    show(el.lookback, look !== null);
    text(el['lookback-text'], look === null ? '' : look === 0 ? 'Looking at the start.'
      : 'Looking at the position after ' + moveName(view.moves, look - 1) + '.');
    document.body.classList.toggle('looking-back', look !== null);

    drawBoard();
    fill(el.legend, legend(shown().board));
    fill(el.status, statusLines(shown().status));
    fill(el.moves, moveRowItems(view.moves, {current: look === null ? -1 : look - 1, onPick: (i) => lookAt(i + 1, {reveal: true})}));
    showCurrent(el.moves);
    fill(el.feed, feedItems(view));
    show(el['feed-box'], hasFeed(view.moves));
    show(el['pdn-box'], !!view.hasPdn);
    loadPdn();
    showRolls(el['board-dice'], el['board-wrap'], el.die, view, look !== null, motionAllowed());

    renderControls(el, view, id);
    renderInvite(el, view, id, token, (words) => message(words, 'info'));
    document.body.dataset.version = String(view.version);
    if (view.toAct && view.toAct.mine) document.body.dataset.turn = 'mine';
    else delete document.body.dataset.turn;
  }

  /** Everything that follows the squares picked so far and the group chosen: highlights and buttons. */
  function renderPick() {
    if (!view) return;
    const list = choices();
    const can = acting();
    highlight();
    board.preview(prefix.length > 1 ? prefix[0] : null, prefix[prefix.length - 1]);

    drawChoices(el, {can, list, shown: pickable(), prefix, among, group, listOpen, numberOf,
      stopping: can ? stops(pickable(), prefix) : []}, {
      send, hover, choose,
      cancel: () => { among = null; pick([]); },
      onListToggle: (open) => { listOpen = open; },
    });
  }

  function hover(choice) {
    hint = choice ? (choice.squares && choice.squares.length ? choice.squares : choice.path || []) : null;
    reach = choice ? reachOf([choice]) : [];
    block = choice ? areaOf([choice]) : [];
    highlight();
  }

  function highlight() {
    const last = shown().lastMove;
    const taken = (last && last.captured) || [];
    const marks = {
      last: last ? (last.path && last.path.length ? last.path : (last.squares || []).filter((sq) => !taken.includes(sq))) : [],
      captured: taken,
      about: look === null && view.toAct && view.toAct.squares ? view.toAct.squares : [],
      hint: hint || [],
      area: reach,
      route: last,
      block,
    };
    if (!acting()) return board.highlight(marks);
    const o = options(pickable(), prefix);
    const aims = aimsOf(choices(), group);
    board.highlight({...marks,
      selectable: prefix.length <= 1 ? o.origins : [],
      selected: prefix,
      targets: o.next,
      place: prefix.length ? [] : [...o.places.keys()],
      aim: prefix.length || (!group && o.origins.size) ? [] : [...aims.keys()],
    });
  }

  // ---- connecting

  let live = null;
  let closed = false;
  const load = (withToken) => api.view(id, withToken).then(applyView);
  load(token).catch((e) => {
    if (e instanceof ApiError && e.status === 403 && token) {
      message('This link\u2019s key is not a seat of this game; you are watching.');
      token = null;
      return load(null);
    }
    throw e;
  }).then(() => true, (e) => {
    const missing = e instanceof ApiError && e.status === 404;
    message(missing ? 'There is no game ' + id + '.' : e.message);
    return !missing;
  }).then((exists) => {
    // The socket follows the game from now on, and brings the view again when it (re)connects.
    if (closed || !exists) return;
    live = liveView(id, token, {
      onView: applyView,
      onState: (state) => show(el.connection, state === 'reconnecting'),
      onError: (m) => message(m.error || 'The server refused the live updates.'),
    });
  });

  return () => {
    closed = true;
    stopAnimation();
    clocks.stop();
    if (live) live.close();
    document.removeEventListener('pointerdown', outside);
    document.removeEventListener('keydown', key);
  };
}
