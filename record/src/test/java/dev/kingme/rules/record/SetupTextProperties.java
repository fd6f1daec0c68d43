package dev.kingme.rules.record;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Window;
import dev.kingme.rules.lilypad.Pawns;
import dev.kingme.rules.warp.WarpLayers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/**
 * Every game's position text ({@link Rules#setupText}) is the inverse of its reader
 * ({@link Rules#initial(String)}): the positions random games pass through between turns, written and read
 * back, have the same pieces (owners, kings, queens, fragments, pawns) and the same side to move, and
 * written again give the same text.
 */
class SetupTextProperties {
    /** What a position's text holds of its pieces, in every game. */
    private static final Layer[] PIECES = {Layer.BLACK, Layer.WHITE, Layer.KING, WarpLayers.QUEEN, WarpLayers.FRAGMENT, Pawns.LAYER};

    @Example
    void everyGameWritesAndReadsItsOwnStart() {
        for (GameKind kind : Games.all()) {
            Rules rules = kind.rules(Map.of());
            GameState start = rules.initial();
            assertSamePosition(rules, start, rules.initial(rules.setupText(start)));
        }
    }

    @Property(tries = 40)
    void americanPositionsRoundTrip(@ForAll long seed, @ForAll @IntRange(min = 3, max = 200) int plies) {
        check(Games.byName("american").rules(Map.of()), seed, plies);
    }

    @Property(tries = 40)
    void lilypadPositionsRoundTrip(@ForAll long seed, @ForAll @IntRange(min = 3, max = 200) int plies) {
        check(Games.byName("lilypad").rules(Map.of()), seed, plies);
    }

    @Property(tries = 30)
    void fantasyRpgPositionsRoundTrip(@ForAll long seed, @ForAll @IntRange(min = 3, max = 200) int plies,
            @ForAll @IntRange(max = 99) int black, @ForAll @IntRange(max = 99) int white) {
        check(withCharacters(Games.byName("fantasy-rpg"), black, white), seed, plies);
    }

    @Property(tries = 30)
    void schlockMercenaryPositionsRoundTrip(@ForAll long seed, @ForAll @IntRange(min = 3, max = 200) int plies,
            @ForAll @IntRange(max = 99) int black, @ForAll @IntRange(max = 99) int white) {
        check(withCharacters(Games.byName("schlock-mercenary"), black, white), seed, plies);
    }

    /** Long games without the 20-turn rule, so that kings, queens and fragments come about. */
    @Property(tries = 30)
    void warpPositionsRoundTrip(@ForAll long seed, @ForAll @IntRange(min = 3, max = 1500) int plies) {
        List<GameState> checked = check(Games.byName("warp").rules(Map.of("quiet-turns", "0")), seed, plies);
        Statistics.label("a queen").collect(checked.stream().anyMatch(s -> s.layer(WarpLayers.QUEEN) != 0));
        Statistics.label("a fragment").collect(checked.stream().anyMatch(s -> s.layer(WarpLayers.FRAGMENT) != 0));
    }

    private static Rules withCharacters(GameKind kind, int black, int white) {
        List<Persona> all = kind.characters();
        return kind.rules(Map.of("black", all.get(black % all.size()).name(), "white", all.get(white % all.size()).name()));
    }

    /**
     * Plays {@code plies} random decisions and outcomes and checks every position between turns on the way;
     * returns the positions checked.
     */
    private static List<GameState> check(Rules rules, long seed, int plies) {
        Match m = MatchRunner.seeded(seed).play(rules, new RandomChooser(seed + 1), new RandomChooser(seed + 2), plies);
        List<GameState> checked = new ArrayList<>();
        for (GameState s : Replayer.states(m.record(), rules.kind())) {
            if (s.window() == Window.MAIN && s.chain() < 0 && s.pending().isEmpty()) {
                String text = rules.setupText(s);
                GameState read = rules.initial(text);
                assertSamePosition(rules, s, read);
                assertThat(rules.setupText(read)).as("written again").isEqualTo(text);
                checked.add(s);
            }
        }
        assertThat(checked).as("positions between turns in %s", m.record().entries()).isNotEmpty();
        return checked;
    }

    private static void assertSamePosition(Rules rules, GameState written, GameState read) {
        String text = rules.setupText(written);
        for (Layer l : PIECES) {
            assertThat(Long.toHexString(read.layer(l))).as("%s of '%s'", l, text)
                    .isEqualTo(Long.toHexString(written.layer(l)));
        }
        Object side = written.window() == Window.SETUP ? written.resume() : written.player();
        Object readSide = read.window() == Window.SETUP ? read.resume() : read.player();
        assertThat(readSide).as("side to move of '%s'", text).isEqualTo(side);
    }
}
