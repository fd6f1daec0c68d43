package dev.kingme.app.web;

import dev.kingme.app.store.GameStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * A test against a server of its own on a free loopback port, over whatever database the subclass opens (H2,
 * or the PostgreSQL that CI starts): the base of the contracts that run on both.
 */
abstract class ServerOnStore {
    WebServer server;
    Client client;

    /** A store on a database of the subclass's kind; the same database each time within one test. */
    abstract GameStore openStore();

    @BeforeEach
    void start() {
        server = WebServer.start(openStore(), "127.0.0.1", 0, ServerOnH2.TESTS);
        client = new Client(server.port());
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }
}
