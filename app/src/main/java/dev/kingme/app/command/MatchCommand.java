package dev.kingme.app.command;

import dev.kingme.app.match.BallotDeck;
import dev.kingme.app.match.BallotPairs;
import dev.kingme.app.match.MatchClock;
import dev.kingme.app.match.MatchGame;
import dev.kingme.app.match.MatchJson;
import dev.kingme.app.match.MatchPdn;
import dev.kingme.app.match.MatchPlayer;
import dev.kingme.app.match.MatchScore;
import dev.kingme.app.match.Sprt;
import dev.kingme.app.match.SprtSample;
import dev.kingme.app.records.AtomicFiles;
import dev.kingme.app.terminal.ProgressBar;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.checkers.CheckersOptions;
import dev.kingme.rules.record.Chooser;
import dev.kingme.rules.record.Entry;
import dev.kingme.rules.record.Match;
import dev.kingme.rules.record.MatchRunner;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code kingme match}: AI against AI for a number of games, colours alternating, and the score with its
 * uncertainty. Everything about a game is fixed by the seed (the choosers' and the dice's generators are
 * derived from it and the game's number), so a match replays exactly whatever the number of threads.
 */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = {"Plays AI against AI and prints wins, draws and losses of the first player (--black), the score"
                + " with a 95%% interval (Wilson's) and the Elo difference. Colours alternate: the first player is Black in games"
                + " 1, 3, 5, ... and White in games 2, 4, 6, ...; each player keeps its character.",
                "Players: random, greedy, ai or ai:LEVEL (1-5 or beginner, easy, medium, hard, strongest); mcts or"
                + " mcts:LEVEL is the AI without the checkers engine (its tree search plays plain checkers too);"
                + " 'engine:COMMAND ARGS' is another program speaking the engine protocol (plain checkers; every"
                + " move it sends is checked, and one that is not legal loses the game).",
                "  match --black ai:hard --white ai:easy --games 20",
                "  match --game fantasy-rpg --black ai --black-character mage --white ai --white-character cleric --games 10",
                "  match --black ai:strongest --white ai:medium --games 40 --ballots --threads 2 --json result.json",
                "  match --black ai:strongest --white ai:hard --ballots 2,30,54,83 --games 16",
                "  match --character-file paladin.json --game fantasy-rpg --black ai --black-character paladin --white ai"
                + " --white-character mage --games 10",
                "  match --black ai:strongest --white 'engine:java -jar old.jar engine' --ballots --movetime 100"
                + " --games 2000 --sprt elo0=0,elo1=10"})
