package dev.kingme.balance.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.balance.LabResults;
import dev.kingme.balance.stats.BradleyTerry;
import dev.kingme.balance.stats.Cycles;
import dev.kingme.balance.stats.Interval;
import dev.kingme.balance.stats.Lengths;
import dev.kingme.balance.stats.Score;
import dev.kingme.balance.stats.Wilson;
import java.util.List;
import java.util.Optional;

/**
 * The whole report as JSON: the settings, every cell of the matrix, every character (a changed built-in one
 * marked {@code changed}), the non-transitive cycles, the first-move advantage, the game lengths and the
 * endings. A number that does not exist (the score of no games, the
 * bounds of an interval that has no games) is {@code null}.
 */
final class JsonReport {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReport() {
    }

    static String write(Analysis a) {
        try {
            return MAPPER.writeValueAsString(tree(a)) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static ObjectNode tree(Analysis a) {
        LabResults r = a.results();
        ObjectNode root = MAPPER.createObjectNode();

        ObjectNode settings = root.putObject("settings");
        ArrayNode listed = settings.putArray("characters");
        r.characters().forEach(listed::add);
        settings.put("ai", r.ai());
        settings.put("seed", r.seed());
        settings.put("gamesPerPair", r.gamesPerPair());
        settings.put("maxPlies", r.maxPlies());
        settings.put("games", r.games().size());
        settings.put("mirrorGames", a.firstMoveMirror().games());
        settings.put("confidence", 0.95);
        settings.put("z", Wilson.Z95);
        ArrayNode changed = settings.putArray("changedCharacters");
        r.changed().forEach(changed::add);
        settings.put("scoreInterval", "Wilson score interval on points (win 1, draw 1/2, loss 0)");
        settings.put("rating", "the score against the others on the Elo scale, 400*log10(s/(1-s)), its interval the "
                + "score's Wilson interval on the same scale (infinite bounds, at 0% and 100%, are null)");
        settings.put("bradleyTerry", "a model kept here only: Bradley-Terry, draws half a win to each, fitted by MM "
                + "(Hunter 2004); Elo scale 400*log10(strength) centred at mean 0; Wald intervals from the inverse "
                + "Fisher information");
        settings.put("cycles", "three characters each beating the next by its pairwise score (above 50%); clear when"
                + " every edge's Wilson interval lies above 50%, else within noise");
        settings.put("priorDraws", a.fit().priorDraws());
        settings.put("fitSweeps", a.fit().sweeps());
        settings.put("fitConverged", a.fit().converged());

        ArrayNode chars = root.putArray("characters");
        for (Analysis.Standing s : a.standings()) {
            ObjectNode c = chars.addObject();
            c.put("name", s.who().name());
            c.put("title", s.who().title());
            c.put("set", s.who().set());
            c.put("rank", a.rank(s));
            c.put("changed", s.who().changed());
            ObjectNode rated = c.putObject("rating");
            number(rated, "elo", s.rating().elo());
            number(rated, "lower", s.rating().interval().lower());
            number(rated, "upper", s.rating().interval().upper());
            rated.put("excludesZero", s.rating().excludesZero());
            BradleyTerry.Rating rating = s.bradleyTerry();
            ObjectNode bt = c.putObject("bradleyTerry");
            number(bt, "elo", rating.elo());
            number(bt, "standardError", rating.standardError());
            number(bt, "lower", rating.interval().lower());
            number(bt, "upper", rating.interval().upper());
            bt.put("excludesZero", rating.excludesZero());
            c.set("score", score(s.overall()));
            c.put("flag", s.flag().label());
            c.put("wins", s.wins());
            c.put("draws", s.draws());
            c.put("losses", s.losses());
            c.set("asBlack", score(s.asBlack()));
            c.set("asWhite", score(s.asWhite()));
            c.set("mirrorBlack", score(s.mirror()));
            c.set("lengths", lengths(s.lengths()));
        }

        ArrayNode matrix = root.putArray("matrix");
        List<CharacterInfo> cs = a.characters();
        for (int i = 0; i < cs.size(); i++) {
            for (int j = 0; j < cs.size(); j++) {
                if (i == j) {
                    continue;
                }
                ObjectNode cell = matrix.addObject();
                cell.put("row", cs.get(i).name());
                cell.put("column", cs.get(j).name());
                Analysis.Cell c = a.cell(i, j);
                cell.setAll(score(c.score()));
                cell.set("asBlack", score(c.asBlack()));
                cell.set("asWhite", score(c.asWhite()));
            }
        }
        ArrayNode mirrors = root.putArray("mirrors");
        for (int i = 0; i < cs.size(); i++) {
            ObjectNode m = mirrors.addObject();
            m.put("character", cs.get(i).name());
            m.setAll(score(a.cell(i, i).score()));
        }

        ArrayNode cycles = root.putArray("cycles");
        for (Cycles.Cycle cycle : a.cycles()) {
            ObjectNode o = cycles.addObject();
            ArrayNode members = o.putArray("characters");
            cycle.players().forEach(i -> members.add(cs.get(i).name()));
            ArrayNode edges = o.putArray("edges");
            for (int e = 0; e < 3; e++) {
                ObjectNode edge = edges.addObject();
                edge.put("winner", cs.get(cycle.players().get(e)).name());
                edge.put("loser", cs.get(cycle.players().get((e + 1) % 3)).name());
                edge.setAll(score(cycle.edges().get(e)));
            }
            number(o, "weakest", cycle.weakest().rate());
            o.put("clear", cycle.clear());
        }

        ObjectNode first = root.putObject("firstMove");
        first.set("all", score(a.firstMove()));
        first.set("mirror", score(a.firstMoveMirror()));

        ObjectNode len = root.putObject("lengths");
        len.set("all", lengths(a.lengths()));
        ObjectNode byChar = len.putObject("byCharacter");
        for (Analysis.Standing s : a.standings()) {
            byChar.set(s.who().name(), lengths(s.lengths()));
        }

        ObjectNode endings = root.putObject("endings");
        int total = r.games().size();
        endings.put("games", total);
        endings.put("draws", a.drawnGames());
        ArrayNode conditions = endings.putArray("conditions");
        for (Analysis.Ending e : a.endings()) {
            ObjectNode o = conditions.addObject();
            o.put("condition", e.condition());
            o.put("games", e.games());
            number(o, "share", total == 0 ? Double.NaN : (double) e.games() / total);
            o.put("draws", e.draws());
            ObjectNode wins = o.putObject("winsBy");
            e.winsBy().forEach(wins::put);
        }
        ObjectNode byWinner = endings.putObject("byWinner");
        for (CharacterInfo c : cs) {
            ObjectNode w = byWinner.putObject(c.name());
            int won = a.winsOf(c.name());
            w.put("wins", won);
            ArrayNode list = w.putArray("conditions");
            for (Analysis.Ending e : a.endings()) {
                int n = e.winsBy().get(c.name());
                if (n > 0) {
                    ObjectNode o = list.addObject();
                    o.put("condition", e.condition());
                    o.put("games", n);
                    number(o, "share", (double) n / won);
                }
            }
        }
        return root;
    }

    static ObjectNode score(Score s) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("points", s.points());
        o.put("games", s.games());
        number(o, "score", s.rate());
        Optional<Interval> ci = s.interval();
        number(o, "lower", ci.map(Interval::lower).orElse(Double.NaN));
        number(o, "upper", ci.map(Interval::upper).orElse(Double.NaN));
        return o;
    }

    static ObjectNode lengths(Lengths l) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("games", l.games());
        number(o, "mean", l.mean());
        number(o, "median", l.median());
        if (l.games() > 0) {
            o.put("min", l.min());
            o.put("max", l.max());
        } else {
            o.putNull("min");
            o.putNull("max");
        }
        return o;
    }

    private static void number(ObjectNode o, String field, double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            o.putNull(field);
        } else {
            o.put(field, v);
        }
    }
}
