package dev.kingme.app.command;

import dev.kingme.app.store.GameStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where the games' database is, for the commands that open it ({@code serve}, {@code user}): H2 in a folder, or a URL. */
final class DatabaseOptions {
    @Option(names = "--db", paramLabel = "URL",
            description = "the database: jdbc:postgresql://HOST/DB, or jdbc:h2:...; default: H2 in the data folder")
    String db;

    @Option(names = "--db-user", paramLabel = "USER", description = "the database user (PostgreSQL)")
    String dbUser;

    @Option(names = "--db-password-env", paramLabel = "VAR", defaultValue = "KINGME_DB_PASSWORD",
            description = "the environment variable that holds the database password (default ${DEFAULT-VALUE})")
    String dbPasswordEnv;

    @Option(names = "--data", paramLabel = "DIR", defaultValue = "kingme-data",
            description = "the folder for the embedded database (default ${DEFAULT-VALUE})")
    Path data;

    /** The database's URL: the one given, else H2 in the data folder (made when missing). */
    String url() throws IOException {
        if (db != null) {
            return db;
        }
        Files.createDirectories(data);
        return GameStore.h2Url(data);
    }

    /** Where the database is, in words that hold no password. */
    String where() {
        return db == null ? data.toAbsolutePath().normalize().toString() : db.replaceAll("(?i)password=[^&;]*", "password=***");
    }

    /** This server as node {@code name} of several on the database given (which must be PostgreSQL). */
    dev.kingme.app.cluster.Node node(String name) throws IOException {
        return new dev.kingme.app.cluster.Node(name, url(), dbUser, System.getenv(dbPasswordEnv));
    }

    /** The database opened and migrated. */
    GameStore open() throws IOException {
        return GameStore.open(url(), dbUser, System.getenv(dbPasswordEnv));
    }
}
