package dev.kingme.app.library;

import dev.kingme.app.store.Ids;
import dev.kingme.app.store.LibraryStore;
import dev.kingme.engine.Position;
import dev.kingme.engine.openings.BallotIndex;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.engine.pdn.Replay;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The game database (docs/web.md, "Game database"): the shipped Tinsley archive, every finished game of American
 * checkers played on the server, and the games people import, searchable by player, event, result, ballot and
 * position; and the opening explorer's counts over the archive's and the server's games.
 */
public final class Library {
    /** The shipped archive, a resource of the server's jar. */
    public static final String ARCHIVE = "/games/tinsley.pdn";
    /** What the explorer says its archive is. */
    public static final String ARCHIVE_NAME = "Marion Tinsley's games, 1946-1994";
    /** How deep into each game the explorer looks. */
    public static final int EXPLORER_PLIES = 40;
    /** The sources the explorer counts: imported games are anyone's and are searched, not counted. */
    public static final Set<String> EXPLORED = Set.of("archive", "server");
    /** The most games one import takes. */
    public static final int MAX_IMPORT_GAMES = 1000;

    /**
     * How many games of the archive or of an import are added in one transaction: one commit for many games (H2 writes
     * its file at every commit), each well within a statement's wait.
     */
    static final int CHUNK = 50;

    private final LibraryStore store;
    private final Clock clock;
    /** Whether this process has seen the whole archive in the database. */
    private volatile boolean archiveThere;

    public Library(LibraryStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** A game an import added: its id in the database, its number in the text, and how a report names it. */
    public record Added(String id, int game, String title, int plies) {
    }

    /**
     * A game an import could not take: its number in the text (0: the text as a whole), where the problem is
     * (line and column from 1; 0 when unknown) and what it is, in the words {@code kingme pdn check} uses.
     */
    public record Problem(int game, int line, int column, String error) {
    }

    /** What an import did: the games added, the ones refused, and how many the text held. */
    public record Import(List<Added> added, List<Problem> problems, int games) {
    }

    /** A move played from a position: in how many of the games counted, and how they ended. */
    public record Played(String move, int games, int blackWins, int draws, int whiteWins) {
        /** The points of the side that made the move, per game (a win 1, a draw 1/2). */
        public double score(boolean black) {
            return ((black ? blackWins : whiteWins) + draws / 2.0) / games;
        }
    }

    /**
     * The explorer at a position: how many games it counts in all, the moves played there, the ballot it is, and
     * whether the archive is all there yet (on a database's first use it is added in the background, seconds).
     */
    public record Explored(int games, List<Played> moves, Optional<Opening> ballot, boolean complete) {
    }

    /**
     * Adds the shipped archive's games that replay (those that do not are left out, as {@code kingme pdn check}
     * reports them), once: on the first use of the database by any server on it. Cheap once done.
     */
    public void ensureArchive() {
        if (archiveThere) {
            return;
        }
        synchronized (this) {
            if (archiveThere) {
                return;
            }
            List<LibraryStore.NewGame> games = new ArrayList<>();
            Instant at = Instant.EPOCH;  // the archive comes after every other game in the lists' order
            for (PdnGame g : archive()) {
                Replay r = g.replay();
                if (r.ok() && r.game().isPresent()) {
                    games.add(LibraryEntry.of("archive-" + g.number(), "archive", null, g, r.game().get(), at, null));
                }
            }
            if (store.count(Set.of("archive"), false) < games.size()) {
                addInChunks(games);
            }
            archiveThere = true;
        }
    }

    /** Whether the archive is being added in the background ({@link #addArchiveSoon}). */
    private final java.util.concurrent.atomic.AtomicBoolean adding = new java.util.concurrent.atomic.AtomicBoolean();

    /** Adds the archive on a background thread of its own, once, unless it is there or being added. */
    private void addArchiveSoon() {
        if (!adding.compareAndSet(false, true)) {
            return;
        }
        Thread t = new Thread(() -> {
            try {
                ensureArchive();
            } catch (RuntimeException e) {
                java.util.logging.Logger.getLogger(Library.class.getName()).warning("the archive could not be added to the game"
                        + " database (it is tried again on its next use): " + e);
            } finally {
                adding.set(false);
            }
        }, "kingme-archive");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

    /** Adds {@code games}, {@link #CHUNK} to a transaction. */
    private void addInChunks(List<LibraryStore.NewGame> games) {
        for (int from = 0; from < games.size(); from += CHUNK) {
            store.addAll(games.subList(from, Math.min(games.size(), from + CHUNK)));
        }
    }

    /** The shipped archive's games as read (each with its own replay to do). */
    public static List<PdnGame> archive() {
        try (InputStream in = Library.class.getResourceAsStream(ARCHIVE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + ARCHIVE + " is missing from the server's jar");
            }
            return PdnReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + ARCHIVE, e);
        }
    }

