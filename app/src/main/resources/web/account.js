// The account page (#/account): log in or sign up with a name and a password, or, logged in, who you are and
// logging out. The session is the server's cookie (HttpOnly: no script here sees it); the header's account
// link says who is logged in. Playing by link needs no account.
import {api, ApiError} from './api.js';
import {h, fill} from './dom.js';

/** Sets the header's account link to who is logged in: the player's name, or "Log in" for nobody. */
function sayWho(player) {
  const link = document.getElementById('account-link');
  if (link) link.textContent = player ? player.name : 'Log in';
}

/** Asks the server who is logged in and sets the header's account link. */
export async function showWho() {
  try {
    const {player} = await api.session();
    sayWho(player);
  } catch (e) {
    sayWho(null);
  }
}

function field(id, label, attrs) {
  return h('p', {class: 'account-field'}, h('label', {for: id}, label), h('input', {id, required: true, ...attrs}));
}

function form(kind, heading, button, send, message) {
  const name = kind + '-name';
  const password = kind + '-password';
  const submit = async (event) => {
    event.preventDefault();
    message.textContent = '';
    try {
      await send(document.getElementById(name).value, document.getElementById(password).value);
      location.hash = '#/account';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    } catch (e) {
      message.textContent = e instanceof ApiError ? e.message : String(e);
    }
  };
  return h('form', {class: 'account-form', id: kind + '-form', onSubmit: submit, 'aria-labelledby': kind + '-heading'},
    h('h2', {id: kind + '-heading'}, heading),
    field(name, 'Name', {autocomplete: 'username', maxlength: 20}),
    field(password, 'Password', {type: 'password', autocomplete: kind === 'signup' ? 'new-password' : 'current-password',
      minlength: 8, maxlength: 200}),
    h('button', {type: 'submit', class: 'primary'}, button));
}

export function accountPage(root) {
  let gone = false;
  const message = h('p', {class: 'account-error', id: 'account-error', role: 'alert'});
  api.session().then(({player}) => {
    if (gone) return;
    if (player) {
      const out = h('button', {type: 'button', id: 'log-out', onClick: async () => {
        await api.logOut();
        location.hash = '#/account';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      }}, 'Log out');
      fill(root, h('div', {class: 'account-page'}, h('h1', {}, 'Your account'),
        h('p', {id: 'account-who'}, 'Logged in as ', h('strong', {}, player.name), '.'),
        h('p', {}, h('a', {href: '#/@/' + encodeURIComponent(player.name), id: 'my-page'}, 'Your page: ratings and games')), out));
    } else {
      fill(root, h('div', {class: 'account-page'}, h('h1', {}, 'Log in or sign up'),
        h('p', {}, 'An account is yours on any device. Playing by link needs none.'), message,
        h('div', {class: 'account-forms'},
          form('login', 'Log in', 'Log in', (n, p) => api.logIn(n, p), message),
          form('signup', 'Sign up', 'Sign up', (n, p) => api.signUp(n, p), message))));
    }
    sayWho(player); // in the same step as the page, so the header never contradicts it
  }).catch((e) => {
    if (!gone) fill(root, h('p', {class: 'notice'}, 'The account cannot be shown: ' + e.message));
  });
  return () => { gone = true; };
}
