package dev.kingme.engine.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.engine.RandomPositions;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/** Fen.parse gives a position or an IllegalArgumentException with a message, whatever the text. */
class FenPropertiesTest {
    static void parsesCleanly(String text) {
        try {
            Position p = Fen.parse(text);
            assertThat(Fen.parse(Fen.format(p))).isEqualTo(p);
        } catch (IllegalArgumentException e) {
            assertThat(e.getMessage()).isNotBlank();
        }
    }

    @Property
    void randomFenLikeTextGivesAPositionOrAMessage(@ForAll("fenish") String text) {
        parsesCleanly(text);
    }

    @Property
    void arbitraryUnicodeGivesAPositionOrAMessage(@ForAll String text) {
        parsesCleanly(text);
    }

    @Property
    void mutatedFensGiveAPositionOrAMessage(@ForAll("positions") Position p,
            @ForAll @Size(min = 1, max = 6) List<@From("mutation") Mutation> edits) {
        String text = Fen.format(p);
        for (Mutation m : edits) {
            text = m.apply(text);
        }
        parsesCleanly(text);
    }

    @Property
    void formattedPositionsParseBack(@ForAll("positions") Position p) {
        assertThat(Fen.parse(Fen.format(p))).isEqualTo(p);
        assertThat(Fen.parse("\"" + Fen.format(p) + ".\"")).isEqualTo(p);
    }

    @Provide
    Arbitrary<String> fenish() {
        return Arbitraries.strings().withChars("BWKbwk0123456789,:-.\" \t").ofMaxLength(60);
    }

    @Provide
    Arbitrary<Position> positions() {
        return RandomPositions.any();
    }

    @Provide
    Arbitrary<Mutation> mutation() {
        return Mutation.any();
    }
}
