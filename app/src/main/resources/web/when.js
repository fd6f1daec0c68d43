// A moment in the viewer's words: relative while recent ("5 minutes ago", "yesterday"), else the date in
// the viewer's locale; the full date and time for a tooltip.

const UNITS = [['second', 60], ['minute', 60], ['hour', 24], ['day', 7]];

/** "3 minutes ago" for an ISO-8601 time within the last week, else its date ("12 May 2024"); '' for none. */
export function whenText(iso, now = Date.now()) {
  if (!iso) return '';
  const at = new Date(iso);
  if (isNaN(at)) return '';
  let amount = (at.getTime() - now) / 1000;
  if (amount > -45) return new Intl.RelativeTimeFormat(undefined, {numeric: 'auto'}).format(0, 'second');
  for (const [unit, next] of UNITS) {
    if (Math.abs(amount) < next) return new Intl.RelativeTimeFormat(undefined, {numeric: 'auto'}).format(Math.round(amount), unit);
    amount /= next;
  }
  return at.toLocaleDateString(undefined, {year: 'numeric', month: 'short', day: 'numeric'});
}

/** The full date and time of an ISO-8601 time in the viewer's locale. */
export function fullTime(iso) {
  const at = new Date(iso);
  return isNaN(at) ? '' : at.toLocaleString();
}