    /**
     * Adds the games of {@code text} (PDN, one game or many; or a Kingme JSON game record of American checkers) as
     * imported by account {@code account} (null: nobody logged in): each game that replays whole, up to
     * {@link #MAX_IMPORT_GAMES}; each other one is reported with where it goes wrong, and nothing stored is touched.
     */
    public Import importText(String text, Long account) {
        List<PdnGame> games;
        try {
            games = ImportedText.games(text);
        } catch (ImportedText.Unreadable e) {
            return new Import(List.of(), List.of(new Problem(0, e.line(), e.column(), e.getMessage())), 0);
        }
        List<Added> added = new ArrayList<>();
        List<LibraryStore.NewGame> entries = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        Instant at = clock.instant();
        for (PdnGame g : games) {
            if (added.size() + problems.size() >= MAX_IMPORT_GAMES) {
                problems.add(new Problem(g.number(), g.at().line(), g.at().column(), g.title() + ": not imported: one import takes at most "
                        + MAX_IMPORT_GAMES + " games"));
                break;
            }
            Replay r = g.replay();
            if (r.error().isPresent()) {
                var e = r.error().get();
                problems.add(new Problem(g.number(), e.line(), e.column(), e.describe(g)));
                continue;
            }
            if (r.game().isEmpty()) {
                problems.add(new Problem(g.number(), g.at().line(), g.at().column(), g.title() + ": no game to replay"));
                continue;
            }
            String id = "import-" + Ids.next();
            LibraryStore.NewGame entry = LibraryEntry.of(id, "import", null, g, r.game().get(), at, account);
            entries.add(entry);
            added.add(new Added(id, g.number(), g.title(), entry.game().plies()));
        }
        addInChunks(entries);
        return new Import(added, problems, games.size());
    }

    /** Adds finished server game {@code gameId} from its PDN {@code pdn}: false when it is there already or does not replay. */
    public boolean addServerGame(String gameId, String pdn, Instant endedAt) {
        List<PdnGame> games = PdnReader.read(pdn);
        if (games.size() != 1) {
            return false;
        }
        Replay r = games.get(0).replay();
        if (!r.ok() || r.game().isEmpty()) {
            return false;
        }
        return store.add(LibraryEntry.of(gameId, "server", gameId, games.get(0), r.game().get(), endedAt, null));
    }

    /** The games {@code q} asks for, newest first, from the {@code offset}-th, at most {@code limit}. */
    public LibraryStore.Page search(LibraryStore.Query q, int offset, int limit) {
        ensureArchive();
        return store.search(q, offset, limit);
    }

    /** Game {@code id} with its PDN. */
    public Optional<LibraryStore.NewGame> game(String id) {
        ensureArchive();
        return store.game(id);
    }

    /**
     * The explorer at {@code p}: the moves played there in the archive's and the server's games, the most played
     * first. It does not wait for the archive on the database's first use (an analysis would wait seconds): the
     * archive is added in the background meanwhile, and the answer says it is not complete.
     */
    public Explored explore(Position p) {
        boolean complete = archiveThere;
        if (!complete) {
            addArchiveSoon();
        }
        Map<String, int[]> byMove = new LinkedHashMap<>();
        for (LibraryStore.MoveCount c : store.moves(p.hash(), EXPLORER_PLIES, EXPLORED)) {
            int outcome = switch (c.result()) {
                case "1-0" -> 0;
                case "1/2-1/2" -> 1;
                case "0-1" -> 2;
                default -> -1;  // unfinished: not counted
            };
            if (outcome >= 0) {
                byMove.computeIfAbsent(c.nextMove(), k -> new int[3])[outcome] += c.games();
            }
        }
        List<Played> moves = new ArrayList<>();
        byMove.forEach((move, n) -> moves.add(new Played(move, n[0] + n[1] + n[2], n[0], n[1], n[2])));
        moves.sort(Comparator.comparingInt(Played::games).reversed().thenComparing(Played::move));
        return new Explored(store.count(EXPLORED, true), moves, BallotIndex.acf().at(p), complete);
    }
}
