package dev.kingme.app.web;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.character.CharacterCards;
import dev.kingme.rules.character.CharacterCards.Card;
import dev.kingme.rules.character.CharacterCards.PowerCard;
import dev.kingme.rules.character.Hero;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The character cards of a rules page, in HTML, made from the characters' definitions ({@link CharacterCards}):
 * the built-in ones and those the server's character files add. Every word from a definition is escaped, since
 * a character file is written by anyone. Each card is anchored {@code character-ID}, each power on it
 * {@code power-ID-SLUG} (the slug of its title, {@link #slug}).
 */
final class RulesCards {
    private RulesCards() {
    }

    /** The cards of every character a side may play in {@code kind}: the game's own set first, then the other set's. */
    static String of(GameKind kind) {
        Set<String> own = new HashSet<>();
        for (Persona p : kind.characters()) {
            own.add(p.name());
        }
        List<Card> first = new ArrayList<>();
        List<Card> other = new ArrayList<>();
        for (Persona p : Characters.playable(kind)) {
            if (p.name().equals(Hero.NONE.id())) {
                continue;
            }
            Card card = CharacterCards.card(Hero.byId(p.name()));
            (own.contains(p.name()) ? first : other).add(card);
        }
        StringBuilder out = new StringBuilder();
        out.append("<section class=\"cards\" aria-labelledby=\"characters\">\n<h2 id=\"characters\">The characters</h2>\n")
                .append("<p>Each side plays one character (or none). A card lists the character's <strong>powers</strong>,"
                        + " which you decide to use, with their cost and when they may be used; its <strong>traits</strong>,"
                        + " which work by themselves with no decision; and how it wins at once, if it has a way of its own."
                        + " A character's rules beat the general rules where the two disagree.</p>\n")
                .append("<h3 id=\"own-set\">This game's characters</h3>\n");
        cards(out, first);
        if (!other.isEmpty()) {
            out.append("<h3 id=\"other-set\">From the other set</h3>\n<p>Characters of either set may face each other:"
                    + " a game may put any of these on either side.</p>\n");
            cards(out, other);
        }
        return out.append("</section>\n").toString();
    }

    private static void cards(StringBuilder out, List<Card> cards) {
        out.append("<div class=\"card-list\">\n");
        for (Card c : cards) {
            card(out, c);
        }
        out.append("</div>\n");
    }

    static void card(StringBuilder out, Card c) {
        String id = "character-" + slug(c.id());
        out.append("<article class=\"card\" id=\"").append(id).append("\" aria-labelledby=\"").append(id).append("-title\">\n")
                .append("<h4 id=\"").append(id).append("-title\">").append(Html.text(c.title()));
        if (c.fromFile()) {
            out.append(" <span class=\"tag file\" title=\"written in a character file this server loaded\">file</span>");
        }
        out.append("</h4>\n<p class=\"card-id\">Chosen as <code>").append(Html.text(c.id())).append("</code></p>\n");
        Set<String> used = new HashSet<>();
        if (!c.decisions().isEmpty()) {
            out.append("<h5>Powers</h5>\n<dl class=\"powers\">\n");
            for (PowerCard p : c.decisions()) {
                power(out, c, p, used);
            }
            out.append("</dl>\n");
        }
        if (!c.traits().isEmpty()) {
            out.append("<h5>Traits <small>(no decision: they work by themselves)</small></h5>\n<dl class=\"traits\">\n");
            for (PowerCard p : c.traits()) {
                power(out, c, p, used);
            }
            out.append("</dl>\n");
        }
        if (c.powers().isEmpty()) {
            out.append("<p>No powers: plain checkers.</p>\n");
        }
        out.append("<h5>Winning</h5>\n<p class=\"wins\">");
        if (c.wins().isEmpty()) {
            out.append("By the usual ways only: take the opponent's last checker, or leave it nothing legal to do (no move and no power).");
        } else {
            out.append("As usual, and also \u2014 ").append(Html.text(String.join("; ", c.wins()))).append('.');
        }
        out.append("</p>\n</article>\n");
    }

    private static void power(StringBuilder out, Card c, PowerCard p, Set<String> used) {
        String anchor = "power-" + slug(c.id()) + "-" + slug(p.title());
        for (int n = 2; !used.add(anchor); n++) {
            anchor = "power-" + slug(c.id()) + "-" + slug(p.title()) + "-" + n;
        }
        out.append("<div class=\"power\" id=\"").append(anchor).append("\">\n<dt>").append(Html.text(p.title()));
        if (p.cost() != null) {
            out.append(" <span class=\"cost\">").append(Html.text(p.cost())).append("</span>");
        }
        out.append("</dt>\n");
        if (p.when() != null) {
            out.append("<dd class=\"when\"><span class=\"label\">When:</span> ").append(Html.text(p.when())).append("</dd>\n");
        }
        if (p.summary() != null) {
            out.append("<dd class=\"does\"><span class=\"label\">").append(p.kind() == CharacterCards.Kind.DECISION ? "Does:" : "What:")
                    .append("</span> ").append(Html.text(p.summary())).append("</dd>\n");
        }
        for (TypedExample e : p.typed()) {
            example(out, "Typed", e);
        }
        for (TypedExample e : p.answers()) {
            example(out, "The opponent's answer", e);
        }
        out.append("</div>\n");
    }

    private static void example(StringBuilder out, String label, TypedExample e) {
        if (e.typed() == null) {
            return;
        }
        out.append("<dd class=\"typed\"><span class=\"label\">").append(label).append(":</span> <code>").append(Html.text(e.typed()))
                .append("</code>");
        if (e.meaning() != null) {
            out.append(" \u2014 ").append(Html.text(e.meaning()));
        }
        out.append("</dd>\n");
    }

    /** A name as an anchor's part: lower case, each run of other characters than a-z and 0-9 a hyphen. */
    static String slug(String name) {
        String s = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return s.isEmpty() ? "x" : s;
    }
}
