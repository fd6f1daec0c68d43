package dev.kingme.balance;

import java.io.Serializable;

/**
 * One game the lab played.
 *
 * @param index the game's place in the plan (0, 1, 2, ...): the key that makes a resumed run lose and
 *     duplicate nothing
 * @param black the character Black played (by its name, {@code mage}); Black moves first
 * @param white the character White played
 * @param round which of the pairing's games this was (0 to games-per-pair - 1)
 * @param seed the seed the game was played with (its dice and both AIs derive from it)
 * @param result who won
 * @param condition the win condition that fired, without sides or numbers ({@code has no pieces left},
 *     {@code Mercenary}, {@code Loot!}, {@code move limit}), to count how games end
 * @param reason the verdict as the rules gave it ({@code White has no pieces left})
 * @param plies the decisions the players made in the game (chance rolls not counted)
 */
public record GameResult(int index, String black, String white, int round, long seed, Result result,
        String condition, String reason, int plies) implements Serializable {
}
