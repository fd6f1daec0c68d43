package dev.kingme.engine.pdn;

import dev.kingme.engine.Side;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A problem in PDN text, always with where it is: the line and column and, when it concerns a move, the
 * PDN move number, the side to move and the token as written. Reading reports these per game instead of
 * throwing them, so one damaged game never hides the others; {@link Replay#orThrow()} throws them for
 * callers that want a single valid game.
 */
public final class PdnException extends RuntimeException {
    private final Location at;
    private final int moveNumber;
    private final Side side;
    private final String token;
    private final String reason;

    private PdnException(Location at, int moveNumber, Side side, String token, String reason) {
        super(at + ": " + (token == null ? "" : "move " + moveNumber + " \"" + token + "\": ") + reason);
        this.at = at;
        this.moveNumber = moveNumber;
        this.side = side;
        this.token = token;
        this.reason = reason;
    }

    /** A problem not tied to a move: a bad tag, an unclosed comment or variation. */
    public static PdnException at(Location at, String reason) {
        return new PdnException(at, 0, null, null, reason);
    }

    /** A problem with the move {@code token}, numbered {@code moveNumber}, that {@code side} was to play. */
    public static PdnException atMove(Location at, int moveNumber, Side side, String token, String reason) {
        if (token == null || side == null) {
            throw new IllegalArgumentException("a move problem needs the token and the side");
        }
        return new PdnException(at, moveNumber, side, token, reason);
    }

    public Location location() {
        return at;
    }

    public int line() {
        return at.line();
    }

    public int column() {
        return at.column();
    }

    /** The PDN move number of the offending move, if the problem is tied to a move. */
    public OptionalInt moveNumber() {
        return token == null ? OptionalInt.empty() : OptionalInt.of(moveNumber);
    }

    /** The side that was to move, if the problem is tied to a move. */
    public Optional<Side> side() {
        return Optional.ofNullable(side);
    }

    /** The move (or huff comment) as written, if the problem is tied to a move. */
    public Optional<String> token() {
        return Optional.ofNullable(token);
    }

    /** What is wrong, without the location: for a move it starts with the side, e.g. "Black to move: ...". */
    public String reason() {
        return reason;
    }

    /**
     * What went wrong and where, as a report on {@code game} says it: {@code game N (Event "..", ...): move M "TOKEN":
     * reason, at LINE:COLUMN}.
     */
    public String describe(PdnGame game) {
        StringBuilder sb = new StringBuilder(game.title()).append(": ");
        token().ifPresent(t -> sb.append("move ").append(moveNumber().orElse(0)).append(' ').append(PdnGame.quote(t)).append(": "));
        return sb.append(reason()).append(", at ").append(location()).toString();
    }
}
