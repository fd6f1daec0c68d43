package dev.kingme.app;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Game;
import dev.kingme.engine.Rules;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.openings.Restriction;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code kingme play}: two people at one terminal. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Two people play American checkers at one terminal.",
                "Type moves in PDN (11-15, 22x15, 24x15x6) or their number from 'moves'; 'help' lists commands."})
public final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", description = "start from this position (PDN FEN)")
    String fen;

    @Option(names = "--huffing", description = "captures are not forced; a declined capture may be huffed")
    boolean huffing;

    @Option(names = "--no-progress", paramLabel = "N", defaultValue = "40",
            description = "draw after N moves by each side without a capture or a man's move; 0: off (default: ${DEFAULT-VALUE})")
    int noProgress;

    @Option(names = "--repetitions", paramLabel = "N", defaultValue = "3",
            description = "draw when a position occurs N times; 0: off (default: ${DEFAULT-VALUE})")
    int repetitions;

    @Option(names = "--opening", paramLabel = "STYLE", defaultValue = "gayp",
            description = "gayp (go as you please), two-move or three-move restriction (default: ${DEFAULT-VALUE})")
    String opening;

    @Option(names = "--ballot", paramLabel = "N", description = "the ballot number to play (default: drawn at random)")
    Integer ballot;

    @Option(names = "--seed", paramLabel = "N", description = "seed for drawing the ballot")
    Long seed;

    @Override
    public Integer call() throws IOException {
        Rules rules = new Rules(huffing, noProgress, repetitions);
        Game game = start(rules);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        new PlaySession(game, in, spec.commandLine().getOut(), new PdnFiles()).run();
        return 0;
    }

    private Game start(Rules rules) {
        Restriction restriction = restriction(opening);
        if (fen != null) {
            if (ballot != null || restriction.ballotLength() > 0) {
                throw new IllegalArgumentException("--fen cannot be combined with --opening or --ballot");
            }
            return new Game(Fen.parse(fen), rules);
        }
        if (restriction.ballotLength() == 0) {
            if (ballot != null) {
                throw new IllegalArgumentException("--ballot needs --opening two-move or three-move");
            }
            return new Game(dev.kingme.engine.Position.initial(), rules);
        }
        Opening chosen;
        if (ballot != null) {
            chosen = restriction.byNumber(ballot).orElseThrow(() -> new IllegalArgumentException(
                    "there is no " + opening + " ballot number " + ballot
                            + " (1-" + restriction.ballots().size() + ")"));
        } else {
            chosen = restriction.draw(seed == null ? new Random() : new Random(seed));
        }
        spec.commandLine().getOut().println(restriction.title() + " ballot " + chosen.number()
                + (chosen.hasName() ? " (" + chosen.name() + ")" : "") + ": " + chosen.movesText());
        return restriction.start(chosen, rules);
    }

    static Restriction restriction(String name) {
        switch (name) {
            case "gayp":
                return Restriction.goAsYouPlease();
            case "two-move":
                return Restriction.twoMove();
            case "three-move":
                return Restriction.threeMove();
            default:
                throw new IllegalArgumentException("--opening must be gayp, two-move or three-move, not '" + name + "'");
        }
    }
}
