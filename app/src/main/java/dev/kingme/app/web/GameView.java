package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import dev.kingme.app.terminal.StatusText;
import dev.kingme.app.session.Choices;
import dev.kingme.app.session.History;
import dev.kingme.app.session.MoveSheet;
import dev.kingme.app.session.Session;
import dev.kingme.app.session.StepEvents;
import dev.kingme.app.store.RatingStore;
import dev.kingme.rules.Counter;
import dev.kingme.rules.Decision;
import dev.kingme.rules.Event;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Line;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.SquareCount;
import dev.kingme.rules.SquareMark;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A game as one viewer sees it, as JSON (the shape is in docs/web.md): the board and everything stacked
 * on it, what each side holds, who acts, the whole moves the viewer may choose (only when its seat is the
 * one to act), the moves so far and what the last action did. Everything here comes from the rules; the
 * browser draws it and decides nothing.
 */
final class GameView {
    private GameView() {
    }

    /** What a game shows while an action in it could not be confirmed as stored (docs/web.md). */
    static final String READ_ONLY = "the games' database cannot be reached just now: the game is shown as it stood,"
            + " and nothing can be played until it is back";

    /** The game's view for the viewer holding {@code seats} (none: a spectator). Caller holds the game's monitor. */
    static ObjectNode of(LiveGame g, Set<Player> seats) {
        ObjectNode v = Fields.JSON.createObjectNode();
        fixed(g, v);
        changing(g, v);
        v.set("moves", g.entries().array(g));
        own(g, seats, v);
        return v;
    }

    /** Puts in {@code v} the fields that never change in a game: what it is and where it is played. */
    static void fixed(LiveGame g, ObjectNode v) {
        Rules rules = g.rules();
        v.put("id", g.settings().id());
        v.put("game", rules.kind().name());
        v.put("title", rules.kind().title());
        ObjectNode options = v.putObject("options");
        g.options().forEach(options::put);
        v.put("online", g.settings().online());
        v.put("rated", g.rated());
        v.put("hasPdn", g.hasPdn());
    }

    /**
     * Puts in {@code v} the fields that may change with the game and that every viewer of its current version
     * sees alike, all but the moves (which {@link ViewFeed} sends as they grow). Caller holds the game's monitor.
     */
    static void changing(LiveGame g, ObjectNode v) {
        Session session = g.session();
        Rules rules = session.rules();
        GameState s = session.state();
        ToAct who = session.who();
        v.put("version", g.version());
        ObjectNode players = v.putObject("players");
        for (Player p : Player.values()) {
            players.set(name(p), player(g, p, who));
        }
        v.set("clock", ClockView.of(g.clock(), who instanceof ToAct.Terminal, System.currentTimeMillis()));
        v.set("board", board(rules, s));
        v.set("sides", sides(rules, s));
        ArrayNode status = v.putArray("status");
        StatusText.summary(rules, g.history().start(), s, who, session.choices()).forEach(status::add);
        List<History.Step> steps = g.history().steps();
        v.set("lastMove", LastMove.of(rules, steps, steps.size()));
        ArrayNode events = v.putArray("events");
        session.events().forEach(events::add);
        if (session.lastRoll() != null) {
            v.putObject("roll").put("label", session.lastRoll().label()).put("value", session.lastRoll().value());
        } else {
            v.putNull("roll");
        }
        v.put("drawOffer", session.drawOffer() == null ? null : name(session.drawOffer()));
        v.put("readOnly", g.unsure ? READ_ONLY : null);
        v.put("rematch", g.rematch());
    }

