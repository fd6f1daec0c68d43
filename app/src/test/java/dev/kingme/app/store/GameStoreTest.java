package dev.kingme.app.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store on its own: actions committed in groups, and a number taken twice refused for one of them. */
class GameStoreTest {
    @TempDir
    Path data;

    /** A new game between two people, with id {@code id}: what the store's tests store actions in. */
    static StoredGame game(String id) {
        return new StoredGame(id, "american", "{}", "human", "human", "Black", "White", null, null, false, 1, null, null,
                Instant.now());
    }

    @Test
    void manyActionsAtOnceAreAllStoredAndATakenNumberIsRefused() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null)) {
            for (int g = 0; g < 8; g++) {
                store.create(game("g" + g));
            }
            List<Future<String>> results = new ArrayList<>();
            for (int g = 0; g < 8; g++) {
                String id = "g" + g;
                for (int seq = 1; seq <= 20; seq++) {
                    int n = seq;
                    for (int twice = 0; twice < 2; twice++) {
                        results.add(pool.submit(() -> {
                            try {
                                store.append(id, new StoredAction(n, "move", "black", "{}"));
                                return "stored";
                            } catch (ConflictException e) {
                                return "conflict";
                            }
                        }));
                    }
                }
            }
            int stored = 0;
            int conflicts = 0;
            for (Future<String> f : results) {
                if (f.get().equals("stored")) {
                    stored++;
                } else {
                    conflicts++;
                }
            }
            assertThat(stored).isEqualTo(160);
            assertThat(conflicts).isEqualTo(160);
            for (int g = 0; g < 8; g++) {
                assertThat(store.actions("g" + g)).extracting(StoredAction::seq).containsExactlyElementsOf(
                        java.util.stream.IntStream.rangeClosed(1, 20).boxed().toList());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Games' results go to the same writer as the actions and join their groups; a group with a refused action is
     * stored change by change, and its results are stored with the rest.
     */
    @Test
    void resultsJoinTheActionsGroupsAndAreStoredEvenWhenAnActionOfTheirGroupIsRefused() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null)) {
            for (int g = 0; g < 16; g++) {
                store.create(game("g" + g));
            }
            Instant ended = Instant.parse("2026-11-28T10:00:00Z");
            List<Future<String>> done = new ArrayList<>();
            for (int round = 1; round <= 10; round++) {
                int n = round;
                for (int g = 0; g < 8; g++) {
                    String id = "g" + g;
                    for (int twice = 0; twice < 2; twice++) {
                        done.add(pool.submit(() -> {
                            try {
                                store.append(id, new StoredAction(n, "move", "black", "{}"));
                                return "stored";
                            } catch (ConflictException e) {
                                return "conflict";
                            }
                        }));
                    }
                }
                String finished = "g" + (7 + round > 15 ? 15 : 7 + round);
                done.add(pool.submit(() -> {
                    store.setResult(finished, "1-0 White resigned", ended.plusSeconds(n), n);
                    return "result";
                }));
            }
            List<String> answers = new ArrayList<>();
            for (Future<String> f : done) {
                answers.add(f.get());
            }
            assertThat(answers).filteredOn("stored"::equals).hasSize(80);
            assertThat(answers).filteredOn("conflict"::equals).hasSize(80);
            for (int g = 8; g <= 15; g++) {
                assertThat(store.game("g" + g).orElseThrow().result()).as("game g" + g).isEqualTo("1-0 White resigned");
            }
            List<ListedGame> listed = store.lists().finished(new GameLists.Filter(null, null, null, null, null, 20));
            assertThat(listed).extracting(ListedGame::id).contains("g8", "g15");
            for (int g = 0; g < 8; g++) {
                assertThat(store.actions("g" + g)).hasSize(10);
                assertThat(store.game("g" + g).orElseThrow().result()).isNull();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theActionsKeyKeepsAThousandNumbersAtHandAndStillGrowsAcrossARestart() {
        String url = GameStore.h2Url(data);
        org.jdbi.v3.core.Jdbi jdbi = org.jdbi.v3.core.Jdbi.create(url);
        try (GameStore store = GameStore.open(url, null, null)) {
            store.create(game("g"));
            for (int seq = 1; seq <= 40; seq++) {
                store.append("g", new StoredAction(seq, "move", "black", "{}"));
            }
            // H2 commits its whole store whenever the numbers at hand run out: with 1000, not every 32 actions
            long cache = jdbi.withHandle(h -> h.createQuery("SELECT IDENTITY_CACHE FROM INFORMATION_SCHEMA.COLUMNS"
                    + " WHERE TABLE_NAME = 'ACTIONS' AND COLUMN_NAME = 'ID'").mapTo(Long.class).one());
            assertThat(cache).isEqualTo(1000L);
        }
        try (GameStore store = GameStore.open(url, null, null)) {
            store.append("g", new StoredAction(41, "move", "black", "{}"));
        }
        List<Long> keys = jdbi.withHandle(h -> h.createQuery("SELECT id FROM actions WHERE game_id = 'g' ORDER BY seq")
                .mapTo(Long.class).list());
        assertThat(keys).hasSize(41).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void aDatabaseOfTheFirstSchemaKeepsEveryActionWhenItIsMigrated() {
        String url = GameStore.h2Url(data);
        org.flywaydb.core.Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration")
                .target("1").load().migrate();
        org.jdbi.v3.core.Jdbi jdbi = org.jdbi.v3.core.Jdbi.create(url);
        jdbi.useHandle(h -> {
            for (String id : List.of("zz", "aa")) {
                h.execute("INSERT INTO games (id, game, options, black, white, black_name, white_name, online, seed,"
                        + " created_at) VALUES (?, 'american', '{}', 'human', 'human', 'B', 'W', FALSE, 1, CURRENT_TIMESTAMP)", id);
                for (int seq = 1; seq <= 3; seq++) {
                    h.execute("INSERT INTO actions (game_id, seq, kind, player, body, created_at)"
                            + " VALUES (?, ?, 'move', 'black', ?, CURRENT_TIMESTAMP)", id, seq, "{\"n\": " + seq + "}");
                }
            }
        });
        try (GameStore store = GameStore.open(url, null, null)) {
            for (String id : List.of("zz", "aa")) {
                assertThat(store.actions(id)).extracting(StoredAction::seq, StoredAction::body)
                        .containsExactly(org.assertj.core.groups.Tuple.tuple(1, "{\"n\": 1}"),
                                org.assertj.core.groups.Tuple.tuple(2, "{\"n\": 2}"),
                                org.assertj.core.groups.Tuple.tuple(3, "{\"n\": 3}"));
            }
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> store.append("aa", new StoredAction(3, "move", "white", "{}")))
                    .isInstanceOf(ConflictException.class);
            store.append("aa", new StoredAction(4, "move", "white", "{}"));
            assertThat(store.actions("aa")).extracting(StoredAction::seq).containsExactly(1, 2, 3, 4);
        }
    }

    @Test
    void gamesStoredBeforeRatingsStayAnonymousAndCasualWhenMigrated() {
        String url = GameStore.h2Url(data);
        org.flywaydb.core.Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration")
                .target("7").load().migrate();
        org.jdbi.v3.core.Jdbi.create(url).useHandle(h -> {
            h.execute("INSERT INTO games (id, game, options, black, white, black_name, white_name, black_token, online, seed,"
                    + " result, created_at) VALUES ('old1', 'american', '{}', 'human', 'ai:beginner', 'Ann', 'AI', 'hash', TRUE, 7,"
                    + " '1-0 White resigned', CURRENT_TIMESTAMP)");
            h.execute("INSERT INTO actions (game_id, seq, kind, player, body, created_at)"
                    + " VALUES ('old1', 1, 'resign', 'white', '{}', CURRENT_TIMESTAMP)");
            h.execute("INSERT INTO challenges (id, request, colour, name, creator_key, created_at, expires_at)"
                    + " VALUES ('c1', '{\"game\":\"american\"}', 'black', 'Ann', 'k', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)");
        });
        try (GameStore store = GameStore.open(url, null, null)) {
            StoredGame g = store.game("old1").orElseThrow();
            assertThat(g.rated()).isFalse();
            assertThat(g.blackAccount()).isNull();
            assertThat(g.whiteAccount()).isNull();
            assertThat(g.blackName()).isEqualTo("Ann");
            assertThat(g.result()).isEqualTo("1-0 White resigned");
            assertThat(store.actions("old1")).extracting(StoredAction::kind).containsExactly("resign");
            assertThat(store.ratings().changes("old1")).isEmpty();
            assertThat(store.challenges().challenge("c1").orElseThrow().creator()).isNull();
        }
    }

    /**
     * The games being played lately, as the lobby of several nodes reads them, follow the order in which actions
     * arrived, also when they were stored through different connections: PostgreSQL keeps a sequence's numbers at
     * hand per connection, so there the actions' key takes each when wanted (db/vendor/postgresql/V13_1).
     */
    @Test
    void theGamesBeingPlayedFollowTheOrderOfArrival() {
        gamesBeingPlayedFollowTheOrderOfArrival(GameStore.h2Url(data));
    }

    /** The same on PostgreSQL, where it failed with the thousand numbers at hand of V11. */
    @Test
    void theGamesBeingPlayedFollowTheOrderOfArrivalOnPostgres() throws Exception {
        TestPostgres.assumeGiven();
        gamesBeingPlayedFollowTheOrderOfArrival(TestPostgres.freshDatabase());
    }

    /**
     * Actions stored in turn on a connection of the test's own (as another node would) and through the store: their
     * numbers follow the order in which they were stored, and so do the games being played.
     */
    private static void gamesBeingPlayedFollowTheOrderOfArrival(String url) {
        org.jdbi.v3.core.Jdbi jdbi = org.jdbi.v3.core.Jdbi.create(url);
        try (GameStore store = GameStore.open(url, null, null);
                org.jdbi.v3.core.Handle other = jdbi.open()) {
            for (String id : List.of("old1", "old2", "new1")) {
                store.create(game(id));
            }
            String insert = "INSERT INTO actions (game_id, seq, kind, player, body, created_at)"
                    + " VALUES (?, ?, 'move', 'black', '{}', CURRENT_TIMESTAMP)";
            other.execute(insert, "old1", 1);
            store.append("old2", new StoredAction(1, "move", "black", "{}"));
            other.execute(insert, "old1", 2);
            store.append("new1", new StoredAction(1, "move", "black", "{}"));
            assertThat(store.actions("old1")).extracting(StoredAction::seq).containsExactly(1, 2);
            assertThat(store.actions("old1", 1)).extracting(StoredAction::seq).containsExactly(2);
            List<String> arrival = jdbi.withHandle(h -> h.createQuery("SELECT game_id || ':' || seq FROM actions ORDER BY id")
                    .mapTo(String.class).list());
            assertThat(arrival).containsExactly("old1:1", "old2:1", "old1:2", "new1:1");
            assertThat(store.lists().playing(10, 10)).extracting(GameLists.Playing::id).containsExactly("new1", "old1", "old2");
            assertThat(store.lists().games(List.of("old1", "old2", "new1"))).extracting(ListedGame::id, ListedGame::lastSeq)
                    .containsExactlyInAnyOrder(org.assertj.core.groups.Tuple.tuple("old1", 2),
                            org.assertj.core.groups.Tuple.tuple("old2", 1), org.assertj.core.groups.Tuple.tuple("new1", 1));
        }
    }
}
