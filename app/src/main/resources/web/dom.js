// Small DOM helpers. Text always goes in through text nodes, never innerHTML, so that names and texts
// from the server or from other players can never become markup.

const SVG_NS = 'http://www.w3.org/2000/svg';

function apply(node, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      node.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === 'class') {
      node.setAttribute('class', Array.isArray(value) ? value.filter(Boolean).join(' ') : value);
    } else if (key === 'value' && 'value' in node) {
      node.value = value;
    } else {
      node.setAttribute(key, value === true ? '' : String(value));
    }
  }
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** An HTML element: h('button', {id: 'x', onClick: f}, 'text', otherNode). */
export function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  apply(node, attrs);
  return append(node, children);
}

/** An SVG element, like h. */
export function s(tag, attrs, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  apply(node, attrs);
  return append(node, children);
}

/** Replaces every child of node with children. */
export function fill(node, ...children) {
  node.replaceChildren();
  return append(node, children);
}

export function text(node, value) {
  node.textContent = value === null || value === undefined ? '' : String(value);
  return node;
}

export function show(node, visible) {
  node.hidden = !visible;
  return node;
}

/** "black" -> "Black". */
export function capital(word) {
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : '';
}

/** A box that scrolls sideways on a narrow screen around a wide table, reachable by keyboard to scroll it. */
export function scrollBox(label, ...children) {
  return h('div', {class: 'table-wrap', tabindex: 0, role: 'region', 'aria-label': label}, ...children);
}

/**
 * The submit (and change) handler of a page's filter form: goes to the page's address (addressOf, given the
 * filters) with the form's fields named in names that are not empty.
 */
export function filterGo(names, addressOf) {
  return (event) => {
    event.preventDefault();
    const form = event.target.closest('form');
    const q = new URLSearchParams();
    for (const name of names) {
      const value = form.elements[name].value.trim();
      if (value) q.set(name, value);
    }
    location.hash = addressOf(q);
  };
}
