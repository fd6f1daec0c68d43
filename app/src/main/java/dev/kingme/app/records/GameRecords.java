package dev.kingme.app.records;

import dev.kingme.app.session.History;
import dev.kingme.app.session.HistoryRecords;
import dev.kingme.app.session.MoveSheet;
import dev.kingme.engine.pdn.PdnWriter;
import dev.kingme.record.RecordJson;
import dev.kingme.rules.Rules;
import dev.kingme.rules.american.American;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;

/** A game's history as text records, for the web server's downloads: PDN where PDN applies, JSON always. */
public final class GameRecords {
    private GameRecords() {
    }

    /** The game in PDN with the players' names, or null when the game is not one PDN records. */
    public static String pdn(Rules rules, History history, String black, String white, Instant started) {
        return pdn(rules, history, "Kingme game", black, white, started, Map.of());
    }

    /**
     * As {@link #pdn(Rules, History, String, String, Instant)} for an event of the given name, with more tags
     * ({@code Round}, a {@code Result} the moves alone do not show, such as a draw by repetition).
     */
    public static String pdn(Rules rules, History history, String event, String black, String white, Instant started,
                      Map<String, String> more) {
        if (!rules.kind().name().equals(American.GAME.name())) {
            return null;
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", pdnValue(event));
        tags.put("Date", DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC).format(started));
        tags.put("Black", pdnValue(black));
        tags.put("White", pdnValue(white));
        tags.putAll(more);
        return PdnWriter.write(PdnBridge.toEngine(rules, history), tags);
    }

    /**
     * The replayable JSON game record of any game, from {@code setup} (the game's position text it started
     * from; null for the game's own start).
     */
    public static String json(Rules rules, History history, String setup) {
        return RecordJson.write(HistoryRecords.record(rules, history, setup),
                MoveSheet.text(MoveSheet.rows(rules, history)));
    }

    /** A tag value PDN can hold: one line, no double quote or backslash. */
    private static String pdnValue(String s) {
        return s.replaceAll("[\"\\\\\\p{Cntrl}]", "'");
    }
}
