// The game page's controls beside the board, drawn from the view: undo, draw offers, resign, rematch and
// the downloads; the invite panel; and the PDN, fetched while its box is open.
import {api, loadSeats, saveSeats, gameLink} from './api.js';
import {h, fill, text, show, capital} from './dom.js';
import {invitePanel} from './invite.js';

/** Shows the controls the viewer may use now. el holds the page's nodes by id. */
export function renderControls(el, view, id) {
  // while the server cannot store anything (view.readOnly), nothing is offered that it would have to store
  const seated = !!view.seat && !view.readOnly;
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
  show(el['analyse-link'], over);
  if (over) el['analyse-link'].href = '#/analysis?from=' + encodeURIComponent(id) + '&at=' + (view.moves || []).length;
  text(el.rematch, view.rematch ? (seated ? 'Join the rematch' : 'Watch the rematch') : 'Rematch');
  text(el['draw-note'], offer ? capital(offer) + ' offers a draw.' : '');
  show(el['draw-note'], !!offer && !over);
  el['download-pdn'].href = api.recordUrl(id, 'pdn');
  show(el['download-pdn'], !!view.hasPdn);
  el['download-json'].href = api.recordUrl(id, 'json');
}

/** The invite panel for the seats this browser holds; before the first move it goes to the top. */
export function renderInvite(el, view, id, token, say) {
  const panel = invitePanel(id, loadSeats(id), token, say);
  fill(el.invite, panel);
  show(el.invite, !!panel);
  el.invite.classList.toggle('prominent', !!panel.querySelector('#invite-link') && !(view.moves || []).length);
}

/**
 * The PDN is not part of the view (it grows with every move): load() fetches it while its box is open,
 * once per version of current(), the page's view.
 */
export function pdnLoader(el, id, current) {
  let loaded = null;
  return async function load() {
    const view = current();
    if (!view || !view.hasPdn || !el['pdn-box'].open || loaded === view.version) return;
    const version = view.version;
    loaded = version;
    try {
      const pdn = await api.recordText(id, 'pdn');
      if (current().version === version) text(el.pdn, pdn);
    } catch (e) {
      loaded = null;
      text(el.pdn, 'The PDN could not be loaded: ' + e.message);
    }
  };
}

/** A checkbox that turns animations on and off, remembered by this browser. */
export function animationToggle(on, onChange) {
  return h('label', {class: 'toggle'},
    h('input', {type: 'checkbox', id: 'animations', checked: on, onChange: (e) => onChange(e.target.checked)}),
    ' Animations');
}

/**
 * The rematch of the game view shows: a spectator goes to it once it exists; a player asks for it (the server
 * answers the same game to both players) and goes to their own seat in it, the colours being swapped.
 * onError(words) says why it could not be made.
 */
export async function rematchFor(id, token, view, onError) {
  if (view.rematch && !view.seat) {
    location.hash = gameLink(view.rematch, null);
    return;
  }
  try {
    const made = await api.rematch(id, token);
    const other = view.seat === 'black' ? 'white' : 'black';
    const tokens = made.tokens || {};
    const mine = tokens[view.seat === 'both' ? 'black' : other] || tokens.black || tokens.white || null;
    saveSeats(made.id, {tokens, mine});
    location.hash = gameLink(made.id, mine);
  } catch (e) {
    onError(e.message || String(e));
  }
}
