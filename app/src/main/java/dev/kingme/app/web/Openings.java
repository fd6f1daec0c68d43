package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.library.Library;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.search.OpeningBook;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import java.util.List;

/**
 * The opening explorer of the analysis board for American checkers: from a position, every move played in the
 * game database's archive and server games ({@link Library#explore}) with its count, score and draw rate, the moves
 * of the engine's opening book (the ACF ballots' moves), and the ACF ballot whose three moves lead there.
 */
final class Openings {
    private final Library library;

    Openings(Library library) {
        this.library = library;
    }

    private static final class Book {
        static final OpeningBook ACF = OpeningBook.acf();
    }

    /**
     * The explorer's answer for state {@code s} of American checkers whose moves the analysis lists as
     * {@code moves} ({@code index}: a move's number there, -1 where its text differs), or null for another game.
     */
    ObjectNode at(Rules rules, GameState s, List<String> moves) {
        if (!rules.kind().name().equals("american")) {
            return null;
        }
        Position p = rules.enginePosition(s);
        if (p == null) {
            return null;
        }
        boolean black = p.toMove() == Side.BLACK;
        Library.Explored x = library.explore(p);
        ObjectNode o = Fields.JSON.createObjectNode().put("games", x.games())
                .put("source", Library.ARCHIVE_NAME + " and the games finished here").put("plies", Library.EXPLORER_PLIES)
                .put("complete", x.complete());
        ArrayNode played = o.putArray("moves");
        for (Library.Played m : x.moves()) {
            played.addObject().put("move", m.move()).put("index", moves.indexOf(m.move())).put("games", m.games())
                    .put("blackWins", m.blackWins()).put("draws", m.draws()).put("whiteWins", m.whiteWins())
                    .put("score", Math.round(m.score(black) * 1000) / 1000.0)
                    .put("drawRate", Math.round(1000.0 * m.draws() / m.games()) / 1000.0);
        }
        ArrayNode book = o.putArray("book");
        Book.ACF.moves(p).forEach(b -> book.add(b.move().toPdn()));
        Opening ballot = x.ballot().orElse(null);
        o.put("ballot", ballot == null ? null : "ACF ballot " + ballot.number() + (ballot.hasName() ? ": " + ballot.name() : "")
                + " (" + ballot.movesText() + ")");
        o.put("ballotNumber", ballot == null ? null : ballot.number());
        return o;
    }
}
