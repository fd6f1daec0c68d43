package dev.kingme.rules.character;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The character rules are three packages, one a role (docs/architecture.md, "Character files"): the turn frame
 * plays powers through their hooks and knows neither the block interpreter nor the built-in power classes;
 * the built-in classes do not know the interpreter.
 */
class CharacterPackagesTest {
    static JavaClasses production;

    @BeforeAll
    static void importClasses() {
        production = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("-tests.jar"))
                .importPackages("dev.kingme.rules.character");
    }

    @Test
    void theFrameKnowsNeitherTheInterpreterNorTheBuiltInClasses() {
        noClasses().that().resideInAPackage("dev.kingme.rules.character")
                .should().dependOnClassesThat().resideInAnyPackage("dev.kingme.rules.character.block",
                        "dev.kingme.rules.character.builtin")
                .check(production);
    }

    @Test
    void theBuiltInClassesDoNotKnowTheInterpreter() {
        noClasses().that().resideInAPackage("dev.kingme.rules.character.builtin")
                .should().dependOnClassesThat().resideInAPackage("dev.kingme.rules.character.block")
                .check(production);
    }
}
