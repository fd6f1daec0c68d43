package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.DiceRaceGame;
import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.MatchRunner;
import dev.kingme.rules.record.RandomChooser;
import dev.kingme.rules.record.RecordException;
import dev.kingme.rules.record.Replayer;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Records arrive from files and the network: whatever the text, reading and replaying it either works or
 * ends in a {@link RecordException} with a message, never in another exception.
 */
class RecordReaderProperties {
    /** Pieces of records, so that random text often gets past the first character. */
    static final List<String> TOKENS = List.of("{", "}", "[", "]", ",", ":", " ", "\n", "\"", "\\", "\\u00e9", "\\ud800",
            "\"format\"", "1", "2", "0", "-1", "64", "1.5", "1e999", "-0", "true", "false", "null", "\"game\"",
            "\"american\"", "\"dice-race\"", "\"options\"", "\"huffing\"", "\"yes\"", "\"entries\"", "\"setup\"",
            "\"B:W18:B14\"", "\"characters\"", "{\"step\":[21,28]}", "{\"pass\":true}", "\"jump\"", "\"chance\"",
            "\"p\"", "\"value\"", "\u0000", "\uFEFF", "\u00a0");

    static final List<String> VALID = valid();

    private static List<String> valid() {
        Rules american = Games.byName("american").rules(Map.of("opening", "three-move", "huffing", "true"));
        Rules race = DiceRaceGame.GAME.rules(Map.of());
        return List.of(
                RecordJson.write(MatchRunner.seeded(1).play(american, new RandomChooser(2), new RandomChooser(3), 30).record()),
                RecordJson.write(MatchRunner.seeded(4).play(race, new RandomChooser(5), new RandomChooser(6), 8).record()),
                GameRecordJsonTest.EVERY_SHAPE_JSON);
    }

    @Property(tries = 1500)
    void randomTextIsReadOrRefused(@ForAll("text") String text) {
        readAndReplay(text);
    }

    @Property(tries = 1500)
    void mutatedRecordsAreReadOrRefused(@ForAll("mutated") String text) {
        Statistics.collect(readAndReplay(text));
        Statistics.coverage(c -> {
            c.check("replayed").percentage(p -> p > 3);
            c.check("refused: JSON").percentage(p -> p > 20);
            c.check("refused: entry").percentage(p -> p > 3);
            c.check("refused: field").percentage(p -> p > 0.5);
        });
    }

    /**
     * Any exception but a {@link RecordException} with a message fails the property. Returns how it went
     * ("replayed", or which kind of fault), for the statistics that show the edits reach every stage.
     */
    static String readAndReplay(String text) {
        try {
            GameRecord r = RecordJson.read(text);
            if (r.game().equals(DiceRaceGame.GAME.name())) {
                Replayer.replay(r, DiceRaceGame.GAME, EntryJson::write);
            } else {
                Replayer.replay(r, EntryJson::write);
            }
            return "replayed";
        } catch (RecordException e) {
            assertThat(e.getMessage()).startsWith("record ").hasSizeGreaterThan("record JSON line 1, column 1: ".length());
            return e.line() > 0 ? "refused: JSON" : e.entry() >= 0 ? "refused: entry" : "refused: field";
        }
    }

    @Provide
    Arbitrary<String> text() {
        Arbitrary<String> tokens = Arbitraries.of(TOKENS).list().ofMaxSize(40).map(l -> String.join("", l));
        return Arbitraries.oneOf(tokens, Arbitraries.strings().ofMaxLength(80));
    }

    /**
     * A small edit of a text: insert a token, delete a stretch, overwrite a character, cut the end off, or
     * change the first digit from a place on (which keeps the JSON valid and so reaches the replay).
     */
    record Edit(int kind, int at, int length, String token) {
        String apply(String s) {
            int i = Math.floorMod(at, s.length() + 1);
            int j = Math.min(s.length(), i + length);
            return switch (kind) {
                case 0 -> s.substring(0, i) + token + s.substring(i);
                case 1 -> s.substring(0, i) + s.substring(j);
                case 2 -> s.substring(0, i) + token + s.substring(Math.min(s.length(), i + 1));
                case 3 -> s.substring(0, i);
                default -> {
                    int d = i;
                    while (d < s.length() && !Character.isDigit(s.charAt(d))) {
                        d++;
                    }
                    yield d == s.length() ? s : s.substring(0, d) + (char) ('0' + length % 10) + s.substring(d + 1);
                }
            };
        }
    }

    @Provide
    Arbitrary<String> mutated() {
        Arbitrary<Edit> edit = Combinators.combine(Arbitraries.integers().between(0, 4), Arbitraries.integers(),
                Arbitraries.integers().between(1, 12), Arbitraries.of(TOKENS)).as(Edit::new);
        return Combinators.combine(Arbitraries.of(VALID), edit.list().ofMinSize(1).ofMaxSize(3)).as((text, edits) -> {
            String s = text;
            for (Edit e : edits) {
                s = e.apply(s);
            }
            return s;
        });
    }
}
