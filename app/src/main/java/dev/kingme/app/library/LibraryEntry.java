package dev.kingme.app.library;

import dev.kingme.app.store.LibraryStore;
import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.openings.BallotIndex;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnWriter;
import dev.kingme.engine.pdn.Tag;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A replayed PDN game as the game database keeps it: the tags people search by, the ballot it opened with, every
 * position it passed through with the move played from it, and its PDN written anew from the replay (so that what
 * is kept always replays).
 */
final class LibraryEntry {
    /** The longest tag value kept of a name or an event (longer ones are cut). */
    static final int NAME_CHARS = 200;

    private LibraryEntry() {
    }

    /**
     * {@code pdn}, which replayed whole as {@code game}, to be kept as game {@code id} from {@code source} ({@code gameId}:
     * the server's game it is, else null), added at {@code at} by account {@code importedBy} (or null).
     */
    static LibraryStore.NewGame of(String id, String source, String gameId, PdnGame pdn, Game game, Instant at, Long importedBy) {
        List<Position> positions = new ArrayList<>();
        List<LibraryStore.Ply> plies = new ArrayList<>();
        List<Game.Step> steps = game.steps();
        for (int i = 0; i < steps.size(); i++) {
            Game.Step s = steps.get(i);
            positions.add(s.before());
            plies.add(new LibraryStore.Ply(i, s.before().hash(), s.isHuff() ? null : s.move().toPdn()));
        }
        positions.add(game.position());
        plies.add(new LibraryStore.Ply(steps.size(), game.position().hash(), null));
        Integer ballot = BallotIndex.acf().openedWith(positions).map(Opening::number).orElse(null);
        String result = pdn.result().or(() -> pdn.tag("Result").map(Result::ofPdn)).map(Result::pdn).orElse(Result.ONGOING.pdn());
        Map<String, String> tags = new LinkedHashMap<>();
        for (Tag t : pdn.tags()) {
            if (t.key().matches("[A-Za-z0-9_]+") && !t.key().equals("Result") && !t.value().contains("\n")
                    && !t.value().contains("\r")) {
                tags.putIfAbsent(t.key(), t.value());
            }
        }
        tags.put("Result", result);
        LibraryStore.Listed listed = new LibraryStore.Listed(id, source, gameId, tag(pdn, "Black"), tag(pdn, "White"),
                tag(pdn, "Event"), cut(tag(pdn, "Date"), 40), result, ballot, steps.size(), at);
        return new LibraryStore.NewGame(listed, PdnWriter.write(game, tags), importedBy, plies);
    }

    /** Tag {@code key}'s value, cut to {@link #NAME_CHARS}, or "" when the game lacks it or it is PDN's unknown "?". */
    private static String tag(PdnGame pdn, String key) {
        String v = pdn.tag(key).orElse("").strip();
        if (v.equals("?") || v.equals("????.??.??")) {
            return "";
        }
        return cut(v, NAME_CHARS);
    }

    private static String cut(String v, int chars) {
        return v.length() > chars ? v.substring(0, chars) : v;
    }
}
