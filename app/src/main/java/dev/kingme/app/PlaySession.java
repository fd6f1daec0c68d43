package dev.kingme.app;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
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

/**
 * Two people at one terminal, for any game of the model: shows the board and the choices, reads a choice
 * or a command per line, rolls chance itself, prints what each decision and roll did that the board does
 * not show ({@link EventText}), and answers what it cannot do with {@code ! reason}. It knows no game:
 * everything it says about a game comes from that game's {@link Rules}.
 *
 * <p>Saved data is never lost by a slip: {@code save FILE} replaces an existing file only when this
 * session saved to that same file before; any other needs {@code save FILE replace}.
 */
final class PlaySession {
    private final BufferedReader in;
    private final PrintWriter out;
    private final ChanceRoller roller;
    private final SessionFiles files;
    private final Seats seats;
    private Rules rules;
    private History history;
    private Player drawOfferedBy;
    /** The files this session has saved to, by their real path: saving to them again replaces them. */
    private final Set<Path> savedTo = new HashSet<>();

    PlaySession(Rules rules, GameState start, ChanceRoller roller, BufferedReader in, PrintWriter out, SessionFiles files) {
        this(rules, start, roller, in, out, files, Seats.people());
    }

    PlaySession(Rules rules, GameState start, ChanceRoller roller, BufferedReader in, PrintWriter out, SessionFiles files,
            Seats seats) {
        this.seats = seats;
        this.rules = rules;
        this.history = new History(start);
        this.roller = roller;
        this.in = in;
        this.out = out;
        this.files = files;
    }

