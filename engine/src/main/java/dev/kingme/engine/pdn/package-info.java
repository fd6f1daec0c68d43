/**
 * PDN (Portable Draughts Notation) 3.0 for American checkers: {@link dev.kingme.engine.pdn.PdnReader}
 * reads game files into {@link dev.kingme.engine.pdn.PdnGame}s, each of which replays through
 * {@link dev.kingme.engine.Game} into a {@link dev.kingme.engine.pdn.Replay} that keeps every position up
 * to the first problem; {@link dev.kingme.engine.pdn.PdnWriter} writes a game back. Problems are
 * {@link dev.kingme.engine.pdn.PdnException}s that say where (line, column, move number) and what.
 * Nothing here depends on anything outside the JDK and the engine.
 */
package dev.kingme.engine.pdn;
