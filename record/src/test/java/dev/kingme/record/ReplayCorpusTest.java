package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.SquareCount;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.Replayer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Behaviour unchanged: a corpus of game records saved by Kingme (AI against AI, in every game and with
 * every character; {@code records/corpus/}) replays state by state exactly as it did when it was saved.
 * Each record's {@code .trail} file holds a short hash of every state it passes through, of what the
 * state is as the players see it: who acts and the legal decisions in the game's notation, the pieces
 * and what stands on them, each side's counts, what is pending, and the game's own description. Run with
 * {@code -Dkingme.corpus.write=true} to write the trails anew (only ever before a change that must keep
 * behaviour).
 */
class ReplayCorpusTest {
    private static final Path CORPUS = Path.of("src", "test", "resources", "records", "corpus");

    static Stream<String> records() throws IOException {
        try (Stream<Path> files = Files.list(CORPUS)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("records")
    void theRecordReplaysStateByStateAsItDidWhenSaved(String name) throws IOException {
        GameRecord record = RecordJson.read(Files.readString(CORPUS.resolve(name), StandardCharsets.UTF_8));
        GameKind kind = Games.byName(record.game());
        Rules rules = Replayer.rules(record, kind);
        List<String> trail = new ArrayList<>();
        for (GameState s : Replayer.states(record, kind)) {
            trail.add(hash(fingerprint(rules, s)));
        }
        Path file = CORPUS.resolve(name.replace(".json", ".trail"));
        if (Boolean.getBoolean("kingme.corpus.write")) {
            Files.write(file, trail);
        }
        List<String> saved = Files.readAllLines(file);
        assertThat(trail).as("%s: one hash per state, the start first", name).isEqualTo(saved);
        assertThat(rules.toAct(Replayer.replay(record, kind))).as(name).isInstanceOf(ToAct.Terminal.class);
    }

    /** What {@code s} is, as the players see it, in text that does not depend on how the state is stored. */
    static String fingerprint(Rules rules, GameState s) {
        StringBuilder sb = new StringBuilder();
        ToAct who = rules.toAct(s);
        if (who instanceof ToAct.Choice c) {
            sb.append("choice ").append(c.player()).append(' ').append(c.window());
        } else if (who instanceof ToAct.Chance c) {
            sb.append("chance ").append(c.what()).append(' ').append(c.outcomes());
        } else {
            sb.append("over ").append(((ToAct.Terminal) who).verdict());
        }
        sb.append("\ndecisions");
        for (Decision d : rules.legalDecisions(s)) {
            sb.append(" | ").append(rules.notation(s, d));
        }
        sb.append("\nboard");
        for (int sq = 0; sq < 64; sq++) {
            StringBuilder on = new StringBuilder();
            for (Layer l : rules.layers()) {
                if (s.has(l, sq) && !counted(rules, l)) {
                    on.append(' ').append(l.name().toLowerCase(Locale.ROOT));
                }
            }
            for (SquareCount c : rules.squareCounts()) {
                if (c.get(s, sq) > 0) {
                    on.append(" coins=").append(c.get(s, sq));
                }
            }
            if (on.length() > 0) {
                sb.append(" [").append(sq).append(on).append(']');
            }
        }
        for (Player p : Player.values()) {
            sb.append('\n').append(p).append(' ').append(s.record(p).describe(rules.counters()));
        }
        sb.append("\nturn ").append(s.turn()).append(" quiet ").append(s.quietPlies()).append(" chain ").append(s.chain())
                .append(" jumped ").append(Long.toHexString(s.jumped())).append(" hops ").append(s.hops());
        for (Pending p : s.pending()) {
            sb.append("\npending ").append(p.kind()).append(' ').append(p.player()).append(' ').append(p.squares())
                    .append(' ').append(p.amount());
        }
        sb.append('\n').append(rules.describe(s)).append('\n').append(rules.question(s));
        return sb.toString();
    }

    /** True for a layer that is a bit of a number kept on squares (printed as the number). */
    private static boolean counted(Rules rules, Layer l) {
        for (SquareCount c : rules.squareCounts()) {
            if (c.bits().contains(l)) {
                return true;
            }
        }
        return false;
    }

    private static String hash(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
