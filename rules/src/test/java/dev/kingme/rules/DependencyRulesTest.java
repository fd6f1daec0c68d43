package dev.kingme.rules;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The module boundaries (docs/architecture.md): the engine depends on nothing but the JDK, the rules on nothing but
 * the JDK and the engine, so the rules can never import the web, a database or a library.
 */
class DependencyRulesTest {
    static JavaClasses production;

    @BeforeAll
    static void importClasses() {
        production = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("-tests.jar"))
                .importPackages("dev.kingme.engine", "dev.kingme.rules");
    }

    @Test
    void theEngineDependsOnTheJdkAlone() {
        classes().that().resideInAPackage("dev.kingme.engine..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "dev.kingme.engine..")
                .check(production);
    }

    @Test
    void theRulesDependOnTheJdkAndTheEngineAlone() {
        classes().that().resideInAPackage("dev.kingme.rules..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "dev.kingme.engine..", "dev.kingme.rules..")
                .check(production);
    }

    @Test
    void theEngineDoesNotKnowTheRules() {
        noClasses().that().resideInAPackage("dev.kingme.engine..")
                .should().dependOnClassesThat().resideInAPackage("dev.kingme.rules..")
                .check(production);
    }

    /** "No class outside a variant's own package knows that variant by name": the core and the records know no game. */
    @Test
    void theModelCoreNamesNoGame() {
        noClasses().that().resideInAnyPackage("dev.kingme.rules", "dev.kingme.rules.record")
                .should().dependOnClassesThat().resideInAnyPackage(GAMES)
                .check(production);
    }

    /** A game knows no other game; the games of the checkers family build on its base ({@code checkers}). */
    @Test
    void aGameKnowsNoOtherGameButTheCheckersBase() {
        for (String game : GAMES) {
            java.util.List<String> others = new java.util.ArrayList<>();
            for (String other : GAMES) {
                if (!other.equals(game) && !other.equals("dev.kingme.rules.checkers..")) {
                    others.add(other);
                }
            }
            noClasses().that().resideInAPackage(game).should().dependOnClassesThat()
                    .resideInAnyPackage(others.toArray(new String[0])).check(production);
        }
    }

    /**
     * The core's own constants name nothing of a game: its layers are the pieces and the crown, it declares
     * no counter, and no constant of its enums is a word of a game (a game's layers and counters are declared
     * by the game: {@link Layer#declare}, {@link Counter#declare}).
     */
    @Test
    void theCoresConstantsNameNoGame() throws IllegalAccessException {
        java.util.Set<String> layers = new java.util.TreeSet<>();
        for (java.lang.reflect.Field f : Layer.class.getFields()) {
            if (f.getType() == Layer.class) {
                layers.add(f.getName());
            }
        }
        org.assertj.core.api.Assertions.assertThat(layers).containsExactly("BLACK", "KING", "WHITE");
        for (Class<?> c : new Class<?>[] {Counter.class, SideRecord.class, GameState.class, Effect.class}) {
            for (java.lang.reflect.Field f : c.getFields()) {
                org.assertj.core.api.Assertions.assertThat(f.getType()).as(c.getSimpleName() + "." + f.getName())
                        .isNotEqualTo(Counter.class);
            }
        }
        java.util.List<String> constants = new java.util.ArrayList<>();
        for (com.tngtech.archunit.core.domain.JavaClass c : production) {
            if (c.getPackageName().equals("dev.kingme.rules") && c.isEnum()) {
                for (Object constant : c.reflect().getEnumConstants()) {
                    constants.add(c.getSimpleName() + "." + constant);
                }
            }
        }
        org.assertj.core.api.Assertions.assertThat(constants).isNotEmpty().noneMatch(name -> GAME_WORDS.stream()
                .anyMatch(word -> name.toLowerCase(java.util.Locale.ROOT).contains(word)));
    }

    private static final String[] GAMES = {"dev.kingme.rules.american..", "dev.kingme.rules.lilypad..",
        "dev.kingme.rules.character..", "dev.kingme.rules.warp..", "dev.kingme.rules.checkers.."};

    /** Words of the games' own: their pieces, marks, coins and characters. */
    private static final java.util.List<String> GAME_WORDS = java.util.List.of("pawn", "wound", "illusion", "coin",
            "penn", "dime", "arrow", "terraport", "queen", "fragment", "pool", "breya", "thurl", "dertrihs", "tactic",
            "shot", "skip", "guard", "huff");
}