public final class MatchCommand implements java.util.concurrent.Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--black", required = true, paramLabel = "SPEC", description = "the first player (Black in odd-numbered games)")
    String first;

    @Option(names = "--white", required = true, paramLabel = "SPEC", description = "the second player (White in odd-numbered games)")
    String second;

    @Option(names = "--games", paramLabel = "N", defaultValue = "2", description = "games to play (default: ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--game", paramLabel = "NAME", defaultValue = "american", description = "the game (default: ${DEFAULT-VALUE})")
    String game;

    @Option(names = "--black-character", paramLabel = "C", description = "the first player's character")
    String firstCharacter;

    @Option(names = "--white-character", paramLabel = "C", description = "the second player's character")
    String secondCharacter;

    @Option(names = "--ballots", arity = "0..1", paramLabel = "N,N,...", fallbackValue = "",
            description = "start from the ACF three-move ballots, each played twice with colours swapped: all of them in"
                    + " an order drawn from the seed, or those listed, in their order")
    String ballots;

    @Option(names = "--movetime", paramLabel = "MS", description = "time per decision for both AIs, replacing their levels' times")
    Long movetime;

    @Option(names = "--clock", paramLabel = "BASE+INC",
            description = "a time control for engine: players instead of --movetime: BASE seconds each for the game and"
                    + " INC more after each move (e.g. 10+0.1); a side whose time runs out loses")
    String clockText;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "games played at once (default: ${DEFAULT-VALUE})")
    int threads;

    @Option(names = "--seed", paramLabel = "S", description = "seed for the AIs and the dice (default: drawn and printed)")
    Long seed;

    @Option(names = "--json", paramLabel = "FILE", description = "also write the results, with every game's record, as JSON")
    Path json;

    @Option(names = "--pdn", paramLabel = "FILE",
            description = "also write every game as PDN (American checkers), with the result the match gave it")
    Path pdn;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "600",
            description = "a game still going after this many decisions is a draw (default: ${DEFAULT-VALUE})")
    int maxPlies;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "a game option, repeatable")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--sprt", paramLabel = "elo0=E0,elo1=E1",
            description = "stop as soon as a sequential probability ratio test decides between the first player being"
                    + " E0 and E1 Elo stronger (optionally alpha=A,beta=B, default 0.05 each); --games is then the most"
                    + " games to play. It reads the pairs of games from one ballot (pentanomial); in a game with ballots"
                    + " it plays them, as --ballots does, unless --ballots or --option opening= chooses otherwise")
    String sprtText;

    @Mixin
    CharacterFilesOption characterFiles;

    private MatchClock.TimeControl timeControl;

    @Override
    public Integer call() throws IOException, InterruptedException {
        characterFiles.install();
        MatchPlayer a = MatchPlayer.parse("--black", first);
        MatchPlayer b = MatchPlayer.parse("--white", second);
        Sprt sprt = sprtText == null ? null : Sprt.parse(sprtText);
        if (games < 1) {
            throw new IllegalArgumentException("--games must be at least 1, got " + games);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + threads);
        }
        if (maxPlies < 1) {
            throw new IllegalArgumentException("--max-plies must be at least 1, got " + maxPlies);
        }
        if (movetime != null && movetime < 1) {
            throw new IllegalArgumentException("--movetime must be at least 1 ms, got " + movetime);
        }
        if (clockText != null) {
            if (movetime != null) {
                throw new IllegalArgumentException("--clock and --movetime cannot be combined: choose a time control or a"
                        + " fixed time a move");
            }
            timeControl = MatchClock.TimeControl.parse("--clock", clockText);
            a.requireClockable("--black");
            b.requireClockable("--white");
        }
        GameKind kind = Games.byName(game);
        if (pdn != null) {
            MatchPdn.requireRecorded(kind);
        }
        Instant started = Instant.now();
        long base = seed != null ? seed : new SplittableRandom().nextLong();
        boolean ballotsByDefault = sprt != null && ballots == null && hasBallots(kind) && !options.containsKey(CheckersOptions.OPENING);
        if (ballotsByDefault) {
            ballots = "";  // an SPRT from one opening measures that opening alone
        }
        int[] deck = ballots == null ? null : deck(kind, base);
        List<Rules> rules = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            rules.add(rules(kind, i, deck));  // every game's options checked before the first is played
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("match: " + a.text() + describe(firstCharacter) + " against " + b.text() + describe(secondCharacter)
                + ", " + kind.name() + ", " + (sprt == null ? "" : "up to ") + games + " games, seed " + base
                + (timeControl == null ? "" : ", clock " + timeControl.text())
                + (ballotsByDefault ? ", from the three-move ballots (--sprt plays them unless --option opening= is given)" : ""));
        out.flush();
        List<MatchGame> played;
        try (a; b) {
            played = play(rules, a, b, deck, base, sprt);
        }
        summarize(out, a, b, played);
        if (sprt != null) {
            out.println(sprt.text(sample(played), played.size()));
        }
        if (json != null) {
            AtomicFiles.write(json, MatchJson.write(game, a.text(), firstCharacter, b.text(), secondCharacter, base,
                    movetime, timeControl, played));
            out.println("results written to " + json);
        }
        if (pdn != null) {
            AtomicFiles.write(pdn, MatchPdn.write(played, a.text(), b.text(), started));
            out.println(played.size() + " games written to " + pdn);
        }
        return 0;
    }

    private static String describe(String character) {
        return character == null ? "" : " (" + character + ")";
    }

    /** The ballots, one per pair of games: all in a seeded order, or those of {@code --ballots N,N,...}. */
    private int[] deck(GameKind kind, long base) {
        if (!hasBallots(kind)) {
            throw new IllegalArgumentException("--ballots: " + kind.name() + " has no opening ballots");
        }
        return ballots.isBlank() ? BallotDeck.shuffled(base) : BallotDeck.parse("--ballots", ballots);
    }

    private static boolean hasBallots(GameKind kind) {
        return kind.options().stream().map(OptionSpec::name).anyMatch(CheckersOptions.OPENING::equals);
    }

    private Rules rules(GameKind kind, int index, int[] deck) {
        Map<String, String> given = new LinkedHashMap<>(options);
        Player firstPlays = firstPlays(index);
        put(kind, given, firstPlays, "--black-character", firstCharacter);
        put(kind, given, firstPlays.opponent(), "--white-character", secondCharacter);
        if (deck != null) {
            given.put(CheckersOptions.OPENING, "three-move");
            given.put(CheckersOptions.BALLOT, String.valueOf(BallotDeck.ballot(deck, index)));
        }
        CharacterFilesOption.requireLoaded(kind, given, "");
        return kind.rules(given);
    }

    private static void put(GameKind kind, Map<String, String> given, Player side, String flag, String character) {
        if (character == null) {
            return;
        }
        String option = side.name().toLowerCase(java.util.Locale.ROOT);
        if (kind.characters().isEmpty()) {
            throw new IllegalArgumentException(flag + " " + character + ": " + kind.name() + " has no characters");
        }
        given.put(option, character.strip());
    }

    private static Player firstPlays(int index) {
        return index % 2 == 0 ? Player.BLACK : Player.WHITE;
    }

    /** A seed for one game and one use (the dice, each player), independent of the order games are played in. */
    static long seedOf(long base, int index, int use) {
        return new SplittableRandom(base ^ (0x9E3779B97F4A7C15L * (index + 1)) ^ (0xC2B2AE3D27D4EB4FL * (use + 1))).nextLong();
    }

    /**
     * What the SPRT reads of {@code played}: with ballots, the pairs of games from one ballot (pentanomial),
     * else every game on its own (trinomial).
     */
    private SprtSample sample(List<MatchGame> played) {
        if (ballots != null) {
            BallotPairs pairs = new BallotPairs();
            played.forEach(pairs::add);
            return pairs.sample();
        }
        MatchScore total = new MatchScore(0, 0, 0);
        for (MatchGame g : played) {
            total = total.plus(g.score());
        }
        return SprtSample.games(total);
    }

    /**
     * Plays the games on the pool's threads, in order of their numbers. With an SPRT, once it decides no
     * further game starts; the games already under way are finished and counted. With ballots the SPRT reads
     * the pairs finished so far (pentanomial), else the games (trinomial).
     */
    private List<MatchGame> play(List<Rules> rules, MatchPlayer a, MatchPlayer b, int[] deck, long base, Sprt sprt)
            throws InterruptedException {
        ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), games);
        AtomicReference<MatchScore> running = new AtomicReference<>(new MatchScore(0, 0, 0));
        BallotPairs pairs = new BallotPairs();
        java.util.concurrent.atomic.AtomicBoolean decided = new java.util.concurrent.atomic.AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<MatchGame>> futures = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                int index = i;
                futures.add(pool.submit(() -> {
                    if (decided.get()) {
                        return null;
                    }
                    MatchGame g = playOne(rules.get(index), index, a, b, BallotDeck.ballot(deck, index), base);
                    MatchScore now = running.accumulateAndGet(g.score(), MatchScore::plus);
                    SprtSample sample = null;
                    if (sprt != null) {
                        pairs.add(g);
                        sample = ballots != null ? pairs.sample() : SprtSample.games(now);
                        if (sprt.verdict(sample) != Sprt.Verdict.CONTINUE) {
                            decided.set(true);
                        }
                    }
                    bar.step(now.tally() + (sample == null ? "" : "  " + sprt.status(sample)));
                    return g;
                }));
            }
            List<MatchGame> out = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                try {
                    MatchGame g = futures.get(i).get();
                    if (g != null) {
                        out.add(g);
                    }
                } catch (ExecutionException e) {
                    throw new IllegalStateException("game " + (i + 1) + ": " + e.getCause().getMessage(), e.getCause());
                }
            }
            if (out.size() < games) {
                spec.commandLine().getErr().println();
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    private MatchGame playOne(Rules rules, int index, MatchPlayer a, MatchPlayer b, int ballot, long base) {
        Player firstPlays = firstPlays(index);
        long time = movetime == null ? 0 : movetime;
        MatchClock clock = timeControl == null ? null : new MatchClock(timeControl);
        Chooser ca = a.chooser(time, clock, seedOf(base, index, 1));
        Chooser cb = b.chooser(time, clock, seedOf(base, index, 2));
        Chooser black = firstPlays == Player.BLACK ? ca : cb;
        Chooser white = firstPlays == Player.BLACK ? cb : ca;
        Match m = new MatchRunner(new SplittableRandom(seedOf(base, index, 0))).play(rules, black, white, maxPlies);
        int plies = 0;
        for (Entry e : m.record().entries()) {
            plies += e instanceof Entry.Chosen ? 1 : 0;
        }
        Verdict v = m.verdict() != null ? m.verdict() : Verdict.draw("still going after " + maxPlies + " decisions");
        // an engine that broke the protocol or the rules has lost, whatever the board says
        String blackForfeit = MatchPlayer.forfeit(black);
        String whiteForfeit = MatchPlayer.forfeit(white);
        if (blackForfeit != null) {
            v = Verdict.win(Player.WHITE, "Black's engine forfeits: " + blackForfeit);
        } else if (whiteForfeit != null) {
            v = Verdict.win(Player.BLACK, "White's engine forfeits: " + whiteForfeit);
        }
        return new MatchGame(index + 1, firstPlays, ballot, v, plies, m, clock);
    }

    private void summarize(PrintWriter out, MatchPlayer a, MatchPlayer b, List<MatchGame> played) {
        MatchScore total = new MatchScore(0, 0, 0);
        MatchScore asBlack = new MatchScore(0, 0, 0);
        MatchScore asWhite = new MatchScore(0, 0, 0);
        long plies = 0;
        Map<String, Integer> reasons = new LinkedHashMap<>();
        for (MatchGame g : played) {
            total = total.plus(g.score());
            if (g.firstPlays() == Player.BLACK) {
                asBlack = asBlack.plus(g.score());
            } else {
                asWhite = asWhite.plus(g.score());
            }
            plies += g.plies();
            reasons.merge(g.verdict().reason(), 1, Integer::sum);
        }
        out.println(total.text(a.text() + describe(firstCharacter) + " against " + b.text() + describe(secondCharacter)));
        out.println("as Black " + asBlack.tally() + ", as White " + asWhite.tally() + "; "
                + String.format("%.1f", (double) plies / played.size()) + " decisions per game on average");
        if (timeControl != null && !played.isEmpty()) {
            double first = played.stream().mapToLong(g -> g.leftMillis(true)).average().orElse(0) / 1000;
            double second = played.stream().mapToLong(g -> g.leftMillis(false)).average().orElse(0) / 1000;
            out.println(String.format(java.util.Locale.ROOT, "clock %s: on average %.2f s left at the end for the first"
                    + " player, %.2f s for the second", timeControl.text(), first, second));
        }
        for (Map.Entry<String, Integer> e : reasons.entrySet()) {
            out.println("  " + e.getValue() + " x " + e.getKey());
        }
    }
}
