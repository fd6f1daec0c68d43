// Picking a move on the board square by square. Only matches the squares clicked so far against the
// paths of the choices the server listed; it knows nothing of the rules.

/** Choices picked on the board: those whose path has an origin and at least one square after it. */
export function onBoard(choice) {
  return Array.isArray(choice.path) && choice.path.length >= 2;
}

/** A single-square placement, which may also be made by clicking its square. */
export function placement(choice) {
  return !onBoard(choice) && choice.kind === 'place' && Array.isArray(choice.squares) && choice.squares.length === 1;
}

function startsWith(path, prefix) {
  return prefix.length <= path.length && prefix.every((sq, i) => path[i] === sq);
}

/**
 * What the squares clicked so far allow: origins (where a pick may start), next (the squares that extend
 * the prefix), exact (choices whose whole path is the prefix) and places (single-square placements).
 */
export function options(choices, prefix) {
  const paths = choices.filter(onBoard);
  const origins = new Set(paths.map((c) => c.path[0]));
  const matching = prefix.length ? paths.filter((c) => startsWith(c.path, prefix)) : [];
  const next = new Set(matching.filter((c) => c.path.length > prefix.length).map((c) => c.path[prefix.length]));
  const exact = matching.filter((c) => c.path.length === prefix.length);
  const places = new Map();
  for (const c of choices.filter(placement)) places.set(c.squares[0], [...(places.get(c.squares[0]) || []), c]);
  return {origins, next, exact, places};
}

/**
 * The result of clicking square with prefix clicked so far: {prefix} to go on with, and send (a choice
 * to send now) when the click completed exactly one choice that nothing longer extends.
 */
export function step(choices, prefix, square) {
  const o = options(choices, prefix);
  if (prefix.length && o.next.has(square)) {
    const longer = [...prefix, square];
    const after = options(choices, longer);
    if (after.next.size === 0 && after.exact.length === 1) return {prefix: [], send: after.exact[0]};
    return {prefix: longer, send: null};
  }
  if (prefix.length === 1 && prefix[0] === square) return {prefix: [], send: null};
  if (o.origins.has(square)) return {prefix: [square], send: null};
  if (!prefix.length && o.places.has(square) && o.places.get(square).length === 1) {
    return {prefix: [], send: o.places.get(square)[0]};
  }
  return {prefix: [], send: null};
}

/**
 * The choices to offer as buttons for the prefix: whole choices it equals when it may also go on
 * ("stop here"), or when several choices share that same path.
 */
export function stops(choices, prefix) {
  if (!prefix.length) return [];
  const o = options(choices, prefix);
  return o.next.size > 0 || o.exact.length > 1 ? o.exact : [];
}
