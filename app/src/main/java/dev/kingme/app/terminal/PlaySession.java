package dev.kingme.app.terminal;

import dev.kingme.app.records.FileErrors;
import dev.kingme.app.records.SessionFiles;
import dev.kingme.app.session.Action;
import dev.kingme.ai.AiSpec;
import dev.kingme.app.session.AiTurn;
import dev.kingme.app.session.ChanceRoller;
import dev.kingme.app.session.ClockedAi;
import dev.kingme.app.session.GameClock;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.History;
import dev.kingme.app.session.MoveSheet;
import dev.kingme.app.session.Seats;
import dev.kingme.app.session.Session;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Two people at one terminal, for any game of the model: shows the board and the choices, reads a choice
 * or a command per line, and answers what it cannot do with {@code ! reason}. The game itself is a
 * {@link Session}, as on the web server: it takes the moves, the AI's whole moves, chance's rolls, undo,
 * draws and resignation, and says what each did that the board does not show. It knows no game:
 * everything it says about a game comes from that game's {@link Rules}.
 *
 * <p>Saved data is never lost by a slip: {@code save FILE} replaces an existing file only when this
 * session saved to that same file before; any other needs {@code save FILE replace}.
 */
public final class PlaySession {
    private final BufferedReader in;
    private final PrintWriter out;
    private final ChanceRoller roller;
    private final SessionFiles files;
    private final Seats seats;
    private Session session;
    /** The files this session has saved to, by their real path: saving to them again replaces them. */
    private final Set<Path> savedTo = new HashSet<>();
    /** The game's clock (null: none), what plays each AI side, and the time (milliseconds since the epoch). */
    private GameClock clock;
    private Map<Player, AiSpec> ais = Map.of();
    private LongSupplier now = System::currentTimeMillis;

    PlaySession(Rules rules, GameState start, ChanceRoller roller, BufferedReader in, PrintWriter out, SessionFiles files) {
        this(rules, start, roller, in, out, files, Seats.people());
    }

    public PlaySession(Rules rules, GameState start, ChanceRoller roller, BufferedReader in, PrintWriter out,
            SessionFiles files, Seats seats) {
        this.seats = seats;
        this.session = new Session(rules, new History(start), seats, roller, true);
        this.roller = roller;
        this.in = in;
        this.out = out;
        this.files = files;
    }

    /**
     * Plays under {@code clock}: it is shown with the board, the AIs of {@code ais} spend it, and a move
     * entered after the flag fell is refused and the game ends on time. {@code now} tells the time.
     */
    public PlaySession clocked(GameClock clock, Map<Player, AiSpec> ais, LongSupplier now) {
        this.clock = clock;
        this.ais = Map.copyOf(ais);
        this.now = now;
        return this;
    }

    public void run() throws IOException {
        Rules rules = session.rules();
        out.println("Kingme: " + rules.kind().title() + ". Type 'help' for commands.");
        out.println("Options: " + options(rules.options().asMap()));
        if (session.history().start().equals(rules.initial())) {
            FixedChance.notes(rules, session.history().start()).forEach(out::println);
        }
        rollChance();
        show();
        String line;
        while (prompt() && (line = in.readLine()) != null) {
            try {
                SessionCommand command = SessionCommand.parse(line);
                if (command == null) {
                    continue;
                }
                if (command.kind() == SessionCommand.Kind.QUIT) {
                    return;
                }
                flagIfDue();
                handle(command);
            } catch (IllegalArgumentException | IllegalStateException | GameError e) {
                out.println("! " + e.getMessage());
            }
        }
        out.println();
    }