    void run() throws IOException {
        out.println("Kingme: " + rules.kind().title() + ". Type 'help' for commands.");
        out.println("Options: " + options(rules.options().asMap()));
        if (history.start().equals(rules.initial())) {
            FixedChance.notes(rules, history.start()).forEach(out::println);
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
                handle(command);
            } catch (IllegalArgumentException | IllegalStateException e) {
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
        out.print(StatusText.prompt(who(), history.current()));
        out.flush();
        return true;
    }

    private ToAct who() {
        return WhoActs.of(rules, history.current());
    }

    private void handle(SessionCommand command) {
        switch (command.kind()) {
            case HELP -> out.println(SessionCommand.help(rules));
            case BOARD -> show();
            case MOVES -> listChoices();
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
        ToAct who = who();
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
        GameState before = history.current();
        Choices choices = Choices.of(rules, before);
        play(c, before, choices, ChoiceReader.read(rules, before, choices, text));
    }

    /**
     * The AIs decide for as long as one of them is to act: a whole move at a time (each hop asked of the AI
     * in turn), shown like a person's.
     */
    private void aiMoves() {
        while (who() instanceof ToAct.Choice c && seats.ai(c.player()) != null) {
            GameState before = history.current();
            GameState at = before;
            List<Decision> decisions = new java.util.ArrayList<>();
            do {
                decisions.add(seats.ai(c.player()).choose(rules, at, rules.legalDecisions(at)));
                at = rules.apply(at, decisions.get(decisions.size() - 1));
            } while (Choices.goesOn(rules, before, c.player(), at));
            Choices choices = Choices.of(rules, before);
            Line line = null;
            for (Line l : choices.lines()) {
                if (l.decisions().equals(decisions)) {
                    line = l;
                }
            }
            if (line == null) {
                throw new IllegalStateException(seats.title(c.player()) + " chose " + decisions + ", which is not a choice here");
            }
            out.print(seats.title(c.player()) + ": ");
            play(c, before, choices, line);
        }
    }

    private void play(ToAct.Choice c, GameState before, Choices choices, Line line) {
        String written = choices.texts().get(choices.lines().indexOf(line));
        history.add(new History.Played(before, c.player(), line, written));
        drawOfferedBy = null;
        out.println(written);
        GameState at = before;
        for (Decision d : line.decisions()) {
            Transition t = rules.step(at, d);
            EventText.lines(t.events()).forEach(out::println);
            at = t.state();
        }
        rollChance();
        show();
    }

    /**
     * Chance acts by itself: roll until a side is to choose or the game is over, saying what came up and
     * what it did (a saving throw's roll, LD and result) as it happens.
     */
    private void rollChance() {
        while (who() instanceof ToAct.Chance chance) {
            GameState before = history.current();
            Outcome o = roller.roll(chance, before);
            Transition t = rules.chance(before, o);
            history.add(new History.Rolled(before, o, t.state()));
            out.println("chance: " + o.label());
            EventText.lines(t.events()).forEach(out::println);
        }
    }

    /** Each side's character and its powers in full, as the game's character list gives them. */
    private void powers() {
        if (rules.character(Player.BLACK) == null) {
            throw new IllegalStateException(rules.kind().name() + " has no characters: 'moves' lists the choices");
        }
        for (Player p : Player.values()) {
            Persona c = rules.character(p);
            out.println(p.title() + " (" + c.title() + "):");
            for (String power : c.powers()) {
                out.println("  " + power);
            }
        }
    }

    private void listChoices() {
        ToAct.Choice c = side("");
        List<String> texts = Choices.of(rules, history.current()).texts();
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
        if (!seats.anyPerson()) {
            throw new IllegalStateException("both sides are played by the AI: there is nobody to take a move back for");
        }
        History.Step undone = history.undo();
        while (who() instanceof ToAct.Choice c && seats.ai(c.player()) != null) {
            History.Step more;
            try {
                more = history.undo();
            } catch (IllegalStateException nothingLeft) {
                break;  // the AI moved first: it moves again
            }
            out.println("took back " + describe(undone));
            undone = more;
        }
        drawOfferedBy = null;
        out.println("took back " + describe(undone));
        show();
    }

    private String describe(History.Step step) {
        if (step instanceof History.Played p) {
            return seats.title(p.player()) + "'s " + p.text();
        }
        return "the ending: " + ((History.Agreed) step).verdict().reason();
    }

    /**
     * The side to move offers a draw. The other side cannot type on the offerer's turn, so it accepts at
     * this same prompt; when the offerer plays on instead, the offer lapses.
     */
    private void offerDraw() {
        ToAct.Choice c = side("");
        if (seats.ai(c.player().opponent()) != null) {
            throw new IllegalStateException(seats.title(c.player().opponent()) + " declines the draw: play on");
        }
        drawOfferedBy = c.player();
        out.println(drawOfferedBy.title() + " offers a draw. " + drawOfferedBy.opponent().title()
                + ": type 'accept' to agree; otherwise " + drawOfferedBy.title() + " plays on.");
    }

    private void acceptDraw() {
        side("");
        if (drawOfferedBy == null) {
            throw new IllegalStateException("no draw has been offered");
        }
        agree(Verdict.draw("draw by agreement"));
    }

    /** The side named ({@code resign black}), or the side to move, gives up. */
    private void resign(List<String> args) {
        ToAct.Choice c = side("");
        Player loser = args.isEmpty() ? c.player() : Player.valueOf(args.get(0).toUpperCase(Locale.ROOT));
        agree(Verdict.win(loser.opponent(), loser.title() + " resigned"));
    }

    /** Ends the game by the players' word, as the state's agreed verdict (see {@link WhoActs}). */
    private void agree(Verdict verdict) {
        GameState before = history.current();
        history.add(new History.Agreed(before, verdict, before.toBuilder().agreed(verdict).build()));
        drawOfferedBy = null;
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
            files.save(rules, history, file);
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
            loaded = files.load(rules, file, number);
        } catch (IOException e) {
            throw new IllegalStateException(FileErrors.loading(file, e), e);
        }
        rules = loaded.rules();
        history = loaded.history();
        drawOfferedBy = null;
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
        GameState s = history.current();
        ToAct who = who();
        out.println(BoardText.render(rules, s));
        String legend = BoardText.legend(rules, s);
        if (!legend.isEmpty()) {
            out.println(legend);
        }
        for (String line : StatusText.lines(rules, s, who, Choices.of(rules, s))) {
            out.println(line);
        }
    }
}
