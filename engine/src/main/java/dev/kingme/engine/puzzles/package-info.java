/**
 * Puzzles from real games: positions where exactly one move keeps the game-theoretic result (the win, or the
 * draw) and every other move is proved to lose it, with the line that follows, a theme and a difficulty.
 *
 * <p>What counts as a proof is {@link dev.kingme.engine.puzzles.Prover}'s (the ruling is in
 * {@code docs/rules/puzzles.md}): the endgame database, the end of the game, or a decisive score of a full-width
 * search. {@link dev.kingme.engine.puzzles.MoveProofs} proves every move of a position and says whether one alone
 * keeps the result; {@link dev.kingme.engine.puzzles.SolutionLine} follows the unique moves and the opponent's
 * best replies; {@link dev.kingme.engine.puzzles.PuzzleFinder} walks {@link dev.kingme.engine.puzzles.SourceGame}s
 * (an archive's games, or {@link dev.kingme.engine.puzzles.SelfPlayGames}) and keeps the
 * {@link dev.kingme.engine.puzzles.Puzzle}s it finds.
 */
package dev.kingme.engine.puzzles;
