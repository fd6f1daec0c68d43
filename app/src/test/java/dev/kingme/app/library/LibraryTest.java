package dev.kingme.app.library;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.command.Run;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.LibraryStore;
import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.Replay;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game database on H2: the archive, imports and their damaged records, the searches and the explorer's counts. */
class LibraryTest {
    @TempDir
    Path dir;

    private GameStore store;
    private Library library;

    @BeforeEach
    void open() {
        store = GameStore.open(GameStore.h2Url(dir), null, null);
        library = new Library(store.library(), Clock.systemUTC());
    }

    @AfterEach
    void close() {
        store.close();
    }

    private static String archiveText() throws IOException {
        try (InputStream in = Library.class.getResourceAsStream(Library.ARCHIVE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theExplorersCountsForTheStartAreADirectCountOverTheArchive() {
        int fromStart = 0;
        int elevenFifteen = 0;
        int elevenFifteenBlackWins = 0;
        int finished = 0;
        for (PdnGame g : Library.archive()) {
            Replay r = g.replay();
            if (g.result().isEmpty() || g.result().get() == Result.ONGOING || !r.ok() || r.game().isEmpty()) {
                continue;
            }
            finished++;
            Game game = r.game().get();
            if (!game.start().equals(Position.initial()) || game.steps().isEmpty()) {
                continue;
            }
            fromStart++;
            if (game.steps().get(0).move().toPdn().equals("11-15")) {
                elevenFifteen++;
                elevenFifteenBlackWins += g.result().get() == Result.BLACK_WINS ? 1 : 0;
            }
        }
        Library.Explored x = library.explore(Position.initial());
        assertThat(x.games()).isEqualTo(finished);
        assertThat(x.moves().stream().mapToInt(Library.Played::games).sum()).isEqualTo(fromStart);
        assertThat(x.moves()).isSortedAccordingTo(Comparator.comparingInt(Library.Played::games).reversed());
        Library.Played first = x.moves().stream().filter(m -> m.move().equals("11-15")).findFirst().orElseThrow();
        assertThat(first.games()).isEqualTo(elevenFifteen).isPositive();
        assertThat(first.blackWins()).isEqualTo(elevenFifteenBlackWins);
        assertThat(first.blackWins() + first.draws() + first.whiteWins()).isEqualTo(first.games());
        assertThat(x.ballot()).isEmpty();
        // once is enough: a second use does not add the archive again
        library.ensureArchive();
        assertThat(new Library(store.library(), Clock.systemUTC()).explore(Position.initial()).games()).isEqualTo(finished);
    }

    @Test
    void importingTheShippedArchiveFindsTheDamagedRecordsThatPdnCheckFinds() throws IOException {
        String text = archiveText();
        Path file = dir.resolve("tinsley.pdn");
        Files.writeString(file, text);
        Run check = Run.of("pdn", "check", file.toString());
        List<String> damaged = new ArrayList<>();
        Matcher m = Pattern.compile("^" + Pattern.quote(file.toString()) + ": (.*)$", Pattern.MULTILINE).matcher(check.out());
        while (m.find()) {
            damaged.add(m.group(1));
        }
        assertThat(damaged).isNotEmpty();

        Library.Import done = library.importText(text, null);
        assertThat(done.problems()).extracting(Library.Problem::error).containsExactlyElementsOf(damaged);
        assertThat(done.problems()).allSatisfy(p -> {
            assertThat(p.game()).isPositive();
            assertThat(p.line()).isPositive();
            assertThat(p.column()).isPositive();
        });
        assertThat(done.added().size() + done.problems().size()).isEqualTo(done.games()).isEqualTo(Library.archive().size());
        assertThat(check.out()).contains("games: " + done.added().size() + " ok, " + damaged.size() + " with errors");
        assertThat(store.library().count(java.util.Set.of("import"), false)).isEqualTo(done.added().size());
    }

    @Test
    void searchesByPlayerEventResultBallotAndPosition() {
        Library.Import done = library.importText("""
                [Event "Club night"]
                [Black "Ann Smith"]
                [White "Bob"]
                [Result "1-0"]
                1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17-14 4. 10x17 21x14 1-0

                [Event "Open"]
                [Black "Carl"]
                [White "ann smith"]
                1. 9-14 22-18 1/2-1/2
                """, 7L);
        assertThat(done.problems()).isEmpty();
        assertThat(done.added()).hasSize(2);
        String club = done.added().get(0).id();
        String open = done.added().get(1).id();
        LibraryStore.Query all = new LibraryStore.Query(null, null, null, null, "import", null);
        assertThat(ids(all)).containsExactlyInAnyOrder(club, open);
        assertThat(ids(new LibraryStore.Query("ANN", null, null, null, "import", null))).containsExactlyInAnyOrder(club, open);
        assertThat(ids(new LibraryStore.Query("bob", null, null, null, null, null))).containsExactly(club);
        assertThat(ids(new LibraryStore.Query(null, "club", null, null, null, null))).containsExactly(club);
        assertThat(ids(new LibraryStore.Query(null, null, "1/2-1/2", null, "import", null))).containsExactly(open);
        assertThat(ids(new LibraryStore.Query("%", null, null, null, null, null))).isEmpty();  // a wildcard is a character
        // ballot 126 is 11-15 23-19 8-11
        assertThat(ids(new LibraryStore.Query(null, null, null, 126, "import", null))).containsExactly(club);
        assertThat(store.library().game(club).orElseThrow().game().ballot()).isEqualTo(126);
        assertThat(store.library().game(open).orElseThrow().game().ballot()).isNull();
        // the games through a position: after 11-15 23-19 only the club game; the start, both
        Game g = new Game();
        g.play("11-15");
        g.play("23-19");
        assertThat(ids(new LibraryStore.Query(null, null, null, null, "import", g.position().hash()))).containsExactly(club);
        long start = Position.initial().hash();
        assertThat(ids(new LibraryStore.Query(null, null, null, null, "import", start))).containsExactlyInAnyOrder(club, open);
        // the archive is there too, and pages count the whole
        LibraryStore.Page archive = library.search(new LibraryStore.Query(null, null, null, null, "archive", null), 0, 10);
        assertThat(archive.games()).hasSize(10);
        assertThat(archive.total()).isGreaterThan(700);
        assertThat(store.library().game(club).orElseThrow().importedBy()).isEqualTo(7L);
        assertThat(store.library().game(club).orElseThrow().pdn()).contains("[Black \"Ann Smith\"]").contains("1-0");
    }

    private List<String> ids(LibraryStore.Query q) {
        return library.search(q, 0, 100).games().stream().map(LibraryStore.Listed::id).toList();
    }

    @Test
    void badTextIsRefusedWithWhereAndNothingStoredIsTouched() {
        library.importText("[Event \"Kept\"]\n1. 11-15 23-19 *\n", null);
        int before = store.library().count(java.util.Set.of("import"), false);
        Library.Import empty = library.importText("   ", null);
        assertThat(empty.added()).isEmpty();
        assertThat(empty.problems()).singleElement().satisfies(p -> assertThat(p.error()).contains("empty"));
        Library.Import noGame = library.importText("hello there", null);
        assertThat(noGame.added()).isEmpty();
        Library.Import illegal = library.importText("[Event \"Bad\"]\n\n1. 11-15 23-19\n2. 8-11 22-26 *\n", null);
        assertThat(illegal.added()).isEmpty();
        assertThat(illegal.problems()).singleElement().satisfies(p -> {
            assertThat(p.game()).isEqualTo(1);
            assertThat(p.line()).isEqualTo(4);
            assertThat(p.column()).isEqualTo(9);
            assertThat(p.error()).startsWith("game 1 (Event \"Bad\", Black \"\", White \"\"): move 2 \"22-26\":").endsWith("at line 4, column 9");
        });
        Library.Import brokenJson = library.importText("{\"format\": 1, \"game\": \"american\",", null);
        assertThat(brokenJson.added()).isEmpty();
        assertThat(brokenJson.problems()).singleElement().satisfies(p -> assertThat(p.line()).isPositive());
        Library.Import otherGame = library.importText("{\"format\": 1, \"game\": \"lilypad\", \"options\": {}, \"entries\": []}", null);
        assertThat(otherGame.problems()).singleElement().satisfies(p -> assertThat(p.error()).contains("American checkers only"));
        assertThat(store.library().count(java.util.Set.of("import"), false)).isEqualTo(before);
    }

    @Test
    void aServerGameIsAddedOnce() {
        String pdn = "[Event \"Kingme game\"]\n[Black \"A\"]\n[White \"B\"]\n[Result \"0-1\"]\n1. 11-15 23-19 0-1\n";
        store.create(new dev.kingme.app.store.StoredGame("abc", "american", "{}", "human", "human", "A", "B", null, null,
                false, 1, null, null, java.time.Instant.now()));
        assertThat(library.addServerGame("abc", pdn, java.time.Instant.now())).isTrue();
        assertThat(library.addServerGame("abc", pdn, java.time.Instant.now())).isFalse();
        LibraryStore.Listed g = store.library().game("abc").orElseThrow().game();
        assertThat(g.source()).isEqualTo("server");
        assertThat(g.gameId()).isEqualTo("abc");
        assertThat(g.result()).isEqualTo("0-1");
    }
}
