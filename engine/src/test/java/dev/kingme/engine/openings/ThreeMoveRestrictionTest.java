package dev.kingme.engine.openings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Game;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Rules;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ThreeMoveRestrictionTest {
    private final ThreeMoveRestriction acf = Restriction.threeMove();

    private List<Opening> inDeck(Deck deck) {
        return acf.ballots().stream().filter(o -> o.deck() == deck).toList();
    }

    /**
     * Replays the ballot and checks every position on the way: piece counts, no square held twice, the
     * side to move alternating, the game going on, a FEN round trip, and a legal move at the end.
     */
    private static void assertSoundReplay(Opening ballot, Game game) {
        List<Game.Step> steps = game.steps();
        assertThat(steps).as("%s", ballot).hasSize(3);
        assertThat(game.moves()).extracting(Move::toShortPdn).as("%s", ballot).isEqualTo(ballot.moves());
        int[] lost = new int[2]; // pieces lost by Black, by White
        for (int ply = 0; ply <= 3; ply++) {
            Position p = ply < 3 ? steps.get(ply).before() : game.position();
            if (ply > 0) {
                Move m = steps.get(ply - 1).move();
                lost[ply % 2 == 1 ? 1 : 0] += m.capturedSquares().length; // Black plays plies 1 and 3
            }
            String where = ballot + " after " + ply + " moves: " + p;
            assertThat(p.toMove()).as(where).isEqualTo(ply % 2 == 0 ? Side.BLACK : Side.WHITE);
            assertThat(Long.bitCount(p.black())).as(where).isEqualTo(12 - lost[0]);
            assertThat(Long.bitCount(p.white())).as(where).isEqualTo(12 - lost[1]);
            assertThat(Long.bitCount(p.black() | p.white())).as(where).isEqualTo(24 - lost[0] - lost[1]);
            assertThat(p.black() & p.white()).as(where).isZero();
            assertThat((p.black() | p.white()) & ~Squares.ALL).as(where).isZero();
            assertThat(p.kings()).as(where).isZero();
            assertThat(new Game(p, Rules.STANDARD).result()).as(where).isEqualTo(Result.ONGOING);
            assertThat(Fen.parse(Fen.format(p))).as(where).isEqualTo(p);
        }
        assertThat(game.result()).isEqualTo(Result.ONGOING);
        assertThat(game.legalMoves()).as("%s final position", ballot).isNotEmpty();
    }

    @Test
    void aBallotsPositionIsTheBoardAfterItsThreeMoves() {
        Opening ballot = ThreeMoveRestriction.acf().byNumber(1).orElseThrow();
        Position p = Position.initial();
        for (String m : ballot.moves()) {
            p = p.apply(dev.kingme.engine.MoveText.resolve(p.legalMoves(), m));
        }
        assertThat(ballot.position()).isEqualTo(p).isNotEqualTo(Position.initial());
        assertThat(ballot.position().toMove()).isEqualTo(Side.WHITE);
    }

    @Test
    void deckSizes() {
        assertThat(acf.ballots()).hasSize(174);
        assertThat(inDeck(Deck.CROSSBOARD)).hasSize(144);
        assertThat(inDeck(Deck.MAILPLAY)).hasSize(12);
        assertThat(inDeck(Deck.BARRED)).hasSize(18);
        assertThat(acf.deck()).hasSize(156).noneMatch(o -> o.deck() == Deck.BARRED);
        assertThat(acf.ballotLength()).isEqualTo(3);
    }

    @Test
    void everyUsableBallotReplaysSoundly() {
        int replayed = 0;
        for (Opening o : acf.ballots()) {
            if (o.drawable()) {
                assertSoundReplay(o, acf.start(o, Rules.STANDARD));
                replayed++;
            }
        }
        assertThat(replayed).isEqualTo(144 + 12);
    }

    @Test
    void barredBallotsReplayToo() {
        List<Opening> barred = inDeck(Deck.BARRED);
        for (Opening o : barred) {
            assertSoundReplay(o, acf.start(o, Rules.STANDARD));
        }
        assertThat(barred).hasSize(18);
    }

    @Test
    void ballotsAlsoStartUnderHuffingRules() {
        Opening o = acf.byNumber(4).orElseThrow(); // 9-13 22-17 13x22
        Game g = acf.start(o, Rules.STANDARD.withHuffing(true));
        assertThat(g.rules().huffing()).isTrue();
        assertThat(Long.bitCount(g.position().white())).isEqualTo(11);
        assertThat(g.huffable()).isEmpty();
    }

    @Test
    void drawsNeverGiveABarredBallotAndCoverTheDeck() {
        RandomGenerator random = new SplittableRandom(20240601L);
        Map<Integer, Integer> counts = new HashMap<>();
        for (int i = 0; i < 10_000; i++) {
            Opening o = acf.draw(random);
            assertThat(o.deck()).as("%s", o).isNotEqualTo(Deck.BARRED);
            counts.merge(o.number(), 1, Integer::sum);
        }
        assertThat(counts.keySet()).as("every usable ballot is drawn at some point")
                .containsExactlyInAnyOrderElementsOf(acf.deck().stream().map(Opening::number).toList());
        assertThat(counts.values()).allSatisfy(n -> assertThat(n).isBetween(20, 130)); // about 64 each
    }

    @Test
    void drawUsesOnlyTheGivenGenerator() {
        RandomGenerator zero = () -> 0L;
        assertThat(acf.draw(zero).number()).isEqualTo(1);
        SplittableRandom a = new SplittableRandom(7);
        SplittableRandom b = new SplittableRandom(7);
        for (int i = 0; i < 20; i++) {
            assertThat(acf.draw(a)).isEqualTo(acf.draw(b));
        }
        assertThatThrownBy(() -> acf.draw(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void numbersAreUniqueAndRunFromOneTo174() {
        TreeSet<Integer> numbers = new TreeSet<>();
        acf.ballots().forEach(o -> numbers.add(o.number()));
        assertThat(numbers).hasSize(acf.ballots().size())
                .containsExactlyElementsOf(IntStream.rangeClosed(1, 174).boxed().toList());
    }

    @Test
    void lookUpByNumber() {
        assertThat(acf.byNumber(5)).hasValueSatisfying(o -> {
            assertThat(o.name()).isEqualTo("Dreaded Edinburgh");
            assertThat(o.movesText()).isEqualTo("9-13 22-18 6-9");
        });
        assertThat(acf.byNumber(3)).hasValueSatisfying(o -> assertThat(o.drawable()).isFalse());
        assertThat(acf.byNumber(0)).isEmpty();
        assertThat(acf.byNumber(175)).isEmpty();
    }

    @Test
    void startRefusesABallotOfAnotherRestriction() {
        Opening twoMove = Restriction.twoMove().byNumber(1).orElseThrow();
        assertThatThrownBy(() -> acf.start(twoMove, Rules.STANDARD))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a ballot of");
    }

    @Test
    void constructorChecksBallots() {
        Opening good = new Opening(1, "", List.of("9-13", "21-17", "5-9"), Deck.CROSSBOARD);
        assertThatThrownBy(() -> new ThreeMoveRestriction(List.of(
                new Opening(2, "", List.of("9-13", "21-17", "9-14"), Deck.CROSSBOARD))))
                .hasMessageContaining("move 3 (9-14) cannot be played");
        assertThatThrownBy(() -> new ThreeMoveRestriction(List.of(
                new Opening(2, "", List.of("9-13", "21-17"), Deck.CROSSBOARD))))
                .hasMessageContaining("has 2 moves, expected 3");
        assertThatThrownBy(() -> new ThreeMoveRestriction(List.of(good,
                new Opening(1, "", List.of("9-13", "21-17", "6-9"), Deck.CROSSBOARD))))
                .hasMessageContaining("number 1 is used twice");
        assertThatThrownBy(() -> new ThreeMoveRestriction(List.of(good,
                new Opening(2, "", List.of("9-13", "21x17", "5-9"), Deck.CROSSBOARD))))
                .as("another spelling of the same moves").hasMessageContaining("repeats the moves of");
        assertThatThrownBy(() -> new ThreeMoveRestriction(List.of(good,
                new Opening(2, "", List.of("9-13", "21-17", "5-9"), Deck.BARRED))))
                .hasMessageContaining("repeats the moves of");
        assertThatThrownBy(() -> new ThreeMoveRestriction(List.of())).hasMessageContaining("at least one");
    }
}
