package dev.kingme.app.records;

import dev.kingme.app.session.Choices;
import dev.kingme.app.session.History;
import dev.kingme.app.terminal.ChoiceReader;
import dev.kingme.app.terminal.StatusText;
import dev.kingme.engine.Game;
import dev.kingme.engine.Side;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.american.American;
import dev.kingme.rules.checkers.CheckersFen;
import dev.kingme.rules.checkers.CheckersOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Saves and loads terminal games as PDN by way of the engine: PDN records American checkers as the engine
 * plays it, so only that game goes through here. Saving replays the session's moves, by their text, into
 * an engine {@link Game} and writes it with {@link PdnFiles}; loading reads a game with {@link PdnFiles}
 * and replays its move texts into the model, each through {@link ChoiceReader}, so the model stays the
 * only judge of the session's moves. A loaded game keeps its record's tags (event, players, date...) and
 * is saved with them again.
 *
 * <p>PDN has no place for chance outcomes, so a record starts where the sides' first move was made: after
 * an opening ballot, from that ballot's position (with a FEN tag).
 */
public final class PdnBridge implements SessionFiles {
    private final PdnFiles files = new PdnFiles();

    @Override
    public void save(Rules rules, History history, Path file) throws IOException {
        requirePdnGame(rules.kind(), "saving");
        Map<String, String> tags = new LinkedHashMap<>(history.tags());
        String result = tags.get("Result");
        if (!history.asRecorded() || result == null || dev.kingme.engine.Result.ofPdn(result.strip()) == null) {
            // The record's result was for the game as recorded; played on or taken back, the game's own counts
            // (as it does when the record's result is not one PDN can write).
            tags.remove("Result");
        }
        files.save(toEngine(rules, history), tags, file);
    }

    @Override
    public Loaded load(Rules rules, Path file, long number) throws IOException {
        requirePdnGame(rules.kind(), "loading");
        PdnFiles.Read read = files.load(file, number);
        Game game = read.game();
        Map<String, String> options = new LinkedHashMap<>(rules.options().asMap());
        options.put(CheckersOptions.HUFFING, String.valueOf(game.rules().huffing()));
        Rules played = rules.kind().rules(options);
        History history = new History(CheckersFen.fromPosition(game.start()).build(), read.tags());
        List<Game.Step> steps = game.steps();
        for (int i = 0; i < steps.size(); i++) {
            Game.Step step = steps.get(i);
            String text = step.isHuff() ? CheckersOptions.HUFF + " " + step.huffed() : step.move().toPdn();
            GameState before = history.current();
            Choices choices = Choices.of(played, before);
            Line line;
            try {
                line = ChoiceReader.read(played, before, choices, text);
            } catch (IllegalDecisionException e) {
                throw new IllegalArgumentException(file + ": game " + number + ": step " + (i + 1) + " \"" + text
                        + "\": " + e.getMessage());
            }
            history.add(new History.Played(before, before.player(), line, Lines.notation(played, before, line)));
        }
        history.recorded();
        return new Loaded(played, history, game.moves().size());
    }

    @Override
    public String describe(Path file) throws IOException {
        return "a PDN file of " + StatusText.count(files.count(file), "game");
    }

    private static void requirePdnGame(GameKind kind, String what) {
        if (!kind.name().equals(American.GAME.name())) {
            throw new IllegalArgumentException("PDN records " + American.GAME.name() + " only (this game is "
                    + kind.name() + "): use FILE.json for " + what + " a game record");
        }
    }

    /** The session's game as an engine game, its moves replayed by their text. */
    static Game toEngine(Rules rules, History history) {
        List<History.Step> steps = history.steps();
        int first = 0;
        while (first < steps.size() && steps.get(first) instanceof History.Rolled) {
            first++;
        }
        GameState start = first < steps.size() ? steps.get(first).before() : history.current();
        Options o = rules.options();
        Game game = new Game(CheckersFen.toPosition(start), new dev.kingme.engine.Rules(o.flag(CheckersOptions.HUFFING),
                o.number(CheckersOptions.NO_PROGRESS), o.number(CheckersOptions.REPETITIONS)));
        for (History.Step step : steps.subList(first, steps.size())) {
            if (step instanceof History.Played p) {
                play(rules, game, p);
            } else if (step instanceof History.Agreed a) {
                if (a.verdict().isDraw()) {
                    game.agreeDraw();
                } else {
                    game.resign(a.verdict().winner() == Player.BLACK ? Side.WHITE : Side.BLACK);
                }
            } else {
                throw new IllegalStateException("PDN cannot record chance during the game: "
                        + ((History.Rolled) step).outcome().label());
            }
        }
        return game;
    }

    private static void play(Rules rules, Game game, History.Played p) {
        if (p.line().first() instanceof Decision.Act a && a.name().equals(CheckersOptions.HUFF)) {
            game.huff(rules.topology().number(a.squares().get(0)));
        } else {
            game.play(p.text());
        }
    }
}
