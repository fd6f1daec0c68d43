package dev.kingme.rules.character;

import java.util.List;

/**
 * A power as a character file writes it: built from blocks (what it costs and when, what it aims at, the
 * conditions it needs, what it does, what it earns, how it wins), or naming a built-in power class where
 * the blocks cannot say it. {@link BlockPower} plays the blocks; {@link BuiltinPowers} makes the classes.
 * The records here are data only: every check of a file is its reader's, every rule the power's.
 *
 * @param builtin       the built-in power class it names ({@code leap-and-stab}), or null for blocks
 * @param title         its name in the character's list
 * @param cost          the pennies (or other resource, {@link Act#pays}) it costs each time it is used
 * @param when          when it is used, where the list says so, or null
 * @param summary       what it does in a few words, or null
 * @param seed          the sentence of the rules text it comes from (or the designer's own)
 * @param neutralizable false for a victory condition or a part of the frame, which Superior Tactician leaves be
 * @param act           the decision it offers, or null
 * @param gains         what its owner earns, and for what
 * @param starts        what its owner starts the game with
 * @param wins          the ways it wins the game at once
 * @param passive       how it changes jumps and wounds without a decision, or null
 */
public record PowerSpec(String builtin, String title, int cost, String when, String summary, String seed,
        boolean neutralizable, Act act, List<Gain> gains, List<Start> starts, List<Win> wins, Passive passive) {

    public PowerSpec {
        gains = List.copyOf(gains);
        starts = List.copyOf(starts);
        wins = List.copyOf(wins);
    }

    /** A power that names a built-in class. */
    public static PowerSpec builtin(String name) {
        return new PowerSpec(name, null, 0, null, null, null, true, null, List.of(), List.of(), List.of(), null);
    }

    /** The resources a side keeps that blocks may gain, pay and count. */
    public enum Resource {
        PENNIES, ARROWS, DIMES, POOL_PENNIES
    }

    /** When a power's decision may be made. */
    public enum Window {
        /** In its owner's turn instead of moving (a spell): never while a capture is available; it ends the move. */
        INSTEAD_OF_MOVING,
        /** In its owner's turn before moving, as often as its uses allow; the move is still to make. */
        BEFORE_MOVING
    }

    /** Whose pieces a decision may aim at. */
    public enum Whose {
        ENEMY, OWN
    }

    /** How a decision's target is reached from its owner's checkers. */
    public enum Reach {
        /** Anywhere on the board. */
        ANYWHERE,
        /** Along a straight, unblocked diagonal from one of its owner's checkers, at most {@link Target#range} away. */
        LINE,
        /** At the end of a clear movement path one of its owner's checkers could move along. */
        PATH,
        /** With one of its owner's checkers behind it (on the side of its own home row). */
        BEHIND,
        /** The owner's own checker itself. */
        SELF
    }

    /** How many of something: a number, or a share of the owner's level. */
    public enum Amount {
        NUMBER, LEVEL, HALF_LEVEL_ROUNDED_UP
    }

    /**
     * The decision a power offers.
     *
     * @param name     the decision's name as typed ({@code fireball})
     * @param typed    an example of it typed ({@code fireball 19}), and {@code meaning} what that does
     * @param window   when it may be made
     * @param pays     the resource its cost is paid in
     * @param perTurn  how many times a turn (0: no limit but the window's), in {@code perTurnAmount} units
     * @param target   what it aims at
     * @param conditions what must hold for it to be offered
     * @param effects  what it does, in order
     * @param says     the line the game's log says, with {@code {side}}, {@code {power}}, {@code {target}} and
     *                 {@code {wounds}} filled in
     */
    public record Act(String name, String typed, String meaning, Window window, Resource pays, int perTurn,
            Amount perTurnAmount, Target target, List<Condition> conditions, List<Effect> effects, String says) {
        public Act {
            conditions = List.copyOf(conditions);
            effects = List.copyOf(effects);
        }
    }

    /** A decision's target: whose piece, how it is reached, and how far (0: no limit; {@code rangeAmount} LEVEL: the level). */
    public record Target(Whose whose, Reach reach, int range, Amount rangeAmount, Boolean wounded) {
    }

    /** What must hold for a decision to be offered. */
    public sealed interface Condition {
        /** Its owner's level is at least {@code level}. */
        record LevelAtLeast(int level) implements Condition {
        }

        /** Its owner's level difference is at least {@code ld}. */
        record LdAtLeast(int ld) implements Condition {
        }

        /** Its owner has between {@code least} and {@code most} checkers on the board. */
        record PiecesBetween(int least, int most) implements Condition {
        }
    }

    /** What a decision does, where. */
    public sealed interface Effect {
        /** Where an effect lands: on the target, on every checker around it, or both. */
        enum Where {
            TARGET, AROUND, TARGET_AND_AROUND
        }

        /** Wounds, with a saving throw for 1 less or straight. */
        record Wound(int amount, Amount of, boolean save, Where where) implements Effect {
        }

        /** Captures every checker there (its owner's own among them, killed). */
        record Capture(Where where) implements Effect {
        }

        /** Heals the wounded checker there. */
        record Heal(Where where) implements Effect {
        }
    }

    /** What its owner earns: {@code amount} of {@code resource} for each {@code per}. */
    public record Gain(Resource resource, Per per, int amount) {
        /** What earns it. */
        public enum Per {
            /** Each jump after the first in one move. */
            JUMP_AFTER_THE_FIRST,
            /** A move of two jumps or more (once a move). */
            MOVE_OF_SEVERAL_JUMPS,
            /** Each level gained. */
            LEVEL,
            /** Each checker captured. */
            CAPTURE
        }
    }

    /** What its owner starts with: {@code amount} of {@code resource}, or on each checker when {@code onCheckers}. */
    public record Start(Resource resource, int amount, boolean onCheckers) {
    }

    /**
     * A way to win the game at once. {@code says} is the verdict's text, or null for the usual one; it may use
     * {power}, {side}, {hero}, {ld} (signed), {amount} (the resource counted) and {jumps} ("a triple jump").
     */
    public sealed interface Win {
        /** The verdict's text, or null for the usual one. */
        String says();

        /** {@code resource} at {@code atLeast} or more. */
        record ResourceAtLeast(Resource resource, int atLeast, String says) implements Win {
        }

        /** A level difference of {@code atLeast} or more. */
        record LdAtLeast(int atLeast, String says) implements Win {
        }

        /** {@code jumps} jumps or more in one move. */
        record JumpsInAMove(int jumps, String says) implements Win {
        }
    }

    /**
     * What a power changes without a decision.
     *
     * @param penniesAbsorbWounds a penny on a checker takes a wound in its place
     * @param bentJumpsAtLd       a jump may bend 90 degrees to land beside the jumped piece while LD is at least this (null: never)
     */
    public record Passive(boolean penniesAbsorbWounds, Integer bentJumpsAtLd) {
    }
}
