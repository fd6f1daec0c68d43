package dev.kingme.app.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.ai.AiSpec;
import dev.kingme.ai.Players;
import dev.kingme.app.ChanceRoller;
import dev.kingme.app.Choices;
import dev.kingme.app.EventText;
import dev.kingme.app.History;
import dev.kingme.app.WhoActs;
import dev.kingme.app.store.StoredAction;
import dev.kingme.app.store.StoredGame;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Line;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.record.Chooser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game on the server: its settings, its rules, and its history rebuilt from the stored actions. An
 * action is first {@linkplain #prepare prepared}: checked against the state and the rules in full, with
 * nothing changed; the caller stores it and only then makes the change, so what is in memory is never
 * ahead of what is on disk, and replaying the stored actions after a restart takes the same path. Callers
 * hold the game's monitor for both steps.
 */
final class LiveGame {
    private final StoredGame settings;
    private final Rules rules;
    private final Map<String, String> options;
    private final AiSpec[] players = new AiSpec[2];
    private final Chooser[] ai = new Chooser[2];
    /** The game's dice: the same chance event comes up the same whenever it is reached (after an undo too). */
    private final ChanceRoller dice;
    private History history;
    private int version;
    private Player drawOffer;
    private Outcome lastRoll;
    private List<String> events = List.of();
    private String rematch;
    /** The PDN of the game at {@link #pdnVersion}, so that it is written at most once per version. */
    private String pdn;
    private int pdnVersion = -1;
    /** True while an AI works out its move for this game (one at a time: a chooser keeps state). */
    boolean thinking;
    /** When the game was last looked up ({@link System#nanoTime}), to let go of games nobody uses. */
    volatile long lastUsed = System.nanoTime();
    /**
     * True once the hub has let go of this game (guarded by its monitor): it is loaded anew from the store
     * when next wanted, and this object must not be changed any more.
     */
    boolean gone;

    LiveGame(StoredGame settings) {
        this.settings = settings;
        this.options = options(settings.options());
        GameKind kind = Games.byName(settings.game());
        this.rules = kind.rulesOfRecord(options);
        this.history = new History(settings.setup() == null ? rules.initial() : rules.initial(settings.setup()));
        this.rematch = settings.rematch();
        this.dice = new ChanceRoller(new java.util.SplittableRandom(settings.seed()).nextLong());
        for (Player p : Player.values()) {
            AiSpec spec = AiSpec.parse(p == Player.BLACK ? settings.black() : settings.white());
            players[p.ordinal()] = spec;
            if (!spec.isHuman()) {
                ai[p.ordinal()] = Players.of(spec, settings.seed() + p.ordinal());
            }
        }
    }

    static Map<String, String> options(String json) {
        try {
            JsonNode n = Fields.JSON.readTree(json);
            Map<String, String> out = new LinkedHashMap<>();
            n.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asText()));
            return out;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored options are not JSON: " + json, e);
        }
    }

    StoredGame settings() {
        return settings;
    }

    Rules rules() {
        return rules;
    }

    Map<String, String> options() {
        return options;
    }

    int version() {
        return version;
    }

    GameState state() {
        return history.current();
    }

    History history() {
        return history;
    }

    ToAct who() {
        return WhoActs.of(rules, history.current());
    }

    /** True for games PDN records (plain checkers): their views offer the PDN. */
    boolean hasPdn() {
        return rules.kind().name().equals(dev.kingme.rules.american.American.GAME.name());
    }

    /** The game in PDN (null for games PDN does not record), written once per version. */
    String pdn() {
        if (pdnVersion != version) {
            pdn = Records.pdn(this);
            pdnVersion = version;
        }
        return pdn;
    }

    Player drawOffer() {
        return drawOffer;
    }

    ChanceRoller dice() {
        return dice;
    }

    Outcome lastRoll() {
        return lastRoll;
    }

    List<String> events() {
        return events;
    }

    String rematch() {
        return rematch;
    }

    void rematch(String id) {
        rematch = id;
    }

    AiSpec player(Player p) {
        return players[p.ordinal()];
    }

    boolean isAi(Player p) {
        return ai[p.ordinal()] != null;
    }

    Chooser ai(Player p) {
        return ai[p.ordinal()];
    }

    /** True when a person plays at least one side. */
    boolean anyPerson() {
        return ai[0] == null || ai[1] == null;
    }

    /** The AI that is to decide now, or null when a person or chance acts or the game is over. */
    Player aiToAct() {
        return who() instanceof ToAct.Choice c && isAi(c.player()) ? c.player() : null;
    }

    /**
     * Undo takes back moves only where nobody else is wronged by it: against the AI, or between two people
     * at one screen. Two people online would have to agree, and the server does not ask.
     */
    boolean undoAllowed() {
        return !(settings.online() && ai[0] == null && ai[1] == null);
    }

    boolean canUndo() {
        if (!anyPerson() || !undoAllowed()) {
            return false;
        }
        for (History.Step s : history.steps()) {
            if (!(s instanceof History.Rolled)) {
                return true;
            }
        }
        return false;
    }

    /** The whole move {@code decisions} as the stored body of a {@code move} action. */
    static String moveBody(List<Decision> decisions) {
        return Fields.JSON.createObjectNode().set("decisions", DecisionJson.write(decisions)).toString();
    }

    static String rollBody(Outcome o) {
        return Fields.JSON.createObjectNode().put("value", o.value()).toString();
    }

    /** Checks {@code a} and makes it, for actions that were stored already (a replay). */
    void apply(StoredAction a) {
        prepare(a).run();
    }

    /**
     * Checks that {@code a} may be taken now, in full, and returns the change it makes without making it.
     *
     * @throws ApiException 409 when the action is not legal now, with the reason
     */
    Runnable prepare(StoredAction a) {
        if (a.seq() != version + 1) {
            throw ApiException.conflict("the game is at version " + version + ", not " + (a.seq() - 1)
                    + ": someone acted first; look again and choose anew");
        }
        Player p = a.player() == null ? null : Player.valueOf(a.player().toUpperCase(java.util.Locale.ROOT));
        Runnable change = switch (a.kind()) {
            case "move" -> move(p, a.body());
            case "roll" -> roll(a.body());
            case "undo" -> undo();
            case "offer-draw" -> offerDraw(p);
            case "accept-draw" -> acceptDraw(p);
            case "decline-draw" -> declineDraw(p);
            case "resign" -> resign(p);
            default -> throw ApiException.bad("unknown action '" + a.kind() + "'");
        };
        return () -> {
            change.run();
            version++;
        };
    }

    private ToAct.Choice choosing(Player p) {
        ToAct who = who();
        if (who instanceof ToAct.Terminal t) {
            throw ApiException.conflict("the game is over (" + t.verdict().reason() + ")");
        }
        if (!(who instanceof ToAct.Choice c)) {
            throw ApiException.conflict("chance has still to act");
        }
        if (p != null && c.player() != p) {
            throw ApiException.conflict(c.player().title() + " is to decide now, not " + p.title());
        }
        return c;
    }

    private Runnable move(Player p, String body) {
        ToAct.Choice c = choosing(p);
        GameState before = history.current();
        List<Decision> decisions;
        try {
            decisions = DecisionJson.read(Fields.JSON.readTree(body).get("decisions"));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw ApiException.bad("not a move: " + e.getMessage());
        }
        if (Choices.oneAtATime(rules, before) && decisions.size() != 1) {
            throw ApiException.conflict("here each decision is a choice by itself, not " + decisions.size());
        }
        GameState at = before;
        List<String> said = new ArrayList<>();
        for (int i = 0; i < decisions.size(); i++) {
            Transition t;
            try {
                t = rules.step(at, decisions.get(i));
            } catch (IllegalDecisionException e) {
                throw ApiException.conflict("not a legal move: " + e.getMessage());
            }
            said.addAll(EventText.lines(t.events()));
            at = t.state();
            boolean goesOn = Choices.goesOn(rules, before, c.player(), at);
            if (goesOn != (i < decisions.size() - 1)) {
                throw ApiException.conflict(goesOn ? "the move is not finished: the capture goes on"
                        : "the move ended before its last decision");
            }
        }
        GameState after = at;
        String text = rules.notation(before, decisions);
        return () -> {
            history.add(new History.Played(before, c.player(), new Line(decisions, after), text));
            drawOffer = null;
            events = said;
        };
    }

    private Runnable roll(String body) {
        if (!(who() instanceof ToAct.Chance chance)) {
            throw ApiException.conflict("chance does not act now");
        }
        int value;
        try {
            value = Fields.JSON.readTree(body).get("value").intValue();
        } catch (JsonProcessingException | NullPointerException e) {
            throw ApiException.bad("not a roll: " + body);
        }
        Outcome outcome = null;
        for (Outcome o : chance.outcomes()) {
            if (o.value() == value) {
                outcome = o;
            }
        }
        if (outcome == null) {
            throw ApiException.conflict("chance cannot come up " + value + " here");
        }
        GameState before = history.current();
        Outcome o = outcome;
        Transition t = rules.chance(before, o);
        return () -> {
            history.add(new History.Rolled(before, o, t.state()));
            lastRoll = o;
            List<String> said = new ArrayList<>(events);
            said.add("chance: " + o.label());
            said.addAll(EventText.lines(t.events()));
            events = said;
        };
    }

    private Runnable undo() {
        if (!anyPerson()) {
            throw ApiException.conflict("both sides are played by the AI: there is nobody to take a move back for");
        }
        if (!undoAllowed()) {
            throw ApiException.conflict("two people online cannot take moves back");
        }
        if (!canUndo()) {
            throw ApiException.conflict("nothing to undo");
        }
        return () -> {
            List<String> said = new ArrayList<>();
            said.add("took back " + describe(history.undo()));
            while (aiToAct() != null) {
                try {
                    said.add("took back " + describe(history.undo()));
                } catch (IllegalStateException nothingLeft) {
                    break;  // the AI moved first: it moves again
                }
            }
            drawOffer = null;
            lastRoll = null;
            events = said;
        };
    }

    private static String describe(History.Step step) {
        if (step instanceof History.Played p) {
            return p.player().title() + "'s " + p.text();
        }
        return "the ending: " + ((History.Agreed) step).verdict().reason();
    }

    private Runnable offerDraw(Player p) {
        notOver();
        if (drawOffer != null) {
            throw ApiException.conflict(drawOffer.title() + " has offered a draw already");
        }
        if (isAi(p.opponent())) {
            throw ApiException.conflict("the AI declines the draw: play on");
        }
        return () -> {
            drawOffer = p;
            events = List.of(p.title() + " offers a draw");
        };
    }

    private Runnable acceptDraw(Player p) {
        notOver();
        if (drawOffer != p.opponent()) {
            throw ApiException.conflict("no draw has been offered to " + p.title());
        }
        return () -> agree(Verdict.draw("draw by agreement"));
    }

    private Runnable declineDraw(Player p) {
        if (drawOffer != p.opponent()) {
            throw ApiException.conflict("no draw has been offered to " + p.title());
        }
        return () -> {
            drawOffer = null;
            events = List.of(p.title() + " declines the draw");
        };
    }

    private Runnable resign(Player p) {
        notOver();
        return () -> agree(Verdict.win(p.opponent(), p.title() + " resigned"));
    }

    private void notOver() {
        if (who() instanceof ToAct.Terminal t) {
            throw ApiException.conflict("the game is over (" + t.verdict().reason() + ")");
        }
    }

    private void agree(Verdict verdict) {
        GameState before = history.current();
        history.add(new History.Agreed(before, verdict, before.toBuilder().agreed(verdict).build()));
        drawOffer = null;
        events = List.of(verdict.reason());
    }

    /** The verdict once the game is over, else null. */
    Verdict verdict() {
        return who() instanceof ToAct.Terminal t ? t.verdict() : null;
    }
}
