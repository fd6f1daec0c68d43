// Pointer, touch and keyboard input on the board, turned into clicks on squares. A drag from the piece
// last picked to another square is the same as clicking that square, so a multi-jump is dragged hop by
// hop just as it is clicked.

/**
 * board: from createBoard. hooks: active() (may this viewer pick now), prefix() (squares picked so far),
 * targets() (squares that extend it), click(square, {dropped}) (dropped: the piece was dragged there),
 * cancel().
 */
export function attachInput(board, hooks) {
  const svg = board.el;
  let drag = null;

  function down(event) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const square = board.squareAt(event.clientX, event.clientY);
    if (!hooks.active()) return;
    if (square === null) {
      hooks.cancel();
      return;
    }
    event.preventDefault();
    const before = hooks.prefix();
    const last = before[before.length - 1];
    if (before.length && square === last) {
      // Pressing the piece already picked: a drag goes on from it; a plain click on a lone origin drops it.
      drag = {from: square, x: event.clientX, y: event.clientY, moved: false, release: before.length === 1};
    } else {
      hooks.click(square);
      const after = hooks.prefix();
      if (after.length && after[after.length - 1] === square) {
        drag = {from: square, x: event.clientX, y: event.clientY, moved: false, release: false};
      }
    }
    // Capture keeps the drag going when the pointer leaves the board.
    if (drag) svg.setPointerCapture(event.pointerId);
  }

  function move(event) {
    if (!drag) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
    drag.moved = true;
    board.drag(hooks.prefix()[0] ?? null, event.clientX, event.clientY);
  }

  function up(event) {
    if (!drag) return;
    const d = drag;
    drag = null;
    board.drag(null);
    if (d.moved) {
      const square = board.squareAt(event.clientX, event.clientY);
      if (square !== null && square !== d.from && hooks.targets().has(square)) hooks.click(square, {dropped: true});
    } else if (d.release) {
      hooks.click(d.from);
    }
  }

  function abort() {
    drag = null;
    board.drag(null);
  }

  function key(event) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const hit = event.target.closest && event.target.closest('[data-square]');
    if (!hit || !hooks.active()) return;
    event.preventDefault();
    hooks.click(Number(hit.dataset.square));
  }

  svg.addEventListener('pointerdown', down);
  svg.addEventListener('pointermove', move);
  svg.addEventListener('pointerup', up);
  svg.addEventListener('pointercancel', abort);
  svg.addEventListener('keydown', key);
}
