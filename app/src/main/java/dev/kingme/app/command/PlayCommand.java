package dev.kingme.app.command;

import dev.kingme.ai.AiSpec;
import dev.kingme.ai.Players;
import dev.kingme.app.records.FenStart;
import dev.kingme.app.records.PdnBridge;
import dev.kingme.app.records.RecordFiles;
import dev.kingme.app.records.SessionFiles;
import dev.kingme.app.records.SessionFilesByKind;
import dev.kingme.app.session.ChanceRoller;
import dev.kingme.app.session.GameClock;
import dev.kingme.app.session.TimeControl;
import dev.kingme.app.session.Seats;
import dev.kingme.app.terminal.PlaySession;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.checkers.CheckersOptions;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
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

/** {@code kingme play}: people or AIs at one terminal, any game Kingme knows. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Plays a game at one terminal, between two people or against the AI: American",
                "checkers, or any game 'kingme games' lists. Type a choice's number, a move",
                "in PDN (11-15, 22x15, 24x15x6) or a choice as listed; 'help' lists commands.",
                "--black and --white say who plays a side: human (the default), random, greedy,",
                "ai or ai:LEVEL (1-5, or beginner, easy, medium, hard, strongest):",
                "  play --white ai:hard",
                "  play --game warp --black ai --white ai:beginner",
                "In a game with characters, --black and --white choose the characters instead,",
                "from either set in either game (--black-character and --white-character when",
                "the side is also given a player):",
                "  play --game fantasy-rpg --black ai:hard --black-character mage --white ranger",
                "  play --game fantasy-rpg --black mage --white cleric",
                "  play --game schlock-mercenary --black schlock --white tagon",
                "  play --game schlock-mercenary --black mage --white bunnigus    (a mixed game)",
                "A character written in a file plays like the built-in ones once its file is loaded:",
                "  play --character-file paladin.json --game fantasy-rpg --black paladin --white ai --white-character mage",
                "A saved game of a file's character loads again only with the same --character-file.",
                "--clock 5+3 plays under a clock (shown under the board; the AI spends its own).",
                "When the five-piece endgame databases are missing, play builds them in the background (the AI",
                "uses them once they are ready); --no-egdb-build does not."})
public final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--game", paramLabel = "NAME", defaultValue = "american",
            description = "the game to play, as 'kingme games' names it (default: ${DEFAULT-VALUE})")
    String game;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "a game option, repeatable: --option huffing=true --option opening=three-move")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--fen", paramLabel = "POSITION",
            description = "start from this position, in the game's own position text: PDN FEN for the checkers"
                    + " games (B:W18,24,K10:B12,16), with Lilypad's pawns as a fourth field (:P2,30), Warp's FEN on"
                    + " all 64 squares with K, Q, F for kings, queens, fragments (B:W40,K57:B30,Q8)")
    String fen;

    @Option(names = "--seed", paramLabel = "N", description = "seed for chance (an opening ballot, dice): the same seed, the same rolls")
    Long seed;

    @Option(names = "--huffing", description = "same as --option huffing=true")
    boolean huffing;

    @Option(names = "--no-progress", paramLabel = "N", description = "same as --option no-progress=N")
    Integer noProgress;

    @Option(names = "--repetitions", paramLabel = "N", description = "same as --option repetitions=N")
    Integer repetitions;

    @Option(names = "--opening", paramLabel = "STYLE", description = "same as --option opening=STYLE")
    String opening;

    @Option(names = "--ballot", paramLabel = "N", description = "same as --option ballot=N")
    Integer ballot;

    @Option(names = "--black", paramLabel = "PLAYER|CHARACTER",
            description = "who plays Black (human, random, greedy, ai, ai:LEVEL, mcts), or Black's character in a game with"
                    + " characters (fantasy-rpg, schlock-mercenary; a character of either set, or none)")
    String black;

    @Option(names = "--white", paramLabel = "PLAYER|CHARACTER",
            description = "who plays White (human, random, greedy, ai, ai:LEVEL, mcts), or White's character in a game with"
                    + " characters")
    String white;

    @Option(names = "--black-character", paramLabel = "CHARACTER", description = "Black's character: same as --option black=CHARACTER")
    String blackCharacter;

    @Option(names = "--white-character", paramLabel = "CHARACTER", description = "White's character: same as --option white=CHARACTER")
    String whiteCharacter;

    @Option(names = "--clock", paramLabel = "CONTROL",
            description = "play under a clock: minutes+increment seconds (5+3; presets 1+0, 3+2, 5+3, 10+5, 15+10),"
                    + " SECONDSs+INCREMENT (20s+1), dDAYS for days a move (d3), or none (the default)")
    String clock;

    @Mixin
    CharacterFilesOption characterFiles;

    @Mixin
    EgdbBuildOption egdb;

    @Override
    public Integer call() throws IOException {
        characterFiles.install();
        GameKind kind = Games.byName(game);
        Map<String, String> given = GivenOptions.merge(kind, options, flags(kind));
        CharacterFilesOption.requireLoaded(kind, given, "");
        Rules rules = kind.rules(given);
        GameState start = rules.initial();
        if (fen != null) {
            FenStart.check(rules, "--fen");
            start = FenStart.state(rules, fen);
        }
        ChanceRoller roller = new ChanceRoller(seed == null ? new java.security.SecureRandom().nextLong()
                // nearby seeds should give unrelated dice: spread the seed first
                : new java.util.SplittableRandom(seed).nextLong());
        PrintWriter err = spec.commandLine().getErr();
        egdb.start(err, EgdbProgress.terminal(err, null)); // play starts at once; the AI takes them when ready
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        SessionFiles files = new SessionFilesByKind(new PdnBridge(), new RecordFiles(fen));
        TimeControl control = clock == null ? null : TimeControl.parse(clock);
        Map<Player, AiSpec> ais = new java.util.EnumMap<>(Player.class);
        new PlaySession(rules, start, roller, in, spec.commandLine().getOut(), files, seats(ais))
                .clocked(control == null ? null : new GameClock(control), ais, System::currentTimeMillis).run();
        return 0;
    }

    /** People by default; {@code --black ai:hard} and the like put an AI on a side, seeded by {@code --seed}. */
    private Seats seats(Map<Player, AiSpec> ais) {
        Seats seats = Seats.people();
        for (Player side : Player.values()) {
            String value = side == Player.BLACK ? black : white;
            if (value == null || !SideFlag.namesPlayer(value)) {
                continue;
            }
            AiSpec who = AiSpec.parse(value);
            if (!who.isHuman()) {
                long s = seed == null ? new java.util.SplittableRandom().nextLong() : MatchCommand.seedOf(seed, 0, 1 + side.ordinal());
                seats.with(side, Players.of(who, s), who.text());
                ais.put(side, who);
            }
        }
        return seats;
    }

    /** The flags that were given, as the options they stand for. */
    private List<GivenOptions.Flag> flags(GameKind kind) {
        List<GivenOptions.Flag> out = new ArrayList<>();
        if (huffing) {
            out.add(new GivenOptions.Flag("--huffing", CheckersOptions.HUFFING, "true"));
        }
        add(out, "--no-progress", CheckersOptions.NO_PROGRESS, noProgress);
        add(out, "--repetitions", CheckersOptions.REPETITIONS, repetitions);
        add(out, "--opening", CheckersOptions.OPENING, opening);
        add(out, "--ballot", CheckersOptions.BALLOT, ballot);
        for (Player side : Player.values()) {
            String value = side == Player.BLACK ? black : white;
            String character = side == Player.BLACK ? blackCharacter : whiteCharacter;
            if (character != null && value != null && !SideFlag.namesPlayer(value)) {
                throw new IllegalArgumentException(SideFlag.flag(side) + " " + value + " and " + SideFlag.flag(side)
                        + "-character " + character + " both choose a character: give one");
            }
            if (character == null && value != null && !SideFlag.namesPlayer(value)) {
                character = value;
            }
            GivenOptions.Flag f = SideFlag.of(kind, side, character);
            if (f != null) {
                out.add(f);
            }
        }
        return out;
    }

    private static void add(List<GivenOptions.Flag> out, String flag, String option, Object value) {
        if (value != null) {
            out.add(new GivenOptions.Flag(flag, option, String.valueOf(value)));
        }
    }
}
