package dev.kingme.engine.puzzles;

import dev.kingme.engine.Position;
import dev.kingme.engine.pdn.PdnGame;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A game to look for puzzles in: its positions in order and where it comes from, as a puzzle names its source.
 *
 * @param source {@code MF Tinsley - E Fuller, US National 1946}, or {@code engine self-play, ACF ballot 12}
 * @param positions the start and the position after each move
 */
public record SourceGame(String source, List<Position> positions) {
    public SourceGame {
        positions = List.copyOf(positions);
    }

    /**
     * The game of a PDN record: its players and event for a source, and its positions as far as it replays (a
     * damaged record keeps those before the damage).
     */
    public static SourceGame of(PdnGame g) {
        String players = Stream.of(g.tag("Black").orElse("?"), g.tag("White").orElse("?"))
                .map(String::strip).collect(Collectors.joining(" - "));
        String event = Stream.of(g.tag("Event").orElse(""), g.tag("Date").orElse(""))
                .map(String::strip).filter(s -> !s.isEmpty() && !s.contains("?")).collect(Collectors.joining(" "));
        return new SourceGame(event.isEmpty() ? players : players + ", " + event, g.replay().positions());
    }
}
