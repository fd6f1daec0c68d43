package dev.kingme.app.command;

import dev.kingme.ai.Analysis;
import dev.kingme.ai.Analyst;
import dev.kingme.ai.Budget;
import dev.kingme.app.records.FenStart;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code kingme analyze}: the best move in a position, its score and the line the AI expects. Plain
 * checkers goes to the engine's search; every other game to the search over the general model.
 */
@Command(name = "analyze", aliases = "analyse", mixinStandardHelpOptions = true,
        description = {"Prints the best move in a position, its score for the side to move and the principal variation.",
                "  analyze --fen B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29 --depth 20",
                "  analyze --game fantasy-rpg --black mage --white cleric --movetime 2000",
                "  analyze --character-file paladin.json --game fantasy-rpg --black paladin --white mage",
                "Without --fen the game's own start is analysed; without --depth or --movetime, one second."})
public final class AnalyzeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", paramLabel = "POSITION",
            description = "the position, in the game's own position text: PDN FEN for the checkers games,"
                    + " Warp's FEN on all 64 squares for warp (B:W40,K57:B30,Q8)")
    String fen;

    @Option(names = "--game", paramLabel = "NAME", defaultValue = "american", description = "the game (default: ${DEFAULT-VALUE})")
    String game;

    @Option(names = "--black", paramLabel = "CHARACTER", description = "Black's character in a game with characters")
    String black;

    @Option(names = "--white", paramLabel = "CHARACTER", description = "White's character in a game with characters")
    String white;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "a game option, repeatable")
    Map<String, String> options = new LinkedHashMap<>();

    @Mixin
    SearchLimitOption limit;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "seed for the search's own sampling (default: ${DEFAULT-VALUE})")
    long seed;

    @Mixin
    CharacterFilesOption characterFiles;

    @Option(names = "--threads", paramLabel = "N",
            description = "the checkers engine's search threads (Lazy SMP; default: all cores)")
    Integer threads;

    @Override
    public Integer call() {
        characterFiles.install();
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (n < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + n);
        }
        int before = dev.kingme.engine.search.Searcher.defaultThreads();
        dev.kingme.engine.search.Searcher.setDefaultThreads(n);
        try {
            return analyse();
        } finally {
            dev.kingme.engine.search.Searcher.setDefaultThreads(before);
        }
    }

    private int analyse() {
        GameKind kind = Games.byName(game);
        List<GivenOptions.Flag> flags = new ArrayList<>();
        for (Player side : Player.values()) {
            GivenOptions.Flag f = SideFlag.of(kind, side, side == Player.BLACK ? black : white);
            if (f != null) {
                flags.add(f);
            }
        }
        Map<String, String> given = GivenOptions.merge(kind, options, flags);
        CharacterFilesOption.requireLoaded(kind, given, "");
        Rules rules = kind.rules(given);
        GameState s = rules.initial();
        if (fen != null) {
            FenStart.check(rules, "--fen");
            s = FenStart.state(rules, fen);
        }
        ToAct who = rules.toAct(s);
        if (who instanceof ToAct.Terminal t) {
            throw new IllegalArgumentException("the game is over in this position: " + t.verdict().reason());
        }
        if (who instanceof ToAct.Chance c) {
            throw new IllegalArgumentException("chance acts next in this position (" + c.what() + "), not a side");
        }
        Budget budget = limit.budget(1000);
        Analysis a = Analyst.analyze(rules, s, budget, seed);
        Player p = ((ToAct.Choice) who).player();
        PrintWriter out = spec.commandLine().getOut();
        out.println("best: " + a.bestText());
        // an estimate that already names its side ("61% for Black") is not named twice
        out.println("score: " + a.scoreText() + (a.scoreText().contains(" for ") ? "" : " for " + p.title()));
        out.println("pv: " + String.join("  ", a.pv()));
        out.println("depth " + a.depth() + ", " + a.nodes() + " nodes, " + a.millis() + " ms");
        return 0;
    }
}
