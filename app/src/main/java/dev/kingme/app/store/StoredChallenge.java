package dev.kingme.app.store;

import java.time.Instant;

/**
 * A challenge as stored: the new game's request as its creator sent it (JSON text, the fields of
 * {@code POST /api/games}), the colour the creator plays, the creator's name, the SHA-256 hash of the
 * creator's key, when it was made and when it expires, and once it is no longer open when it was taken
 * (and the game it made) or cancelled.
 */
public record StoredChallenge(String id, String request, String colour, String name, String creatorKey,
        Instant createdAt, Instant expiresAt, Instant takenAt, Instant cancelledAt, String gameId) {

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
