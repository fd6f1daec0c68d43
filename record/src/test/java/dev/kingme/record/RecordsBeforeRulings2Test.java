package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.RecordException;
import dev.kingme.rules.record.Replayer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Games recorded before rulings 2 (which changed when Superior Tactician, Thurl's question and the other
 * powers are offered) replay as they were played: the records in {@code records/before-s9/} were saved by
 * Kingme before that change (AI against AI). They have no {@code rulings} option, so they replay under
 * rulings 1, and each ends as it ended then, with the pools and purses it had then.
 */
class RecordsBeforeRulings2Test {
    private static GameRecord saved(String name) throws IOException {
        try (InputStream in = RecordsBeforeRulings2Test.class.getResourceAsStream("/records/before-s9/" + name + ".json")) {
            return RecordJson.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @ParameterizedTest
    @CsvSource({
        "breya-tagon,    WHITE, Black has no pieces left,           6, 12, 0, 0",
        "kevyn-breya,    BLACK, White has no pieces left,           12, 3, 1, 0",
        "breya-bunnigus, ,      the same position occurred 3 times, 7,  7, 2, 1",
        "chvorthq-breya, ,      the same position occurred 3 times, 8,  6, 0, 1",
        "breya-mage,     WHITE, Black has no pieces left,           3, 12, 0, 4",
        "thurl-breya,    BLACK, White has no pieces left,           12, 8, 0, 1"})
    void aRecordSavedBeforeRulings2EndsAsItEndedThen(String name, Player winner, String reason, int blackPool,
            int whitePool, int blackPennies, int whitePennies) throws IOException {
        GameRecord record = saved(name);
        assertThat(record.options()).doesNotContainKey("rulings");
        Rules rules = Replayer.rules(record, Games.byName(record.game()));
        assertThat(rules.options().get("rulings")).isEqualTo("1");
        GameState end = record.replay();
        assertThat(rules.toAct(end)).isEqualTo(new ToAct.Terminal(winner == null ? Verdict.draw(reason)
                : Verdict.win(winner, reason)));
        assertThat(end.record(Player.BLACK).get(Counters.POOL)).isEqualTo(blackPool);
        assertThat(end.record(Player.WHITE).get(Counters.POOL)).isEqualTo(whitePool);
        assertThat(end.record(Player.BLACK).get(Counters.PENNIES)).isEqualTo(blackPennies);
        assertThat(end.record(Player.WHITE).get(Counters.PENNIES)).isEqualTo(whitePennies);
    }

    /**
     * Under today's rulings the same record does not replay: its Breya answers offers that are no longer
     * made. A record made today keeps its rulings (every option's value is in it), so it replays under them.
     */
    @Test
    void aRecordKeepsTheRulingsItWasPlayedUnder() throws IOException {
        GameRecord old = saved("breya-tagon");
        Map<String, String> today = new LinkedHashMap<>(old.options());
        today.put("rulings", "2");
        GameRecord asIfToday = new GameRecord(old.game(), today, old.characters(), old.setup(), old.entries());
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Replayer.replay(asIfToday, EntryJson::write)).isInstanceOf(RecordException.class)
                .hasMessageContaining("entry 0: {\"pass\":true} is refused");

        Rules rules = Games.byName("schlock-mercenary").rules(Map.of("black", "breya", "white", "tagon"));
        assertThat(GameRecord.of(rules).options()).containsEntry("rulings", "2");
        assertThat(Replayer.rules(GameRecord.of(rules), rules.kind()).options().get("rulings")).isEqualTo("2");
    }
}
