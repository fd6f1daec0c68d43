/**
 * The puzzles of American checkers as the program keeps them: {@link dev.kingme.app.puzzles.PuzzleSet}, a set found by
 * {@code kingme puzzles build} with the proof settings that found it, and {@link dev.kingme.app.puzzles.PuzzleFile},
 * its JSON file (the set the server ships is {@code puzzles/puzzles.json} among its resources). The finding itself is
 * {@link dev.kingme.engine.puzzles}'s.
 */
package dev.kingme.app.puzzles;
