package dev.kingme.app.web;

import dev.kingme.app.store.GameStore;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A test against a server of its own on a free loopback port, storing in a fresh H2 file database. */
abstract class ServerOnH2 {
    @TempDir
    Path data;
    WebServer server;
    Client client;

    /**
     * The limits the tests' servers have: games between AIs allowed, and the per-address limits raised high
     * enough for the many games a test makes from one address.
     */
    static final Limits TESTS = new Limits(4, 10_000, 10_000, false);

    @BeforeEach
    void start() {
        start(TESTS);
    }

    /** Starts the server (again, on the same database) with {@code limits}. */
    void start(Limits limits) {
        server = WebServer.start(GameStore.open(GameStore.h2Url(data), null, null), "127.0.0.1", 0, limits);
        client = new Client(server.port());
    }

    /** Stops the server and starts it again on the same database with {@code limits}. */
    void restart(Limits limits) {
        server.close();
        start(limits);
    }

    @AfterEach
    void stop() {
        server.close();
    }
}