    /**
     * Puts in {@code v} the fields of the viewer holding {@code seats}: its seat, the board's way round, who
     * is to act as it sees it, its choices (only when its seat is to act) and whether it may take back.
     */
    static void own(LiveGame g, Set<Player> seats, ObjectNode v) {
        Session session = g.session();
        Rules rules = session.rules();
        GameState s = session.state();
        ToAct who = session.who();
        v.put("seat", seats.isEmpty() ? null : seats.size() == 2 ? "both" : name(seats.iterator().next()));
        v.put("orientation", seats.size() == 1 ? name(seats.iterator().next()) : "white");
        v.set("toAct", toAct(rules, s, who, seats));
        ArrayNode list = v.putArray("choices");
        if (who instanceof ToAct.Choice c && seats.contains(c.player()) && !g.unsure) {
            Choices choices = session.choices();
            for (int i = 0; i < choices.lines().size(); i++) {
                list.add(choice(rules, s, i, choices.lines().get(i), choices.texts().get(i)));
            }
        }
        // offered only when the server would take it: not while read-only, not once a side's time ran out
        v.put("canUndo", !seats.isEmpty() && session.canUndo() && !g.unsure && !g.outOfTime());
    }

    /**
     * Puts in {@code o}, seat {@code p}'s player object, the account the seat belongs to with its rating (null:
     * none), and once a rated game's result is applied, what it did to that rating.
     */
    private static void account(LiveGame g, Player p, ObjectNode o) {
        SeatAccount a = g.account(p);
        if (a == null) {
            o.putNull("account");
        } else {
            o.putObject("account").put("name", a.name()).put("rating", Math.round(a.rating().rating()))
                    .put("provisional", a.rating().provisional());
        }
        RatingStore.Change change = g.ratingChanges().stream().filter(c -> c.player().equals(name(p))).findFirst().orElse(null);
        if (change == null) {
            o.putNull("ratingChange");
        } else {
            o.putObject("ratingChange").put("before", Math.round(change.before().rating()))
                    .put("after", Math.round(change.after().rating())).put("change", change.delta())
                    .put("provisional", change.after().provisional());
        }
    }

    static String name(Player p) {
        return p == Player.BLACK ? "black" : "white";
    }

    private static ObjectNode player(LiveGame g, Player p, ToAct who) {
        ObjectNode o = Fields.JSON.createObjectNode();
        boolean ai = g.isAi(p);
        o.put("kind", ai ? "ai" : "human");
        o.put("name", g.name(p));
        o.put("ai", ai ? g.player(p).text() : null);
        account(g, p, o);
        Persona persona = Characters.of(g, p);
        if (persona == null) {
            o.putNull("character");
            return o;
        }
        ObjectNode c = o.putObject("character");
        c.put("name", persona.name());
        c.put("title", persona.title());
        c.put("file", Characters.fromFile(persona));
        ArrayNode powers = c.putArray("powers");
        boolean acting = who instanceof ToAct.Choice ch && ch.player() == p;
        Set<String> usable = acting ? usable(g.session()) : Set.of();
        GameState s = g.session().state();
        for (Persona.Ability ability : persona.abilities()) {
            ObjectNode power = powers.addObject();
            power.put("title", ability.title());
            power.put("cost", ability.terms());
            power.put("text", ability.text());
            power.put("trait", ability.trait());
            power.put("usable", usable.contains(ability.title()));
            if (acting && !ability.trait() && !usable.contains(ability.title()) && s.player() == p) {
                String why = g.rules().whyNot(s, ability.title());
                power.put("why", why.isEmpty() ? null : why);
            }
        }
        return o;
    }

    /** The titles of the powers some legal whole move uses now. */
    private static Set<String> usable(Session session) {
        Set<String> out = new java.util.HashSet<>();
        for (Line l : session.choices().lines()) {
            out.addAll(powers(session.rules(), session.state(), l));
        }
        return out;
    }

    /** The titles of the powers {@code line} uses, in the order it uses them. */
    private static List<String> powers(Rules rules, GameState s, Line line) {
        List<String> out = new java.util.ArrayList<>();
        GameState at = s;
        List<Decision> decisions = line.decisions();
        for (int i = 0; i < decisions.size(); i++) {
            String power = rules.power(at, decisions.get(i));
            if (!power.isEmpty()) {
                out.add(power);
            }
            if (i + 1 < decisions.size()) {  // the state after the last decision is asked nothing
                at = rules.apply(at, decisions.get(i));
            }
        }
        return out;
    }

