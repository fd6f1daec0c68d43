package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import dev.kingme.app.store.GameStore;
import org.junit.jupiter.api.Test;

/**
 * Accounts over HTTP on an in-process server, over whatever database the subclass opens (H2, or the PostgreSQL
 * CI starts): the session cookie's attributes, who is logged in, a wrong
 * password, logging out, a forged cookie, a cross-site or non-JSON request refused, deleting an account.
 */
abstract class AccountsApiContract extends ServerOnStore {
    /** Names of this test's own (the database may be shared between runs): a letter, then random letters. */
    private final String unique = java.util.UUID.randomUUID().toString().replace("-", "").substring(0, 10);
    private final String ann = "Ann" + unique;
    private final String bob = "Bob" + unique;
    private final String cat = "Cat" + unique;
    private final String dee = "Dee" + unique;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private HttpResponse<String> send(String method, String path, String body, String cookie, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(client.base() + path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        if (cookie != null) {
            b.header("Cookie", AccountsApi.COOKIE + "=" + cookie);
        }
        for (int i = 0; i < headers.length; i += 2) {
            b.setHeader(headers[i], headers[i + 1]);
        }
        try {
            return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static String token(HttpResponse<String> r) {
        String set = r.headers().firstValue("Set-Cookie").orElseThrow();
        return set.substring(set.indexOf('=') + 1, set.indexOf(';'));
    }

    @Test
    void signUpSetsAnHttpOnlySameSiteCookieThatSaysWhoIsLoggedIn() {
        HttpResponse<String> r = send("POST", "/api/account", "{\"name\": \"" + ann + "\", \"password\": \"a long secret\"}", null);
        assertThat(r.statusCode()).isEqualTo(201);
        assertThat(r.body()).isEqualTo("{\"player\":{\"name\":\"" + ann + "\"}}").doesNotContain("secret");
        String set = r.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(set).startsWith(AccountsApi.COOKIE + "=").contains("; Path=/", "; HttpOnly", "; SameSite=Lax",
                "; Max-Age=2592000").doesNotContain("Secure");
        String token = token(r);
        assertThat(send("GET", "/api/session", null, token).body()).isEqualTo("{\"player\":{\"name\":\"" + ann + "\"}}");
        assertThat(send("GET", "/api/session", null, "forged" + token).body()).isEqualTo("{\"player\":null}");
        assertThat(send("GET", "/api/session", null, null).body()).isEqualTo("{\"player\":null}");
    }

    @Test
    void logInLogOutAndAWrongPassword() {
        send("POST", "/api/account", "{\"name\": \"" + bob + "\", \"password\": \"a long secret\"}", null);
        HttpResponse<String> wrong = send("POST", "/api/session", "{\"name\": \"" + bob + "\", \"password\": \"not it at all\"}", null);
        assertThat(wrong.statusCode()).isEqualTo(401);
        assertThat(wrong.body()).isEqualTo("{\"error\":\"wrong name or password\"}");
        assertThat(wrong.headers().firstValue("Set-Cookie")).isEmpty();
        HttpResponse<String> in = send("POST", "/api/session", "{\"name\": \"" + bob.toLowerCase(java.util.Locale.ROOT) + "\", \"password\": \"a long secret\"}", null);
        assertThat(in.statusCode()).isEqualTo(200);
        String token = token(in);
        HttpResponse<String> out = send("DELETE", "/api/session", null, token);
        assertThat(out.statusCode()).isEqualTo(204);
        assertThat(out.headers().firstValue("Set-Cookie").orElseThrow()).contains("Max-Age=0");
        assertThat(send("GET", "/api/session", null, token).body()).isEqualTo("{\"player\":null}");
    }

    @Test
    void aCrossSiteOrNonJsonRequestIsRefused() {
        HttpResponse<String> foreign = send("POST", "/api/account", "{\"name\": \"" + cat + "\", \"password\": \"a long secret\"}",
                null, "Origin", "https://evil.example");
        assertThat(foreign.statusCode()).isEqualTo(403);
        HttpRequest plain = HttpRequest.newBuilder(URI.create(client.base() + "/api/account"))
                .header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("{\"name\": \"" + cat + "\", \"password\": \"a long secret\"}")).build();
        try {
            assertThat(http.send(plain, HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(415);
        } catch (IOException | InterruptedException e) {
            throw new AssertionError(e);
        }
        assertThat(send("GET", "/api/session", null, null).body()).isEqualTo("{\"player\":null}");
        assertThat(send("POST", "/api/session", "{\"name\": \"" + cat + "\", \"password\": \"a long secret\"}", null).statusCode())
                .as("no account was made").isEqualTo(401);
    }

    @Test
    void badNamesAndDeletingAnAccount() {
        HttpResponse<String> bad = send("POST", "/api/account", "{\"name\": \"x\", \"password\": \"a long secret\"}", null);
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("a name is 3 to 20 letters");
        String token = token(send("POST", "/api/account", "{\"name\": \"" + dee + "\", \"password\": \"a long secret\"}", null));
        assertThat(send("POST", "/api/account", "{\"name\": \"" + dee.toUpperCase(java.util.Locale.ROOT) + "\", \"password\": \"another secret\"}", null).statusCode())
                .isEqualTo(409);
        assertThat(send("DELETE", "/api/account", "{\"password\": \"wrong one\"}", token).statusCode()).isEqualTo(401);
        assertThat(send("DELETE", "/api/account", "{\"password\": \"a long secret\"}", token).statusCode()).isEqualTo(204);
        assertThat(send("GET", "/api/session", null, token).body()).isEqualTo("{\"player\":null}");
        assertThat(send("POST", "/api/account", "{\"name\": \"" + dee + "\", \"password\": \"a long secret\"}", null).statusCode())
                .as("the name is free again").isEqualTo(201);
    }

    /** Neither a password nor a session's token reaches the server's log (every logger, and what goes to the console). */
    @Test
    void noPasswordOrTokenIsLogged() {
        java.util.List<String> logged = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        java.util.logging.Handler handler = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                logged.add(r.getMessage() + " " + java.util.Arrays.toString(r.getParameters()) + " " + r.getThrown());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        java.util.logging.Logger root = java.util.logging.Logger.getLogger("");
        java.util.logging.Level level = root.getLevel();
        root.setLevel(java.util.logging.Level.ALL);
        root.addHandler(handler);
        java.io.PrintStream err = System.err;
        java.io.PrintStream out = System.out;
        java.io.ByteArrayOutputStream console = new java.io.ByteArrayOutputStream();
        java.io.PrintStream both = new java.io.PrintStream(console, true, java.nio.charset.StandardCharsets.UTF_8);
        System.setErr(both);
        System.setOut(both);
        String token;
        try {
            token = token(send("POST", "/api/account", "{\"name\": \"" + ann + "\", \"password\": \"sesame open wide\"}", null));
            send("POST", "/api/session", "{\"name\": \"" + ann + "\", \"password\": \"not sesame at all\"}", null);
            send("POST", "/api/session", "{\"name\": \"" + ann + "\", \"password\": \"sesame open wide\"", null);
            send("DELETE", "/api/account", "{\"password\": \"wrong sesame here\"}", token);
            send("GET", "/api/session", null, token + "x");
        } finally {
            System.setErr(err);
            System.setOut(out);
            root.removeHandler(handler);
            root.setLevel(level);
        }
        String all = String.join("\n", logged) + "\n" + console.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(all).doesNotContain("sesame", token);
    }
}
