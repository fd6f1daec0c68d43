package dev.kingme.app.command;

import dev.kingme.app.store.GameStore;
import dev.kingme.app.web.Limits;
import dev.kingme.app.web.Warmup;
import dev.kingme.app.web.WebServer;
import dev.kingme.record.CharacterFiles;
import dev.kingme.rules.character.Cast;
import dev.kingme.rules.character.Hero;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serves Kingme in the browser: every game, against the AI, at one screen or online.",
                "Games are stored in an H2 database in the data folder, or in PostgreSQL with --db.",
                "--characters DIR offers the characters written in DIR's *.json files in the picker, beside the built-in"
                        + " ones; a file with a mistake stops the server from starting. A stored game whose file"
                        + " character is no longer loaded is refused (saying which) until the server is started with it.",
                "When the five-piece endgame databases are not in kingme-data/egdb, the server builds them in the"
                        + " background (a line in the log every 10%%, GET /api/status), and the AI uses them once they"
                        + " are ready; --no-egdb-build does not."})
public final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", defaultValue = "8080", description = "the port to listen on (0: any free port; default ${DEFAULT-VALUE})")
    int port;

    @Option(names = "--host", defaultValue = "0.0.0.0",
            description = "the address to listen on (default ${DEFAULT-VALUE}, every interface, so a friend can join; "
                    + "127.0.0.1 for this machine only)")
    String host;

    @CommandLine.Mixin
    DatabaseOptions database = new DatabaseOptions();

    @CommandLine.Mixin
    EgdbBuildOption egdb = new EgdbBuildOption();

    @Option(names = "--characters", paramLabel = "DIR",
            description = "a folder of character files (docs/characters.md): every *.json in it is offered in the"
                    + " picker beside the built-in characters")
    Path characters;

    @Option(names = "--ai-games", paramLabel = "N", defaultValue = "0",
            description = "games between two AIs the server plays at once; 0 (the default) refuses them, as they spend"
                    + " the server's CPU for nobody at the board")
    int aiGames;

    @Option(names = "--games-per-minute", paramLabel = "N", defaultValue = "30",
            description = "games and challenges one client address may create in any minute (default ${DEFAULT-VALUE})")
    int gamesPerMinute;

    @Option(names = "--ai-games-per-address", paramLabel = "N", defaultValue = "4",
            description = "unfinished games against the AI one client address may have at once (default ${DEFAULT-VALUE})")
    int aiGamesPerAddress;

    @Option(names = "--trust-forwarded-for",
            description = "take the client's address from the last entry of X-Forwarded-For (only behind a proxy of"
                    + " your own that sets it; without this flag the connection's own address is used)")
    boolean trustForwarded;

    @Option(names = "--games-in-memory", paramLabel = "N",
            description = "games the server holds in memory at once (default: by the heap, half of it at 128 KiB a game,"
                    + " from 100 to 50000); past it the least recently used is let go of, and when all are being played a"
                    + " game to load or make is refused with 503")
    Integer gamesInMemory;

    @Option(names = "--ai-waiting", paramLabel = "N", defaultValue = "" + Limits.DEFAULT_AI_WAITING,
            description = "AI moves that may wait for the AI at once (default ${DEFAULT-VALUE}); past it a new game with"
                    + " an AI seat is refused with 503 until the AI catches up")
    int aiWaiting;

    @Option(names = "--node", paramLabel = "NAME",
            description = "serve as this node of several that share one PostgreSQL database (--db), behind a load"
                    + " balancer; each node needs its own name (docs/deploy.md)")
    String node;

    @Option(names = "--warm-up", paramLabel = "SECONDS", defaultValue = "20",
            description = "before it serves, the server plays games against itself for this long, so that Java has"
                    + " compiled its busiest code before the first players come (default ${DEFAULT-VALUE}; 0: none)")
    int warmUpSeconds;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port must be 0-65535, not " + port);
        }
        Limits limits = new Limits(aiGames, gamesPerMinute, aiGamesPerAddress, trustForwarded);
        limits = limits.withCeilings(gamesInMemory == null ? limits.gamesInMemory() : gamesInMemory, aiWaiting);
        List<Path> files = characters == null ? List.of() : CharacterFiles.inFolder(characters);
        Cast.use(CharacterFilesOption.castWith(files));
        String where = database.where();
        dev.kingme.app.cluster.Node asNode = node == null ? null : database.node(node);  // refused early: not PostgreSQL
        if (warmUpSeconds < 0) {
            throw new IllegalArgumentException("--warm-up must be 0 or more seconds, not " + warmUpSeconds);
        }
        PrintWriter log = new PrintWriter(System.out, true);
        egdb.start(log, EgdbProgress.log(log, "the AI uses them from its next move"));
        if (warmUpSeconds > 0) {
            System.out.println("Warming up for " + warmUpSeconds + " s (--warm-up 0 to skip)...");
            System.out.flush();
            long played = Warmup.run(Duration.ofSeconds(warmUpSeconds));
            System.out.println("Warmed up: " + played + " actions played.");
        }
        GameStore store = database.open();
        // the game database's archive, before serving (seconds on a database's first start, a count after it), so
        // that the opening explorer is whole for the first visitor and no load meets the work
        new dev.kingme.app.library.Library(store.library(), java.time.Clock.systemUTC()).ensureArchive();
        WebServer server = WebServer.start(store, host, port, limits, asNode);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "kingme-stop"));
        String shown = host.equals("0.0.0.0") || host.equals("::") ? "localhost" : host;
        System.out.println("Kingme is serving at http://" + shown + ":" + server.port() + "/  (games stored in " + where
                + (asNode == null ? ")" : "; " + asNode + " of several)"));
        if (characters != null) {
            System.out.println(files.isEmpty() ? "No character files in " + characters
                    : "Characters from " + characters + ": " + fromFiles());
        }
        System.out.println("Open that address in a browser; press Ctrl+C to stop.");
        System.out.flush();
        stopped.await();
        return 0;
    }

    /** The ids of the characters the files gave. */
    private static String fromFiles() {
        List<String> out = new ArrayList<>();
        for (Hero h : Cast.current().heroes()) {
            if (Cast.current().fromFile(h.id())) {
                out.add(h.id());
            }
        }
        return String.join(", ", out);
    }
}
