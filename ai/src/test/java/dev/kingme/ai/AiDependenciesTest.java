package dev.kingme.ai;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The AI's boundaries: it depends on the JDK, the engine and the rules alone, and, like every class outside
 * a variant's own package, names no variant: it learns what a game is through the rules' hooks.
 */
class AiDependenciesTest {
    private static final JavaClasses PRODUCTION = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("dev.kingme.ai");

    @Test
    void theAiDependsOnTheJdkTheEngineAndTheRulesAlone() {
        classes().that().resideInAPackage("dev.kingme.ai..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "dev.kingme.engine..", "dev.kingme.rules..",
                        "dev.kingme.ai..")
                .check(PRODUCTION);
    }

    @Test
    void theAiNamesNoVariant() {
        noClasses().that().resideInAPackage("dev.kingme.ai..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.kingme.rules.american..",
                        "dev.kingme.rules.checkers..", "dev.kingme.rules.character..", "dev.kingme.rules.warp..",
                        "dev.kingme.rules.lilypad..")
                .check(PRODUCTION);
    }
}
