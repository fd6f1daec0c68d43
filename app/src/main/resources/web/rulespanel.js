// The game page's Rules panel: a side panel (a sheet on a phone) showing the game's rules page, fetched from
// the server as a fragment (GET /rules/GAME?fragment=1), without leaving the game. openRules(game, anchor) opens
// it scrolled to a card or a section; characterAnchor and powerAnchor name a card's anchors as the server does.
import {h, fill} from './dom.js';

let mounted = null;   // {dialog, body, opener, game(), loaded}

/** "#character-bard": the anchor of a character's card. */
export function characterAnchor(name) {
  return '#character-' + slug(name);
}

/** "#power-bard-charm": the anchor of a power on a character's card, from the power's title. */
export function powerAnchor(character, title) {
  return '#power-' + slug(character) + '-' + slug(title);
}

/** A name as the server writes it in anchors: lower case, each run of characters other than a-z and 0-9 a hyphen. */
export function slug(name) {
  const s = String(name || '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return s || 'x';
}

/**
 * Puts a Rules button among the game page's board tools and the (closed) panel in the page. game() answers the
 * game's name (the view's game), or null while the view has not come.
 */
export function mountRules(page, game) {
  const body = h('div', {class: 'panel-body', tabindex: '-1'});
  const pageLink = h('a', {href: '/rules', target: '_blank', rel: 'noopener'}, 'Open as a page');
  const close = h('button', {type: 'button', class: 'close', 'aria-label': 'Close the rules', onClick: () => closeRules()}, 'Close');
  const dialog = h('dialog', {class: 'rules-panel', id: 'rules-panel', 'aria-label': 'Rules'},
    h('div', {class: 'panel-head'}, h('h2', {}, 'Rules'), pageLink, close), body);
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeRules();
    }
  });
  // Links inside the rules go to their place in the panel: the page's own hash is the game's route.
  body.addEventListener('click', (event) => {
    const link = event.target.closest && event.target.closest('a[href^="#"]');
    if (!link) return;
    event.preventDefault();
    scrollTo(link.getAttribute('href'));
  });
  const opener = h('button', {type: 'button', id: 'rules-button', 'aria-controls': 'rules-panel', 'aria-expanded': 'false',
    onClick: () => (dialog.open ? closeRules() : openRules(game()))}, 'Rules');
  const tools = page.querySelector('.board-tools') || page;
  tools.appendChild(opener);
  page.appendChild(dialog);
  mounted = {dialog, body, opener, pageLink, game, loaded: null};
  return () => { if (mounted && mounted.dialog === dialog) mounted = null; };
}

/**
 * Opens the Rules panel of the game page on the rules of game, scrolled to anchor ('#power-bard-charm') when
 * given. Away from a game page it goes to the rules page itself.
 */
export async function openRules(game, anchor) {
  const name = game || (mounted && mounted.game());
  if (!name) return;
  if (!mounted || !mounted.dialog.isConnected) {
    location.assign('/rules/' + encodeURIComponent(name) + (anchor || ''));
    return;
  }
  const {dialog, body, opener, pageLink} = mounted;
  pageLink.href = '/rules/' + encodeURIComponent(name) + (anchor || '');
  if (!dialog.open) dialog.show();
  opener.setAttribute('aria-expanded', 'true');
  if (mounted.loaded !== name) {
    fill(body, h('p', {class: 'note'}, 'Loading the rules\u2026'));
    try {
      const answer = await fetch('/rules/' + encodeURIComponent(name) + '?fragment=1');
      if (!answer.ok) throw new Error('the server answered ' + answer.status);
      // The server writes the fragment and escapes every word of a character file in it; parsed into a
      // separate document, nothing in it runs (and the page's policy allows no inline script anyway).
      const doc = new DOMParser().parseFromString(await answer.text(), 'text/html');
      fill(body, ...Array.from(doc.body.childNodes).map((n) => document.importNode(n, true)));
      mounted.loaded = name;
    } catch (e) {
      fill(body, h('p', {class: 'message error', role: 'alert'}, 'The rules could not be loaded: ' + (e.message || e)));
      return;
    }
  }
  if (anchor) scrollTo(anchor);
  else {
    body.scrollTop = 0;
    body.focus({preventScroll: true});
  }
}

/** Closes the panel, giving the focus back to the Rules button. */
export function closeRules() {
  if (!mounted) return;
  mounted.dialog.close();
  mounted.opener.setAttribute('aria-expanded', 'false');
  mounted.opener.focus();
}

function scrollTo(anchor) {
  const {body} = mounted;
  const id = String(anchor).replace(/^#/, '');
  const target = body.querySelector('#' + CSS.escape(id));
  for (const old of body.querySelectorAll('.targeted')) old.classList.remove('targeted');
  if (!target) {
    body.focus({preventScroll: true});
    return;
  }
  target.classList.add('targeted');
  target.scrollIntoView({block: 'start'});
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({preventScroll: true});
}
