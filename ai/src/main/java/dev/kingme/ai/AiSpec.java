package dev.kingme.ai;

import java.util.Locale;

/**
 * Who plays a side, as written on the command line: {@code human}, {@code random}, {@code greedy}, or
 * {@code ai} with an optional level ({@code ai:3}, {@code ai:hard}; {@link Level#MEDIUM} when left out).
 * {@code mcts} (with a level the same way) is the AI without the checkers engine: it plays plain checkers
 * with its tree search as it plays every other game, to measure that search where the engine would
 * otherwise stand in; in the other games it is the AI.
 */
public record AiSpec(Kind kind, Level level) {
    public enum Kind { HUMAN, RANDOM, GREEDY, AI, MCTS }

    public static AiSpec parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        int colon = t.indexOf(':');
        String head = colon < 0 ? t : t.substring(0, colon);
        String tail = colon < 0 ? null : t.substring(colon + 1);
        Kind kind = switch (head) {
            case "human" -> Kind.HUMAN;
            case "random" -> Kind.RANDOM;
            case "greedy" -> Kind.GREEDY;
            case "ai" -> Kind.AI;
            case "mcts" -> Kind.MCTS;
            default -> throw new IllegalArgumentException("'" + text + "' is not a player: use human, random, greedy, "
                    + "ai or ai:LEVEL (1-5 or beginner, easy, medium, hard, strongest), or mcts[:LEVEL]");
        };
        if (tail != null && kind != Kind.AI && kind != Kind.MCTS) {
            throw new IllegalArgumentException("'" + text + "': only ai and mcts take a level (ai:LEVEL)");
        }
        return new AiSpec(kind, tail == null ? Level.MEDIUM : Level.parse(tail));
    }

    public boolean isHuman() {
        return kind == Kind.HUMAN;
    }

    /** The spec as it would be written ({@code ai:hard}). */
    public String text() {
        String name = kind.name().toLowerCase(Locale.ROOT);
        return kind == Kind.AI || kind == Kind.MCTS ? name + ":" + level.name().toLowerCase(Locale.ROOT) : name;
    }
}
