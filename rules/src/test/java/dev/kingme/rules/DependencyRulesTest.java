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

    @Test
    void theModelCoreNamesNoGame() {
        // "No class outside a variant's own package knows that variant by name."
        noClasses().that().resideInAPackage("dev.kingme.rules")
                .should().dependOnClassesThat().resideInAnyPackage("dev.kingme.rules.american..",
                        "dev.kingme.rules.lilypad..")
                .check(production);
    }
}
