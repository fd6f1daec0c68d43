package dev.kingme.app.web;

/**
 * What the server allows its clients, as {@code kingme serve}'s flags set it (docs/web.md, "Limits").
 *
 * @param aiGames           games between two AIs played at once on the whole server; 0 (the default) refuses
 *                          them, since they spend the server's CPU for nobody at the board
 * @param gamesPerMinute    games (and challenges) one client address may create in any minute
 * @param aiGamesPerAddress unfinished games with an AI seat one client address may have at once (a game
 *                          nobody has looked at for {@link GameHub#IDLE} no longer counts)
 * @param trustForwarded    true when the server is behind a proxy of its own that puts the client's address
 *                          last in {@code X-Forwarded-For}; false (the default) reads only the connection's
 *                          own address, since any client can write that header
 */
public record Limits(int aiGames, int gamesPerMinute, int aiGamesPerAddress, boolean trustForwarded) {
    /** What {@code kingme serve} allows when no flag says otherwise. */
    public static final Limits DEFAULT = new Limits(0, 30, 4, false);

    public Limits {
        if (aiGames < 0) {
            throw new IllegalArgumentException("--ai-games must be 0 or more, not " + aiGames);
        }
        if (gamesPerMinute < 1) {
            throw new IllegalArgumentException("--games-per-minute must be 1 or more, not " + gamesPerMinute);
        }
        if (aiGamesPerAddress < 1) {
            throw new IllegalArgumentException("--ai-games-per-address must be 1 or more, not " + aiGamesPerAddress);
        }
    }
}
