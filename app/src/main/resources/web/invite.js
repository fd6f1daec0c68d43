// Links to share a game: the other seat's invite (only the browser that created an online game knows
// that token) and a spectator link, each with a copy button.
import {h} from './dom.js';
import {gameLink} from './api.js';

function copyRow(id, label, url, notify) {
  const link = h('a', {id, href: url, class: 'share-link'}, url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('Copied the ' + label.toLowerCase() + '.');
    } catch (e) {
      // No clipboard (plain http, or refused): select the text so the reader can copy it.
      const range = document.createRange();
      range.selectNodeContents(link);
      const selection = getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      notify('Press Ctrl+C (or long-press) to copy the selected link.');
    }
  };
  return h('div', {class: 'share'}, h('span', {class: 'share-label'}, label), link,
    h('button', {type: 'button', class: 'copy', id: id + '-copy', onClick: copy}, 'Copy'));
}

/** The share panel for game id, from the seats this browser stored; token is this viewer's own. */
export function invitePanel(id, stored, token, notify) {
  const base = location.origin + '/';
  const rows = [];
  const tokens = (stored && stored.tokens) || {};
  const other = ['black', 'white'].find((side) => tokens[side] && tokens[side] !== token);
  if (other && token) {
    rows.push(h('p', {class: 'note'}, 'Send this link to the person who plays ' + other + ':'));
    rows.push(copyRow('invite-link', 'Invite link', base + gameLink(id, tokens[other]), notify));
  }
  rows.push(copyRow('spectator-link', 'Spectator link', base + gameLink(id, null), notify));
  return h('div', {}, h('h2', {}, 'Share'), rows);
}
