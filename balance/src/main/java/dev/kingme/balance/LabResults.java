package dev.kingme.balance;

import java.util.List;

/**
 * What a balance run played, for its report: the characters in the order the report lists them, how the
 * games were played, and every game (in plan order).
 *
 * @param characters the characters compared, by name ({@code mage}), in the report's order
 * @param ai the AI both sides were played by, as written ({@code ai:easy})
 * @param seed the run's seed
 * @param gamesPerPair games played for each ordered pairing (each character as Black against each as White)
 * @param maxPlies decisions after which a game still going counted as a draw by the move limit
 * @param games every game played, in plan order
 * @param changed the built-in characters among {@code characters} that the run played from a character file
 *     of the same id, changed (see {@link BalancePlan#changedCharacters()}): the report labels them, since
 *     their results are not those of the built-in characters of that name
 */
public record LabResults(List<String> characters, String ai, long seed, int gamesPerPair, int maxPlies,
        List<GameResult> games, List<String> changed) {
    public LabResults {
        characters = List.copyOf(characters);
        games = List.copyOf(games);
        changed = List.copyOf(changed);
    }

    /** The results of a run of the built-in characters, none changed. */
    public LabResults(List<String> characters, String ai, long seed, int gamesPerPair, int maxPlies,
            List<GameResult> games) {
        this(characters, ai, seed, gamesPerPair, maxPlies, games, List.of());
    }

    /** Whether {@code name} is a built-in character this run changed. */
    public boolean changed(String name) {
        return changed.contains(name);
    }
}
