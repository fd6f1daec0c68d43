package dev.kingme.balance;

import dev.kingme.ai.AiSpec;
import dev.kingme.ai.Players;
import dev.kingme.record.CharacterFiles;
import dev.kingme.rules.character.Cast;
import dev.kingme.rules.character.CharacterSpec;
import dev.kingme.rules.character.Hero;
import java.io.Serializable;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a balance run plays: every ordered pairing of its characters (each as Black against each as White,
 * itself included), {@code gamesPerPair} games each, all played by the same AI. Everything a game's result
 * depends on is here or in its {@link GameTask}, so any engine (local threads, Apache Spark) that plays the
 * plan's tasks with {@link BalanceGames#play} gets the same results. Serializable, to be shipped to
 * executors.
 *
 * <p>The tasks come in a fixed order: by Black's character, then White's (both in the plan's order), then
 * by round. Mirror pairings (a character against itself) are part of the plan: they measure what moving
 * first is worth with the powers the same on both sides.
 *
 * @param characters the characters, by name, in the order of {@link #allCharacters()} (no repeats, at
 *     least two)
 * @param gamesPerPair games for each ordered pairing (at least 1)
 * @param ai the AI playing both sides, as written ({@code ai:easy}; see {@link AiSpec}; not a human)
 * @param iterations the AI's MCTS iterations a decision; 0 for its level's own (see
 *     {@link Players#repeatable(AiSpec, int, long)})
 * @param seed the run's seed, from which every game's seed derives
 * @param maxPlies decisions after which a game still going is a draw by the move limit (at least 1)
 * @param characterFiles the texts of the character files the run plays besides the built-in characters, a
 *     file whose id is a built-in one changing that character for this run (see {@link Cast#changing}); empty
 *     for the built-in characters alone. The texts travel with the plan, so that every executor plays the
 *     same characters, and a checkpoint of other files is another plan.
 */
public record BalancePlan(List<String> characters, int gamesPerPair, String ai, int iterations, long seed,
        int maxPlies, List<String> characterFiles) implements Serializable {
    /** The character sets a run may choose from, by the name of the game that lists them. */
    public static final List<String> SETS = List.of("fantasy-rpg", "schlock-mercenary");
    /** Every character set at once. */
    public static final String ALL = "all";
    /** The casts of the sets of character files read so far, by their texts. */
    private static final Map<List<String>, Cast> CASTS = new ConcurrentHashMap<>();

    /** A plan of the built-in characters alone. */
    public BalancePlan(List<String> characters, int gamesPerPair, String ai, int iterations, long seed, int maxPlies) {
        this(characters, gamesPerPair, ai, iterations, seed, maxPlies, List.of());
    }

    public BalancePlan {
        characters = List.copyOf(characters);
        characterFiles = List.copyOf(characterFiles);
        if (characters.size() < 2) {
            throw new IllegalArgumentException("a balance run needs at least two characters, got " + characters.size());
        }
        Set<String> seen = new HashSet<>();
        for (String c : characters) {
            if (!seen.add(c)) {
                throw new IllegalArgumentException("character '" + c + "' is named twice");
            }
        }
        List<String> known = allCharacters(castOf(characterFiles));
        for (String c : characters) {
            if (!known.contains(c)) {
                throw new IllegalArgumentException("no character called '" + c + "' (characters: "
                        + String.join(", ", known) + ")");
            }
        }
        if (gamesPerPair < 1) {
            throw new IllegalArgumentException("games per pair must be at least 1, got " + gamesPerPair);
        }
        if ((long) characters.size() * characters.size() * gamesPerPair > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("too many games: " + characters.size() + " characters squared times "
                    + gamesPerPair);
        }
        AiSpec spec = AiSpec.parse(ai);
        if (spec.isHuman()) {
            throw new IllegalArgumentException("'" + ai + "': the balance lab is played by machine players; use random, "
                    + "greedy, ai:LEVEL or mcts:LEVEL");
        }
        ai = spec.text();
        if (iterations < 0) {
            throw new IllegalArgumentException("MCTS iterations must not be negative, got " + iterations);
        }
        if (maxPlies < 1) {
            throw new IllegalArgumentException("the move limit must be at least 1 decision, got " + maxPlies);
        }
    }

    /** The characters the plan plays: the built-in ones, changed or joined by its character files. */
    public Cast cast() {
        return castOf(characterFiles);
    }

    /**
     * The plan's characters that its character files change: built-in ids played from a file, not as built
     * in. In the plan's order; empty when no file has a built-in id.
     */
    public List<String> changedCharacters() {
        Cast cast = cast();
        List<String> out = new ArrayList<>();
        for (String c : characters) {
            if (cast.changed(c)) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * The built-in characters changed or joined by the characters of {@code texts}: read once for each set of
     * texts in a process, since every game of a plan asks for its cast (a run or a sweep has a few sets).
     */
    public static Cast castOf(List<String> texts) {
        return texts.isEmpty() ? Cast.builtIn() : CASTS.computeIfAbsent(List.copyOf(texts), BalancePlan::read);
    }

    private static Cast read(List<String> texts) {
        List<CharacterSpec> specs = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            specs.add(CharacterFiles.read("character file " + (i + 1) + " of the plan", texts.get(i)));
        }
        return Cast.builtIn().changing(specs);
    }

    /** Every built-in character of every set, by name: the Fantasy RPG ones first, in each game's listing order. */
    public static List<String> allCharacters() {
        return allCharacters(Cast.builtIn());
    }

    /** Every character of {@code cast} but none, by name: the Fantasy RPG ones first, each set in its order. */
    public static List<String> allCharacters(Cast cast) {
        List<String> out = new ArrayList<>();
        for (String set : SETS) {
            out.addAll(charactersOf(set, cast));
        }
        return out;
    }

    /** The built-in characters of {@code set}; see {@link #charactersOf(String, Cast)}. */
    public static List<String> charactersOf(String set) {
        return charactersOf(set, Cast.builtIn());
    }

    /**
     * The characters of {@code cast} in {@code set} ({@code fantasy-rpg}, {@code schlock-mercenary}, or
     * {@code all} for both), in listing order.
     */
    public static List<String> charactersOf(String set, Cast cast) {
        if (ALL.equals(set)) {
            return allCharacters(cast);
        }
        if (!SETS.contains(set)) {
            throw new IllegalArgumentException("no character set called '" + set + "' (sets: "
                    + String.join(", ", SETS) + ", " + ALL + ")");
        }
        Hero.Sets which = set.equals(SETS.get(0)) ? Hero.Sets.FANTASY : Hero.Sets.SCHLOCK;
        List<String> out = new ArrayList<>();
        for (Hero h : cast.heroes()) {
            if (h.set() == which) {
                out.add(h.id());
            }
        }
        return out;
    }

    /** {@code names} (characters in any order, no repeats) in the order of {@link #allCharacters()}. */
    public static List<String> inListingOrder(List<String> names) {
        return inListingOrder(names, Cast.builtIn());
    }

    /** {@code names} (characters in any order, no repeats) in the order of {@link #allCharacters(Cast)}. */
    public static List<String> inListingOrder(List<String> names, Cast cast) {
        Set<String> given = new LinkedHashSet<>(names);
        List<String> out = new ArrayList<>();
        for (String c : allCharacters(cast)) {
            if (given.remove(c)) {
                out.add(c);
            }
        }
        out.addAll(given);  // unknown names stay, for the plan to refuse by name
        return out;
    }

    /** The number of games in the plan. */
    public int size() {
        return characters.size() * characters.size() * gamesPerPair;
    }

    /** The game at {@code index} (0 to {@link #size()} - 1). */
    public GameTask task(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException("game " + index + " of a plan of " + size());
        }
        int n = characters.size();
        int round = index % gamesPerPair;
        int pairing = index / gamesPerPair;
        return new GameTask(index, characters.get(pairing / n), characters.get(pairing % n), round,
                seedOf(seed, index));
    }

    /** Every game of the plan, in plan order (a view computing each task when asked). */
    public List<GameTask> tasks() {
        return new AbstractList<>() {
            @Override
            public GameTask get(int index) {
                return task(index);
            }

            @Override
            public int size() {
                return BalancePlan.this.size();
            }
        };
    }

    /** The AI parsed. */
    public AiSpec aiSpec() {
        return AiSpec.parse(ai);
    }

    /**
     * The AI as the report names it: the spec, and the iterations a decision when they are not the
     * level's ({@code ai:easy (500 iterations)}).
     */
    public String aiDescription() {
        AiSpec spec = aiSpec();
        boolean searches = spec.kind() == AiSpec.Kind.AI || spec.kind() == AiSpec.Kind.MCTS;
        return searches && iterations > 0 ? ai + " (" + iterations + " iterations)" : ai;
    }

    /**
     * The seed of game {@code index} of a run seeded {@code seed}: a function of the two alone, never of
     * the order or the place games are played in. Distinct indexes get well-mixed, unrelated seeds.
     */
    public static long seedOf(long seed, int index) {
        return mix(mix(seed) + 0x9E3779B97F4A7C15L * (index + 1L));
    }

    /** A 64-bit finalizer (MurmurHash3's): every input bit changes about half the output bits. */
    static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB93FE53A87CDL;
        return z ^ (z >>> 33);
    }
}
