package dev.kingme.app.store;

import java.time.Instant;

/**
 * A game's settings as stored: the game and its options (JSON text), who plays each seat ({@code human} or
 * an AI spec such as {@code ai:medium}) and under what name, the SHA-256 hashes of the seats' tokens (null
 * for a seat the AI plays), whether the seats were given out as invite links, the seed the AI players
 * and the dice start from, the rematch game once there is one, the result once the game is over, and the
 * position it started from in the game's own position text (null: the game's own start), and its time
 * control as written ({@code 5+3}, {@code d3}; null: no clock).
 */
public record StoredGame(String id, String game, String options, String black, String white, String blackName,
        String whiteName, String blackToken, String whiteToken, boolean online, long seed, String rematch,
        String result, Instant createdAt, String setup, String clock) {

    /** The settings of a game without a clock. */
    public StoredGame(String id, String game, String options, String black, String white, String blackName,
            String whiteName, String blackToken, String whiteToken, boolean online, long seed, String rematch,
            String result, Instant createdAt, String setup) {
        this(id, game, options, black, white, blackName, whiteName, blackToken, whiteToken, online, seed, rematch,
                result, createdAt, setup, null);
    }

    /** The settings of a game that starts from the game's own start. */
    public StoredGame(String id, String game, String options, String black, String white, String blackName,
            String whiteName, String blackToken, String whiteToken, boolean online, long seed, String rematch,
            String result, Instant createdAt) {
        this(id, game, options, black, white, blackName, whiteName, blackToken, whiteToken, online, seed, rematch,
                result, createdAt, null, null);
    }
}
