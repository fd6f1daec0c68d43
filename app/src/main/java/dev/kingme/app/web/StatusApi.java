package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.engine.search.StandardBuild;
import io.javalin.Javalin;
import java.util.Locale;

/**
 * {@code GET /health} and {@code GET /ready}, for a load balancer's checks (the process serves; it also reaches its
 * database), and {@code GET /api/status}: how the server stands, for a status page: the endgame databases the AI plays
 * with, {@code {"egdb": {"pieces": 5, "state": "building", "percent": 37}}}. The state is {@code building}
 * (also while another process builds them and this one waits), {@code ready}, {@code off} (missing, and no
 * build started: {@code --no-egdb-build}) or {@code failed} (the reason is in the server's log, not here: it
 * names the server's folders).
 */
final class StatusApi {
    private StatusApi() {
    }

    static void routes(Javalin app, dev.kingme.app.store.GameStore store) {
        app.get("/api/status", ctx -> ctx.contentType("application/json").result(json(StandardBuild.status()).toString()));
        // for a load balancer: alive (the process serves), and ready (it also reaches its database)
        app.get("/health", ctx -> ctx.contentType("application/json").result("{\"status\":\"up\"}"));
        app.get("/ready", ctx -> {
            ctx.header("Cache-Control", "no-store").contentType("application/json");
            try {
                store.ping();
                ctx.result("{\"status\":\"ready\",\"database\":\"reachable\"}");
            } catch (RuntimeException e) {
                java.util.logging.Logger.getLogger(StatusApi.class.getName()).fine("not ready: " + e);
                ctx.status(503).result("{\"status\":\"not ready\",\"database\":\"unreachable\"}");
            }
        });
    }

    /** The answer for the databases' status {@code egdb}. */
    static ObjectNode json(StandardBuild.Status egdb) {
        ObjectNode body = Fields.JSON.createObjectNode();
        body.putObject("egdb").put("pieces", egdb.pieces()).put("state", egdb.state().name().toLowerCase(Locale.ROOT))
                .put("percent", egdb.percent());
        return body;
    }
}
