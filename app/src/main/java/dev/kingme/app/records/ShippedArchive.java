package dev.kingme.app.records;

import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The archive of games the program ships among its resources: Marion Tinsley's games, 1946-1994
 * ({@code games/tinsley.pdn}), which the opening explorer counts and {@code kingme puzzles build} looks in.
 */
public final class ShippedArchive {
    /** Where it is among the resources. */
    public static final String RESOURCE = "/games/tinsley.pdn";
    /** What it is, as a page names it. */
    public static final String TITLE = "Marion Tinsley's games, 1946-1994";

    private ShippedArchive() {
    }

    /** Its games, read anew. */
    public static List<PdnGame> games() {
        try (InputStream in = ShippedArchive.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing from the jar");
            }
            return PdnReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + RESOURCE, e);
        }
    }
}
