package dev.kingme.app.store;

import java.time.Instant;

/**
 * A game's settings as stored: the game and its options (JSON text), who plays each seat ({@code human} or
 * an AI spec such as {@code ai:medium}) and under what name, the SHA-256 hashes of the seats' tokens (null
 * for a seat the AI plays), whether the seats were given out as invite links, the seed the AI players
 * and the dice start from, the rematch game once there is one, the result once the game is over, and the
 * position it started from in the game's own position text (null: the game's own start), and its time
 * control as written ({@code 5+3}, {@code d3}; null: no clock); whether it is rated, and the account each seat
 * belongs to as the game was made (null: none yet; a seat is claimed later by a logged-in player who holds its
 * token, which the store records and the live game keeps).
 */
public record StoredGame(String id, String game, String options, String black, String white, String blackName,
        String whiteName, String blackToken, String whiteToken, boolean online, long seed, String rematch,
        String result, Instant createdAt, String setup, String clock, boolean rated, Long blackAccount,
        Long whiteAccount) {

    /** The settings of a casual game whose seats belong to no account yet. */
    public StoredGame(String id, String game, String options, String black, String white, String blackName,
            String whiteName, String blackToken, String whiteToken, boolean online, long seed, String rematch,
            String result, Instant createdAt, String setup, String clock) {
        this(id, game, options, black, white, blackName, whiteName, blackToken, whiteToken, online, seed, rematch,
                result, createdAt, setup, clock, false, null, null);
    }

    /** The account seat {@code black} (else White's) belonged to as the game was made, or null. */
    public Long account(boolean black) {
        return black ? blackAccount : whiteAccount;
    }

    /** The settings of a game without a clock. */
    public StoredGame(String id, String game, String options, String black, String white, String blackName,
            String whiteName, String blackToken, String whiteToken, boolean online, long seed, String rematch,
            String result, Instant createdAt, String setup) {
        this(id, game, options, black, white, blackName, whiteName, blackToken, whiteToken, online, seed, rematch,
                result, createdAt, setup, null, false, null, null);
    }

    /** The settings of a game that starts from the game's own start. */
    public StoredGame(String id, String game, String options, String black, String white, String blackName,
            String whiteName, String blackToken, String whiteToken, boolean online, long seed, String rematch,
            String result, Instant createdAt) {
        this(id, game, options, black, white, blackName, whiteName, blackToken, whiteToken, online, seed, rematch,
                result, createdAt, null, null, false, null, null);
    }
}
