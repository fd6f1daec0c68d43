package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.openings.BallotCsv;
import dev.kingme.engine.openings.Explorer;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.engine.search.OpeningBook;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The opening explorer of the analysis board for American checkers: from a position, every move played in the
 * games the server ships (the Tinsley archive, {@code games/tinsley.pdn}) with its count, score and draw rate, the
 * moves of the engine's opening book (the ACF ballots' moves), and the ACF ballot whose three moves lead there.
 * Built once, on first use.
 */
final class Openings {
    /** The shipped archive. */
    static final String ARCHIVE = "/games/tinsley.pdn";
    /** How deep into each game the explorer looks. */
    static final int PLIES = 40;

    private Openings() {
    }

    private static final class Holder {
        static final Explorer EXPLORER = Explorer.of(read(), BallotCsv.acf(), PLIES);
        static final OpeningBook BOOK = OpeningBook.acf();

        private static List<dev.kingme.engine.pdn.PdnGame> read() {
            try (InputStream in = Openings.class.getResourceAsStream(ARCHIVE)) {
                if (in == null) {
                    throw new IllegalStateException("resource " + ARCHIVE + " is missing from the server's jar");
                }
                return PdnReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException("reading " + ARCHIVE, e);
            }
        }
    }

    /**
     * The explorer's answer for state {@code s} of American checkers whose moves the analysis lists as
     * {@code moves} ({@code index}: a move's number there, -1 where its text differs), or null for another game.
     */
    static ObjectNode at(Rules rules, GameState s, List<String> moves) {
        if (!rules.kind().name().equals("american")) {
            return null;
        }
        Position p = rules.enginePosition(s);
        if (p == null) {
            return null;
        }
        boolean black = p.toMove() == Side.BLACK;
        ObjectNode o = Fields.JSON.createObjectNode().put("games", Holder.EXPLORER.games()).put("source", "Marion Tinsley's games, 1946-1994");
        ArrayNode played = o.putArray("moves");
        for (Explorer.Played m : Holder.EXPLORER.moves(p)) {
            played.addObject().put("move", m.move()).put("index", moves.indexOf(m.move())).put("games", m.games())
                    .put("blackWins", m.blackWins()).put("draws", m.draws()).put("whiteWins", m.whiteWins())
                    .put("score", Math.round(m.score(black) * 1000) / 1000.0)
                    .put("drawRate", Math.round(1000.0 * m.draws() / m.games()) / 1000.0);
        }
        ArrayNode book = o.putArray("book");
        Holder.BOOK.moves(p).forEach(b -> book.add(b.move().toPdn()));
        Opening ballot = Holder.EXPLORER.ballot(p).orElse(null);
        o.put("ballot", ballot == null ? null : "ACF ballot " + ballot.number() + (ballot.hasName() ? ": " + ballot.name() : "")
                + " (" + ballot.movesText() + ")");
        return o;
    }
}
