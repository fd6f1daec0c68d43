package dev.kingme.app.session;

import dev.kingme.rules.Player;
import dev.kingme.rules.record.Chooser;
import java.util.EnumMap;
import java.util.Map;

/**
 * Who sits at each side of a game at the terminal: a person (typing at the prompt), or an AI that the
 * session asks for its decisions. The AI decides in every window of its side, including reactions in
 * the other side's turn and answers it owes the other side (Thurl's question).
 */
public final class Seats {
    private final Map<Player, Chooser> ais = new EnumMap<>(Player.class);
    private final Map<Player, String> names = new EnumMap<>(Player.class);

    public static Seats people() {
        return new Seats();
    }

    /** These seats with {@code side} played by {@code ai}, called {@code name} ({@code ai:hard}). */
    public Seats with(Player side, Chooser ai, String name) {
        ais.put(side, ai);
        names.put(side, name);
        return this;
    }

    /** The AI playing {@code side}, or null when a person does. */
    public Chooser ai(Player side) {
        return ais.get(side);
    }

    public boolean anyPerson() {
        return ais.size() < Player.values().length;
    }

    /** {@code White (ai:hard)}, or just the side's name for a person. */
    public String title(Player side) {
        return names.containsKey(side) ? side.title() + " (" + names.get(side) + ")" : side.title();
    }
}
