import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * Load test for {@code kingme serve}: G online games between two people, each seat on its own WebSocket
 * (2G connections), played concurrently with random legal moves. Each action's latency is the time from
 * sending it to receiving its ack. Single file, JDK only:
 *
 * <pre>
 *   java bench/load/LoadTest.java --url http://127.0.0.1:8080 --games 1000 --seconds 60 --think-ms 0
 * </pre>
 *
 * See bench/README.md ("Load: concurrent games over WebSocket") and {@code --help}.
 */
public final class LoadTest {

    static final String USAGE = """
            java bench/load/LoadTest.java [options]

              --url URL             the server (default http://127.0.0.1:8080)
              --games G             concurrent games, each two WebSocket connections (default 1000)
              --seconds S           how long the games are played, warm-up included (default 60)
              --warmup-seconds W    the first W seconds of play are not measured (default 5)
              --think-ms T          mean think time before each action, drawn uniformly from
                                    [T/2, 3T/2] (default 0: act as soon as the view arrives)
              --seed N              seed of the random choices (default 1)
              --max-games N         games to start in all, finished ones being replaced while fewer
                                    have been started; the run ends early once all are over
                                    (default 0: replace for ever, the run ends after S seconds)
              --game NAME           game kind (default american)
              --clock CONTROL       every game created under this time control, as POST /api/games
                                    takes it: 5+3, 1+0, 20s+1, d3 (default none: no clock)
              --connect-batch N     connections opened at a time while setting up (default 100)
              --clients N           JDK HttpClients the connections are spread over (default 4)
              --ack-timeout-seconds N  an action without an answer after N s is an error (default 30)
              --server-pid PID      also report the server process's CPU use in the measured window
                                    (read from /proc, Linux)
              --json-out FILE       also write the JSON report line to FILE
              --reconnect true      connect a seat again when its connection drops (through a balancer: to
                                    another node) instead of giving its game up; an action in flight then
                                    is counted apart, its fate told by the view that follows
              --acks-out FILE       write each acknowledged action as "game version", one a line, for a
                                    check against the database afterwards (bench/cluster.sh)
              --analyses N          also N people on the analysis board while the games are played: each
                                    asks POST /api/analysis for a position after one move, reads the answer
                                    for a second, asks again; each from an address of its own, sent as
                                    X-Forwarded-For (start the server with --trust-forwarded-for)
            """;

    // ------------------------------------------------------------------------------------------ options

    static final class Options {
        String url = "http://127.0.0.1:8080";
        int games = 1000;
        int seconds = 60;
        int warmupSeconds = 5;
        int thinkMs = 0;
        long seed = 1;
        long maxGames = 0;
        String game = "american";
        /** The time control of every game created, or null for none. */
        String clock;
        int connectBatch = 100;
        int clients = 4;
        int ackTimeoutSeconds = 30;
        long serverPid = 0;
        String jsonOut;
        int analyses;
        /** Connect a seat again (through the balancer: to another node) when its connection drops, instead of giving its game up. */
        boolean reconnect;
        /** Where to write each acknowledged action as "game version", for a check against the database afterwards. */
        String acksOut;

        static Options parse(String[] args) {
            Options o = new Options();
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                if (a.equals("-h") || a.equals("--help")) {
                    System.out.print(USAGE);
                    System.exit(0);
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(a + " needs a value (see --help)");
                }
                String v = args[++i];
                switch (a) {
                    case "--url" -> o.url = v.endsWith("/") ? v.substring(0, v.length() - 1) : v;
                    case "--games" -> o.games = positive(a, v);
                    case "--seconds" -> o.seconds = positive(a, v);
                    case "--warmup-seconds" -> o.warmupSeconds = atLeastZero(a, v);
                    case "--think-ms" -> o.thinkMs = atLeastZero(a, v);
                    case "--seed" -> o.seed = Long.parseLong(v);
                    case "--max-games" -> o.maxGames = atLeastZero(a, v);
                    case "--game" -> o.game = v;
                    case "--clock" -> o.clock = v.equalsIgnoreCase("none") ? null : v;
                    case "--connect-batch" -> o.connectBatch = positive(a, v);
                    case "--clients" -> o.clients = positive(a, v);
                    case "--ack-timeout-seconds" -> o.ackTimeoutSeconds = positive(a, v);
                    case "--server-pid" -> o.serverPid = Long.parseLong(v);
                    case "--json-out" -> o.jsonOut = v;
                    case "--analyses" -> o.analyses = atLeastZero(a, v);
                    case "--reconnect" -> o.reconnect = Boolean.parseBoolean(v);
                    case "--acks-out" -> o.acksOut = v;
                    default -> throw new IllegalArgumentException("unknown option " + a + " (see --help)");
                }
            }
            if (o.warmupSeconds >= o.seconds) {
                throw new IllegalArgumentException("--warmup-seconds (" + o.warmupSeconds
                        + ") must be less than --seconds (" + o.seconds + ")");
            }
            if (o.maxGames > 0 && o.maxGames < o.games) {
                throw new IllegalArgumentException("--max-games must be 0 or at least --games");
            }
            return o;
        }

        private static int positive(String name, String v) {
            int n = Integer.parseInt(v);
            if (n <= 0) {
                throw new IllegalArgumentException(name + " must be positive, not " + v);
            }
            return n;
        }

