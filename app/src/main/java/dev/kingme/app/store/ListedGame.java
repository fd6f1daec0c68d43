package dev.kingme.app.store;

import java.time.Instant;

/**
 * A game as the lists of games read it from the store, without its actions: its settings as stored
 * ({@link StoredGame}), when it ended and how many moves were played in it (null while it is not over), whose
 * turn it was ({@code black}, {@code white}, or null when neither side was to decide) and how many moves were
 * played as of its action number {@code turnSeq} (null when the server never wrote it), and the number and
 * time of its last action (null when it has none). The seats' token hashes are read only for the list of a
 * browser's own games, which checks its tokens against them; whether it is rated, and the account each seat
 * belongs to (null: none).
 */
public record ListedGame(String id, String game, String options, String black, String white, String blackName,
        String whiteName, String blackToken, String whiteToken, String clock, String result, Instant createdAt,
        Instant endedAt, Integer moves, String turn, Integer turnSeq, Integer lastSeq, Instant lastAt, boolean rated,
        Long blackAccount, Long whiteAccount) {

    /** True when the turn written for the game still holds: no action came after it was written. */
    public boolean turnCurrent() {
        return turnSeq != null && turnSeq == (lastSeq == null ? 0 : lastSeq);
    }
}
