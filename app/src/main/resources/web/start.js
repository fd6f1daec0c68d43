// The new-game form of the lobby: pick a game, its options and characters, an opponent and a colour, then
// create the game and go to it, or (opponent "Anyone") post it as a challenge through hooks.challenge.
// Everything offered comes from GET /api/kinds; the player's name is the lobby's (name.js).
import {api, saveSeats, gameLink} from './api.js';
import {myName} from './name.js';
import {h, fill, text, show, capital} from './dom.js';
import {clockField} from './clock.js';

const FALLBACK_LEVELS = ['beginner', 'easy', 'medium', 'hard', 'strongest'];
const REMEMBER = 'kingme.start';

/** Accepts the kinds as a bare array or as {kinds|games: [...], levels: [...]}. */
function normalize(json) {
  const kinds = Array.isArray(json) ? json : (json && (json.kinds || json.games)) || [];
  const levels = (json && !Array.isArray(json) && json.levels) || (kinds.find((k) => k.levels) || {}).levels || FALLBACK_LEVELS;
  return {kinds, levels};
}

function levelName(level) {
  return String(typeof level === 'object' && level ? level.name : level).replace(/^ai:/, '');
}

function levelTitle(level) {
  return typeof level === 'object' && level && level.title ? level.title : levelName(level);
}

/** "Fireball (3 pennies): text" from a power given as text or as {title, cost, text}. */
function powerWords(power) {
  if (typeof power === 'string') return power;
  const head = power.title + (power.cost ? ' (' + power.cost + ')' : '');
  return power.text ? head + ': ' + power.text : head;
}

/** A character's name in the picker: its title, marked when it comes from a character file. */
function characterLabel(c, name) {
  const title = (c || {}).title || name;
  return c && c.file ? title + ' (file)' : title;
}

function remembered() {
  try {
    return JSON.parse(localStorage.getItem(REMEMBER) || '{}') || {};
  } catch (e) {
    return {};
  }
}

export function startPage(root, hooks = {}) {
  const message = h('div', {id: 'message', class: 'message error', role: 'alert', hidden: true});
  fill(root, h('div', {class: 'start-page'}, h('h1', {}, 'New game'), h('p', {class: 'loading'}, 'Loading the games\u2026'), message));
  let gone = false;
  api.kinds().then((json) => {
    if (!gone) build(root, normalize(json), hooks);
  }, (e) => {
    text(message, 'Could not load the games: ' + e.message);
    show(message, true);
  });
  return () => { gone = true; };
}

