package dev.kingme.engine.openings;

import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Rules;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.Replay;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An opening explorer over a collection of games: for a position, every move played from it in the games, with
 * how many games and how they ended; and the ACF ballot whose three moves lead to it, where one does. Only the
 * games that replay whole and have a result count, each up to its first {@code plies} moves.
 */
public final class Explorer {
    /** A move played from a position: in how many games, and how many of them Black won, were drawn, White won. */
    public record Played(String move, int games, int blackWins, int draws, int whiteWins) {
        /** The points of the side that made the move, per game (a win 1, a draw 1/2). */
        public double score(boolean black) {
            return ((black ? blackWins : whiteWins) + draws / 2.0) / games;
        }
    }

    private final Map<Position, Map<String, int[]>> byPosition;
    private final Map<Position, Opening> ballots;
    private final int games;

    private Explorer(Map<Position, Map<String, int[]>> byPosition, Map<Position, Opening> ballots, int games) {
        this.byPosition = byPosition;
        this.ballots = ballots;
        this.games = games;
    }

    /** The explorer of {@code games} (each up to its first {@code plies} moves) and of the ballots {@code ballots}. */
    public static Explorer of(List<PdnGame> games, List<Opening> ballots, int plies) {
        Map<Position, Map<String, int[]>> byPosition = new HashMap<>();
        int counted = 0;
        for (PdnGame g : games) {
            Optional<Result> result = g.result();
            if (result.isEmpty() || result.get() == Result.ONGOING) {
                continue;
            }
            Replay r = g.replay();
            if (!r.ok() || r.game().isEmpty()) {
                continue;
            }
            int outcome = switch (result.get()) {
                case BLACK_WINS -> 0;
                case DRAW -> 1;
                default -> 2;
            };
            List<Game.Step> steps = r.game().get().steps();
            for (int i = 0; i < Math.min(plies, steps.size()); i++) {
                Game.Step step = steps.get(i);
                if (step.isHuff()) {
                    break;
                }
                byPosition.computeIfAbsent(step.before(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(step.move().toPdn(), k -> new int[3])[outcome]++;
            }
            counted++;
        }
        Map<Position, Opening> named = new HashMap<>();
        for (Opening o : ballots) {
            Game game = new Game(Position.initial(), Rules.STANDARD);
            try {
                o.moves().forEach(game::play);
            } catch (IllegalArgumentException e) {
                continue;  // a barred or odd ballot that does not replay is named nowhere
            }
            named.putIfAbsent(game.position(), o);
        }
        return new Explorer(byPosition, named, counted);
    }

    /** How many games the explorer counts. */
    public int games() {
        return games;
    }

    /** The moves played from {@code p}, the most played first (then by their text). */
    public List<Played> moves(Position p) {
        List<Played> out = new ArrayList<>();
        byPosition.getOrDefault(p, Map.of()).forEach((move, n) -> out.add(new Played(move, n[0] + n[1] + n[2], n[0], n[1], n[2])));
        out.sort(Comparator.comparingInt(Played::games).reversed().thenComparing(Played::move));
        return out;
    }

    /** The ACF ballot whose three moves lead to {@code p}, if one does. */
    public Optional<Opening> ballot(Position p) {
        return Optional.ofNullable(ballots.get(p));
    }
}
