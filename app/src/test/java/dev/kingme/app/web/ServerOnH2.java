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

    @BeforeEach
    void start() {
        server = WebServer.start(GameStore.open(GameStore.h2Url(data), null, null), "127.0.0.1", 0);
        client = new Client(server.port());
    }

    @AfterEach
    void stop() {
        server.close();
    }
}
