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
     * The state a game starts from when its record or a player gives a start of its own ({@code setup}: the
     * game's own position text, for checkers games a PDN FEN), so a game may begin from a composed position
     * and its record replays. Games without a text form of their start refuse. {@link #setupText} writes it.
     *
     * @throws IllegalArgumentException if the game has no setup text or {@code setup} is not valid for it
     */
    default GameState initial(String setup) {
        throw new IllegalArgumentException(kind().name() + ": this game has no setup text");
    }

    /**
     * The setup text of {@code state}'s position, the inverse of {@link #initial(String)}: for a state at the
     * start of a turn, {@code initial(setupText(state))} has the same pieces (with what the game's text
     * holds of them: kings, and a game's own kinds of piece) and the same side to move. The rest of a state
     * (the turn count, the draw rules' counts, what a side holds off the board, a move under way) is not
     * part of a position's text. Each game documents its text in {@code docs/rules/}.
     *
     * @throws IllegalArgumentException if the game has no setup text
     */
    default String setupText(GameState state) {
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

    /**
     * What {@code p} stands at in {@code state} beyond its {@link #counters}, worked out from the position for
     * interfaces to show beside them, each by a name ({@code level}, {@code ld}, {@code wounded}), in order;
     * none by default.
     */
    default java.util.Map<String, Integer> standing(GameState state, Player p) {
        return java.util.Map.of();
    }

    /**
     * Why the side to move in {@code state} cannot use its power titled {@code power} now, whatever it would
     * aim at, in the rules' own words (what it costs and what the side has), for interfaces to say
     * beside a power they cannot offer; "" when it may, or when only what it is aimed at could say, and always
     * in a game without powers.
     */
    default String whyNot(GameState state, String power) {
        return "";
    }

    /**
     * A whole move as a game record reads it for people (the move list, the terminal's record, the record's
     * text; docs/web.md, "Notation"): its {@link #notation} with each power named by its title (see
     * {@link #power}), and "" for a move that only declines
     * (a reaction not taken), which a record folds away. Decisions of one move are separated by commas.
     */
    default String readable(GameState state, List<Decision> line) {
        StringBuilder sb = new StringBuilder();
        GameState s = state;
        boolean allMoves = true;
        for (Decision d : line) {
            allMoves &= d instanceof Decision.Step || d instanceof Decision.Jump;
        }
        if (allMoves) {
            return notation(state, line);
        }
        for (int i = 0; i < line.size(); i++) {
            Decision d = line.get(i);
            String text = d instanceof Decision.Pass ? "" : titled(notation(s, d), d, power(s, d));
            if (!text.isEmpty()) {
                sb.append(sb.length() == 0 ? "" : ", ").append(text);
            }
            if (i < line.size() - 1) {
                s = apply(s, d);
            }
        }
        return sb.toString();
    }

    /** {@code typed} with the action's name it begins with ({@code fireball}) replaced by its power's {@code title}. */
    private static String titled(String typed, Decision d, String title) {
        if (title.isEmpty() || !(d instanceof Decision.Act a) || !typed.startsWith(a.name())) {
            return typed;
        }
        return title + typed.substring(a.name().length());
    }

    /**
     * A line written decision by decision, separated by commas, each in {@code rules}' notation (in the state it
     * is taken in: the line is played as far as its last decision, not through it).
     */
    static String decisionByDecision(Rules rules, GameState state, List<Decision> line) {
        StringBuilder sb = new StringBuilder();
        GameState s = state;
        for (int i = 0; i < line.size(); i++) {
            Decision d = line.get(i);
            sb.append(sb.length() == 0 ? "" : ", ").append(rules.notation(s, d));
            if (i < line.size() - 1) {
                s = rules.apply(s, d);
            }
        }
        return sb.toString();
    }

    /**
     * An estimate in (-1, 1) of {@code p}'s prospects in {@code s} (1 a sure win, -1 a sure loss), for
     * players that must stop searching before the game ends. It must be cheap: searches call it at every
     * leaf. By default the material on the board: checkers of the {@link Layer#BLACK} and
     * {@link Layer#WHITE} layers, a king worth more than a man, squashed into (-1, 1). A game whose
     * prospects depend on more than material (pennies, points, a race) says so by overriding it in its
     * own package.
     */
    default double heuristic(GameState s, Player p) {
        return squash(material(s, p), 2);
    }

    /**
     * {@code p}'s material minus the opponent's on the board of {@code s}: a man 1, a king 1.5, as a
     * fraction of the material on the board, so that the same lead counts for more as the board empties.
     */
    static double material(GameState s, Player p) {
        long kings = s.layer(Layer.KING);
        double mine = Long.bitCount(s.pieces(p)) + 0.5 * Long.bitCount(s.pieces(p) & kings);
        double theirs = Long.bitCount(s.pieces(p.opponent())) + 0.5 * Long.bitCount(s.pieces(p.opponent()) & kings);
        return mine + theirs == 0 ? 0 : (mine - theirs) * 12 / (mine + theirs + 12);
    }

    /** {@code x / scale} squashed into (-1, 1) by tanh, kept off the ends that only a verdict may reach. */
    static double squash(double x, double scale) {
        return Math.max(-0.999, Math.min(0.999, Math.tanh(x / scale)));
    }

    /**
     * The side whose interest the side to act must serve in {@code s}: normally the actor itself (or null
     * when nobody decides). A game may ask a side to decide on the other's behalf, honestly: then a
     * player searches for the best decision for the side returned here, not for itself (a power may have a
     * side name the best move of its opponent's).
     */
    default Player inInterestOf(GameState s) {
        return toAct(s) instanceof ToAct.Choice c ? c.player() : null;
    }

    /**
     * The engine's position for {@code s} when the game in this state is exactly the engine's game
     * (American checkers with its mandatory captures, at the start of a move), so that players may use the
     * engine's fast search; null otherwise, and always by default.
     */
    default dev.kingme.engine.Position enginePosition(GameState s) {
        return null;
    }

    /** Must a side that can capture take a capture (checkers' rule)? Interfaces say so when it applies. */
    default boolean capturesMandatory() {
        return true;
    }

    /**
     * The title of the character power {@code decision} uses, as the character's list of powers names it
     * ({@code Cure Light Wounds}), so interfaces can show each power as one button that is enabled exactly
     * when a legal decision uses it; "" for a decision that uses no power, and always by default.
     */
    default String power(GameState state, Decision decision) {
        return "";
    }

    /**
     * The squares {@code decision}'s effect reaches beyond the squares it names, for interfaces to preview
     * before it is chosen: a target and the squares around it, a blast, a line of fire.
     * Empty for a decision whose squares say it all, and by default. Interfaces ask it of named actions
     * ({@link Decision.Act}) only: a step or a jump reaches no further than its squares in any game.
     */
    default List<Integer> area(GameState state, Decision decision) {
        return List.of();
    }

    /**
     * How this game's choices other than plain moves are typed, each an example and what it does, for
     * interfaces' help; empty for a game of moves only, and by default.
     */
    default List<TypedExample> typedExamples() {
        return List.of();
    }

    /** An example of a choice as typed, and what it does. */
    record TypedExample(String typed, String meaning) {
    }

    /** The character {@code p} plays, or null in a game without characters (and by default). */
    default Persona character(Player p) {
        return null;
    }

    /**
     * The layers this game's states use, in slot order, so that interfaces draw what they show
     * ({@link Layer#shown}): by default the pieces and the crown.
     */
    default List<Layer> layers() {
        return List.of(Layer.BLACK, Layer.WHITE, Layer.KING);
    }

    /** The counters each side keeps in this game, in slot order, for interfaces; none by default. */
    default List<Counter> counters() {
        return List.of();
    }

    /** The numbers this game keeps on squares (pennies on a checker), for interfaces; none by default. */
    default List<SquareCount> squareCounts() {
        return List.of();
    }

    /** The marks on squares of {@code state} that its layers do not show (a terraport's destination); none by default. */
    default List<SquareMark> marks(GameState state) {
        return List.of();
    }

    /**
     * The squares a piece passes on a named action that moves it other than by a step or a jump, from
     * where it starts to where it ends (a Lilypad pawn hopping along its side's checkers), for interfaces
     * to draw; empty for every other decision, and by default.
     */
    default List<Integer> trail(GameState state, Decision decision) {
        return List.of();
    }

    /**
     * Squares of {@code state} a board may mark to guide the reader, beyond what the game's state shows: a
     * pawn's goal row and the checkers it may hop to now (Lilypad). Browsers draw them; the text board
     * does not. None by default.
     */
    default List<SquareMark> guides(GameState state) {
        return List.of();
    }

    /**
     * Sentences on marks of {@code state} that last this turn only and that boards do not draw (saves
     * already tried, pieces that may not be jumped again), for interfaces; none by default.
     */
    default List<String> turnNotes(GameState state) {
        return List.of();
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
