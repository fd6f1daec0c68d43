package dev.kingme.rules;

import java.util.List;

/**
 * The rules of one game with its options fixed: who acts, what they may decide, and what follows.
 * Implementations are immutable and thread-safe; all game data lives in {@link GameState}.
 */
public interface Rules {
    /** The game these rules play (its name and options). */
    GameKind kind();

    Options options();

    Topology topology();

    /** The state a game starts from (before any setup decision). */
    GameState initial();

    /**
     * The state a game starts from when its record gives a start of its own ({@code setup}: for checkers
     * games a PDN FEN), so a record of a game begun from a composed position replays. Games without a text
     * form of their start refuse.
     *
     * @throws IllegalArgumentException if the game has no setup text or {@code setup} is not valid for it
     */
    default GameState initial(String setup) {
        throw new IllegalArgumentException(kind().name() + ": this game has no setup text");
    }

    /** Who acts in {@code state}: a side in a window, chance, or nobody because the game is over. */
    ToAct toAct(GameState state);

    /** Everything the side to act may decide now; empty when chance acts or the game is over. */
    List<Decision> legalDecisions(GameState state);

    /**
     * The state after {@code decision}, with its events.
     *
     * @throws IllegalDecisionException if the decision is not legal now, with the reason
     */
    Transition step(GameState state, Decision decision);

    /**
     * The state after chance produced {@code outcome}.
     *
     * @throws IllegalDecisionException if chance does not act now or the outcome is not one of its outcomes
     */
    default Transition chance(GameState state, Outcome outcome) {
        throw new IllegalDecisionException("chance does not act in " + kind().name());
    }

    default GameState apply(GameState state, Decision decision) {
        return step(state, decision).state();
    }

    default GameState resolve(GameState state, Outcome outcome) {
        return chance(state, outcome).state();
    }

    /** A decision in the game's notation (PDN style for checkers: {@code 11-15}, {@code 11x18}). */
    String notation(GameState state, Decision decision);

    /** A whole move (see {@link Line}) in the game's notation; by default its decisions one after another. */
    default String notation(GameState state, List<Decision> line) {
        return decisionByDecision(this, state, line);
    }

    /** A line written decision by decision, separated by commas, each in {@code rules}' notation. */
    static String decisionByDecision(Rules rules, GameState state, List<Decision> line) {
        StringBuilder sb = new StringBuilder();
        GameState s = state;
        for (Decision d : line) {
            sb.append(sb.length() == 0 ? "" : ", ").append(rules.notation(s, d));
            s = rules.apply(s, d);
        }
        return sb.toString();
    }

    /** Must a side that can capture take a capture (checkers' rule)? Interfaces say so when it applies. */
    default boolean capturesMandatory() {
        return true;
    }

    /** A short description of what {@code state} holds beyond the board, for interfaces ("" if nothing). */
    default String describe(GameState state) {
        return "";
    }

    /**
     * What the side to act is asked, in words, when the state stops for a decision that is not a move (a
     * reaction in the opponent's turn, a choice at the start or end of a turn or within a power), for
     * interfaces: {@code whether to take another turn (extra-turn for 2 pennies, or pass)}; "" when nothing
     * is asked that way.
     */
    default String question(GameState state) {
        return "";
    }
}
