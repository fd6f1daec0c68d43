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

/**
 * The game database on a real database of the subclass's kind (H2, or the PostgreSQL CI starts, which tests share:
 * every name here is the test's own and counts are compared before and after): imports and their damaged records,
 * the searches, a server game added once.
 */
abstract class LibraryContract {
    @TempDir
    Path dir;

    /** The URL of the database the subclass tests on. */
    abstract String url();

    /** Names of this test's own: random letters. */
    final String unique = new java.util.Random().ints(8, 'a', 'z' + 1)
            .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();

    GameStore store;
    Library library;

    @BeforeEach
    void open() {
        store = GameStore.open(url(), null, null);
        library = new Library(store.library(), Clock.systemUTC());
    }

    @AfterEach
    void close() {
        if (store != null) {  // none when the test was skipped before it opened one (no PostgreSQL)
            store.close();
        }
    }

    private static String archiveText() throws IOException {
        try (InputStream in = Library.class.getResourceAsStream(Library.ARCHIVE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
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

        int before = store.library().count(java.util.Set.of("import"), false);
        Library.Import done = library.importText(text, null);
        assertThat(done.problems()).extracting(Library.Problem::error).containsExactlyElementsOf(damaged);
        assertThat(done.problems()).allSatisfy(p -> {
            assertThat(p.game()).isPositive();
            assertThat(p.line()).isPositive();
            assertThat(p.column()).isPositive();
        });
        assertThat(done.added().size() + done.problems().size()).isEqualTo(done.games()).isEqualTo(Library.archive().size());
        assertThat(check.out()).contains("games: " + done.added().size() + " ok, " + damaged.size() + " with errors");
        assertThat(store.library().count(java.util.Set.of("import"), false)).isEqualTo(before + done.added().size());
    }

    @Test
    void searchesByPlayerEventResultBallotAndPosition() {
        Library.Import done = library.importText("""
                [Event "Club night U"]
                [Black "Ann Smith U"]
                [White "Bob U"]
                [Result "1-0"]
                1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17-14 4. 10x17 21x14 1-0

                [Event "Open U"]
                [Black "Carl U"]
                [White "ann smith U"]
                1. 9-14 22-18 1/2-1/2
                """.replace("U", unique), 7L);
        assertThat(done.problems()).isEmpty();
        assertThat(done.added()).hasSize(2);
        String club = done.added().get(0).id();
        String open = done.added().get(1).id();
        String u = unique.toUpperCase(java.util.Locale.ROOT);
        assertThat(ids(new LibraryStore.Query("ANN SMITH " + u, null, null, null, "import", null))).containsExactlyInAnyOrder(club, open);
        assertThat(ids(new LibraryStore.Query("bob " + unique, null, null, null, null, null))).containsExactly(club);
        assertThat(ids(new LibraryStore.Query(null, "club night " + unique, null, null, null, null))).containsExactly(club);
        assertThat(ids(new LibraryStore.Query(unique, null, "1/2-1/2", null, "import", null))).containsExactly(open);
        assertThat(ids(new LibraryStore.Query("%" + unique, null, null, null, null, null))).isEmpty();  // a wildcard is a character
        // ballot 126 is 11-15 23-19 8-11
        assertThat(ids(new LibraryStore.Query(unique, null, null, 126, "import", null))).containsExactly(club);
        assertThat(store.library().game(club).orElseThrow().game().ballot()).isEqualTo(126);
        assertThat(store.library().game(open).orElseThrow().game().ballot()).isNull();
        // the games through a position: after 11-15 23-19 only the club game; the start, both
        Game g = new Game();
        g.play("11-15");
        g.play("23-19");
        assertThat(ids(new LibraryStore.Query(unique, null, null, null, "import", g.position().hash()))).containsExactly(club);
        long start = Position.initial().hash();
        assertThat(ids(new LibraryStore.Query(unique, null, null, null, "import", start))).containsExactlyInAnyOrder(club, open);
        int through = store.library().moves(g.position().hash(), Library.EXPLORER_PLIES, java.util.Set.of("import")).stream()
                .mapToInt(LibraryStore.MoveCount::games).sum();
        library.importText("[Black \"" + unique + "\"]\n1. 11-15 23-19 2. 9-14 *\n", null);
        assertThat(store.library().moves(g.position().hash(), Library.EXPLORER_PLIES, java.util.Set.of("import")))
                .filteredOn(m -> m.nextMove().equals("9-14") && m.result().equals("*")).isNotEmpty();
        assertThat(store.library().moves(g.position().hash(), Library.EXPLORER_PLIES, java.util.Set.of("import")).stream()
                .mapToInt(LibraryStore.MoveCount::games).sum()).isEqualTo(through + 1);
        // the archive is there too, and pages count the whole
        LibraryStore.Page archive = library.search(new LibraryStore.Query(null, null, null, null, "archive", null), 0, 10);
        assertThat(archive.games()).hasSize(10);
        assertThat(archive.total()).isGreaterThan(700);
        assertThat(store.library().game(club).orElseThrow().importedBy()).isEqualTo(7L);
        assertThat(store.library().game(club).orElseThrow().pdn()).contains("[Black \"Ann Smith " + unique + "\"]").contains("1-0");
    }

    private List<String> ids(LibraryStore.Query q) {
        return library.search(q, 0, 100).games().stream().map(LibraryStore.Listed::id).toList();
    }

    @Test
    void badTextIsRefusedWithWhereAndNothingStoredIsTouched() {
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
        String id = "g" + unique;
        store.create(new dev.kingme.app.store.StoredGame(id, "american", "{}", "human", "human", "A", "B", null, null,
                false, 1, null, null, java.time.Instant.now()));
        assertThat(library.addServerGame(id, pdn, java.time.Instant.now())).isTrue();
        assertThat(library.addServerGame(id, pdn, java.time.Instant.now())).isFalse();
        LibraryStore.Listed g = store.library().game(id).orElseThrow().game();
        assertThat(g.source()).isEqualTo("server");
        assertThat(g.gameId()).isEqualTo(id);
        assertThat(g.result()).isEqualTo("0-1");
    }
}