    private static String options(Map<String, String> values) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : values.entrySet()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(e.getKey()).append('=').append(e.getValue());
        }
        return sb.length() == 0 ? "none" : sb.toString();
    }

    private boolean prompt() {
        aiMoves();
        out.print(StatusText.prompt(session.who(), session.state()));
        out.flush();
        return true;
    }

    private void handle(SessionCommand command) {
        switch (command.kind()) {
            case HELP -> out.println(SessionCommand.help(session.rules()));
            case BOARD -> show();
            case MOVES -> listChoices();
            case RECORD -> record();
            case POWERS -> powers();
            case UNDO -> undo();
            case DRAW -> offerDraw();
            case ACCEPT -> acceptDraw();
            case RESIGN -> resign(command.args());
            case SAVE -> save(command.args());
            case LOAD -> load(command.args());
            case CHOICE -> choose(command.text());
            case QUIT -> throw new AssertionError("handled by the loop");
        }
    }

    /** The side that chooses now, or why none does ({@code advice} follows when the game is over). */
    private ToAct.Choice side(String advice) {
        ToAct who = session.who();
        if (who instanceof ToAct.Choice c) {
            return c;
        }
        if (who instanceof ToAct.Terminal t) {
            throw new IllegalStateException("the game is over (" + t.verdict().reason() + ")" + advice);
        }
        throw new IllegalStateException("chance has still to act");
    }

    private void choose(String text) {
        ToAct.Choice c = side(": 'undo', 'load' or 'quit'");
        if (seats.ai(c.player()) != null) {
            throw new IllegalStateException(seats.title(c.player()) + " is to decide, not you");
        }
        Line line = ChoiceReader.read(session.rules(), session.state(), session.choices(), text);
        play(new Action.Move(c.player(), line.decisions()));
    }

    /**
     * The AIs decide for as long as one of them is to act, a whole move at a time, shown like a person's. An AI
     * whose thinking took the rest of its time (a machine too busy to give it the time it planned) loses on time,
     * as a person's late move does: its move is not made.
     */
    private void aiMoves() {
        Player p;
        while ((p = session.aiToAct()) != null && !flagIfDue()) {
            out.print(seats.title(p) + ": ");
            AiSpec spec = ais.get(p);
            Action.Move move = AiTurn.wholeMove(session.rules(), spec == null ? seats.ai(p)
                    : ClockedAi.chooser(seats.ai(p), spec, clock, p, now.getAsLong(), session.rules(), session.state()),
                    session.state());
            try {
                play(move); // through the clock, which refuses a move made after the flag fell
            } catch (GameError late) {
                if (clock == null || clock.flagDue(session, now.getAsLong()) == null) {
                    throw late;
                }
                out.println("(no move: its time ran out while it thought)");
                flagIfDue();
                return;
            }
        }
    }

    /** Ends the game on time when the side to decide has no time left, and says so; answers whether it did. */
    private boolean flagIfDue() {
        Action.Flag flag = clock == null ? null : clock.flagDue(session, now.getAsLong());
        if (flag == null) {
            return false;
        }
        out.println("! time ran out: " + flag.player().title() + "'s clock reached 0:00");
        take(flag).forEach(out::println);
        show();
        return true;
    }

    /** Takes {@code a} in the session, through the clock when there is one; answers what it said. */
    private List<String> take(Action a) {
        return clock == null ? session.take(a) : clock.take(session, a, now.getAsLong());
    }

    /** Plays {@code move}, prints it and what it did, then lets chance act. */
    private void play(Action.Move move) {
        List<String> said = take(move);
        out.println(((History.Played) session.history().last()).text());
        said.forEach(out::println);
        rollChance();
        show();
    }

    /**
     * Chance acts by itself: roll until a side is to choose or the game is over, saying what came up and
     * what it did (a saving throw's roll, LD and result) as it happens.
     */
    private void rollChance() {
        Action.Roll roll;
        while ((roll = session.roll()) != null) {
            take(roll).forEach(out::println);
        }
    }

    /** The moves so far as the game record reads them for people, a move (Black's and White's) a line. */
    private void record() {
        List<MoveSheet.Row> rows = MoveSheet.rows(session.rules(), session.history());
        if (rows.isEmpty()) {
            out.println("No moves yet.");
        }
        for (MoveSheet.Row row : rows) {
            out.println(MoveSheet.text(List.of(row)));
        }
    }

    /** Each side's character and its powers in full, as the game's character list gives them. */
    private void powers() {
        Rules rules = session.rules();
        if (rules.character(Player.BLACK) == null) {
            throw new IllegalStateException(rules.kind().name() + " has no characters: 'moves' lists the choices");
        }
        for (Player p : Player.values()) {
            PowersText.lines(p.title(), rules.character(p)).forEach(out::println);
        }
    }

    private void listChoices() {
        ToAct.Choice c = side("");
        List<String> texts = session.choices().texts();
        out.println(c.player().title() + " may choose:");
        for (int i = 0; i < texts.size(); i++) {
            out.printf("%3d. %s%n", i + 1, texts.get(i));
        }
    }

    /**
     * Takes back the last move, and against an AI also the AI's reply: the person is to decide again.
     * With AIs on both sides there is nobody to give the move back to.
     */
    private void undo() {
        Player by = session.who() instanceof ToAct.Choice c ? c.player() : null;
        take(new Action.Undo(by)).forEach(out::println);
        show();
    }

    /**
     * The side to move offers a draw. The other side cannot type on the offerer's turn, so it accepts at
     * this same prompt; when the offerer plays on instead, the offer lapses.
     */
    private void offerDraw() {
        Player by = side("").player();
        take(new Action.OfferDraw(by));
        out.println(by.title() + " offers a draw. " + by.opponent().title() + ": type 'accept' to agree; otherwise "
                + by.title() + " plays on.");
    }

    /** The side not to move accepts the draw the side to move offered. */
    private void acceptDraw() {
        take(new Action.AcceptDraw(side("").player().opponent()));
        show();
    }

    /** The side named ({@code resign black}), or the side to move, gives up. */
    private void resign(List<String> args) {
        ToAct.Choice c = side("");
        Player loser = args.isEmpty() ? c.player() : Player.valueOf(args.get(0).toUpperCase(Locale.ROOT));
        take(new Action.Resign(loser));
        show();
    }

    private void save(List<String> args) {
        String name = args.get(0);
        Path file = path(name);
        boolean replace = args.size() == 2 && args.get(1).equals(SessionCommand.REPLACE);
        try {
            if (!replace && Files.exists(file) && !Files.isDirectory(file) && !savedTo.contains(file.toRealPath())) {
                throw new IllegalStateException(name + " already exists (" + describe(file)
                        + "); type 'save " + name + " " + SessionCommand.REPLACE + "' to overwrite it");
            }
            files.save(session.rules(), session.history(), file);
            savedTo.add(file.toRealPath());
        } catch (IOException e) {
            throw new IllegalStateException(FileErrors.saving(file, e), e);
        }
        out.println("saved to " + name);
    }

    private void load(List<String> args) {
        String name = args.get(0);
        Path file = path(name);
        String numberText = args.size() == 2 ? args.get(1).replaceFirst("^0+(?=\\d)", "") : "1";
        if (numberText.length() > 18) {
            throw new IllegalArgumentException(file + ": there is no game " + numberText + " (no file holds that many)");
        }
        long number = Long.parseLong(numberText);
        SessionFiles.Loaded loaded;
        try {
            loaded = files.load(session.rules(), file, number);
        } catch (IOException e) {
            throw new IllegalStateException(FileErrors.loading(file, e), e);
        }
        session = new Session(loaded.rules(), loaded.history(), seats, roller, true);
        if (clock != null) {
            clock = new GameClock(clock.control());  // a saved game keeps no clock: it starts afresh
        }
        out.println("loaded game " + number + " of " + name + " (" + StatusText.count(loaded.moves(), "move") + ")");
        rollChance();
        show();
    }

    /** What an existing file holds, for a person deciding whether to replace it: its games, or its size. */
    private String describe(Path file) throws IOException {
        try {
            return files.describe(file);
        } catch (IOException | RuntimeException unreadable) {
            return StatusText.count(Files.size(file), "byte");
        }
    }

    /** The file a typed name means: a leading {@code ~/} is the user's home folder. */
    static Path path(String typed) {
        if (typed.equals("~") || typed.startsWith("~/")) {
            return Path.of(System.getProperty("user.home"), typed.substring(1).replaceFirst("^/+", ""));
        }
        return Path.of(typed);
    }

    private void show() {
        GameState s = session.state();
        Rules rules = session.rules();
        out.println(BoardText.render(rules, s));
        String legend = BoardText.legend(rules, s);
        if (!legend.isEmpty()) {
            out.println(legend);
        }
        for (String line : StatusText.lines(rules, session.history().start(), s, session.who(), session.choices())) {
            out.println(line);
        }
        if (clock != null) {
            out.println(ClockText.line(clock, now.getAsLong()));
        }
    }
}