        private static int atLeastZero(String name, String v) {
            int n = Integer.parseInt(v);
            if (n < 0) {
                throw new IllegalArgumentException(name + " must be 0 or more, not " + v);
            }
            return n;
        }
    }

    // --------------------------------------------------------------------------------------------- JSON

    /**
     * A small JSON reader: objects become maps, arrays lists, numbers Long or Double. Under a key named in
     * {@code filters} only the listed keys of the object are kept and the others are skipped without being
     * built (a view is 10-30 KB and we need three of its fields).
     */
    static final class Json {
        private final String s;
        private final Map<String, Set<String>> filters;
        private int i;

        private Json(String s, Map<String, Set<String>> filters) {
            this.s = s;
            this.filters = filters;
        }

        static Object parse(String text, Map<String, Set<String>> filters) {
            Json p = new Json(text, filters);
            Object v = p.value(null);
            p.ws();
            if (p.i != p.s.length()) {
                throw p.fail("text after the value");
            }
            return v;
        }

        private IllegalArgumentException fail(String what) {
            return new IllegalArgumentException("bad JSON at " + i + ": " + what);
        }

        private void ws() {
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                    i++;
                } else {
                    break;
                }
            }
        }

        private char peek() {
            ws();
            if (i >= s.length()) {
                throw fail("unexpected end");
            }
            return s.charAt(i);
        }

        private void expect(char c) {
            if (peek() != c) {
                throw fail("expected '" + c + "'");
            }
            i++;
        }

        private Object value(String key) {
            char c = peek();
            switch (c) {
                case '{':
                    return object(key == null ? null : filters.get(key));
                case '[':
                    return array();
                case '"':
                    return string();
                case 't':
                    literal("true");
                    return Boolean.TRUE;
                case 'f':
                    literal("false");
                    return Boolean.FALSE;
                case 'n':
                    literal("null");
                    return null;
                default:
                    return number();
            }
        }

        private Map<String, Object> object(Set<String> keep) {
            expect('{');
            Map<String, Object> m = new HashMap<>();
            if (peek() == '}') {
                i++;
                return m;
            }
            while (true) {
                if (peek() != '"') {
                    throw fail("expected a key");
                }
                String k = string();
                expect(':');
                if (keep == null || keep.contains(k)) {
                    m.put(k, value(k));
                } else {
                    skip();
                }
                char c = peek();
                i++;
                if (c == '}') {
                    return m;
                }
                if (c != ',') {
                    throw fail("expected ',' or '}'");
                }
            }
        }

        private List<Object> array() {
            expect('[');
            List<Object> l = new ArrayList<>();
            if (peek() == ']') {
                i++;
                return l;
            }
            while (true) {
                l.add(value(null));
                char c = peek();
                i++;
                if (c == ']') {
                    return l;
                }
                if (c != ',') {
                    throw fail("expected ',' or ']'");
                }
            }
        }

        /** Passes over one value of any kind without building it. */
        private void skip() {
            char c = peek();
            if (c == '"') {
                skipString();
            } else if (c == '{' || c == '[') {
                int depth = 0;
                while (i < s.length()) {
                    char d = s.charAt(i);
                    if (d == '"') {
                        skipString();
                        continue;
                    }
                    i++;
                    if (d == '{' || d == '[') {
                        depth++;
                    } else if (d == '}' || d == ']') {
                        if (--depth == 0) {
                            return;
                        }
                    }
                }
                throw fail("unclosed " + c);
            } else {
                value(null);  // a number or a literal: nothing to build worth avoiding
            }
        }

        private void skipString() {
            i++;  // the opening quote
            while (i < s.length()) {
                char c = s.charAt(i++);
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    return;
                }
            }
            throw fail("unclosed string");
        }

        private String string() {
            expect('"');
            StringBuilder b = null;
            int start = i;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == '"') {
                    String out = b == null ? s.substring(start, i) : b.append(s, start, i).toString();
                    i++;
                    return out;
                }
                if (c == '\\') {
                    if (b == null) {
                        b = new StringBuilder();
                    }
                    b.append(s, start, i);
                    if (i + 1 >= s.length()) {
                        break;
                    }
                    char e = s.charAt(i + 1);
                    i += 2;
                    switch (e) {
                        case 'n' -> b.append('\n');
                        case 't' -> b.append('\t');
                        case 'r' -> b.append('\r');
                        case 'b' -> b.append('\b');
                        case 'f' -> b.append('\f');
                        case 'u' -> {
                            if (i + 4 > s.length()) {
                                throw fail("short \\u escape");
                            }
                            b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                            i += 4;
                        }
                        default -> b.append(e);  // \" \\ \/
                    }
                    start = i;
                } else {
                    i++;
                }
            }
            throw fail("unclosed string");
        }

        private void literal(String word) {
            if (!s.startsWith(word, i)) {
                throw fail("expected " + word);
            }
            i += word.length();
        }

        private Object number() {
            int start = i;
            boolean fraction = false;
            while (i < s.length()) {
                char c = s.charAt(i);
                if ((c >= '0' && c <= '9') || c == '-' || c == '+') {
                    i++;
                } else if (c == '.' || c == 'e' || c == 'E') {
                    fraction = true;
                    i++;
                } else {
                    break;
                }
            }
            if (start == i) {
                throw fail("unexpected '" + s.charAt(i) + "'");
            }
            String t = s.substring(start, i);
            return fraction ? (Object) Double.parseDouble(t) : (Object) Long.parseLong(t);
        }

        static String quote(String text) {
            StringBuilder b = new StringBuilder("\"");
            for (char c : text.toCharArray()) {
                switch (c) {
                    case '"' -> b.append("\\\"");
                    case '\\' -> b.append("\\\\");
                    case '\n' -> b.append("\\n");
                    case '\r' -> b.append("\\r");
                    case '\t' -> b.append("\\t");
                    default -> {
                        if (c < 0x20) {
                            b.append(String.format("\\u%04x", (int) c));
                        } else {
                            b.append(c);
                        }
                    }
                }
            }
            return b.append('"').toString();
        }
    }

    /** Of a view only these fields are read. */
    static final Map<String, Set<String>> FILTERS = Map.of("view", Set.of("id", "version", "toAct", "choices"),
            "set", Set.of("version", "toAct", "choices"));

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object o) {
        return o instanceof Map ? (Map<String, Object>) o : null;
    }

    static long number(Object o, long otherwise) {
        return o instanceof Number n ? n.longValue() : otherwise;
    }

    // -------------------------------------------------------------------------------------------- stats

    /** A growable array of latencies in microseconds. */
    static final class Samples {
        private long[] a = new long[1 << 16];
        private int n;

        synchronized void add(long micros) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = micros;
        }

        /** The samples so far, sorted, and the array emptied when {@code reset}. */
        synchronized long[] sorted(boolean reset) {
            long[] out = Arrays.copyOf(a, n);
            if (reset) {
                n = 0;
            }
            Arrays.sort(out);
            return out;
        }

        /** Nearest-rank percentile of sorted samples, in ms. */
        static double percentile(long[] sorted, double p) {
            if (sorted.length == 0) {
                return Double.NaN;
            }
            int rank = (int) Math.ceil(p / 100.0 * sorted.length);
            return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))] / 1000.0;
        }
    }

    /** Each acknowledged action as "game version", one a line (--acks-out), or nothing. */
    static final class AckLog implements AutoCloseable {
        private final java.io.BufferedWriter out;

        AckLog(String file) throws IOException {
            out = file == null ? null : Files.newBufferedWriter(Path.of(file));
        }

        void write(String game, long version) {
            if (out != null) {
                synchronized (this) {
                    try {
                        out.write(game + " " + version + "\n");
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }
            }
        }

        @Override
        public synchronized void close() throws IOException {
            if (out != null) {
                out.close();
            }
        }
    }

    static final class Stats {
        final Samples measured = new Samples();
        final Samples interval = new Samples();
        final LongAdder sent = new LongAdder();
        final LongAdder acked = new LongAdder();
        /** Connections that dropped and were opened again (--reconnect), and the actions in flight on them then. */
        final LongAdder reconnects = new LongAdder();
        final LongAdder inFlightAtDrop = new LongAdder();
        /** Actions answered with an error, or that could not be sent. */
        final LongAdder refused = new LongAdder();
        final LongAdder ackedMeasured = new LongAdder();
        final LongAdder views = new LongAdder();
        final LongAdder viewChars = new LongAdder();
        final LongAdder staleViews = new LongAdder();
        final LongAdder updates = new LongAdder();
        final LongAdder updateChars = new LongAdder();
        final LongAdder gaps = new LongAdder();
        final LongAdder errors = new LongAdder();
        final Map<String, LongAdder> errorsByMessage = new ConcurrentHashMap<>();
        final LongAdder gamesStarted = new LongAdder();
        final LongAdder gamesFinished = new LongAdder();
        final LongAdder gamesAbandoned = new LongAdder();
        final Map<String, LongAdder> results = new ConcurrentHashMap<>();
        final LongAdder connectionsOpened = new LongAdder();
        final LongAdder connectFailures = new LongAdder();
        final AtomicInteger open = new AtomicInteger();
        final AtomicInteger peakOpen = new AtomicInteger();
        final Samples createLatency = new Samples();
        final Samples connectLatency = new Samples();
        final LongAdder finishedPlies = new LongAdder();
        /** Games that ended on time (a flag fell). */
        final LongAdder onTime = new LongAdder();
        final LongAdder createRetries = new LongAdder();
        long liveSum;
        long liveSamples;
        int liveMin = Integer.MAX_VALUE;

        void error(String message) {
            errors.increment();
            // Numbers (versions, counts) vary from one error to the next; group by the rest.
            String key = message.replaceAll("\\d+", "N");
            if (key.length() > 200) {
                key = key.substring(0, 200) + "...";
            }
            errorsByMessage.computeIfAbsent(key, k -> new LongAdder()).increment();
        }

        void opened() {
            connectionsOpened.increment();
            int now = open.incrementAndGet();
            peakOpen.accumulateAndGet(now, Math::max);
        }
    }

    // ---------------------------------------------------------------------------------------- the test

    final Options o;
    final Stats stats = new Stats();
    final AckLog acks;
    final HttpClient http;
    final HttpClient[] wsClients;
    final ExecutorService pool;
    final ScheduledExecutorService timer;
    final ExecutorService creator;
    final AtomicLong gameNumbers = new AtomicLong();
    final Game[] slots;
    final Set<Seat> allSeats = ConcurrentHashMap.newKeySet();
    /** Actions sent and not answered yet, by their id. */
    final Map<String, Seat> unanswered = new ConcurrentHashMap<>();
    /** Games being created at once: enough that finished games are replaced quickly under load. */
    static final int CREATING = 64;
    final Semaphore creating = new Semaphore(CREATING);
    final AtomicInteger live = new AtomicInteger();
    volatile boolean playing;
    volatile boolean stopping;
    volatile long startNanos;
    volatile long windowStart;
    volatile long windowEnd;

    LoadTest(Options o) throws IOException {
        this.o = o;
        this.acks = new AckLog(o.acksOut);
        this.pool = Executors.newFixedThreadPool(Math.max(4, Runtime.getRuntime().availableProcessors() * 2),
                daemon("load-io"));
        this.timer = Executors.newScheduledThreadPool(2, daemon("load-timer"));
        this.creator = Executors.newSingleThreadExecutor(daemon("load-create"));
        this.http = HttpClient.newBuilder().executor(pool).connectTimeout(Duration.ofSeconds(10)).build();
        this.wsClients = new HttpClient[o.clients];
        for (int k = 0; k < o.clients; k++) {
            wsClients[k] = HttpClient.newBuilder().executor(pool).connectTimeout(Duration.ofSeconds(10)).build();
        }
        this.slots = new Game[o.games];
    }

    static ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    static double seconds(long nanos) {
        return nanos / 1e9;
    }

    /** One game: a slot of the G concurrent ones, its id and its two seats. */
    final class Game {
        final int slot;
        final long number;
        final AtomicBoolean done = new AtomicBoolean();
        String id;
        Seat black;
        Seat white;

        Game(int slot, long number) {
            this.slot = slot;
            this.number = number;
        }

        /** Called from either seat when its view says the game is over (once per game counts). */
        void over(Map<String, Object> toAct, long version) {
            if (!done.compareAndSet(false, true)) {
                return;
            }
            stats.gamesFinished.increment();
            stats.finishedPlies.add(version);
            if (String.valueOf(toAct.get("reason")).contains("ran out of time")) {
                stats.onTime.increment();
            }
            Object reason = toAct.get("result");
            stats.results.computeIfAbsent(String.valueOf(reason), k -> new LongAdder()).increment();
            retire();
        }

        /** Gives the game up after repeated errors, so that its slot goes on being played. */
        void abandon() {
            if (!done.compareAndSet(false, true)) {
                return;
            }
            stats.gamesAbandoned.increment();
            retire();
        }

        private void retire() {
            live.decrementAndGet();
            black.close();
            white.close();
            if (playing && !stopping && (o.maxGames == 0 || gameNumbers.get() < o.maxGames)) {
                // On a thread of its own: creating may wait for a permit, which the I/O threads give back.
                creator.execute(() -> startGame(slot).whenComplete((g, e) -> {
                    if (e != null) {
                        stats.error("replacing a finished game: " + rootMessage(e));
                    }
                }));
            }
        }
    }

    /** One seat of one game and its WebSocket. Fields are guarded by the seat's monitor. */
    final class Seat implements WebSocket.Listener {
        final Game game;
        final String color;
        final String token;
        final Random random;
        final StringBuilder buffer = new StringBuilder();
        volatile WebSocket ws;
        volatile boolean closing;
        boolean counted;
        // The newest view: its version, whether this seat is to act, the indices it may choose.
        long viewVersion = -1;
        boolean mine;
        List<Long> choices = List.of();
        long lastSentVersion = -1;
        String pendingId;
        long pendingSent;
        long pendingVersion;
        boolean thinking;
        int actions;
        int consecutiveErrors;
        long connectStarted;

        Seat(Game game, String color, String token) {
            this.game = game;
            this.color = color;
            this.token = token;
            this.random = new Random(o.seed * 1_000_003L + game.number * 2 + (color.equals("black") ? 0 : 1));
        }

        CompletableFuture<WebSocket> connect(HttpClient client) {
            URI uri = URI.create(o.url.replaceFirst("^http", "ws") + "/ws/games/" + game.id + "?token=" + token);
            connectStarted = System.nanoTime();
            return client.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(20)).buildAsync(uri, this);
        }

        @Override
        public void onOpen(WebSocket webSocket) {
            ws = webSocket;
            synchronized (this) {
                counted = true;
            }
            stats.opened();
            stats.connectLatency.add((System.nanoTime() - connectStarted) / 1000);
            allSeats.add(this);
            webSocket.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            try {
                buffer.append(data);
                if (last) {
                    String text = buffer.toString();
                    buffer.setLength(0);
                    handle(text);
                }
            } catch (RuntimeException e) {
                stats.error("client could not handle a message: " + e);
            } finally {
                webSocket.request(1);
            }
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            gone();
            if (!closing && !stopping) {
                dropped("the server closed a connection: " + statusCode + " " + reason);
            }
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            gone();
            if (!closing && !stopping) {
                dropped("connection error: " + rootMessage(error));
            }
        }

        /**
         * The connection dropped: with --reconnect the seat connects again (the action in flight, if any, is counted
         * as one whose fate the client cannot know: the view it gets tells), else its game is given up.
         */
        private void dropped(String why) {
            if (!o.reconnect || game.done.get()) {
                stats.error(why);
                game.abandon();
                return;
            }
            synchronized (this) {
                if (pendingId != null) {
                    stats.inFlightAtDrop.increment();
                    unanswered.remove(pendingId);
                    pendingId = null;
                }
                lastSentVersion = -1;
                viewVersion = -1;
                mine = false;  // nothing is sent until the new connection's view says what may be
                choices = List.of();
            }
            stats.reconnects.increment();
            CompletableFuture.runAsync(() -> { }, CompletableFuture.delayedExecutor(300, TimeUnit.MILLISECONDS))
                    .thenCompose(x -> LoadTest.this.connect(this, 0, 30))  // a node may take a while to be replaced
                    .whenComplete((w, e) -> {
                        if (e != null) {
                            stats.error("could not connect again after a drop: " + rootMessage(e));
                            game.abandon();
                        }
                    });
        }

        private void gone() {
            boolean was;
            synchronized (this) {
                was = counted;
                counted = false;
            }
            if (was) {
                stats.open.decrementAndGet();
            }
            allSeats.remove(this);
        }

        /** Closes the connection, once the action in flight (if any) has been answered. */
        void close() {
            synchronized (this) {
                closing = true;
                if (pendingId != null) {
                    return;  // closed by onAck or onServerError, so that the last ack is not lost
                }
            }
            WebSocket w = ws;
            if (w != null) {
                w.sendClose(WebSocket.NORMAL_CLOSURE, "done").orTimeout(10, TimeUnit.SECONDS)
                        .whenComplete((x, e) -> {
                            if (e != null) {
                                w.abort();
                            }
                        });
            }
        }

        private void handle(String text) {
            Map<String, Object> m = map(Json.parse(text, FILTERS));
            if (m == null) {
                throw new IllegalArgumentException("a message that is not an object");
            }
            String type = String.valueOf(m.get("type"));
            switch (type) {
                case "view" -> {
                    stats.views.increment();
                    stats.viewChars.add(text.length());
                    onView(map(m.get("view")));
                }
                case "update" -> {
                    stats.updates.increment();
                    stats.updateChars.add(text.length());
                    onUpdate(m);
                }
                case "ack" -> onAck(String.valueOf(m.get("id")), number(m.get("version"), -1), System.nanoTime());
                case "error" -> onServerError(m.get("id") == null ? null : String.valueOf(m.get("id")),
                        number(m.get("status"), 0), String.valueOf(m.get("error")));
                default -> stats.error("unknown message type " + type);
            }
        }

        void onView(Map<String, Object> view) {
            if (view == null) {
                throw new IllegalArgumentException("a view message without a view");
            }
            long version = number(view.get("version"), -1);
            Map<String, Object> toAct = map(view.get("toAct"));
            String kind = toAct == null ? "?" : String.valueOf(toAct.get("kind"));
            if (kind.equals("over")) {
                game.over(toAct, version);
                return;
            }
            List<Long> indices = indices(view.get("choices"));
            if (indices == null) {
                indices = List.of();
            }
            synchronized (this) {
                if (version < viewVersion) {
                    stats.staleViews.increment();  // an older view after a newer one: ignore it
                    return;
                }
                viewVersion = version;
                mine = toAct != null && Boolean.TRUE.equals(toAct.get("mine"));
                choices = indices;
                decide();
            }
        }

        /** The indices of the choices in {@code choices} (a view's list), or null when it is not a list. */
        List<Long> indices(Object choices) {
            if (!(choices instanceof List<?> list)) {
                return null;
            }
            List<Long> indices = new ArrayList<>();
            for (int k = 0; k < list.size(); k++) {
                Map<String, Object> c = map(list.get(k));
                indices.add(c == null ? k : number(c.get("index"), k));
            }
            return indices;
        }

        /**
         * An update of the view this seat has: what changed since version {@code from}. One that does not follow
         * the seat's view (one was missed) is counted and the whole view fetched instead.
         */
        void onUpdate(Map<String, Object> m) {
            long version = number(m.get("version"), -1);
            long from = number(m.get("from"), -2);
            Map<String, Object> set = map(m.get("set"));
            Map<String, Object> toAct = set == null ? null : map(set.get("toAct"));
            boolean gap;
            synchronized (this) {
                if (from != viewVersion && version <= viewVersion) {
                    stats.staleViews.increment();  // one this seat has
                    return;
                }
                gap = from != viewVersion;
                if (gap) {
                    stats.gaps.increment();
                }
            }
            if (gap) {
                refetch();
                return;
            }
            if (toAct != null && "over".equals(String.valueOf(toAct.get("kind")))) {
                game.over(toAct, version);
                return;
            }
            List<Long> indices = set == null ? null : indices(set.get("choices"));
            synchronized (this) {
                viewVersion = version;
                if (toAct != null) {
                    mine = Boolean.TRUE.equals(toAct.get("mine"));
                }
                if (indices != null) {
                    choices = indices;
                }
                decide();
            }
        }

        /** Acts on the newest view when it is this seat's turn and nothing of its own is in flight. */
        synchronized void decide() {
            if (!playing || stopping || game.done.get() || pendingId != null || thinking) {
                return;
            }
            if (!mine || choices.isEmpty() || viewVersion <= lastSentVersion) {
                return;
            }
            long version = viewVersion;
            long index = choices.get(random.nextInt(choices.size()));
            lastSentVersion = version;
            if (o.thinkMs > 0) {
                thinking = true;
                long delay = o.thinkMs / 2 + (long) (random.nextDouble() * o.thinkMs);
                timer.schedule(() -> thought(version, index), delay, TimeUnit.MILLISECONDS);
            } else {
                send(version, index);
            }
        }

        synchronized void thought(long version, long index) {
            thinking = false;
            if (!playing || stopping || game.done.get()) {
                return;
            }
            if (viewVersion != version) {
                lastSentVersion = viewVersion - 1;
                decide();  // the game moved on meanwhile (it should not: nobody else acts for this seat)
                return;
            }
            send(version, index);
        }

        private void send(long version, long index) {
            String id = color.charAt(0) + Long.toString(game.number, 36) + "." + (++actions);
            String text = "{\"type\":\"action\",\"id\":\"" + id + "\",\"version\":" + version
                    + ",\"action\":\"choose\",\"choice\":" + index + "}";
            pendingId = id;
            unanswered.put(id, this);
            pendingVersion = version;
            pendingSent = System.nanoTime();
            stats.sent.increment();
            WebSocket w = ws;
            w.sendText(text, true).whenComplete((x, e) -> {
                if (e != null) {
                    stats.error("could not send an action: " + rootMessage(e));
                    stats.refused.increment();
                    synchronized (this) {
                        if (id.equals(pendingId)) {
                            pendingId = null;
                        }
                        unanswered.remove(id);
                    }
                }
            });
        }

        void onAck(String id, long version, long now) {
            synchronized (this) {
                if (pendingId == null || !pendingId.equals(id)) {
                    stats.error("an ack for an action not in flight");
                    return;
                }
                acks.write(game.id, version);
                record(now - pendingSent, pendingSent);
                unanswered.remove(pendingId);
                pendingId = null;
                consecutiveErrors = 0;
                if (!closing) {
                    decide();
                    return;
                }
            }
            close();
        }

        private void record(long nanos, long sentAt) {
            long micros = nanos / 1000;
            stats.acked.increment();
            stats.interval.add(micros);
            if (sentAt >= windowStart && sentAt < windowEnd) {
                stats.ackedMeasured.increment();
                stats.measured.add(micros);
            }
        }

        void onServerError(String id, long status, String message) {
            stats.error(status + " " + message);
            boolean refetch;
            synchronized (this) {
                if (id != null && id.equals(pendingId)) {
                    stats.refused.increment();
                    unanswered.remove(pendingId);
                    pendingId = null;
                }
                if (closing) {
                    refetch = false;
                } else {
                    refetch = ++consecutiveErrors <= 3;
                }
                lastSentVersion = -1;  // may send again once the view is known again
            }
            if (closing) {
                close();
                return;
            }
            if (!refetch) {
                game.abandon();
                return;
            }
            // A refused action changes nothing, so no new view comes by itself: ask for it.
            refetch();
        }

        /** Fetches this seat's whole view over HTTP and takes it as if it had come over the socket. */
        void refetch() {
            HttpRequest get = HttpRequest.newBuilder(URI.create(o.url + "/api/games/" + game.id))
                    .header("X-Kingme-Token", token).timeout(Duration.ofSeconds(30)).GET().build();
            http.sendAsync(get, HttpResponse.BodyHandlers.ofString()).whenComplete((r, e) -> {
                if (e != null || r.statusCode() != 200) {
                    stats.error("could not fetch a view: " + (e != null ? rootMessage(e) : "HTTP " + r.statusCode()));
                    game.abandon();
                    return;
                }
                try {
                    onView(map(Json.parse(r.body(), FILTERS)));
                } catch (RuntimeException x) {
                    stats.error("client could not read a fetched view: " + x);
                }
            });
        }

        /** Age in ns of the action in flight, or -1. */
        synchronized long pendingAge(long now) {
            return pendingId == null ? -1 : now - pendingSent;
        }
    }

    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
    }

    /**
     * Creates a game over HTTP and returns it with its tokens (no connections yet). At most {@link #CREATING}
     * at a time: it waits for a permit, so it must not be called on the I/O threads that give permits back.
     */
    CompletableFuture<Game> createGame(int slot) {
        long number = gameNumbers.incrementAndGet();
        Game g = new Game(slot, number);
        String body = "{\"game\":" + Json.quote(o.game) + ",\"black\":\"human\",\"white\":\"human\",\"online\":true"
                + (o.clock == null ? "" : ",\"clock\":" + Json.quote(o.clock)) + "}";
        HttpRequest post = HttpRequest.newBuilder(URI.create(o.url + "/api/games"))
                .header("Content-Type", "application/json").timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        try {
            creating.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return CompletableFuture.failedFuture(e);
        }
        long t0 = System.nanoTime();
        return post(post, 0).whenComplete((r, e) -> creating.release())
                .thenApply(r -> {
                    stats.createLatency.add((System.nanoTime() - t0) / 1000);
                    if (r.statusCode() != 201) {
                        throw new IllegalStateException("POST /api/games: HTTP " + r.statusCode() + " " + r.body());
                    }
                    Map<String, Object> m = map(Json.parse(r.body(), Map.of()));
                    Map<String, Object> tokens = map(m.get("tokens"));
                    g.id = String.valueOf(m.get("id"));
                    g.black = new Seat(g, "black", String.valueOf(tokens.get("black")));
                    g.white = new Seat(g, "white", String.valueOf(tokens.get("white")));
                    stats.gamesStarted.increment();
                    return g;
                });
    }

    /**
     * Sends {@code request} and tries up to twice more when the connection fails: a kept-alive connection
     * that the server closed as idle just as the request went out (JDK's client does not retry a POST).
     */
    CompletableFuture<HttpResponse<String>> post(HttpRequest request, int attempt) {
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString()).handle((r, e) -> {
            if (e == null) {
                return CompletableFuture.completedFuture(r);
            }
            Throwable cause = e;
            while (cause.getCause() != null && cause.getCause() != cause) {
                cause = cause.getCause();
            }
            if (attempt < 2 && cause instanceof IOException && !(cause instanceof java.net.http.HttpTimeoutException)) {
                stats.createRetries.increment();
                return post(request, attempt + 1);
            }
            return CompletableFuture.<HttpResponse<String>>failedFuture(e);
        }).thenCompose(f -> f);
    }

    /** Opens a seat's connection, trying again up to three times (each failure is counted). */
    CompletableFuture<WebSocket> connect(Seat s, int attempt) {
        return connect(s, attempt, 4);
    }

    /** Opens a seat's connection, trying again until {@code most} attempts failed (each failure is counted). */
    CompletableFuture<WebSocket> connect(Seat s, int attempt, int most) {
        HttpClient client = wsClients[(int) ((s.game.number * 2 + (s.color.equals("black") ? 0 : 1)) % wsClients.length)];
        return s.connect(client).handle((w, e) -> {
            if (e == null) {
                return CompletableFuture.completedFuture(w);
            }
            stats.connectFailures.increment();
            stats.error("could not open a WebSocket: " + rootMessage(e));
            if (attempt + 1 >= most || stopping) {
                return CompletableFuture.<WebSocket>failedFuture(e);
            }
            return CompletableFuture.runAsync(() -> { }, CompletableFuture.delayedExecutor(Math.min(2_000L, 200L * (attempt + 1)),
                    TimeUnit.MILLISECONDS)).thenCompose(x -> connect(s, attempt + 1, most));
        }).thenCompose(f -> f);
    }

    /** Creates a game for {@code slot}, connects both seats and puts it in the slot (it plays at once if playing). */
    CompletableFuture<Game> startGame(int slot) {
        return createGame(slot).thenCompose(g -> {
            slots[slot] = g;
            live.incrementAndGet();
            return CompletableFuture.allOf(connect(g.black, 0), connect(g.white, 0)).handle((x, e) -> {
                if (e != null) {
                    g.abandon();
                }
                return g;
            });
        });
    }

    // --------------------------------------------------------------------------------------------- run

    static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /** utime + stime of process {@code pid} in ns, from /proc (Linux), or -1. */
    static long otherCpuNanos(long pid) {
        if (pid <= 0) {
            return -1;
        }
        try {
            return statCpuNanos(Files.readString(Path.of("/proc/" + pid + "/stat")));
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** utime + stime in ns from the text of a process's or thread's {@code stat} file in /proc (Linux). */
    static long statCpuNanos(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);  // fields 14 and 15 of stat
        return ticks * 10_000_000L;  // USER_HZ is 100 on Linux
    }

    /**
     * The CPU of each of process {@code pid}'s threads in ns, from /proc (Linux), by thread id, with what the
     * thread does as its name says: Jetty's (the requests and WebSockets), the store's writer, Java's compilers,
     * the collector. Empty when it cannot be read.
     */
    static Map<String, ThreadCpu> threadCpuNanos(long pid) {
        if (pid <= 0) {
            return Map.of();
        }
        Map<String, ThreadCpu> by = new LinkedHashMap<>();
        try (var tasks = Files.list(Path.of("/proc/" + pid + "/task"))) {
            for (Path t : tasks.toList()) {
                try {
                    String name = Files.readString(t.resolve("comm")).strip();
                    long ns = statCpuNanos(Files.readString(t.resolve("stat")));
                    String kind = name.startsWith("qtp") || name.startsWith("Jetty") ? "Jetty"
                            : name.equals("kingme-store") ? "store writer"
                            : name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler") ? "compiler"
                            : name.startsWith("GC Thread") || name.startsWith("G1 ") ? "collector" : "other";
                    by.put(t.getFileName().toString(), new ThreadCpu(kind, ns));
                } catch (IOException | RuntimeException ended) {
                    // the thread ended meanwhile
                }
            }
        } catch (IOException | RuntimeException e) {
            return Map.of();
        }
        return by;
    }

    /** A thread's kind ({@link #threadCpuNanos}) and its CPU so far in ns. */
    record ThreadCpu(String kind, long ns) {
    }

    /**
     * The server's CPU between two readings by what its threads do: each thread's growth between them (from 0
     * for a thread started in between), summed by kind; "other" is what the process took besides, so that
     * the threads that ended in between (Jetty lets idle ones go) and the unnamed ones are counted there and
     * the kinds add up to {@code processNs}.
     */
    static Map<String, Long> threadCpuBetween(Map<String, ThreadCpu> start, Map<String, ThreadCpu> end, long processNs) {
        Map<String, Long> by = new LinkedHashMap<>();
        for (String kind : List.of("Jetty", "store writer", "compiler", "collector", "other")) {
            by.put(kind, 0L);
        }
        long named = 0;
        for (Map.Entry<String, ThreadCpu> e : end.entrySet()) {
            ThreadCpu before = start.get(e.getKey());
            ThreadCpu now = e.getValue();
            if (now.kind().equals("other")) {
                continue;
            }
            long grew = Math.max(0, now.ns() - (before == null ? 0 : before.ns()));
            by.merge(now.kind(), grew, Long::sum);
            named += grew;
        }
        by.put("other", Math.max(0, processNs - named));
        return by;
    }

    /** Busy and total CPU time of the whole machine in ns, from /proc/stat (Linux), or null. */
    static long[] machineCpuNanos() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/stat"))) {
                if (line.startsWith("cpu ")) {
                    String[] f = line.trim().split("\\s+");
                    long total = 0;
                    long idle = 0;
                    for (int k = 1; k < f.length && k <= 8; k++) {  // user nice system idle iowait irq softirq steal
                        long v = Long.parseLong(f[k]);
                        total += v;
                        if (k == 4 || k == 5) {
                            idle += v;
                        }
                    }
                    return new long[] {(total - idle) * 10_000_000L, total * 10_000_000L};
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return null;
    }

    /** The server's CPU in the measured window by what its threads do ({@link #threadCpuNanos}), in ns. */
    private final Map<String, Long> serverThreadsCpu = new LinkedHashMap<>();

    void run() throws Exception {
        log("load test: %d games (%d connections) at %s, %d s (first %d s warm-up), think %d ms, seed %d",
                o.games, 2 * o.games, o.url, o.seconds, o.warmupSeconds, o.thinkMs, o.seed);
        HttpResponse<String> probe;
        try {
            probe = http.send(HttpRequest.newBuilder(URI.create(o.url + "/api/kinds")).timeout(Duration.ofSeconds(10))
                    .GET().build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalStateException("the server does not answer at " + o.url + ": " + rootMessage(e));
        }
        if (probe.statusCode() != 200) {
            throw new IllegalStateException("GET /api/kinds: HTTP " + probe.statusCode());
        }

        // Set-up: create the games and open their connections in batches. Nobody acts yet.
        long setup = System.nanoTime();
        int perBatch = Math.max(1, o.connectBatch / 2);
        for (int from = 0; from < o.games; from += perBatch) {
            int to = Math.min(o.games, from + perBatch);
            List<CompletableFuture<Game>> batch = new ArrayList<>();
            for (int slot = from; slot < to; slot++) {
                batch.add(startGame(slot));
            }
            try {
                CompletableFuture.allOf(batch.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IllegalStateException("set-up failed: " + rootMessage(e));
            }
        }
        double setupSeconds = seconds(System.nanoTime() - setup);
        log("set-up: %d games created and %d connections opened in %.1f s (%d connection failures)",
                stats.gamesStarted.sum(), stats.connectionsOpened.sum(), setupSeconds, stats.connectFailures.sum());
        int openAtStart = stats.open.get();

        // Play.
        startNanos = System.nanoTime();
        windowStart = startNanos + TimeUnit.SECONDS.toNanos(o.warmupSeconds);
        windowEnd = startNanos + TimeUnit.SECONDS.toNanos(o.seconds);
        playing = true;
        Analyses analysing = new Analyses(o, http, this);
        analysing.start();
        for (Game g : slots) {
            if (g != null) {
                g.black.decide();
                g.white.decide();
            }
        }
        long cpuClientStart = -1;
        long cpuServerStart = -1;
        Map<String, ThreadCpu> threadsStart = Map.of();
        long[] cpuMachineStart = null;
        boolean inWindow = false;
        long lastReport = startNanos;
        long lastAcked = 0;
        boolean allOver = false;
        long timeoutNanos = TimeUnit.SECONDS.toNanos(o.ackTimeoutSeconds);
        Set<Seat> timedOut = ConcurrentHashMap.newKeySet();
        while (true) {
            long now = System.nanoTime();
            if (now >= windowEnd) {
                break;
            }
            if (inWindow) {
                int l = live.get();
                stats.liveSum += l;
                stats.liveSamples++;
                stats.liveMin = Math.min(stats.liveMin, l);
            }
            if (!inWindow && now >= windowStart) {
                inWindow = true;
                cpuClientStart = processCpuNanos();
                cpuServerStart = otherCpuNanos(o.serverPid);
                threadsStart = threadCpuNanos(o.serverPid);
                cpuMachineStart = machineCpuNanos();
            }
            if (o.maxGames > 0 && gameNumbers.get() >= o.maxGames && live.get() == 0) {
                allOver = true;
                break;
            }
            for (Seat s : allSeats) {
                if (s.pendingAge(now) > timeoutNanos && timedOut.add(s)) {
                    stats.error("no answer to an action within " + o.ackTimeoutSeconds + " s");
                }
            }
            if (now - lastReport >= TimeUnit.SECONDS.toNanos(5)) {
                long acked = stats.acked.sum();
                long[] lat = stats.interval.sorted(true);
                log("%5.1f s: %7.0f actions/s, p50 %7.1f ms, p99 %7.1f ms, %d games live, %d finished, %d errors",
                        seconds(now - startNanos), (acked - lastAcked) / seconds(now - lastReport),
                        Samples.percentile(lat, 50), Samples.percentile(lat, 99), live.get(),
                        stats.gamesFinished.sum(), stats.errors.sum());
                lastReport = now;
                lastAcked = acked;
            }
            Thread.sleep(Math.max(1, Math.min(200, TimeUnit.NANOSECONDS.toMillis(windowEnd - now))));
        }
        long end = System.nanoTime();
        long cpuClientEnd = processCpuNanos();
        long cpuServerEnd = otherCpuNanos(o.serverPid);
        Map<String, ThreadCpu> threadsEnd = threadCpuNanos(o.serverPid);
        long[] cpuMachineEnd = machineCpuNanos();
        if (inWindow && !threadsStart.isEmpty() && !threadsEnd.isEmpty()) {
            serverThreadsCpu.putAll(threadCpuBetween(threadsStart, threadsEnd, cpuServerEnd - cpuServerStart));
        }
        if (!inWindow) {
            cpuClientStart = -1;  // ended before the window began
        }
        double measuredSeconds = seconds(Math.min(end, windowEnd) - windowStart);

        // Stop: no new actions; give the ones in flight a few seconds, then close everything.
        stopping = true;
        Thread.sleep(100);  // an action being sent as the flag changed is then in flight, and waited for below
        long drainUntil = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        int inFlight;
        do {
            inFlight = 0;
            long now = System.nanoTime();
            for (Seat s : allSeats) {
                if (s.pendingAge(now) >= 0) {
                    inFlight++;
                }
            }
            if (inFlight > 0) {
                Thread.sleep(50);
            }
        } while (inFlight > 0 && System.nanoTime() < drainUntil);
        acks.close();
        List<CompletableFuture<?>> closes = new ArrayList<>();
        for (Seat s : allSeats) {
            s.closing = true;
            WebSocket w = s.ws;
            if (w != null) {
                closes.add(w.sendClose(WebSocket.NORMAL_CLOSURE, "end of the load test")
                        .orTimeout(5, TimeUnit.SECONDS).exceptionally(e -> {
                            w.abort();
                            return null;
                        }));
            }
        }
        try {
            CompletableFuture.allOf(closes.toArray(CompletableFuture[]::new)).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            // reported below as what was still open
        }

        report(openAtStart, setupSeconds, measuredSeconds, inFlight, allOver,
                cpuClientStart < 0 || cpuClientEnd < 0 ? -1 : cpuClientEnd - cpuClientStart,
                cpuServerStart < 0 || cpuServerEnd < 0 ? -1 : cpuServerEnd - cpuServerStart,
                cpuMachineStart == null || cpuMachineEnd == null ? -1 : cpuMachineEnd[0] - cpuMachineStart[0]);
    }

    void report(int openAtStart, double setupSeconds, double measuredSeconds, int inFlight, boolean allOver,
                long clientCpu, long serverCpu, long machineCpu) throws IOException {
        long[] lat = stats.measured.sorted(false);
        double rate = stats.ackedMeasured.sum() / measuredSeconds;
        double[] ps = {50, 90, 99, 99.9};
        double[] values = new double[ps.length];
        for (int k = 0; k < ps.length; k++) {
            values[k] = Samples.percentile(lat, ps[k]);
        }
        double max = lat.length == 0 ? Double.NaN : lat[lat.length - 1] / 1000.0;
        double mean = 0;
        for (long l : lat) {
            mean += l;
        }
        mean = lat.length == 0 ? Double.NaN : mean / lat.length / 1000.0;
        long[] create = stats.createLatency.sorted(false);
        long[] connect = stats.connectLatency.sorted(false);
        long finished = stats.gamesFinished.sum();

        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%nKingme load test: %s%n", o.url));
        out.append(String.format(Locale.ROOT, "  setting:      %d concurrent %s games (clock %s), %d WebSocket connections, %d s"
                        + " of play (first %d s warm-up, not measured), think %d ms, seed %d%s%n",
                o.games, o.game, o.clock == null ? "none" : o.clock, 2 * o.games, o.seconds, o.warmupSeconds, o.thinkMs, o.seed,
                allOver ? ", ended early: every game over" : ""));
        out.append(String.format(Locale.ROOT, "  set-up:       %.1f s; create game p50 %.1f ms, p99 %.1f ms; open connection"
                        + " p50 %.1f ms, p99 %.1f ms%n", setupSeconds,
                Samples.percentile(create, 50), Samples.percentile(create, 99),
                Samples.percentile(connect, 50), Samples.percentile(connect, 99)));
        out.append(String.format(Locale.ROOT, "  connections:  %d open when play began, %d opened in all, peak %d open,"
                        + " %d failed attempts%n", openAtStart, stats.connectionsOpened.sum(), stats.peakOpen.get(),
                stats.connectFailures.sum()));
        double liveMean = stats.liveSamples == 0 ? Double.NaN : (double) stats.liveSum / stats.liveSamples;
        out.append(String.format(Locale.ROOT, "  games:        %d started, %d finished (mean %.0f plies), %d abandoned"
                        + " after errors; in play during the measured window: mean %.0f, least %d%n",
                stats.gamesStarted.sum(), finished, finished == 0 ? 0.0 : (double) stats.finishedPlies.sum() / finished,
                stats.gamesAbandoned.sum(), liveMean, stats.liveSamples == 0 ? 0 : stats.liveMin));
        if (o.clock != null) {
            out.append(String.format(Locale.ROOT, "                %d of the finished games ended on time%n", stats.onTime.sum()));
        }
        if (stats.createRetries.sum() > 0) {
            out.append(String.format(Locale.ROOT, "                %d game creations sent again after a connection failure%n",
                    stats.createRetries.sum()));
        }
        long unanswered = stats.sent.sum() - stats.acked.sum() - stats.refused.sum();
        List<String> lost = new ArrayList<>();
        for (Map.Entry<String, Seat> e : this.unanswered.entrySet()) {
            Seat seat = e.getValue();
            WebSocket w = seat.ws;
            lost.add(String.format(Locale.ROOT, "action %s: game %s, %s, version %d, sent %.1f s before the end, game %s,"
                            + " connection %s", e.getKey(), seat.game.id, seat.color, seat.pendingVersion,
                    seconds(System.nanoTime() - seat.pendingSent), seat.game.done.get() ? "over" : "going on",
                    w == null ? "never opened" : w.isInputClosed() ? "closed" : "open"));
        }
        lost.sort(null);
        out.append(String.format(Locale.ROOT, "  actions:      %d sent, %d acknowledged, %d refused, %d never answered (%d of them"
                        + " still in flight when the run ended); measured: %d acknowledged in %.1f s%n",
                stats.sent.sum(), stats.acked.sum(), stats.refused.sum(), unanswered, inFlight,
                stats.ackedMeasured.sum(), measuredSeconds));
        for (String l : lost.subList(0, Math.min(5, lost.size()))) {
            out.append("                never answered: ").append(l).append(String.format("%n"));
        }
        if (o.reconnect) {
            out.append(String.format(Locale.ROOT, "  drops:        %d connections dropped and opened again; %d actions were in"
                    + " flight on them (their fate told by the view after it)%n", stats.reconnects.sum(), stats.inFlightAtDrop.sum()));
        }
        out.append(String.format(Locale.ROOT, "  throughput:   %.0f actions/s acknowledged%n", rate));
        out.append(String.format(Locale.ROOT, "  latency:      send -> ack, ms: p50 %.1f  p90 %.1f  p99 %.1f  p99.9 %.1f"
                + "  max %.1f  (mean %.1f, n=%d)%n", values[0], values[1], values[2], values[3], max, mean, lat.length));
        out.append(String.format(Locale.ROOT, "  views:        %d whole views received, mean %.1f KB; %d updates, mean %.1f KB;"
                        + " %d arrived after a newer one, %d did not follow the view they were for%n",
                stats.views.sum(), stats.views.sum() == 0 ? 0.0 : stats.viewChars.sum() / 1024.0 / stats.views.sum(),
                stats.updates.sum(), stats.updates.sum() == 0 ? 0.0 : stats.updateChars.sum() / 1024.0 / stats.updates.sum(),
                stats.staleViews.sum(), stats.gaps.sum()));
        int cores = Runtime.getRuntime().availableProcessors();
        out.append(String.format(Locale.ROOT, "  cpu:          in the measured window, %% of one core (%d cores = %d%%): server %s,"
                        + " load test %s, whole machine %s, so other processes %s%n", cores, 100 * cores,
                cpuPercent(serverCpu, measuredSeconds), cpuPercent(clientCpu, measuredSeconds),
                cpuPercent(machineCpu, measuredSeconds), serverCpu < 0 || clientCpu < 0 || machineCpu < 0 ? "?"
                        : cpuPercent(Math.max(0, machineCpu - serverCpu - clientCpu), measuredSeconds)));
        if (serverCpu >= 0 && stats.ackedMeasured.sum() > 0) {
            out.append(String.format(Locale.ROOT, "                server CPU per acknowledged action: %.2f ms%n",
                    serverCpu / 1e6 / stats.ackedMeasured.sum()));
            if (!serverThreadsCpu.isEmpty()) {
                StringBuilder by = new StringBuilder();
                serverThreadsCpu.forEach((kind, ns) -> by.append(by.length() == 0 ? "" : ", ").append(kind).append(' ')
                        .append(String.format(Locale.ROOT, "%.3f", ns / 1e6 / stats.ackedMeasured.sum())));
                out.append("                of which, ms an action by the server's threads: ").append(by).append('\n');
            }
        }
        if (o.analyses > 0) {
            long[] a = analysisLatency.sorted(false);
            out.append(String.format(Locale.ROOT, "  analyses:     %d people; %d answered in the measured window (p50 %.0f ms, p99 %.0f ms),"
                    + " %d refused (429: the server's bound), %d failed%n", o.analyses, analysesAnswered.sum(),
                    Samples.percentile(a, 50), Samples.percentile(a, 99), analysesRefused.sum(), analysesFailed.sum()));
        }
        out.append(String.format(Locale.ROOT, "  errors:       %d%n", stats.errors.sum()));
        List<Map.Entry<String, LongAdder>> errs = new ArrayList<>(stats.errorsByMessage.entrySet());
        errs.sort(Comparator.comparingLong((Map.Entry<String, LongAdder> e) -> e.getValue().sum()).reversed());
        for (Map.Entry<String, LongAdder> e : errs) {
            out.append(String.format(Locale.ROOT, "    %8d  %s%n", e.getValue().sum(), e.getKey()));
        }
        System.out.print(out);

        Map<String, Object> j = new LinkedHashMap<>();
        j.put("url", o.url);
        j.put("game", o.game);
        j.put("clock", o.clock);
        j.put("endedOnTime", stats.onTime.sum());
        j.put("games", o.games);
        j.put("connections", 2 * o.games);
        j.put("seconds", o.seconds);
        j.put("warmupSeconds", o.warmupSeconds);
        j.put("measuredSeconds", round(measuredSeconds));
        j.put("thinkMs", o.thinkMs);
        j.put("seed", o.seed);
        j.put("endedEarly", allOver);
        j.put("setupSeconds", round(setupSeconds));
        j.put("connectionsOpenAtStart", openAtStart);
        j.put("connectionsOpened", stats.connectionsOpened.sum());
        j.put("connectFailures", stats.connectFailures.sum());
        j.put("gamesStarted", stats.gamesStarted.sum());
        j.put("gamesFinished", finished);
        j.put("gamesAbandoned", stats.gamesAbandoned.sum());
        j.put("gamesInPlayMean", round(liveMean));
        j.put("gamesInPlayLeast", stats.liveSamples == 0 ? null : stats.liveMin);
        j.put("createRetries", stats.createRetries.sum());
        j.put("actionsSent", stats.sent.sum());
        j.put("actionsAcked", stats.acked.sum());
        j.put("actionsMeasured", stats.ackedMeasured.sum());
        j.put("actionsRefused", stats.refused.sum());
        j.put("actionsUnanswered", unanswered);
        j.put("inFlightAtEnd", inFlight);
        j.put("reconnects", stats.reconnects.sum());
        j.put("inFlightAtDrop", stats.inFlightAtDrop.sum());
        j.put("actionsPerSecond", round(rate));
        j.put("p50Ms", round(values[0]));
        j.put("p90Ms", round(values[1]));
        j.put("p99Ms", round(values[2]));
        j.put("p999Ms", round(values[3]));
        j.put("maxMs", round(max));
        j.put("meanMs", round(mean));
        j.put("createP50Ms", round(Samples.percentile(create, 50)));
        j.put("createP99Ms", round(Samples.percentile(create, 99)));
        j.put("views", stats.views.sum());
        j.put("staleViews", stats.staleViews.sum());
        j.put("updates", stats.updates.sum());
        j.put("updateBytesMean", stats.updates.sum() == 0 ? 0 : Math.round(stats.updateChars.sum() / (double) stats.updates.sum()));
        j.put("viewBytesMean", stats.views.sum() == 0 ? 0 : Math.round(stats.viewChars.sum() / (double) stats.views.sum()));
        j.put("gaps", stats.gaps.sum());
        j.put("clientCpuPercent", clientCpu < 0 ? null : round(100.0 * clientCpu / 1e9 / measuredSeconds));
        j.put("serverCpuPercent", serverCpu < 0 ? null : round(100.0 * serverCpu / 1e9 / measuredSeconds));
        j.put("machineCpuPercent", machineCpu < 0 ? null : round(100.0 * machineCpu / 1e9 / measuredSeconds));
        j.put("otherCpuPercent", serverCpu < 0 || clientCpu < 0 || machineCpu < 0 ? null
                : round(100.0 * Math.max(0, machineCpu - serverCpu - clientCpu) / 1e9 / measuredSeconds));
        j.put("cores", cores);
        if (!serverThreadsCpu.isEmpty() && stats.ackedMeasured.sum() > 0) {
            Map<String, Object> byThread = new LinkedHashMap<>();
            serverThreadsCpu.forEach((kind, ns) -> byThread.put(kind, round(ns / 1e6 / stats.ackedMeasured.sum())));
            j.put("serverCpuMsPerActionByThread", byThread);
        }
        j.put("serverCpuMsPerAction", serverCpu < 0 || stats.ackedMeasured.sum() == 0 ? null
                : round(serverCpu / 1e6 / stats.ackedMeasured.sum()));
        j.put("analyses", o.analyses);
        j.put("analysesAnswered", analysesAnswered.sum());
        j.put("analysesRefused", analysesRefused.sum());
        j.put("analysesFailed", analysesFailed.sum());
        j.put("analysisP50Ms", round(Samples.percentile(analysisLatency.sorted(false), 50)));
        j.put("errors", stats.errors.sum());
        Map<String, Object> byMessage = new LinkedHashMap<>();
        for (Map.Entry<String, LongAdder> e : errs) {
            byMessage.put(e.getKey(), e.getValue().sum());
        }
        j.put("errorsByMessage", byMessage);
        String line = toJson(j);
        System.out.println(line);
        if (o.jsonOut != null) {
            Files.writeString(Path.of(o.jsonOut), line + "\n");
        }
    }

    static String cpuPercent(long nanos, double seconds) {
        return nanos < 0 ? "?" : String.format(Locale.ROOT, "%.0f%%", 100.0 * nanos / 1e9 / seconds);
    }

    static Object round(double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            return null;
        }
        return Math.round(d * 100) / 100.0;
    }

    @SuppressWarnings("unchecked")
    static String toJson(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String s) {
            return Json.quote(s);
        }
        if (v instanceof Number || v instanceof Boolean) {
            return v.toString();
        }
        if (v instanceof Map<?, ?> m) {
            StringBuilder b = new StringBuilder("{");
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (b.length() > 1) {
                    b.append(',');
                }
                b.append(Json.quote(String.valueOf(e.getKey()))).append(':').append(toJson(e.getValue()));
            }
            return b.append('}').toString();
        }
        throw new IllegalArgumentException("cannot write " + v.getClass());
    }

    static void log(String format, Object... args) {
        System.err.println(String.format(Locale.ROOT, format, args));
    }

    final LongAdder analysesAnswered = new LongAdder();
    final LongAdder analysesRefused = new LongAdder();
    final LongAdder analysesFailed = new LongAdder();
    final Samples analysisLatency = new Samples();

    /** People on the analysis board beside the games: each on a thread of its own, from an address of its own. */
    static final class Analyses {
        private final Options o;
        private final HttpClient http;
        private final LoadTest test;

        Analyses(Options o, HttpClient http, LoadTest test) {
            this.o = o;
            this.http = http;
            this.test = test;
        }

        void start() {
            for (int i = 0; i < o.analyses; i++) {
                int person = i;
                Thread t = new Thread(() -> ask(person), "analysis-" + i);
                t.setDaemon(true);
                t.start();
            }
        }

        private void ask(int person) {
            java.util.SplittableRandom random = new java.util.SplittableRandom(o.seed * 1000 + person);
            while (System.nanoTime() < test.windowEnd) {
                String body = "{\"game\": \"american\", \"line\": [" + random.nextInt(7) + "]}";
                long t0 = System.nanoTime();
                try {
                    HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(o.url + "/api/analysis"))
                            .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                            .header("X-Forwarded-For", "10.77." + (person / 250) + "." + (person % 250 + 1))
                            .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
                    long t1 = System.nanoTime();
                    boolean measured = t0 >= test.windowStart && t1 <= test.windowEnd;
                    if (r.statusCode() == 200) {
                        if (measured) {
                            test.analysesAnswered.increment();
                            test.analysisLatency.add((t1 - t0) / 1000);
                        }
                    } else if (r.statusCode() == 429) {
                        test.analysesRefused.increment();
                    } else {
                        test.analysesFailed.increment();
                    }
                    Thread.sleep(1000);
                } catch (IOException e) {
                    test.analysesFailed.increment();
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        // Jetty closes a connection idle for 30 s; the JDK client would keep one for 20 minutes and then
        // send a request on a connection the server has just closed. Let it drop idle ones first.
        if (System.getProperty("jdk.httpclient.keepalive.timeout") == null) {
            System.setProperty("jdk.httpclient.keepalive.timeout", "15");
        }
        Options o;
        try {
            o = Options.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("LoadTest: " + e.getMessage());
            System.exit(2);
            return;
        }
        try {
            new LoadTest(o).run();
        } catch (IllegalStateException e) {
            System.err.println("LoadTest: " + e.getMessage());
            System.exit(1);
        }
        System.exit(0);
    }
}
