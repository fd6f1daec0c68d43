package dev.kingme.app.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The games' numbers ({@code games.num}) that the store's writer makes the actions' keys of (Flyway V14), as it
 * last read them: a game's number never changes and games are never deleted, so a number once read holds. The
 * writer reads the numbers it lacks, of a whole group at once; at a thousand actions a second that is a read
 * for each new game, not for each action. Holds the most recently used {@link #HELD} only; used by the writer's
 * thread alone.
 */
final class GameNumbers {
    /** How many games' numbers are held: more than the games a server plays at once. */
    static final int HELD = 20_000;

    private final Map<String, Long> numbers = new LinkedHashMap<>(1024, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
            return size() > HELD;
        }
    };

    /** The number of game {@code id}, or null when there is no such game as of the last {@link #read}. */
    Long of(String id) {
        return numbers.get(id);
    }

    /** Reads on {@code c} the numbers of those of {@code ids} that are not held. */
    void read(Connection c, Collection<String> ids) throws SQLException {
        StringBuilder sql = null;
        for (String id : ids) {
            if (!numbers.containsKey(id)) {
                sql = sql == null ? new StringBuilder("SELECT id, num FROM games WHERE id IN (?") : sql.append(", ?");
            }
        }
        if (sql == null) {
            return;
        }
        try (PreparedStatement st = c.prepareStatement(sql.append(")").toString())) {
            int i = 0;
            for (String id : ids) {
                if (!numbers.containsKey(id)) {
                    st.setString(++i, id);
                }
            }
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    numbers.put(rs.getString(1), rs.getLong(2));
                }
            }
        }
    }
}
