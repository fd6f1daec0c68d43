/**
 * The session layer: one game being played ({@link dev.kingme.app.session.Session}), the same for the
 * terminal and the web server. Moves, chance's rolls, undo, draw offers and answers, resignation and a flag fall are
 * {@link dev.kingme.app.session.Action}s, checked in full before they change anything; refusals are
 * {@link dev.kingme.app.session.GameError}s; the AI's whole move is asked hop by hop
 * ({@link dev.kingme.app.session.AiTurn}); the dice are keyed on the game's seed and the state
 * ({@link dev.kingme.app.session.ChanceRoller}); a game under a time control keeps a
 * {@link dev.kingme.app.session.GameClock} (docs/rules/clock.md), and its AI spends it
 * ({@link dev.kingme.app.session.ClockedAi}).
 */
package dev.kingme.app.session;
