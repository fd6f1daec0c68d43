package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.session.Choices;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Line;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every power can be used on the board: in many random positions of every game with choices that are not
 * plain moves, each such choice of the side to act, as the view lists it, has targets, each a playable
 * square, and a click on one square never offers more choices than the chooser beside the board can show.
 * The positions are reached by random whole moves (chance rolled at random) from the start and from set-up
 * positions, so setup placements, reactions, pawn moves, swaps, splits and cycles all come up.
 */
class BoardTargetsTest {
    /**
     * The most choices one clicked square may offer: the chooser lists them as buttons in a row that wraps
     * beside (on a phone, under) the board, and a player reads a dozen at a glance, not a screenful. The
     * count is over all the choices aimed at the square (what a click offers with no group chosen; a group
     * chosen offers fewer). The most that comes up is a Terraport's destination, which each of the side's
     * pieces (at most 12) may be sent to.
     */
    static final int MOST_ON_ONE_SQUARE = 12;

    /**
     * The actions that name no square, so that no click on the board can stand for them and they stay
     * buttons: a Warp queen's side skipping its turn, Thurl asking his question and taking his extra turn,
     * Breya's Superior Tactician (it neutralizes the other side's powers for the turn). Any other choice
     * that is not a move or a pass must be aimed at a square.
     */
    static final Set<String> SQUARELESS = Set.of("skip", "problem-solver", "extra-turn", "superior-tactician");

    private final Map<String, String> faults = new TreeMap<>();
    private final Map<String, Integer> kinds = new TreeMap<>();
    private int mostShared;
    private String mostSharedWhere = "";

    @Test
    void lilypadPlacementsAndPawnMovesAreAimedAtPlayableSquares() {
        for (Map<String, String> options : List.of(Map.<String, String>of(), Map.of("pawn-checker-immune", "true"),
                Map.of("pawn-checker-frozen", "true", "pawn-one-step", "true"))) {
            walk("lilypad", options, null, 30, 80, 1);
        }
        done();
        assertThat(kinds).containsKeys("lilypad place", "lilypad act pawn", "lilypad window SETUP");
    }

    @Test
    void warpSwapsSplitsAndCyclesAreAimedAtPlayableSquares() {
        walk("warp", Map.of(), null, 10, 60, 2);
        Random random = new Random(3);
        for (int i = 0; i < 60; i++) {
            walk("warp", Map.of(), warpSetup(random), 1, 30, 100 + i);
        }
        done();
        assertThat(kinds).containsKeys("warp act swap", "warp act split", "warp act cycle", "warp act merge");
    }

    @Test
    void everyCharactersPowersAreAimedAtPlayableSquares() {
        List<String> names = new ArrayList<>();
        for (String game : List.of("fantasy-rpg", "schlock-mercenary")) {
            Games.byName(game).characters().stream().map(Persona::name).forEach(names::add);
        }
        Random random = new Random(4);
        int seed = 1000;
        for (String game : List.of("fantasy-rpg", "schlock-mercenary")) {
            for (String name : names) {
                String other = names.get(random.nextInt(names.size()));
                walk(game, Map.of("black", name, "white", other), null, 3, 70, seed++);
                walk(game, Map.of("black", other, "white", name), null, 3, 70, seed++);
            }
        }
        done();
        for (String power : List.of("Fireball", "Call Lightning", "Charm", "Illusion", "Magic Missile", "Shortbow",
                "Plasma Cannon", "High-powered Maser", "Biological Bomb", "Terraport", "Cure Critical Wounds",
                "Works Miracles", "disbelieve", "resist-charm")) {
            assertThat(kinds).containsKey("schlock-mercenary act " + power);
        }
        assertThat(kinds).containsKeys("fantasy-rpg window REACTION", "schlock-mercenary window REACTION");
    }

    private void done() {
        System.out.println("BoardTargetsTest: " + kinds + ", most choices on one square " + mostShared + " (" + mostSharedWhere + ")");
        assertThat(faults).as(faults.size() + " kinds of fault").isEmpty();
    }

    /** A Warp position of a few pieces of every kind for each side, away from the far rows. */
    private static String warpSetup(Random random) {
        List<Integer> squares = new ArrayList<>();
        for (int sq = 9; sq <= 56; sq++) {
            squares.add(sq);
        }
        java.util.Collections.shuffle(squares, random);
        String[] kinds = {"", "F", "K", "Q"};
        StringBuilder[] lists = {new StringBuilder("W"), new StringBuilder("B")};
        int at = 0;
        for (StringBuilder list : lists) {
            int n = 2 + random.nextInt(5);
            for (int i = 0; i < n; i++) {
                list.append(list.length() > 1 ? "," : "").append(i < 2 ? (i == 0 ? "K" : "Q") : kinds[random.nextInt(4)])
                        .append(squares.get(at++));
            }
        }
        return (random.nextBoolean() ? "B" : "W") + ":" + lists[0] + ":" + lists[1];
    }

