// The game page: the board and everything around it, drawn from the server's view and redrawn from
// each new view the WebSocket brings. Acting sends the choice's index; the server decides the rest.
import {api, liveView, loadSeats, saveSeats, gameLink, ApiError} from './api.js';
import {h, fill, text, show, capital} from './dom.js';
import {createBoard} from './board.js';
import {attachInput} from './input.js';
import {legend} from './legend.js';
import {showDie} from './dice.js';
import {onBoard, options, step, stops} from './picker.js';
import {playerPanel, toActText, statusLines, moveItems} from './panels.js';
import {invitePanel} from './invite.js';
import {claimSeatName} from './name.js';

export function gamePage(root, id, urlToken) {
  // The link says who this viewer is: without a token it is a spectator, even in the browser that
  // holds a seat (which is then offered a way back to it).
  const seats = loadSeats(id);
  let token = urlToken || null;
  if (urlToken && !seats) saveSeats(id, {mine: urlToken});

  let view = null;
  let prefix = [];        // squares picked so far on the board
  let power = null;       // the power whose choices are shown, or null
  let hint = null;        // squares of the choice button under the pointer
  let flipped = false;
  let busy = false;
  let rollKey = null;
  let listOpen = false;   // whether the reader opened "Moves as a list" (kept across redraws)

  const el = {};
  const node = (name, tag, attrs, ...children) => (el[name] = h(tag, {id: name, ...attrs}, ...children));

  const page = h('div', {class: 'game-page'},
    h('div', {class: 'game-head'},
      node('game-title', 'h1', {}, 'Loading\u2026'),
      node('connection', 'span', {class: 'connection', role: 'status', hidden: true}, 'reconnecting\u2026'),
      node('seat-note', 'span', {class: 'seat-note'}),
      node('my-seat', 'a', {class: 'seat-note', hidden: true}, 'play your seat')),
    node('to-act', 'p', {class: 'to-act', 'aria-live': 'polite'}),
    node('reaction', 'p', {class: 'banner reaction', hidden: true, role: 'alert'}),
    node('message', 'div', {class: 'message', role: 'alert', hidden: true}),
    node('game-over', 'div', {class: 'game-over', hidden: true}),
    h('div', {class: 'layout'},
      h('div', {class: 'board-column'},
        node('player-top', 'div', {class: 'player-slot'}),
        node('board-wrap', 'div', {class: 'board-wrap'}),
        node('player-bottom', 'div', {class: 'player-slot'}),
        h('div', {class: 'board-tools'},
          h('button', {type: 'button', id: 'flip', onClick: () => { flipped = !flipped; drawBoard(); }}, 'Flip board'),
          node('die', 'div', {class: 'die', hidden: true, role: 'img'})),
        node('legend', 'div', {class: 'legend-box'})),
      h('div', {class: 'side-column'},
        node('act-panel', 'section', {class: 'act-panel', 'aria-label': 'Your choices'},
          node('picker', 'div', {class: 'picker', hidden: true}),
          node('power-filter', 'div', {class: 'power-filter', hidden: true}),
          node('choices', 'div', {class: 'choices'}),
          h('div', {class: 'controls'},
            node('undo', 'button', {type: 'button', hidden: true, onClick: () => act({type: 'undo'})}, 'Undo'),
            node('offer-draw', 'button', {type: 'button', hidden: true, onClick: () => act({type: 'offer-draw'})}, 'Offer draw'),
            node('accept-draw', 'button', {type: 'button', hidden: true, onClick: () => act({type: 'accept-draw'})}, 'Accept draw'),
            node('decline-draw', 'button', {type: 'button', hidden: true, onClick: () => act({type: 'decline-draw'})}, 'Decline draw'),
            node('resign', 'button', {type: 'button', class: 'danger', hidden: true, onClick: () => show(el['resign-box'], true)}, 'Resign'),
            node('rematch', 'button', {type: 'button', hidden: true, onClick: rematch}, 'Rematch')),
          node('draw-note', 'p', {class: 'note', hidden: true}),
          node('resign-box', 'div', {class: 'confirm', hidden: true},
            h('span', {}, 'Resign this game?'),
            h('button', {type: 'button', id: 'resign-confirm', class: 'danger',
              onClick: () => { show(el['resign-box'], false); act({type: 'resign'}); }}, 'Yes, resign'),
            h('button', {type: 'button', id: 'resign-cancel', onClick: () => show(el['resign-box'], false)}, 'No'))),
        h('section', {'aria-label': 'Status'}, h('h2', {}, 'Status'), node('status', 'ul', {class: 'status-lines'})),
        h('section', {'aria-label': 'Moves'}, h('h2', {}, 'Moves'), node('moves', 'ol', {class: 'moves'})),
        node('events-box', 'section', {'aria-label': 'Last action', hidden: true},
          h('h2', {}, 'Last action'), node('events', 'ul', {class: 'events'})),
        node('pdn-box', 'details', {class: 'pdn', hidden: true, onToggle: () => loadPdn()},
          h('summary', {}, 'PDN'), node('pdn', 'pre', {})),
        h('div', {class: 'downloads'},
          node('download-pdn', 'a', {class: 'button', hidden: true, download: ''}, 'Download PDN'),
          node('download-json', 'a', {class: 'button', download: ''}, 'Download JSON'),
          h('a', {class: 'button', href: '#/replay/' + encodeURIComponent(id)}, 'Replay')),
        node('invite', 'section', {class: 'invite', hidden: true})),
    ));
  fill(root, page);

  const board = createBoard(el['board-wrap'], {label: 'Board'});
  attachInput(board, {
    active: () => acting(),
    prefix: () => prefix,
    targets: () => options(choices(), prefix).next,
    click: clickSquare,
    cancel: () => pick([]),
  });

  // A click anywhere but the board or the choices drops a half-picked move.
  const outside = (event) => {
    if (!prefix.length) return;
    if (board.el.contains(event.target) || el.picker.contains(event.target) || el.choices.contains(event.target)) return;
    pick([]);
  };
  document.addEventListener('pointerdown', outside);

  const choices = () => (view && Array.isArray(view.choices) ? view.choices : []);
  const acting = () => !!(view && view.toAct && view.toAct.kind === 'choice' && view.toAct.mine && choices().length);
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

  function send(choice) {
    prefix = [];
    power = null;
    hint = null;
    renderPick();
    drawPlayers();
    act({type: 'choose', choice: choice.index ?? choices().indexOf(choice)});
  }

  function clickSquare(square) {
    const result = step(choices(), prefix, square);
    if (result.send) send(result.send);
    else pick(result.prefix);
  }

  function pick(next) {
    prefix = next;
    renderPick();
  }

  async function rematch() {
    if (view.rematch && !view.seat) {
      location.hash = gameLink(view.rematch, null);
      return;
    }
    try {
      const made = await api.rematch(id, token);
      // Colours swap in a rematch: this viewer's seat is now the other one.
      const other = view.seat === 'black' ? 'white' : 'black';
      const tokens = made.tokens || {};
      const mine = tokens[view.seat === 'both' ? 'black' : other] || tokens.black || tokens.white || null;
      saveSeats(made.id, {tokens, mine});
      location.hash = gameLink(made.id, mine);
    } catch (e) {
      message(e.message || String(e));
    }
  }

  // ---- drawing

  function applyView(next) {
    if (!next || next.version === undefined) return;
    if (view && next.id === view.id && next.version < view.version) return; // an older view arrived late
    const changed = !view || next.version !== view.version;
    view = next;
    claimSeatName(id, token, view);
    if (changed) {
      prefix = [];
      hint = null;
      if (power && !choices().some((c) => c.power === power)) power = null;
    }
    render();
  }

  function orientation() {
    const o = view.orientation === 'black' ? 'black' : 'white';
    return flipped ? (o === 'black' ? 'white' : 'black') : o;
  }

  function drawBoard() {
    if (!view) return;
    board.render(view.board, orientation());
    drawPlayers();
    renderPick();
  }

  function drawPlayers() {
    const bottom = orientation();
    const top = bottom === 'black' ? 'white' : 'black';
    const powers = (side) => ({
      enabled: acting() && (view.seat === side || view.seat === 'both') && view.toAct.player === side,
      active: power,
      onPick: (title) => {
        power = power === title ? null : title;
        prefix = [];
        renderPick();
        drawPlayers();
      },
    });
    fill(el['player-top'], playerPanel(view, top, view.sides, powers(top)));
    fill(el['player-bottom'], playerPanel(view, bottom, view.sides, powers(bottom)));
  }

  function render() {
    // Titles run "Name: what it is"; the name heads the page, the rest is its subtitle.
    const [name, ...about] = String(view.title || view.game).split(': ');
    document.title = name + ' \u2014 Kingme';
    fill(el['game-title'], name, about.length ? h('small', {class: 'subtitle'}, about.join(': ')) : null);
    text(el['seat-note'], view.seat === 'both' ? 'both sides at this screen'
      : view.seat ? 'you play ' + view.seat : 'watching');
    const back = !token && seats && seats.mine;
    el['my-seat'].href = back ? gameLink(id, seats.mine) : '#';
    show(el['my-seat'], !!back);

    const t = toActText(view);
    text(el['to-act'], t.line);
    el['to-act'].classList.toggle('mine', !!t.mine);
    const reacting = t.mine && t.question;
    text(el.reaction, reacting ? 'Your reaction: ' + t.question : t.question || '');
    el.reaction.classList.toggle('mine', !!reacting);
    show(el.reaction, !!t.question);
    show(el['game-over'], !!t.over);
    if (t.over) fill(el['game-over'], h('strong', {}, 'Game over'), ' \u2014 ', t.winner,
      view.toAct.reason ? ': ' + view.toAct.reason : '');

    drawBoard();
    fill(el.legend, legend(view.board));
    fill(el.status, statusLines(view.status));
    fill(el.moves, moveItems(view.moves));
    el.moves.lastElementChild && el.moves.scrollTo && el.moves.scrollTo({top: el.moves.scrollHeight});
    fill(el.events, (view.events || []).map((e) => h('li', {}, e)));
    show(el['events-box'], !!(view.events && view.events.length));
    show(el['pdn-box'], !!view.hasPdn);
    loadPdn();

    // A new roll is a new entry of kind "roll" in the moves (the same value twice is still two rolls);
    // plain moves after it leave the die alone.
    const rolls = (view.moves || []).filter((m) => m.kind === 'roll').length;
    const key = view.roll ? JSON.stringify(view.roll) + '#' + rolls : null;
    showDie(el.die, view.roll, rollKey !== null && key !== rollKey && !!view.roll);
    rollKey = key ?? '';

    renderControls();
    renderInvite();
    document.body.dataset.version = String(view.version);
    if (view.toAct && view.toAct.mine) document.body.dataset.turn = 'mine';
    else delete document.body.dataset.turn;
  }

  // The PDN is not part of the view (it grows with every move): it is fetched while its box is open,
  // once per version.
  let pdnVersion = null;
  async function loadPdn() {
    if (!view || !view.hasPdn || !el['pdn-box'].open || pdnVersion === view.version) return;
    const version = view.version;
    pdnVersion = version;
    try {
      const pdn = await api.recordText(id, 'pdn');
      if (view.version === version) text(el.pdn, pdn);
    } catch (e) {
      pdnVersion = null;
      text(el.pdn, 'The PDN could not be loaded: ' + e.message);
    }
  }

  function renderControls() {
    const seated = !!view.seat;
    const over = view.toAct && view.toAct.kind === 'over';
    const offer = view.drawOffer;
    const theirOffer = offer && (view.seat === 'both' || offer !== view.seat);
    show(el['act-panel'], seated || !!view.rematch);
    show(el.undo, seated && !!view.canUndo);
    show(el['offer-draw'], seated && !over && !offer);
    show(el['accept-draw'], seated && !over && !!theirOffer);
    show(el['decline-draw'], seated && !over && !!theirOffer);
    show(el.resign, seated && !over);
    if (over || !seated) show(el['resign-box'], false);
    show(el.rematch, over && (seated || !!view.rematch));
    text(el.rematch, view.rematch ? (seated ? 'Join the rematch' : 'Watch the rematch') : 'Rematch');
    text(el['draw-note'], offer ? capital(offer) + ' offers a draw.' : '');
    show(el['draw-note'], !!offer && !over);
    el['download-pdn'].href = api.recordUrl(id, 'pdn');
    show(el['download-pdn'], !!view.hasPdn);
    el['download-json'].href = api.recordUrl(id, 'json');
  }

  function renderInvite() {
    const stored = loadSeats(id);
    const panel = invitePanel(id, stored, token, (words) => message(words, 'info'));
    fill(el.invite, panel);
    show(el.invite, !!panel);
    // Before the first move the invite is what the creator needs most: it goes to the top.
    el.invite.classList.toggle('prominent', !!panel.querySelector('#invite-link') && !(view.moves || []).length);
  }

  /** Everything that follows the squares picked so far and the power chosen: highlights and buttons. */
  function renderPick() {
    if (!view) return;
    const list = choices();
    const can = acting();
    highlight();
    board.preview(prefix.length > 1 ? prefix[0] : null, prefix[prefix.length - 1]);

    const stopping = can ? stops(list, prefix) : [];
    show(el.picker, can && prefix.length > 0);
    fill(el.picker,
      h('span', {class: 'picked'}, 'Picked: ' + prefix.map(numberOf).join(' \u2192 ')),
      stopping.length === 1
        ? h('button', {type: 'button', id: 'stop-here', class: 'primary', onClick: () => send(stopping[0])},
          'Stop here (' + stopping[0].text + ')')
        : stopping.map((c) => h('button', {type: 'button', class: 'primary', 'data-stop': c.index, onClick: () => send(c)}, c.text)),
      h('button', {type: 'button', id: 'cancel-pick', onClick: () => pick([])}, 'Cancel'));

    show(el['power-filter'], can && !!power);
    fill(el['power-filter'], power ? [h('span', {}, power + ':'),
      h('button', {type: 'button', id: 'all-choices', onClick: () => { power = null; renderPick(); drawPlayers(); }}, 'All choices')] : []);

    const button = (c) => h('button', {
      type: 'button', class: ['choice', c.kind], 'data-choice': c.index, disabled: !can,
      onClick: () => send(c),
      onPointerenter: () => hover(c), onPointerleave: () => hover(null),
      onFocus: () => hover(c), onBlur: () => hover(null),
    }, c.text);
    if (!can) {
      fill(el.choices);
    } else if (power) {
      fill(el.choices, list.filter((c) => c.power === power).map(button));
    } else {
      const moves = list.filter(onBoard);
      fill(el.choices, list.filter((c) => !onBoard(c)).map(button),
        moves.length ? h('details', {class: 'move-list', open: listOpen, onToggle: (e) => { listOpen = e.target.open; }},
          h('summary', {}, 'Moves as a list (' + moves.length + ')'), h('div', {class: 'choice-grid'}, moves.map(button))) : null);
    }
  }

  function hover(choice) {
    hint = choice ? (choice.squares && choice.squares.length ? choice.squares : choice.path || []) : null;
    highlight();
  }

  function highlight() {
    const o = options(choices(), prefix);
    board.highlight(acting() ? {
      selectable: prefix.length <= 1 ? o.origins : [],
      selected: prefix,
      targets: o.next,
      place: prefix.length ? [] : [...o.places.keys()],
      hint: hint || [],
    } : {hint: hint || []});
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
    if (live) live.close();
    document.removeEventListener('pointerdown', outside);
  };
}
