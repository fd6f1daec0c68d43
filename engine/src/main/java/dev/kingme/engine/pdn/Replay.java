package dev.kingme.engine.pdn;

import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of replaying a {@link PdnGame}: the game as far as it could be played, each step as it was
 * written, and the first problem, if any. A damaged game keeps every position before the damage,
 * so a viewer can still show them.
 *
 * @param game the replayed game; empty when not even the start could be set up (a bad FEN or GameType)
 * @param written for each step of the game, in order, the move or huff comment as written in the file
 * @param error the first problem met; empty when the whole game replayed
 */
public record Replay(PdnGame source, Optional<Game> game, List<Written> written, Optional<PdnException> error) {
    public Replay {
        written = List.copyOf(written);
    }

    /**
     * One step as the file has it.
     *
     * @param number the PDN move number (as written, or counted on from the last one written)
     * @param side the side that played the move or made the huff
     */
    public record Written(int number, Side side, String text, Location at) {
        /** The step numbered as PDN does: {@code 12. 11-15} for Black, {@code 12... 23-18} for White. */
        public String label() {
            return number + (side == Side.BLACK ? ". " : "... ") + text;
        }
    }

    /** The texts of {@link #written()}. */
    public List<String> texts() {
        return written.stream().map(Written::text).toList();
    }

    public boolean ok() {
        return error.isEmpty();
    }

    /** The whole game, or the problem that stopped it. */
    public Game orThrow() {
        if (error.isPresent()) {
            throw error.get();
        }
        return game.orElseThrow();
    }

    /** The start position and the position after each step that was played. */
    public List<Position> positions() {
        List<Position> out = new ArrayList<>();
        game.ifPresent(g -> {
            g.steps().forEach(s -> out.add(s.before()));
            out.add(g.position());
        });
        return out;
    }
}
