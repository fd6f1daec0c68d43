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
 * @param gamesInMemory     games the server holds in memory at once; past it the least recently used one is
 *                          let go of, and when all were in use lately a game that must be loaded or made is
 *                          refused with 503 (so the memory the games take is bounded)
 * @param aiWaiting         AI decisions waiting for the AI's threads at once; past it a new game with an AI
 *                          seat is refused with 503 until the AI has caught up
 */
public record Limits(int aiGames, int gamesPerMinute, int aiGamesPerAddress, boolean trustForwarded, int gamesInMemory,
        int aiWaiting) {
    /** The memory a game held by the server is allowed on average, to size {@link #gamesInMemory} by the heap. */
    static final long BYTES_PER_GAME = 128 * 1024;
    /** The most games held by default, whatever the heap. */
    static final int MOST_GAMES_IN_MEMORY = 50_000;
    /** AI decisions that may wait at once by default. */
    public static final int DEFAULT_AI_WAITING = 32;

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
        if (gamesInMemory < 10) {
            throw new IllegalArgumentException("--games-in-memory must be 10 or more, not " + gamesInMemory);
        }
        if (aiWaiting < 1) {
            throw new IllegalArgumentException("--ai-waiting must be 1 or more, not " + aiWaiting);
        }
    }

    /** These limits, with the default ceilings on games in memory (by this JVM's heap) and on the AI's queue. */
    public Limits(int aiGames, int gamesPerMinute, int aiGamesPerAddress, boolean trustForwarded) {
        this(aiGames, gamesPerMinute, aiGamesPerAddress, trustForwarded, gamesInMemoryFor(Runtime.getRuntime().maxMemory()),
                DEFAULT_AI_WAITING);
    }

    /** These limits with {@code gamesInMemory} and {@code aiWaiting} instead. */
    public Limits withCeilings(int gamesInMemory, int aiWaiting) {
        return new Limits(aiGames, gamesPerMinute, aiGamesPerAddress, trustForwarded, gamesInMemory, aiWaiting);
    }

    /**
     * The games a server with a heap of {@code maxHeapBytes} holds by default: half the heap at
     * {@link #BYTES_PER_GAME} a game (the other half is the AI's engines, the database's cache, the connections
     * and the work of the moment), at most {@link #MOST_GAMES_IN_MEMORY}, at least 100.
     */
    public static int gamesInMemoryFor(long maxHeapBytes) {
        long games = maxHeapBytes / 2 / BYTES_PER_GAME;
        return (int) Math.max(100, Math.min(MOST_GAMES_IN_MEMORY, games));
    }
}
