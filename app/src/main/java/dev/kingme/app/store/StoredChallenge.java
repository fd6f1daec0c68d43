package dev.kingme.app.store;

import dev.kingme.app.rating.Rating;
import java.time.Instant;

/**
 * A challenge as stored: the new game's request as its creator sent it (JSON text, the fields of
 * {@code POST /api/games}), the colour the creator plays, the creator's name, the SHA-256 hash of the
 * creator's key, when it was made and when it expires, and once it is no longer open when it was taken
 * (and the game it made) or cancelled; the creator's account and rating when a logged-in player posted it, and
 * the ratings it is open to (either bound null: none).
 */
public record StoredChallenge(String id, String request, String colour, String name, String creatorKey,
        Instant createdAt, Instant expiresAt, Instant takenAt, Instant cancelledAt, String gameId, Creator creator,
        Integer minRating, Integer maxRating) {

    /** A challenge of nobody logged in, open to everyone. */
    public StoredChallenge(String id, String request, String colour, String name, String creatorKey,
            Instant createdAt, Instant expiresAt, Instant takenAt, Instant cancelledAt, String gameId) {
        this(id, request, colour, name, creatorKey, createdAt, expiresAt, takenAt, cancelledAt, gameId, null, null, null);
    }

    /** The logged-in player who posted a challenge: their account, name and rating in its game and speed then. */
    public record Creator(long account, String name, Rating rating) {
    }

    /** True when a player rated {@code rating} may accept it. */
    public boolean admits(double rating) {
        long r = Math.round(rating);
        return (minRating == null || r >= minRating) && (maxRating == null || r <= maxRating);
    }

    /** open, taken (someone is accepting it), accepted (its game is made), cancelled or expired, at {@code now}. */
    public String state(Instant now) {
        if (gameId != null) {
            return "accepted";
        }
        if (takenAt != null) {
            return "taken";
        }
        if (cancelledAt != null) {
            return "cancelled";
        }
        return now.isBefore(expiresAt) ? "open" : "expired";
    }
}
