/**
 * Tournament openings: how the first moves of a game are chosen before the players take over.
 *
 * <p>Seed (the Checkers text): "In tournament Checkers, a variation called three-move restriction is
 * preferred. The first three moves are drawn at random from a set of accepted openings. Two games are
 * played with the chosen opening, each player having a turn at either side. [...] A two-move restriction
 * was used from 1900 until 1934 in the United States and in the British Isles until the 1950s. Before
 * 1900, championships were played without restriction: this style is called go-as-you-please (GAYP)."
 *
 * <p>{@link dev.kingme.engine.openings.Restriction} is the closed set of those three styles; an
 * {@link dev.kingme.engine.openings.Opening} is one ballot; {@link dev.kingme.engine.openings.BallotCsv}
 * reads the American Checker Federation's list; {@link dev.kingme.engine.openings.Pairing} gives each
 * player a turn at either side.
 */
package dev.kingme.engine.openings;
