package dev.kingme.app.web;

import dev.kingme.app.account.AccountException;
import dev.kingme.app.account.Accounts;
import dev.kingme.app.cluster.Leases;
import dev.kingme.app.cluster.Node;
import dev.kingme.app.session.GameError;
import dev.kingme.app.library.Library;
import dev.kingme.app.store.GameNotices;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoreUnavailableException;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The web server: the browser UI as static files from the jar, the JSON API and the WebSocket updates
 * (docs/web.md), over a {@link GameHub} and its {@link GameStore}. Every refusal is a 4xx with
 * {@code {"error": ...}}; the security headers keep the page from loading anything but its own files.
 */
public final class WebServer implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(WebServer.class.getName());
    static final String TOKEN_HEADER = "X-Kingme-Token";

    private final GameStore store;
    private final GameHub hub;
    private final Javalin app;
    private final Reviews reviews;
    private final AnalysisApi analysis;
    private final LibraryIndexer indexer;
    private final Quotas quotas;
    /** On a node of several: its leases and its ear for the others' changes; null for a single server. */
    private Leases leases;
    private GameNotices notices;

    private WebServer(GameStore store, Limits limits, Node node) {
        this.store = store;
        if (node != null) {
            store.tellOtherNodes();
            this.leases = new Leases(node.name(), store.leases());
        }
        this.hub = new GameHub(store, GameHub.IDLE, limits.gamesInMemory(), leases);
        LoggedIn loggedIn = new LoggedIn(new Accounts(store.accounts(), Clock.systemUTC()));
        Sockets sockets = new Sockets(hub, loggedIn);
        hub.listen(sockets::changed);
        if (hub.copies() != null) {
            hub.copies().watchedBy(sockets::watched);
        }
        this.quotas = new Quotas(limits, hub);
        this.reviews = new Reviews(hub, store.reviews());
        Api api = new Api(hub, quotas, loggedIn, reviews);
        GamesApi lists = new GamesApi(hub, store.lists(), loggedIn);
        AccountsApi accounts = new AccountsApi(loggedIn, quotas);
        LobbyApi lobby = new LobbyApi(new Lobby(store.challenges(), store.ratings(), hub), hub, quotas, new SeatNames(hub, store),
                loggedIn, store.lists());
        this.app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
            });
            config.http.maxRequestSize = Fields.MAX_BODY;
            config.jsonMapper(new JavalinJackson(Fields.JSON, false));
            config.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setMaxTextMessageSize(Fields.MAX_BODY);
                // each text message a client sends is gathered in a buffer of this size, made anew for every
                // message: a browser's actions are a few hundred bytes, and longer messages still come whole
                factory.setInputBufferSize(Fields.SOCKET_INPUT_BUFFER);
                factory.setOutputBufferSize(Fields.SOCKET_OUTPUT_BUFFER);
                factory.setIdleTimeout(Duration.ofMinutes(30));
            });
            config.jetty.modifyServer(JettyErrors::install);
            config.jetty.modifyServletContextHandler(context -> context.setErrorHandler(new JettyErrors()));
        });
        RequestGate gate = new RequestGate(limits.trustForwarded());
        app.before(ctx -> {
            ctx.header("X-Content-Type-Options", "nosniff");
            ctx.header("Referrer-Policy", "no-referrer");
            ctx.header("Content-Security-Policy", "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:;"
                    + " style-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
            if (ctx.path().startsWith("/api/")) {
                ctx.header("Cache-Control", "no-store");
            }
        });
        app.before("/api/*", gate::api);
        api.routes(app);
        lists.routes(app);
        lobby.routes(app);
        accounts.routes(app);
        new PlayersApi(store, hub::ratedGamesApplied).routes(app);
        new PuzzlesApi(dev.kingme.app.puzzles.PuzzleSet.shipped()).routes(app);
        Library library = new Library(store.library(), Clock.systemUTC());
        this.analysis = new AnalysisApi(hub, quotas, new Openings(library));
        new LibraryApi(library, quotas, loggedIn).routes(app);
        this.indexer = new LibraryIndexer(hub, store.library(), library);
        analysis.routes(app);
        RulesPages.routes(app);
        StatusApi.routes(app, store);
        // <id>, not {id}: Javalin matches the upgrade on the path as sent and the connection on it decoded, so an
        // id holding an encoded slash (a%2Fb) matched {id} only at the upgrade and failed inside Javalin
        app.wsBeforeUpgrade(gate::upgrade);
        app.ws("/ws/games/<id>", sockets::configure);
        app.exception(GameError.class, (e, ctx) -> error(ctx, Refusals.status(e), e.getMessage()));
        app.exception(StoreUnavailableException.class, (e, ctx) -> {
            LOG.warning("the database cannot be reached, on " + ctx.method() + " " + ctx.path() + ": " + e.getCause());
            GameError refusal = Refusals.of(e);
            error(ctx, Refusals.status(refusal), refusal.getMessage());
        });
        app.exception(AccountException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        app.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), e.getMessage()));
        app.exception(Exception.class, (e, ctx) -> {
            LOG.log(Level.SEVERE, "failed on " + ctx.method() + " " + ctx.path(), e);
            // the exception's own words stay in the log: they may name the server's insides
            error(ctx, 500, "the server failed on " + ctx.method() + " " + ctx.path() + "; what went wrong is in its log");
        });
        app.error(404, ctx -> {
            if (ctx.path().startsWith("/api/") && ctx.result() == null) {
                error(ctx, 404, "no such address: " + ctx.method() + " " + ctx.path());
            }
        });
        app.error(405, ctx -> error(ctx, 405, ctx.method() + " is not allowed on " + ctx.path()));
    }

    static void error(Context ctx, int status, String message) {
        ctx.status(status).contentType("application/json").result(errorJson(message));
    }

    /** {@code {"error": message}}. */
    static String errorJson(String message) {
        return Fields.JSON.createObjectNode().put("error", message).toString();
    }

    /** Answers {@code status} with {@code {"error": message}} on {@code response}, for where no {@link Context} writes. */
    static void write(HttpServletResponse response, int status, String message) throws IOException {
        byte[] body = errorJson(message).getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.setContentType("application/json");
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
        response.flushBuffer();
    }

    /**
     * Starts serving {@code store} on {@code host}:{@code port} (0: any free port) within {@link Limits#DEFAULT}
     * and returns.
     */
    public static WebServer start(GameStore store, String host, int port) {
        return start(store, host, port, Limits.DEFAULT);
    }

    /** Starts serving {@code store} on {@code host}:{@code port} (0: any free port) within {@code limits} and returns. */
    public static WebServer start(GameStore store, String host, int port, Limits limits) {
        return start(store, host, port, limits, null);
    }

    /**
     * As {@link #start(GameStore, String, int, Limits)}, as {@code node} of several on {@code store}'s PostgreSQL
     * database (null: a single server): it tells the others of every change it stores, follows theirs, and runs
     * the clocks and AI of the games whose leases it holds (docs/deploy.md).
     */
    public static WebServer start(GameStore store, String host, int port, Limits limits, Node node) {
        WebServer server = new WebServer(store, limits, node);
        if (node != null) {
            server.notices = new GameNotices(node.url(), node.user(), node.password(), server.hub.copies()::noticed,
                    server.hub.copies()::catchUpAll).start();
            server.quotas.shareWith(store.addressGames());
        }
        server.app.start(host, port);
        server.indexer.start();
        return server;
    }

    public int port() {
        return app.port();
    }

    public GameHub hub() {
        return hub;
    }

    /** The game database's indexer of finished games (tests run its rounds at once). */
    LibraryIndexer indexer() {
        return indexer;
    }

    GameStore store() {
        return store;
    }

    @Override
    public void close() {
        app.stop();
        if (notices != null) {
            notices.close();
            leases.close();  // the other nodes take this one's games over at once
        }
        reviews.close();
        analysis.close();
        indexer.close();
        hub.close();
        store.close();
    }
}
