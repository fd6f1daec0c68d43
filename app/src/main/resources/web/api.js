// The server's JSON API and the live view over a WebSocket (see docs/web.md).

/** An error the server answered with: its status and its own words. */
export class ApiError extends Error {
  constructor(status, message, body = null) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

async function call(method, path, {token, body} = {}) {
  const headers = {Accept: 'application/json'};
  if (token) headers['X-Kingme-Token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, {method, headers, body: body === undefined ? undefined : JSON.stringify(body)});
  } catch (e) {
    throw new ApiError(0, 'The server cannot be reached (' + e.message + ').');
  }
  const type = response.headers.get('Content-Type') || '';
  const data = type.includes('json') ? await response.json().catch(() => null) : null;
  if (!response.ok) {
    const said = data && typeof data.error === 'string' ? data.error : response.statusText;
    throw new ApiError(response.status, said || 'HTTP ' + response.status, data);
  }
  return data;
}

const game = (id) => '/api/games/' + encodeURIComponent(id);

export const api = {
  kinds: () => call('GET', '/api/kinds'),
  create: (request) => call('POST', '/api/games', {body: request}),
  view: (id, token) => call('GET', game(id), {token}),
  act: (id, token, action) => call('POST', game(id) + '/actions', {token, body: action}),
  rematch: (id, token) => call('POST', game(id) + '/rematch', {token, body: {}}),
  positions: (id) => call('GET', game(id) + '/positions'),
  review: (id) => call('GET', game(id) + '/review'),
  analyse: (request) => call('POST', '/api/analysis', {body: request}),
  puzzles: (theme) => call('GET', '/api/puzzles' + (theme ? '?theme=' + encodeURIComponent(theme) : '')),
  puzzle: (id) => call('GET', '/api/puzzles/' + encodeURIComponent(id)),
  puzzleTry: (id, step, move) => call('POST', '/api/puzzles/' + encodeURIComponent(id) + '/try', {body: {step, move}}),
  puzzleSolution: (id) => call('GET', '/api/puzzles/' + encodeURIComponent(id) + '/solution'),
  requestReview: (id) => call('POST', game(id) + '/review', {body: {}}),
  finished: (query = '') => page('/api/games?finished=true' + query),
  mine: (seats) => call('POST', '/api/games/mine', {body: {seats}}),
  recordUrl: (id, ext) => game(id) + '/record.' + ext,
  recordText: (id, ext) => text(game(id) + '/record.' + ext),
  nameSeat: (id, token, name) => call('POST', game(id) + '/name', {token, body: {name}}),
  lobby: () => call('GET', '/api/lobby'),
  challenge: (request) => call('POST', '/api/challenges', {body: request}),
  challengeState: (id, key) => call('GET', '/api/challenges/' + encodeURIComponent(id), {token: key}),
  accept: (id, key, name) => call('POST', '/api/challenges/' + encodeURIComponent(id) + '/accept', {token: key, body: {name}}),
  pair: (request, key) => call('POST', '/api/pairing', {token: key, body: request}),
  player: (name, query = '') => call('GET', '/api/players/' + encodeURIComponent(name) + query),
  leaderboard: (game, speed) => call('GET', '/api/leaderboard?game=' + encodeURIComponent(game) + '&speed=' + encodeURIComponent(speed)),
  peopleBalance: (game) => call('GET', '/api/balance/people?game=' + encodeURIComponent(game)),
  cancel: (id, key) => call('DELETE', '/api/challenges/' + encodeURIComponent(id), {token: key}),
  library: (query = '') => call('GET', '/api/library' + (query ? '?' + query : '')),
  libraryGame: (id) => call('GET', '/api/library/' + encodeURIComponent(id)),
  importGames: (text) => call('POST', '/api/library/import', {body: {text}}),
  session: () => call('GET', '/api/session'),
  signUp: (name, password) => call('POST', '/api/account', {body: {name, password}}),
  logIn: (name, password) => call('POST', '/api/session', {body: {name, password}}),
  logOut: () => call('DELETE', '/api/session'),
};

/**
 * A page of finished games: {games, older, newer}, older and newer the query strings (from '&') of the pages
 * the server's Link header names, or null.
 */
async function page(path) {
  let response;
  try {
    response = await fetch(path, {headers: {Accept: 'application/json'}});
  } catch (e) {
    throw new ApiError(0, 'The server cannot be reached (' + e.message + ').');
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data && typeof data.error === 'string' ? data.error : 'HTTP ' + response.status);
  const links = {};
  for (const [, url, rel] of (response.headers.get('Link') || '').matchAll(/<([^>]*)>;\s*rel="(\w+)"/g)) {
    links[rel] = url.replace(/^[^?]*\?finished=true/, '');
  }
  return {games: Array.isArray(data) ? data : [], older: links.next || null, newer: links.prev || null};
}

/** The text at path (a record), or an ApiError. */
async function text(path) {
  let response;
  try {
    response = await fetch(path);
  } catch (e) {
    throw new ApiError(0, 'The server cannot be reached (' + e.message + ').');
  }
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new ApiError(response.status, data && typeof data.error === 'string' ? data.error : 'HTTP ' + response.status);
  }
  return response.text();
}

