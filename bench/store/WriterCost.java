import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Timestamp;
import java.util.Random;
import org.flywaydb.core.Flyway;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;

/**
 * What the store's writer pays to commit actions to H2, without the server around it: a fresh database with
 * the schema of the migrations, 20,000 games, and then actions of a thousand of them at a time (the window slides
 * on, so that games end and others begin) stored in groups of G and committed, as the writer does it
 * (store/GroupCommit), with H2's old chunks rewritten every 100 actions as the writer has H2 do it
 * (store/H2FileKeeper). Prints the committing thread's CPU and the bytes written to the file per action, over the
 * last two thirds of the actions. See bench/README.md ("The actions' second index on H2 dropped").
 *
 *   java -cp app/target/kingme.jar bench/store/WriterCost.java [--group G] [--actions N] [--url-options ";..."]
 *        [--without-foreign-key]
 *
 * The program runs about twelve times as fast as 1000 actions a second, so give it H2's retention of old chunks
 * scaled alike (--url-options ";RETENTION_TIME=4000") to see the file as the server sees it.
 */
public class WriterCost {
    public static void main(String[] args) throws Exception {
        int group = 5;
        int actions = 150_000;
        String urlOptions = "";
        boolean withoutForeignKey = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--group" -> group = Integer.parseInt(args[++i]);
                case "--actions" -> actions = Integer.parseInt(args[++i]);
                case "--url-options" -> urlOptions = args[++i];
                case "--without-foreign-key" -> withoutForeignKey = true;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path dir = Files.createTempDirectory("writer-cost");
        String url = "jdbc:h2:file:" + dir.resolve("kingme") + ";WRITE_DELAY=0" + urlOptions;
        Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").load().migrate();
        try (Connection c = DriverManager.getConnection(url)) {
            if (withoutForeignKey) {
                c.createStatement().execute("ALTER TABLE actions DROP CONSTRAINT " + foreignKey(c));
            }
            MVStore store = ((SessionLocal) c.unwrap(JdbcConnection.class).getSession()).getDatabase().getStore().getMvStore();
            Random random = new Random(1);
            String[] ids = games(c, random, 20_000);
            int[] seq = new int[ids.length];
            PreparedStatement insert = c.prepareStatement("INSERT INTO actions (game_id, seq, kind, player, body, created_at,"
                    + " black_ms, white_ms, clock_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            long cpuFrom = 0;
            long writtenFrom = 0;
            int measureFrom = actions / 3;
            for (int n = 0; n < actions; ) {
                if (n >= measureFrom && cpuFrom == 0) {
                    cpuFrom = threads.getCurrentThreadCpuTime();
                    writtenFrom = bytesWritten();
                }
                Timestamp at = new Timestamp(System.currentTimeMillis());
                for (int k = 0; k < group; k++, n++) {
                    int g = Math.min(ids.length - 1, n / 100 + random.nextInt(1000));  // a game lives about 100 actions
                    insert.setString(1, ids[g]);
                    insert.setInt(2, ++seq[g]);
                    insert.setString(3, "move");
                    insert.setString(4, (seq[g] & 1) == 1 ? "black" : "white");
                    insert.setString(5, "{\"path\":[" + (random.nextInt(32) + 1) + "," + (random.nextInt(32) + 1) + "]}");
                    insert.setTimestamp(6, at);
                    insert.setLong(7, 300_000 - n);
                    insert.setLong(8, 300_000 - n);
                    insert.setLong(9, System.currentTimeMillis());
                    insert.addBatch();
                }
                insert.executeBatch();
                c.commit();
                if (n / 100 != (n - group) / 100) {
                    store.compact(80, 1024 * 1024);  // as store/H2FileKeeper, every 100 ms at 1000 actions a second
                }
            }
            int measured = actions - measureFrom;
            String setting = (withoutForeignKey ? ", without the foreign key" : "")
                    + (urlOptions.isEmpty() ? "" : ", " + urlOptions.replaceFirst("^;", ""));
            System.out.printf("groups of %d%s: %.1f µs of the committing thread's CPU an action, %.1f KB written an action,"
                            + " file %d MB%n", group, setting, (threads.getCurrentThreadCpuTime() - cpuFrom) / 1e3 / measured,
                    (bytesWritten() - writtenFrom) / 1024.0 / measured, Files.size(dir.resolve("kingme.mv.db")) >> 20);
        }
    }

    /** The name H2 gave the actions' foreign key. */
    private static String foreignKey(Connection c) throws Exception {
        try (ResultSet rs = c.createStatement().executeQuery("SELECT CONSTRAINT_NAME FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS"
                + " WHERE TABLE_NAME = 'ACTIONS' AND CONSTRAINT_TYPE = 'FOREIGN KEY'")) {
            if (!rs.next()) {
                throw new IllegalStateException("the actions have no foreign key");
            }
            return rs.getString(1);
        }
    }

    /** {@code n} games with random ids, stored. */
    private static String[] games(Connection c, Random random, int n) throws Exception {
        String[] ids = new String[n];
        c.setAutoCommit(false);  // one commit for them all
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO games (id, game, options, black, white, black_name,"
                + " white_name, online, seed, created_at) VALUES (?, 'american', '{}', 'human', 'human', 'Black', 'White',"
                + " TRUE, 1, CURRENT_TIMESTAMP)")) {
            for (int i = 0; i < n; i++) {
                StringBuilder id = new StringBuilder();
                for (int k = 0; k < 12; k++) {
                    id.append((char) ('a' + random.nextInt(26)));
                }
                ids[i] = id.toString();
                insert.setString(1, ids[i]);
                insert.execute();
            }
        }
        c.commit();
        return ids;
    }

    /** The bytes this process has handed to write calls ({@code wchar} of /proc/self/io). */
    private static long bytesWritten() throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/self/io"))) {
            if (line.startsWith("wchar:")) {
                return Long.parseLong(line.substring(6).trim());
            }
        }
        throw new IllegalStateException("no wchar in /proc/self/io");
    }
}
