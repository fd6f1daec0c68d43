// Hash routing: #/ (the lobby, with the new-game form), #/game/ID?token=T, #/replay/ID, #/games, #/account, #/learn/GAME/N,
// #/@/NAME (a player's page), #/leaderboard, #/balance/people, #/analysis (the analysis board), #/database,
// #/puzzles and #/puzzles/ID (the puzzle trainer)
// (a lesson's step). Each page mounts into #app and returns a function that undoes what it set up (sockets, key
// handlers) when the route changes.
import {lobbyPage} from './lobby.js';
import {gamePage} from './game.js';
import {replayPage} from './replay.js';
import {gamesPage} from './games.js';
import {lessonPage} from './lesson.js';
import {accountPage, showWho} from './account.js';
import {playerPage, leaderboardPage, peopleBalancePage} from './players.js';
import {analysisPage} from './analysis.js';
import {databasePage} from './database.js';
import {puzzlesPage} from './puzzles.js';
import {h, fill} from './dom.js';

const root = document.getElementById('app');
let unmount = null;

function parse(hash) {
  const raw = hash.replace(/^#/, '') || '/';
  const [path, query = ''] = raw.split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  return {parts, query: new URLSearchParams(query)};
}

function route() {
  if (unmount) unmount();
  unmount = null;
  fill(root);
  delete document.body.dataset.version;
  delete document.body.dataset.turn;
  delete document.body.dataset.position;
  delete document.body.dataset.analysed;
  delete document.body.dataset.depth;
  delete document.body.dataset.judged;
  document.body.className = '';
  window.scrollTo(0, 0);
  const {parts, query} = parse(location.hash);
  if (parts.length === 0) {
    unmount = lobbyPage(root);
  } else if (parts[0] === 'game' && parts[1]) {
    unmount = gamePage(root, parts[1], query.get('token'));
  } else if (parts[0] === 'replay' && parts[1]) {
    unmount = replayPage(root, parts[1]);
  } else if (parts[0] === 'learn' && parts[1]) {
    unmount = lessonPage(root, parts[1], parts[2]);
  } else if (parts[0] === 'account') {
    unmount = accountPage(root);
  } else if (parts[0] === '@' && parts[1]) {
    unmount = playerPage(root, parts[1], query);
  } else if (parts[0] === 'analysis') {
    unmount = analysisPage(root, query);
  } else if (parts[0] === 'database') {
    unmount = databasePage(root, query);
  } else if (parts[0] === 'puzzles') {
    unmount = puzzlesPage(root, parts[1], query);
  } else if (parts[0] === 'leaderboard') {
    unmount = leaderboardPage(root, query);
  } else if (parts[0] === 'balance' && parts[1] === 'people') {
    unmount = peopleBalancePage(root, query);
  } else if (parts[0] === 'games') {
    unmount = gamesPage(root, query);
  } else {
    fill(root, h('p', {class: 'notice'}, 'There is no such page. ', h('a', {href: '#/'}, 'Start a game')));
  }
}

window.addEventListener('hashchange', route);
route();
showWho();
