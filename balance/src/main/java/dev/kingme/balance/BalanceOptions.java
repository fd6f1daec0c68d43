package dev.kingme.balance;

import dev.kingme.ai.AiSpec;
import dev.kingme.rules.character.Cast;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The options of a balance run as its front ends take them ({@code kingme balance}, the Spark job): their
 * defaults, and the checks that turn them into a {@link BalancePlan}, each message naming the option at
 * fault, so that both front ends accept and refuse the same things in the same words.
 */
public final class BalanceOptions {
    /** Default of {@code --set}. */
    public static final String SET = BalancePlan.ALL;
    /** Default of {@code --games-per-pair}. */
    public static final String GAMES_PER_PAIR = "2";
    /** Default of {@code --ai}: it beats {@code ai:beginner} clearly and plays a game in seconds. */
    public static final String AI = "ai:easy";
    /**
     * Default of {@code --iterations}: 400 MCTS iterations a decision, a tenth of {@code ai:easy}'s own 4000, which
     * ranks the characters as the level's own does (Spearman 0.94, 95% interval 0.66 to 1.00, over the Fantasy
     * RPG plan at 4 games a pair) about ten times faster (bench/README.md, "The balance lab at fewer
     * iterations"); 0 plays at the level's own.
     */
    public static final String ITERATIONS = "400";
    /** Default of {@code --seed}: fixed, so the same command run again resumes. */
    public static final String SEED = "1";
    /** Default of {@code --max-plies}. */
    public static final String MAX_PLIES = "600";
    /** Default of {@code --out}. */
    public static final String OUT = "balance-report";

    private BalanceOptions() {
    }

    /**
     * The plan the options ask for.
     *
     * @param characters the {@code --characters} named (any case, any order), or null for the whole set
     * @throws IllegalArgumentException naming the option at fault and what is wrong with it
     */
    public static BalancePlan plan(String set, List<String> characters, int gamesPerPair, String ai, int iterations,
            long seed, int maxPlies) {
        return plan(set, characters, gamesPerPair, ai, iterations, seed, maxPlies, List.of());
    }

    /**
     * The plan the options ask for, with the characters of {@code characterFiles} (their texts, already read):
     * a file's new character joins its set, and a file with a built-in id changes that character.
     */
    public static BalancePlan plan(String set, List<String> characters, int gamesPerPair, String ai, int iterations,
            long seed, int maxPlies, List<String> characterFiles) {
        Cast cast = BalancePlan.castOf(characterFiles);
        if (gamesPerPair < 1) {
            throw new IllegalArgumentException("--games-per-pair must be at least 1, got " + gamesPerPair);
        }
        if (maxPlies < 1) {
            throw new IllegalArgumentException("--max-plies must be at least 1, got " + maxPlies);
        }
        if (iterations < 0) {
            throw new IllegalArgumentException("--iterations must not be negative, got " + iterations);
        }
        String setName = set.strip();
        List<String> inSet;
        try {
            inSet = BalancePlan.charactersOf(setName, cast);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--set: " + e.getMessage());
        }
        List<String> chosen = inSet;
        if (characters != null) {
            chosen = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            for (String c : characters) {
                String name = c.strip().toLowerCase(Locale.ROOT);
                if (!inSet.contains(name)) {
                    throw new IllegalArgumentException("--characters: no character called '" + c.strip() + "' in "
                            + (setName.equals(BalancePlan.ALL) ? "either set" : setName) + " (characters: "
                            + String.join(", ", inSet) + ")");
                }
                if (!seen.add(name)) {
                    throw new IllegalArgumentException("--characters: " + name + " is named twice");
                }
                chosen.add(name);
            }
            if (chosen.size() < 2) {
                throw new IllegalArgumentException("--characters: a balance run needs at least two characters, got "
                        + chosen.size());
            }
        }
        AiSpec spec;
        try {
            spec = AiSpec.parse(ai.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--ai " + e.getMessage());
        }
        if (spec.isHuman()) {
            throw new IllegalArgumentException("--ai " + ai.strip() + ": the balance lab is played by AIs against each"
                    + " other; use random, greedy, ai:LEVEL or mcts:LEVEL");
        }
        return new BalancePlan(BalancePlan.inListingOrder(chosen, cast), gamesPerPair, spec.text(), iterations, seed,
                maxPlies, characterFiles);
    }

    /**
     * The games played at once: {@code given}, or every core when null.
     *
     * @throws IllegalArgumentException when fewer than 1
     */
    public static int threads(Integer given) {
        int n = given != null ? given : Runtime.getRuntime().availableProcessors();
        if (n < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + n);
        }
        return n;
    }

    /**
     * Checks {@code --out}: a folder, or nothing yet.
     *
     * @throws IllegalArgumentException when it is a file
     */
    public static Path out(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException("--out " + dir + ": not a folder");
        }
        return dir;
    }
}