    /**
     * The board of {@code s} for the browser: its squares, and each piece with its square, its owner, a flag
     * for every layer the game shows on a piece that it has (king, and the game's own: queen, fragment, pawn,
     * wounded, illusion, terraport, shielded) and each number the game keeps on it that is not 0
     * ({@code coins}), and the game's marks on squares.
     */
    static ObjectNode board(Rules rules, GameState s) {
        Topology t = rules.topology();
        ObjectNode b = Fields.JSON.createObjectNode();
        b.put("topology", t.name());
        b.put("wraps", t.wraps());
        b.putRawValue("squares", squares(t));
        ArrayNode pieces = b.putArray("pieces");
        List<Layer> layers = rules.layers();
        List<SquareCount> counts = rules.squareCounts();
        for (int sq = 0; sq < 64; sq++) {
            Player owner = s.owner(sq);
            if (owner == null) {
                continue;
            }
            ObjectNode p = pieces.addObject();
            p.put("square", sq).put("owner", name(owner));
            // only what the piece has: a flag that is false and a count of 0 are left out
            for (Layer l : layers) {
                if (l.shown() != Layer.Shown.NOT && s.has(l, sq)) {
                    p.put(l.name().toLowerCase(Locale.ROOT), true);
                }
            }
            for (SquareCount c : counts) {
                int n = c.get(s, sq);
                if (n != 0) {
                    p.put(c.name(), n);
                }
            }
        }
        ArrayNode marks = b.putArray("marks");
        for (SquareMark m : java.util.stream.Stream.concat(rules.marks(s).stream(), rules.guides(s).stream()).toList()) {
            marks.addObject().put("square", m.square()).put("kind", m.kind()).put("owner", name(m.owner()));
        }
        return b;
    }

    private static final Map<String, RawValue> SQUARES = new ConcurrentHashMap<>();

    /**
     * The 64 squares of {@code t} with their row, column, number and whether they are played on, as JSON:
     * the same for every view of every game on that board, so written once (they are half of a view).
     */
    private static RawValue squares(Topology t) {
        return SQUARES.computeIfAbsent(t.name(), name -> {
            ArrayNode squares = Fields.JSON.createArrayNode();
            for (int sq = 0; sq < 64; sq++) {
                boolean on = t.contains(sq);
                ObjectNode q = squares.addObject();
                q.put("square", sq).put("row", Topology.row(sq)).put("column", Topology.column(sq));
                q.put("number", on ? t.number(sq) : 0).put("dark", Topology.isDark(sq)).put("playable", on);
            }
            return new RawValue(squares.toString());
        });
    }

    /**
     * What each side holds off the board: the counters a player reads (pool, pennies, dimes, arrows, turns
     * to pass, a terraport's countdown), each only when one side or the other has some, so plain checkers
     * shows none.
     */
    static ObjectNode sides(Rules rules, GameState s) {
        ObjectNode out = Fields.JSON.createObjectNode();
        for (Player p : Player.values()) {
            ObjectNode o = out.putObject(name(p));
            rules.standing(s, p).forEach(o::put);
            for (Counter c : rules.counters()) {
                boolean any = s.record(p).get(c) != 0 || s.record(p.opponent()).get(c) != 0;
                if (c.viewed() && any) {
                    o.put(camel(c.label()), s.record(p).get(c));
                }
            }
        }
        return out;
    }

    private static String camel(String label) {
        StringBuilder sb = new StringBuilder();
        boolean up = false;
        for (char ch : label.toCharArray()) {
            if (ch == ' ') {
                up = true;
            } else {
                sb.append(up ? Character.toUpperCase(ch) : ch);
                up = false;
            }
        }
        return sb.toString();
    }

