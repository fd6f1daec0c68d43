package dev.kingme.engine.pdn;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Game;
import dev.kingme.engine.Move;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Position;
import dev.kingme.engine.Rules;
import dev.kingme.engine.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Replays a {@link PdnGame} move by move through {@link Game}. The rules are those of the record, not of
 * a referee: repetition and no-progress draws must be claimed over the board, so an archive may go on
 * past them and the replay does too (both limits off). A game is over only when the side to move has no
 * legal move.
 */
final class Replayer {
    private Replayer() {
    }

    static Replay replay(PdnGame g) {
        List<Replay.Written> written = new ArrayList<>();
        Optional<Tag> type = g.tagPair("GameType");
        if (type.isPresent() && !type.get().value().split(",", -1)[0].strip().equals("21")) {
            return failed(g, PdnException.at(type.get().at(),
                    "GameType \"" + type.get().value() + "\" is not American checkers (21)"));
        }
        boolean huffing = false;
        Optional<Tag> huff = g.tagPair(PdnWriter.HUFFING);
        if (huff.isPresent()) {
            String v = huff.get().value().strip();
            if (!v.equalsIgnoreCase("on") && !v.equalsIgnoreCase("off")) {
                return failed(g, PdnException.at(huff.get().at(),
                        "Huffing tag must be \"on\" or \"off\", found \"" + huff.get().value() + "\""));
            }
            huffing = v.equalsIgnoreCase("on");
        }
        Position start = Position.initial();
        Optional<Tag> fen = g.tagPair("FEN");
        if (fen.isPresent()) {
            try {
                start = Fen.parse(fen.get().value());
            } catch (IllegalArgumentException e) {
                return failed(g, PdnException.at(fen.get().at(), "FEN tag: " + e.getMessage()));
            }
        }
        Game game = new Game(start, new Rules(huffing, 0, 0));
        PdnException error = play(g, game, written);
        return new Replay(g, Optional.of(game), written, Optional.ofNullable(error));
    }

    private static PdnException play(PdnGame g, Game game, List<Replay.Written> written) {
        int number = 1;
        for (Entry e : g.entries()) {
            Side side = game.position().toMove();
            String who = (side == Side.BLACK ? "Black" : "White") + " to move: ";
            if (e instanceof Entry.Played p) {
                number = p.number() > 0 ? p.number() : number;
                String problem = play(game, p.text());
                if (problem != null) {
                    return PdnException.atMove(p.at(), number, side, p.text(), who + problem);
                }
                written.add(new Replay.Written(number, side, p.text(), p.at()));
                number += side == Side.WHITE ? 1 : 0;
            } else if (e instanceof Entry.Huff h && game.rules().huffing()) {
                try {
                    game.huff(h.square());
                } catch (IllegalArgumentException ex) {
                    return PdnException.atMove(h.at(), number, side, h.text(), who + ex.getMessage());
                }
                written.add(new Replay.Written(number, side, h.text(), h.at()));
            } else if (e instanceof Entry.Damage d) {
                if (d.token() == null) {
                    return PdnException.at(d.at(), d.reason());
                }
                return PdnException.atMove(d.at(), d.number() > 0 ? d.number() : number, side, d.token(),
                        who + d.reason());
            }
        }
        return null;
    }

    /** Plays {@code text}, or says why it cannot be played. */
    private static String play(Game game, String text) {
        List<Move> legal = game.legalMoves();
        if (legal.isEmpty()) {
            return "the game is already over: " + game.reason();
        }
        try {
            game.play(MoveText.resolve(legal, text));
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private static Replay failed(PdnGame g, PdnException error) {
        return new Replay(g, Optional.empty(), List.of(), Optional.of(error));
    }
}
