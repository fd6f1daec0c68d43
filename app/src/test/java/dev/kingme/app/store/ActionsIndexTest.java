package dev.kingme.app.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The actions' indexes: on H2 the key (game_id, seq) and no second index kept for a foreign key
 * (db/vendor/h2/V13_2), also in a database made before that migration, whose actions are all still there; on
 * PostgreSQL the foreign key stays.
 */
class ActionsIndexTest {
    @TempDir
    Path data;

    @Test
    void anH2DatabaseMadeBeforeKeepsItsActionsAndLosesTheSecondIndex() {
        String url = GameStore.h2Url(data);
        Flyway.configure().dataSource(url, null, null).locations(GameStore.migrations(url)).target("13").load().migrate();
        Jdbi jdbi = Jdbi.create(url);
        try (Handle h = jdbi.open()) {
            h.execute("INSERT INTO games (id, game, options, black, white, black_name, white_name, online, seed, created_at)"
                    + " VALUES ('old', 'american', '{}', 'human', 'human', 'Black', 'White', FALSE, 1, CURRENT_TIMESTAMP)");
            for (int seq = 1; seq <= 2; seq++) {
                h.execute("INSERT INTO actions (game_id, seq, kind, player, body, created_at)"
                        + " VALUES ('old', ?, 'move', 'black', '{\"path\":[9,13]}', CURRENT_TIMESTAMP)", seq);
            }
            assertThat(indexedColumns(h)).contains("GAME_ID", "GAME_ID,SEQ");
            assertThat(foreignKeys(h)).hasSize(1);
        }
        try (GameStore store = GameStore.open(url, null, null)) {
            assertThat(store.actions("old")).extracting(StoredAction::seq).containsExactly(1, 2);
            assertThat(store.actions("old")).extracting(StoredAction::body).containsOnly("{\"path\":[9,13]}");
            try (Handle h = jdbi.open()) {
                assertThat(indexedColumns(h)).containsExactlyInAnyOrder("ID", "GAME_ID,SEQ");
                assertThat(foreignKeys(h)).isEmpty();
            }
            store.append("old", new StoredAction(3, "move", "white", "{}"));
            assertThatThrownBy(() -> store.append("old", new StoredAction(3, "move", "white", "{}")))
                    .isInstanceOf(ConflictException.class);
            assertThat(store.actions("old")).extracting(StoredAction::seq).containsExactly(1, 2, 3);
        }
    }

    @Test
    void aNewH2DatabaseHasTheKeyAlone() {
        String url = GameStore.h2Url(data);
        try (GameStore store = GameStore.open(url, null, null); Handle h = Jdbi.create(url).open()) {
            assertThat(indexedColumns(h)).containsExactlyInAnyOrder("ID", "GAME_ID,SEQ");
            assertThat(foreignKeys(h)).isEmpty();
        }
    }

    @Test
    void postgresKeepsTheForeignKey() throws Exception {
        TestPostgres.assumeGiven();
        String url = TestPostgres.freshDatabase();
        try (GameStore store = GameStore.open(url, null, null)) {
            store.create(GameStoreTest.game("g1"));
            store.append("g1", new StoredAction(1, "move", "black", "{}"));
            assertThatThrownBy(() -> store.append("nowhere", new StoredAction(1, "move", "black", "{}")))
                    .isNotInstanceOf(ConflictException.class);
            assertThat(store.actions("nowhere")).isEmpty();
        }
    }

    /** Each index of the actions as its columns in order, joined with commas (H2's information schema). */
    private static List<String> indexedColumns(Handle h) {
        return h.createQuery("SELECT LISTAGG(COLUMN_NAME, ',') WITHIN GROUP (ORDER BY ORDINAL_POSITION)"
                        + " FROM INFORMATION_SCHEMA.INDEX_COLUMNS WHERE TABLE_NAME = 'ACTIONS' GROUP BY INDEX_NAME")
                .mapTo(String.class).list();
    }

    /** The foreign keys of the actions. */
    private static List<String> foreignKeys(Handle h) {
        return h.createQuery("SELECT CONSTRAINT_NAME FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS"
                        + " WHERE TABLE_NAME = 'ACTIONS' AND CONSTRAINT_TYPE = 'FOREIGN KEY'")
                .mapTo(String.class).list();
    }
}