function build(root, {kinds, levels}, hooks) {
  const memory = remembered();
  // Characters by name across every game: a game's character options may name another game's set.
  const characters = new Map();
  for (const k of kinds) for (const c of k.characters || []) characters.set(c.name, c);

  const message = h('div', {id: 'message', class: 'message error', role: 'alert', hidden: true});
  // Titles run "Name: what it is"; the select shows the name, the line under it the rest.
  const shortTitle = (k) => String(k.title || k.name).split(': ')[0];
  const gameSelect = h('select', {id: 'game-select', name: 'game', 'aria-describedby': 'game-about'},
    kinds.map((k) => h('option', {value: k.name}, shortTitle(k))));
  const gameAbout = h('small', {id: 'game-about', class: 'help'});
  const rulesLink = h('a', {id: 'rules-link', target: '_blank', rel: 'noopener'});
  const lessonLink = h('a', {id: 'lesson-link'});
  if (kinds.some((k) => k.name === memory.game)) gameSelect.value = memory.game;
  const optionsBox = h('div', {class: 'options'});
  const charactersBox = h('div', {class: 'characters'});

  const opponent = h('select', {id: 'opponent', name: 'opponent'},
    h('optgroup', {label: 'The computer'},
      levels.map((l) => h('option', {value: 'ai:' + levelName(l)}, 'AI: ' + levelTitle(l)))),
    h('optgroup', {label: 'A person'},
      h('option', {value: 'local'}, 'A person at this screen'),
      h('option', {value: 'online'}, 'A person online (invite link)'),
      hooks.challenge ? h('option', {value: 'lobby'}, 'Anyone (an open challenge in the lobby)') : null));
  const wanted = memory.opponent || 'ai:medium';
  opponent.value = [...opponent.options].some((o) => o.value === wanted) ? wanted : opponent.options[0].value;
  const colour = h('select', {id: 'colour', name: 'colour'},
    h('option', {value: 'black'}, 'Black (moves first)'), h('option', {value: 'white'}, 'White'));
  colour.value = memory.colour === 'white' ? 'white' : 'black';
  const otherName = h('input', {id: 'other-name', name: 'other-name', type: 'text', maxlength: 40,
    placeholder: 'optional'});
  const otherRow = h('label', {class: 'field', hidden: true}, h('span', {}, 'The other person\u2019s name'), otherName);
  const clock = clockField(memory);
  // A rated game is between two accounts online (an invite link or a challenge), from the game's start.
  const rated = h('input', {id: 'rated', name: 'rated', type: 'checkbox'});
  const minRating = h('input', {id: 'min-rating', name: 'min-rating', type: 'number', min: 0, max: 4000, step: 50,
    placeholder: 'any', inputmode: 'numeric'});
  const maxRating = h('input', {id: 'max-rating', name: 'max-rating', type: 'number', min: 0, max: 4000, step: 50,
    placeholder: 'any', inputmode: 'numeric'});
  const ratedRow = h('label', {class: 'field check', hidden: true}, rated,
    h('span', {}, 'Rated (both players logged in; changes your rating)'));
  const rangeRow = h('div', {class: 'field rating-range', hidden: true},
    h('label', {for: 'min-rating'}, 'Open to ratings from'), minRating, h('label', {for: 'max-rating'}, 'to'), maxRating);
  const startButton = h('button', {type: 'submit', id: 'start', class: 'primary big'}, 'Start the game');

  const kind = () => kinds.find((k) => k.name === gameSelect.value) || kinds[0];
  const hasCharacters = (k) => Array.isArray(k.characters) && k.characters.length > 0;
  let controls = {};

  function optionControl(option) {
    const id = 'option-' + option.name;
    const help = option.meaning ? h('small', {id: id + '-help', class: 'help'}, option.meaning) : null;
    let input;
    if (Array.isArray(option.allowed) && option.allowed.length) {
      input = h('select', {id, name: option.name}, option.allowed.map((v) => h('option', {value: String(v)}, String(v))));
    } else if (option.numeric) {
      input = h('input', {id, name: option.name, type: 'number', min: 0, step: 1, inputmode: 'numeric'});
    } else {
      input = h('input', {id, name: option.name, type: 'text'});
    }
    if (option.default !== undefined && option.default !== null) input.value = String(option.default);
    if (help) input.setAttribute('aria-describedby', help.id);
    controls[option.name] = input;
    return h('label', {class: 'field'}, h('span', {}, option.name), input, help);
  }

  function characterControl(k, side) {
    const option = (k.options || []).find((o) => o.name === side);
    const names = option && Array.isArray(option.allowed) && option.allowed.length
      ? option.allowed.map(String) : ['none', ...k.characters.map((c) => c.name)];
    const select = h('select', {id: side + '-character', name: side},
      names.map((n) => h('option', {value: n}, n === 'none' ? 'No character' : characterLabel(characters.get(n), n))));
    // A character game is played with characters: 'none' (the option's usual default) stays a choice.
    const given = option && option.default !== undefined ? String(option.default) : 'none';
    const own = k.characters.map((c) => c.name).filter((n) => names.includes(n));
    select.value = given !== 'none' && names.includes(given) ? given : own[side === 'black' ? 0 : Math.min(1, own.length - 1)] || names[0];
    const powers = h('ul', {class: 'character-powers', 'aria-live': 'polite'});
    const source = h('p', {class: 'character-source'}, h('span', {class: 'tag file'}, 'file'),
      ' Written in a character file this server loaded.');
    const card = h('a', {class: 'card-link', target: '_blank', rel: 'noopener'});
    const describe = () => {
      const c = characters.get(select.value);
      show(source, !!(c && c.file));
      fill(powers, c ? (c.powers || []).map((p) => h('li', {}, powerWords(p))) : h('li', {}, 'Plain checkers for this side.'));
      card.href = '/rules/' + encodeURIComponent(k.name) + '#character-' + encodeURIComponent(select.value);
      text(card, c ? 'The card of ' + (c.title || c.name) : '');
      show(card, !!c);
    };
    select.addEventListener('change', describe);
    describe();
    controls[side] = select;
    return h('div', {class: 'character-pick'},
      h('label', {class: 'field'}, h('span', {}, capital(side) + '\u2019s character'), select), source, powers, card);
  }

  function showKind() {
    const k = kind();
    text(gameAbout, String(k.title || '').split(': ').slice(1).join(': '));
    rulesLink.href = '/rules/' + encodeURIComponent(k.name);
    text(rulesLink, 'Rules of ' + shortTitle(k));
    lessonLink.href = '#/learn/' + encodeURIComponent(k.name) + '/1';
    text(lessonLink, 'Learn ' + shortTitle(k) + ' in a short lesson');
    controls = {};
    const withCharacters = hasCharacters(k);
    const plain = (k.options || []).filter((o) => !(withCharacters && (o.name === 'black' || o.name === 'white')));
    fill(optionsBox, plain.length ? h('fieldset', {}, h('legend', {}, 'Options'), plain.map(optionControl)) : null);
    fill(charactersBox, withCharacters
      ? h('fieldset', {}, h('legend', {}, 'Characters'), characterControl(k, 'black'), characterControl(k, 'white'))
      : null);
  }

  function showOpponent() {
    show(otherRow, opponent.value === 'local');
    show(ratedRow, opponent.value === 'online' || opponent.value === 'lobby');
    show(rangeRow, opponent.value === 'lobby');
    text(startButton, opponent.value === 'lobby' ? 'Post the challenge' : 'Start the game');
  }

  async function submit(event) {
    event.preventDefault();
    show(message, false);
    const k = kind();
    const mine = colour.value;
    const other = mine === 'black' ? 'white' : 'black';
    const options = {};
    // Values go as strings, as `--option NAME=VALUE` takes them.
    for (const [key, input] of Object.entries(controls)) options[key] = String(input.value).trim();
    const request = {game: k.name, options, black: 'human', white: 'human', online: opponent.value === 'online', name: {}};
    if (opponent.value.startsWith('ai:')) request[other] = opponent.value;
    request.clock = clock.value();
    if (!ratedRow.hidden && rated.checked) request.rated = true;
    if (!rangeRow.hidden && minRating.value !== '') request.minRating = Number(minRating.value);
    if (!rangeRow.hidden && maxRating.value !== '') request.maxRating = Number(maxRating.value);
    if (myName()) request.name[mine] = myName();
    if (opponent.value === 'local' && otherName.value.trim()) request.name[other] = otherName.value.trim();
    try {
      localStorage.setItem(REMEMBER, JSON.stringify({game: k.name, opponent: opponent.value, colour: mine, ...clock.remembered()}));
    } catch (e) {
      // Remembering the form is a convenience only.
    }
    startButton.disabled = true;
    if (opponent.value === 'lobby') {
      try {
        await hooks.challenge(request, mine);
      } catch (e) {
        text(message, e.message);
        show(message, true);
      }
      startButton.disabled = false;
      return;
    }
    try {
      const made = await api.create(request);
      const tokens = made.tokens || {};
      const token = tokens[mine] || tokens.black || tokens.white || null;
      saveSeats(made.id, {tokens, mine: token});
      location.hash = gameLink(made.id, token);
    } catch (e) {
      text(message, e.message);
      show(message, true);
      startButton.disabled = false;
    }
  }

  gameSelect.addEventListener('change', showKind);
  opponent.addEventListener('change', showOpponent);
  showKind();
  showOpponent();

  fill(root, h('form', {class: 'start-page', onSubmit: submit},
    h('h1', {}, 'New game'),
    h('label', {class: 'field'}, h('span', {}, 'Game'), gameSelect, gameAbout),
    h('p', {class: 'rules-note'}, rulesLink, ' (opens in a new tab) \u00b7 ', lessonLink),
    optionsBox,
    charactersBox,
    h('fieldset', {}, h('legend', {}, 'Players'),
      h('label', {class: 'field'}, h('span', {}, 'Opponent'), opponent),
      h('label', {class: 'field'}, h('span', {}, 'You play'), colour),
      otherRow),
    clock.node,
    ratedRow,
    rangeRow,
    message,
    startButton,
    h('p', {class: 'note'}, h('a', {href: '#/games'}, 'Watch the replay of a finished game'))));
}
