package dev.kingme.app.match;

import dev.kingme.app.records.GameRecords;
import dev.kingme.app.session.History;
import dev.kingme.app.session.HistoryRecords;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.american.American;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.Replayer;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A match's games as one PDN file (the games PDN records, American checkers): each with the players' names,
 * its number as the round, and the result the match gave it, also where the moves alone do not show it (a
 * draw by repetition or by the match's move limit). Such files feed the tuner ({@code kingme tune --pdn}).
 */
public final class MatchPdn {
    private MatchPdn() {
    }

    /** Refuses a game PDN does not record, before any game is played. */
    public static void requireRecorded(GameKind kind) {
        if (!kind.name().equals(American.GAME.name())) {
            throw new IllegalArgumentException("--pdn: PDN records American checkers only, not " + kind.name());
        }
    }

    /** The games, one after another with a blank line between; every game must be American checkers. */
    public static String write(List<MatchGame> games, String first, String second, Instant started) {
        StringBuilder out = new StringBuilder();
        for (MatchGame g : games) {
            GameRecord record = g.match().record();
            Rules rules = Replayer.rules(record, Games.byName(record.game()));
            History history = HistoryRecords.history(rules, record);
            boolean firstIsBlack = g.firstPlays() == Player.BLACK;
            String pdn = GameRecords.pdn(rules, history, "Kingme match", firstIsBlack ? first : second,
                    firstIsBlack ? second : first, started,
                    Map.of("Round", Integer.toString(g.number()), "Result", g.verdict().pdn()));
            out.append(out.length() == 0 ? "" : "\n").append(pdn);
        }
        return out.toString();
    }
}