/**
 * A view brought up to date by an update message (docs/web.md, "WebSocket"): the fields in `set` replace the
 * view's, the board's own fields are merged into its board, and the moves keep their first `keep` entries and
 * then have `add`'s. A new object: the one before stays as it was, for whoever compares the two.
 */
export function applyUpdate(view, update) {
  const next = {...view, ...update.set};
  if (update.set && update.set.board) next.board = {...view.board, ...update.set.board};
  if (update.moves) next.moves = view.moves.slice(0, update.moves.keep).concat(update.moves.add);
  return next;
}

/**
 * Keeps a WebSocket open on a game and hands every view it brings to onView: the whole view when it connects,
 * then the view as each update changes it. An update that does not follow the view it has (one missed) makes
 * it connect again, for the whole view. When the socket closes it tries again, waiting longer each time (up
 * to 10 s), and tells onState 'open' or 'reconnecting' ('refused' when the server closed it for a reason that
 * will not change). Error messages go to onError. close() stops it for good.
 */
export function liveView(id, token, {onView, onState, onError}) {
  let socket = null;
  let current = null;
  let delay = 500;
  let timer = null;
  let stopped = false;

  function url() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const query = token ? '?token=' + encodeURIComponent(token) : '';
    return scheme + '//' + location.host + '/ws/games/' + encodeURIComponent(id) + query;
  }

  function connect() {
    timer = null;
    try {
      socket = new WebSocket(url());
    } catch (e) {
      retry();
      return;
    }
    socket.addEventListener('open', () => {
      delay = 500;
      onState('open');
    });
    socket.addEventListener('message', (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      if (!message) return;
      if (message.type === 'view' && message.view) {
        current = message.view;
        onView(current);
      } else if (message.type === 'update' && current) {
        if (message.from !== current.version) {
          if (message.version <= current.version) return;  // the view it brings is here already
          current = null;
          socket.close();  // one was missed: connect again for the whole view
          return;
        }
        current = applyUpdate(current, message);
        onView(current);
      } else if (message.type === 'error' && onError) {
        onError(message);
      }
    });
    socket.addEventListener('close', (event) => {
      // 4000 + an HTTP status: the server refused this game or token, and will again.
      if (event.code >= 4400 && event.code < 4500) {
        stopped = true;
        onState('refused');
        return;
      }
      retry();
    });
  }

  function retry() {
    if (stopped || timer) return;
    onState('reconnecting');
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, 10000);
  }

  connect();
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      if (socket) socket.close();
    },
  };
}

// Tokens are the seats' keys: the browser keeps them, by game, so that it can show the invite link for the
// other seat, come back to its own seat from a bookmark without the token, and list its games in the lobby.
// An index of the games, the most recently opened first, is kept beside them; a browser that kept seats
// before there was one has it made from its keys the first time it is read.
const KEY = 'kingme.game.';
const INDEX = 'kingme.games';
/** The most games the index keeps. */
export const MAX_SEATS = 100;

function readIndex() {
  try {
    const kept = JSON.parse(localStorage.getItem(INDEX) || 'null');
    if (Array.isArray(kept)) return kept.filter((id) => typeof id === 'string');
    const found = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(KEY)) found.push(key.slice(KEY.length));
    }
    localStorage.setItem(INDEX, JSON.stringify(found));
    return found;
  } catch (e) {
    return [];
  }
}

export function saveSeats(id, record) {
  try {
    localStorage.setItem(KEY + id, JSON.stringify(record));
    const ids = [id, ...readIndex().filter((other) => other !== id)];
    for (const old of ids.splice(MAX_SEATS)) localStorage.removeItem(KEY + old);
    localStorage.setItem(INDEX, JSON.stringify(ids));
  } catch (e) {
    // Private mode or a full store: the game still works from its link.
  }
}

/** Lets go of a game's seats and its place in the index (a lesson's game, not one to list among "Your games"). */
export function forgetSeats(id) {
  try {
    localStorage.removeItem(KEY + id);
    localStorage.setItem(INDEX, JSON.stringify(readIndex().filter((other) => other !== id)));
  } catch (e) {
    // Nothing was kept.
  }
}

/** {tokens: {black, white}, mine: token} for a game this browser created or joined, or null. */
export function loadSeats(id) {
  try {
    return JSON.parse(localStorage.getItem(KEY + id) || 'null');
  } catch (e) {
    return null;
  }
}

/** [{id, token}] for every game this browser holds a seat in, the most recently opened first. */
export function heldSeats() {
  const out = [];
  for (const id of readIndex()) {
    const record = loadSeats(id);
    const token = record && (record.mine || (record.tokens && (record.tokens.black || record.tokens.white)));
    if (typeof token === 'string' && token) out.push({id, token});
  }
  return out;
}

export function gameLink(id, token) {
  const query = token ? '?token=' + encodeURIComponent(token) : '';
  return '#/game/' + encodeURIComponent(id) + query;
}
