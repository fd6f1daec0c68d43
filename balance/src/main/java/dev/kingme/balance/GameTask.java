package dev.kingme.balance;

import java.io.Serializable;

/**
 * One game a {@link BalancePlan} asks for, before it is played: everything {@link BalanceGames#play} needs
 * besides the plan's AI and move limit.
 *
 * @param index the game's place in the plan (0, 1, 2, ...)
 * @param black the character Black plays (by its name, {@code mage}); Black moves first
 * @param white the character White plays
 * @param round which of the pairing's games this is (0 to games-per-pair - 1)
 * @param seed the game's seed, derived from the run's seed and {@code index} alone
 */
public record GameTask(int index, String black, String white, int round, long seed) implements Serializable {
}
