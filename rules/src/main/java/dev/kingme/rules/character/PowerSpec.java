package dev.kingme.rules.character;

import java.util.List;

/**
 * A power as a character file writes it: built from blocks (what it costs and when, what it aims at, the
 * conditions it needs, what it does, what it earns, how it wins), or naming a built-in power class where
 * the blocks cannot say it. {@code block.BlockPower} plays the blocks; {@code builtin.BuiltinPowers} makes the classes.
 * The records here are data only: every check of a file is its reader's, every rule the power's.
 *
 * @param builtin       the built-in power class it names ({@code charm}), or null for blocks
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

    /** True when it is a line of its character's list and nothing more: no decision, gain, start, win or passive. */
    public boolean wordsOnly() {
        return builtin == null && act == null && gains.isEmpty() && starts.isEmpty() && wins.isEmpty() && passive == null;
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
        BEFORE_MOVING,
        /** Instead of a jump its owner could make now, at the start of a capture or in its middle: it ends the move. */
        INSTEAD_OF_A_JUMP,
        /** Instead of the first jump of its owner's turn: it ends the move. */
        INSTEAD_OF_THE_FIRST_JUMP,
        /** In the opponent's turn, right after a hop over one of its owner's pieces: the target is that piece. */
        WHEN_JUMPED,
        /**
         * In the opponent's turn, when one of its owner's checkers would be captured: right after a hop over it,
         * or before a wound, a shot or a power captures it. The target is that checker.
         */
        WHEN_CAPTURED,
        /** At the start of every turn, its owner's and the opponent's. */
        START_OF_EITHER_TURN,
        /** At the start of each of the opponent's turns, offered again after each use until its owner passes. */
        START_OF_OPPONENTS_TURN,
        /** At the end of its owner's turn, after what the move earned is paid. */
        END_OF_TURN,
        /** Right after a move of its owner's that crowned a man; it may not be declined. */
        AFTER_CROWNING,
        /**
         * Right after a jump of its owner's, in the middle of the move, before the capture goes on: the piece that
         * jumped is the event's ({@link Reach#BESIDE_JUMPER}); {@link Act#perWindow} uses, one at a time, until its
         * owner passes.
         */
        AFTER_A_JUMP
    }

    /** Whose pieces a decision may aim at: an enemy's, its owner's own checkers, or an empty dark square. */
    public enum Whose {
        ENEMY, OWN, EMPTY
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
        SELF,
        /** A piece one of its owner's pieces could jump now (for {@link Window#INSTEAD_OF_A_JUMP}). */
        JUMP,
        /** A jump its owner's piece could make now, named by the jumping piece and the piece jumped (two squares). */
        JUMP_FROM,
        /** A square of the owner's home row. */
        HOME_ROW,
        /** A square of the row nearest the owner's home row that has a free one. */
        NEAREST_FREE_ROW,
        /** The piece that was just crowned (for {@link Window#AFTER_CROWNING}): the event's own piece. */
        CROWNED,
        /**
         * A square diagonally next to the piece that just jumped (for {@link Window#AFTER_A_JUMP}), but not a piece
         * jumped in this move nor one kept from a capture in it (F17: it may not be jumped or stabbed again).
         */
        BESIDE_JUMPER,
        /** The piece that made its owner's move, where it stands as the move ends (for {@link Window#END_OF_TURN}). */
        MOVED
    }

    /** How many of something: a number, a share of the owner's level, or 1 and as many more as its LD is above 0. */
    public enum Amount {
        NUMBER, LEVEL, HALF_LEVEL_ROUNDED_UP, ONE_PLUS_POSITIVE_LD
    }

    /**
     * The decision a power offers.
     *
     * @param name     the decision's name as typed ({@code fireball})
     * @param typed    an example of it typed ({@code fireball 19}), and {@code meaning} what that does
     * @param windows  when it may be made (one or more)
     * @param event    the kind of event its log line is, for interfaces (null: its name)
     * @param pays     the resource its cost is paid in
     * @param perTurn  how many times a turn (0: no limit but the window's), in {@code perTurnAmount} units
     * @param target   what it aims at, or null where its window gives the target (a reaction) or it aims at nothing
     * @param conditions what must hold for it to be offered
     * @param effects  what it does, in order
     * @param says     the line the game's log says, with {@code {side}}, {@code {power}}, {@code {target}} and
     *                 {@code {wounds}} filled in, and {@code {opponent}}, {@code {from}}, {@code {through}} (the
     *                 squares of a two-square decision), {@code {source}} (where a placed checker comes from)
     * @param question what its owner is asked when its window comes in the queue, or null for the usual
     * @param refusal  why it is refused outside its windows, or null for the usual; {@code {hero}} is the character
     * @param called   how a sentence names one use of it ({@code a heal}, {@code the maser}), or null for "the"
     *                 and the power's title
     * @param perGame  how many times a game it may be made (0: no limit)
     * @param perWindow how many times, one after the other, each time its {@link Window#AFTER_A_JUMP} window opens, in
     *                 {@code perWindowAmount} units (worked out as the window opens)
     */
    public record Act(String name, String typed, String meaning, List<Window> windows, String event, Resource pays,
            int perTurn, Amount perTurnAmount, Target target, List<Condition> conditions, List<Effect> effects,
            String says, String question, String refusal, String called, int perGame, int perWindow,
            Amount perWindowAmount) {
        public Act {
            windows = List.copyOf(windows);
            conditions = List.copyOf(conditions);
            effects = List.copyOf(effects);
        }

        /** True when it may be made in {@code w}. */
        public boolean in(Window w) {
            return windows.contains(w);
        }
    }

    /**
     * A decision's target: whose piece, how it is reached, and how far (0: no limit; {@code rangeAmount} LEVEL:
     * the level); {@code wounded} and {@code king}, when not null, what the piece must be.
     */
    public record Target(Whose whose, Reach reach, int range, Amount rangeAmount, Boolean wounded, Boolean king) {
    }

    /** What must hold for a decision to be offered. */
    public sealed interface Condition {
        /** Its owner's level is at least {@code level}. */
        record LevelAtLeast(int level) implements Condition {
        }

        /** Its owner's level difference is at least {@code ld}. */
        record LdAtLeast(int ld) implements Condition {
        }

        /** At least {@code jumps} jumps were made in the move so far (the one just made among them). */
        record JumpsAtLeast(int jumps) implements Condition {
        }

        /** At most {@code jumps} jumps were made in the move so far. */
        record JumpsAtMost(int jumps) implements Condition {
        }

        /** Its owner has between {@code least} and {@code most} checkers on the board. */
        record PiecesBetween(int least, int most) implements Condition {
        }

        /** Its owner has at least {@code moves} whole moves to choose from (a step, or a capture with all its hops). */
        record MovesAtLeast(int moves) implements Condition {
        }

        /** At least {@code checkers} of its owner's checkers are in the opponent's pool. */
        record CapturedAtLeast(int checkers) implements Condition {
        }

        /** Its owner's level is at most {@code level}. */
        record LevelAtMost(int level) implements Condition {
        }

        /** Its owner's level difference is at most {@code ld}. */
        record LdAtMost(int ld) implements Condition {
        }

        /** Its owner has at most {@code moves} whole moves to choose from. */
        record MovesAtMost(int moves) implements Condition {
        }

        /** At most {@code checkers} of its owner's checkers are in the opponent's pool. */
        record CapturedAtMost(int checkers) implements Condition {
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

        /** The target is not captured: a hop over it is undone, a capture that is no jump does not happen. */
        record PreventCapture() implements Effect {
        }

        /** The target may not be jumped again this turn. */
        record ProtectFromJumps() implements Effect {
        }

        /**
         * The target is warded until the end of the opponent's next turn: it may not be jumped, and no wound,
         * shot or power captures it (wounds may still turn it face down).
         */
        record Ward() implements Effect {
        }

        /** Its owner passes its next {@code turns} turns. */
        record SkipTurns(int turns) implements Effect {
        }

        /** Every special power of the opponent does nothing for the rest of this turn. */
        record Neutralize() implements Effect {
        }

        /** Its owner takes another turn: the opponent's next turn is skipped. */
        record ExtraTurn() implements Effect {
        }

        /** One of its owner's checkers is put on the target square: a captured one, or a spare when none is ({@code orSpare}). */
        record Place(boolean orSpare) implements Effect {
        }

        /** The target is crowned, its crown out of the opponent's pool while it has checkers. */
        record Crown() implements Effect {
        }

        /** {@code amount} of {@code resource} gained. */
        record GainResource(Resource resource, int amount) implements Effect {
        }

        /**
         * After the rest of the decision, its owner pays {@code pays} per {@code per} it holds; when it cannot, the
         * opponent wins.
         */
        record PayPerOrLose(Resource pays, Resource per) implements Effect {
        }

        /**
         * A checker leaves a pool, with no square: {@code RESCUE}, one of its owner's checkers out of the opponent's
         * pool (the opponent's level falls); {@code GIVE_BACK}, one its owner captured goes back (its own level falls).
         */
        record Pool(Move move) implements Effect {
            /** Which pool a checker leaves. */
            public enum Move {
                RESCUE, GIVE_BACK
            }

            /** The side whose pool a checker leaves, for {@code owner}'s decision. */
            public dev.kingme.rules.Player from(dev.kingme.rules.Player owner) {
                return move == Move.RESCUE ? owner.opponent() : owner;
            }
        }

        /**
         * The empty target is trapped for the opponent's next {@code turns} turns: an enemy piece that ends a move
         * there is wounded once or captured, and the trap is spent ({@code block.BlockTraps}).
         */
        record Trap(int turns, Does does) implements Effect {
            /** What a trap does to the piece that springs it. */
            public enum Does {
                WOUND, CAPTURE, BLOCK
            }
        }

        /**
         * The target, a piece of its owner's, moves to a second square the decision names ({@code block.BlockMoves}): {@code to}
         * {@link Reach#ANYWHERE} (another dark square) or {@link Reach#LINE} (along a straight, unblocked diagonal, at most
         * {@code range} in {@code rangeAmount} units, 0: no limit); at once onto an empty square, or, {@code afterDie},
         * when a die rolled now runs out, captured into no pool if the square is taken then.
         */
        record Move(Reach to, int range, Amount rangeAmount, boolean afterDie) implements Effect {
        }

        /** Every piece on the line of the jump, from the jumped piece to the edge, is captured (its owner's own killed). */
        record CaptureLine() implements Effect {
        }

        /** The opponent must name what it thinks is its owner's best whole move, in its owner's interest. */
        record OpponentNamesBestMove() implements Effect {
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
            CAPTURE,
            /** Each of its owner's turns, at its start: an income, with no decision asked. */
            OWN_TURN
        }
    }

    /** What its owner starts with: {@code amount} of {@code resource}, or on each checker when {@code onCheckers}. */
    public record Start(Resource resource, int amount, boolean onCheckers) {
    }

    /**
     * A way to win the game at once. {@code says} is the verdict's text, or null for the usual one; it may use
     * {power}, {side}, {hero}, {ld} (signed), {amount} (the number of the resource held), {resource} (its
     * word for that number: "penny", "pennies") and {jumps} ("a triple jump").
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
     * @param penniesAbsorbWounds  a penny on a checker takes a wound in its place
     * @param bentJumpsAtLd        a jump may bend 90 degrees to land beside the jumped piece while LD is at least this (null: never)
     * @param unjumpableAfterALoss after an opponent's turn in which a piece of the owner's was captured, none of its
     *                             pieces may be jumped in the opponent's next turn; {@code says} is the log's line then
     * @param singleJumps          while this holds, the owner's captures stop after one hop (null: never)
     * @param says                 the log's line when the protection begins, with {side} and {opponent}
     */
    public record Passive(boolean penniesAbsorbWounds, Integer bentJumpsAtLd, boolean unjumpableAfterALoss,
            Condition.PiecesBetween singleJumps, String says, Aura aura, Aura woundAura) {
    }

    /**
     * An aura: a piece of its owner's diagonally next to one of its owner's pieces of the kind {@code of} may not
     * be jumped ({@link Passive#aura}) or takes no wounds ({@link Passive#woundAura}); the piece giving the aura is
     * not covered by its own.
     */
    public record Aura(Kind of) {
        /** Which pieces give the aura. */
        public enum Kind {
            KINGS, MEN, PIECES
        }
    }
}
