package dev.kingme.engine.pdn;

import dev.kingme.engine.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Groups {@link Token}s into {@link PdnGame}s. A game ends at its result token, at a blank line after its
 * movetext, or where a new tag section begins (a tag after movetext, or a tag name the game already has);
 * so a damaged game never takes the next one with it. Variations are skipped, counting nesting.
 */
final class PdnParser {
    private static final Pattern NUMBER = Pattern.compile("(\\d+)(\\.+)(.*)");
    private static final Pattern MOVE = Pattern.compile("(\\d+(?:[-xX:]\\d+)+)(.*)");
    private static final Pattern NAG = Pattern.compile("\\$\\d+|[!?]+");
    private static final Pattern HUFF = Pattern.compile("\\s*huff\\s+(\\d{1,2})\\s*");

    private final List<PdnGame> games = new ArrayList<>();
    private GameBuilder cur;

    static List<PdnGame> games(List<Token> tokens) {
        PdnParser p = new PdnParser();
        for (Token t : tokens) {
            p.accept(t);
        }
        if (p.cur != null) {
            p.finish();
        }
        return p.games;
    }

    private void accept(Token t) {
        if (t instanceof Tag tag) {
            if (cur != null && (cur.body || cur.hasTag(tag.key()))) {
                finish();
            }
            start(tag.at()).tags.add(tag);
            return;
        }
        if (t instanceof Token.BlankLine) {
            if (cur != null && cur.body && cur.depth == 0) {
                cur.ended = true;
            }
            return;
        }
        if (cur != null && cur.ended && !(t instanceof Token.Comment)) {
            // The game ended at a blank line; a result right after it still belongs to it.
            boolean result = t instanceof Token.Word w && Result.ofPdn(w.text()) != null;
            finish();
            if (result) {
                games.set(games.size() - 1, withResult(games.get(games.size() - 1), (Token.Word) t));
                return;
            }
        }
        if (t instanceof Token.Word w) {
            word(w);
        } else if (t instanceof Token.Comment c) {
            comment(c);
        } else if (t instanceof Token.Open o) {
            start(o.at()).body = true;
            if (cur.depth++ == 0) {
                cur.openedAt = o.at();
            }
        } else if (t instanceof Token.Close c) {
            start(c.at()).body = true;
            if (cur.depth == 0) {
                cur.entries.add(new Entry.Damage(null, "\")\": no variation is open", 0, c.at()));
            } else {
                cur.depth--;
            }
        } else if (t instanceof Token.Bad b) {
            start(b.at()).body |= !b.inTags();
            cur.entries.add(new Entry.Damage(null, "\"" + b.text() + "\": " + b.reason(), 0, b.at()));
        }
    }

    private void word(Token.Word w) {
        Result r = Result.ofPdn(w.text());
        if (r != null) {
            if (cur != null && cur.depth == 0) {
                cur.result = r;
                finish();
            }
            return; // a result inside a variation, or with no game open, ends nothing
        }
        start(w.at()).body = true;
        if (cur.depth == 0) {
            movetext(w.text(), w.at());
        }
    }

    private void movetext(String word, Location at) {
        String s = word;
        Location where = at;
        Matcher n = NUMBER.matcher(s);
        if (n.matches()) {
            if (n.group(1).length() > 6) {
                cur.damage(word, "move number " + n.group(1) + " is too large", at);
                return;
            }
            cur.number = Integer.parseInt(n.group(1));
            s = n.group(3);
            where = new Location(at.line(), at.column() + n.start(3));
        }
        if (s.isEmpty() || s.chars().allMatch(c -> c == '.') || NAG.matcher(s).matches()) {
            return;
        }
        Matcher m = MOVE.matcher(s);
        if (m.matches() && (m.group(2).isEmpty() || NAG.matcher(m.group(2)).matches())) {
            cur.entries.add(new Entry.Played(m.group(1), cur.number, where));
            cur.number = 0;
        } else if (m.matches()) {
            cur.damage(s, "text glued to the move \"" + m.group(1) + "\"", where);
        } else {
            cur.damage(s, "not a move (expected squares joined by - or x, such as 11-15 or 24x15x6)", where);
        }
    }

    private void comment(Token.Comment c) {
        if (cur == null || cur.depth > 0) {
            return;
        }
        Matcher m = HUFF.matcher(c.text().toLowerCase(Locale.ROOT));
        if (m.matches()) {
            cur.body = true;
            cur.entries.add(new Entry.Huff(Integer.parseInt(m.group(1)), "{" + c.text() + "}", c.at()));
        }
    }

    private GameBuilder start(Location at) {
        if (cur == null) {
            cur = new GameBuilder(at);
        }
        return cur;
    }

    private void finish() {
        if (cur.depth > 0) {
            cur.entries.add(new Entry.Damage(null, "the variation opened here is not closed", 0, cur.openedAt));
        }
        games.add(new PdnGame(games.size() + 1, cur.at, cur.tags, cur.entries, Optional.ofNullable(cur.result)));
        cur = null;
    }

    private static PdnGame withResult(PdnGame g, Token.Word w) {
        return new PdnGame(g.number(), g.at(), g.tags(), g.entries(), Optional.of(Result.ofPdn(w.text())));
    }

    /** The game being read. */
    private static final class GameBuilder {
        final Location at;
        final List<Tag> tags = new ArrayList<>();
        final List<Entry> entries = new ArrayList<>();
        Result result;
        boolean body;
        boolean ended;
        int depth;
        Location openedAt;
        int number;

        GameBuilder(Location at) {
            this.at = at;
        }

        boolean hasTag(String key) {
            return tags.stream().anyMatch(t -> t.key().equals(key));
        }

        void damage(String token, String reason, Location where) {
            entries.add(new Entry.Damage(token, reason, number, where));
            number = 0;
        }
    }
}