    /** Plays {@code games} random games of up to {@code plies} whole moves, checking every position a side is to act in. */
    private void walk(String game, Map<String, String> options, String setup, int games, int plies, long seed) {
        GameKind kind = Games.byName(game);
        Rules rules = kind.rules(options);
        Random random = new Random(seed);
        for (int g = 0; g < games; g++) {
            GameState s = setup == null ? rules.initial() : rules.initial(setup);
            for (int ply = 0; ply < plies; ply++) {
                ToAct who = rules.toAct(s);
                if (who instanceof ToAct.Chance c) {
                    s = rules.resolve(s, pick(c.outcomes(), random));
                    ply--;
                    continue;
                }
                if (!(who instanceof ToAct.Choice choice)) {
                    break;
                }
                kinds.merge(rules.kind().name() + " window " + choice.window(), 1, Integer::sum);
                Choices choices = Choices.of(rules, s);
                if (choices.lines().isEmpty()) {
                    break;
                }
                check(game + " " + options + (setup == null ? "" : " from " + setup) + " at ply " + ply
                        + " (" + rules.setupText(s) + ")", rules, s, choices);
                s = choices.lines().get(random.nextInt(choices.lines().size())).after();
            }
        }
    }

    private static Outcome pick(List<Outcome> outcomes, Random random) {
        double r = random.nextDouble();
        for (Outcome o : outcomes) {
            r -= o.probability();
            if (r < 0) {
                return o;
            }
        }
        return outcomes.get(outcomes.size() - 1);
    }

    private void check(String where, Rules rules, GameState s, Choices choices) {
        Map<Integer, Integer> all = new HashMap<>();
        for (int i = 0; i < choices.lines().size(); i++) {
            Line line = choices.lines().get(i);
            JsonNode c = GameView.choice(rules, s, i, line, choices.texts().get(i));
            String kind = c.path("kind").asText();
            kinds.merge(rules.kind().name() + " " + kind + (kind.equals("act") ? " " + group(c) : ""), 1, Integer::sum);
            if (kind.equals("move") || kind.equals("pass")) {
                continue;
            }
            String word = c.path("text").asText().split("[\\s:(]")[0];
            if (c.path("squares").isEmpty() && SQUARELESS.contains(word)) {
                continue;
            }
            if (c.path("targets").isEmpty()) {
                fault(rules.kind().name() + " " + group(c) + " has no targets", where + ": " + c.path("text").asText());
            }
            for (JsonNode t : c.path("targets")) {
                int sq = t.intValue();
                if (sq < 0 || sq > 63 || !rules.topology().contains(sq)) {
                    fault(rules.kind().name() + " " + group(c) + " aimed off the board", where + ": " + c.path("text").asText() + " at " + sq);
                }
                all.merge(sq, 1, Integer::sum);
            }
        }
        for (Map.Entry<Integer, Integer> e : all.entrySet()) {
            if (e.getValue() > mostShared) {
                mostShared = e.getValue();
                mostSharedWhere = where + " on " + e.getKey();
            }
            if (e.getValue() > MOST_ON_ONE_SQUARE) {
                fault(rules.kind().name() + " too many on one square", where + ": " + e.getValue() + " choices aimed at square "
                        + e.getKey() + ": " + sharing(rules, s, choices, e.getKey()));
            }
        }
    }

    private String sharing(Rules rules, GameState s, Choices choices, int square) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < choices.lines().size(); i++) {
            JsonNode c = GameView.choice(rules, s, i, choices.lines().get(i), choices.texts().get(i));
            c.path("targets").forEach(t -> {
                if (t.intValue() == square && !c.path("kind").asText().equals("move")) {
                    out.add(c.path("text").asText());
                }
            });
        }
        return String.join(" | ", out);
    }

    /** The group the page lists a choice under (aims.js groupOf): its power, or its action's first word. */
    private static String group(JsonNode c) {
        if (!c.path("power").isNull() && !c.path("power").asText().isEmpty()) {
            return c.path("power").asText();
        }
        return c.path("text").asText().split("[\\s:(]")[0];
    }

    /** Notes a fault of {@code what}, once each, with the first place it was seen. */
    private void fault(String what, String example) {
        faults.putIfAbsent(what, example);
    }
}
