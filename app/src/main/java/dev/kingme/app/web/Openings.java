package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.records.ShippedArchive;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.openings.BallotCsv;
import dev.kingme.engine.openings.Explorer;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.search.OpeningBook;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import java.util.List;

/**
 * The opening explorer of the analysis board for American checkers: from a position, every move played in the
 * games the server ships (the Tinsley archive, {@code games/tinsley.pdn}) with its count, score and draw rate, the
 * moves of the engine's opening book (the ACF ballots' moves), and the ACF ballot whose three moves lead there.
 * Built once, on first use.
 */
final class Openings {
    /** How deep into each game the explorer looks. */
    static final int PLIES = 40;

    private Openings() {
    }

    private static final class Holder {
        static final Explorer EXPLORER = Explorer.of(ShippedArchive.games(), BallotCsv.acf(), PLIES);
        static final OpeningBook BOOK = OpeningBook.acf();
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
        ObjectNode o = Fields.JSON.createObjectNode().put("games", Holder.EXPLORER.games()).put("source", ShippedArchive.TITLE);
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