    private static ObjectNode toAct(Rules rules, GameState s, ToAct who, Set<Player> seats) {
        ObjectNode o = Fields.JSON.createObjectNode();
        if (who instanceof ToAct.Choice c) {
            o.put("kind", "choice").put("player", name(c.player()));
            o.put("window", c.window().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            o.put("question", rules.question(s));
            o.put("reaction", c.window() == dev.kingme.rules.Window.REACTION && c.player() != s.player());
            o.put("mine", seats.contains(c.player()));
            ArrayNode about = o.putArray("squares");
            if (c.window() == dev.kingme.rules.Window.REACTION && !s.pending().isEmpty()) {
                s.pending().get(0).squares().forEach(about::add);
            }
        } else if (who instanceof ToAct.Chance) {
            o.put("kind", "chance").put("mine", false);
        } else {
            ToAct.Terminal t = (ToAct.Terminal) who;
            o.put("kind", "over").put("mine", false);
            o.put("winner", t.verdict().winner() == null ? null : name(t.verdict().winner()));
            o.put("result", t.verdict().pdn());
            o.put("reason", t.verdict().reason());
        }
        return o;
    }

    /** One choice of the side to act as the view lists it: its text, kind, path, squares, targets, area and power. */
    static ObjectNode choice(Rules rules, GameState s, int index, Line line, String text) {
        ObjectNode o = Fields.JSON.createObjectNode();
        o.put("index", index).put("text", text);
        String kind = ChoiceSquares.kind(line);
        o.put("kind", kind);
        ArrayNode path = o.putArray("path");
        if (kind.equals("move")) {
            line.route().forEach(path::add);
        }
        ArrayNode squares = o.putArray("squares");
        ChoiceSquares.touched(line).forEach(squares::add);
        ArrayNode targets = o.putArray("targets");
        ChoiceSquares.targets(line).forEach(targets::add);
        ArrayNode area = o.putArray("area");
        ChoiceSquares.area(rules, s, line).forEach(area::add);
        List<String> powers = powers(rules, s, line);
        o.put("power", powers.isEmpty() ? null : powers.get(0));
        return o;
    }

    /**
     * Entry {@code i} of the moves, the history's step {@code step}: {@code number} is the number of moves
     * played up to and with it, {@code move} the number of the move (in pairs, as checkers counts) it is in,
     * {@code text} as typed and, where it reads otherwise for people, {@code say} ({@link MoveSheet}: "" for a
     * reaction declined); a roll says {@code what} it was for and the {@code roll} that came up; {@code events}
     * are what the step did that the board and the text do not show ({@link StepEvents}), when it did any.
     */
    static ObjectNode move(Rules rules, GameState start, History.Step step, int i, int number, StepClocks clocks) {
        ObjectNode o = Fields.JSON.createObjectNode();
        o.put("number", number).put("move", MoveSheet.number(start, step));
        if (step instanceof History.Played p) {
            o.put("player", name(p.player())).put("text", p.text()).put("kind", "move");
            String say = MoveSheet.readable(rules, p);
            if (!say.equals(p.text())) {
                o.put("say", say);
            }
            if (clocks != null) {
                o.put("leftMs", clocks.left(i + 1, p.player()));
            }
        } else if (step instanceof History.Rolled r) {
            MoveSheet.Roll roll = MoveSheet.roll(rules, r, i);
            o.putNull("player").put("text", "chance: " + r.outcome().label()).put("kind", "roll")
                    .put("what", roll.what()).put("roll", roll.shown());
        } else {
            History.Agreed a = (History.Agreed) step;
            o.putNull("player").put("text", a.verdict().reason()).put("kind", "ending");
        }
        List<Event> events = StepEvents.of(rules, step);
        if (!events.isEmpty()) {
            ArrayNode said = o.putArray("events");
            for (Event e : events) {
                ObjectNode one = said.addObject().put("kind", e.kind()).put("text", e.text());
                ArrayNode squares = one.putArray("squares");
                e.squares().forEach(squares::add);
            }
        }
        return o;
    }
}
