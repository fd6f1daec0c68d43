package dev.kingme.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The app module is packages by concern (docs/architecture.md, "app"): the top package holds only the
 * command line's entry point, accounts and ratings know neither the web nor the commands, and the store
 * does not know the web.
 */
class AppPackagesTest {
    static JavaClasses production;

    @BeforeAll
    static void importClasses() {
        production = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("-tests.jar"))
                .importPackages("dev.kingme.app");
    }

    @Test
    void theTopPackageHoldsOnlyMain() {
        classes().that().resideInAPackage("dev.kingme.app")
                .should().haveNameMatching("dev\\.kingme\\.app\\.Main(\\$.*)?")
                .check(production);
    }

    @Test
    void accountsRatingsAndTheGameDatabaseKnowNeitherTheWebNorTheCommands() {
        noClasses().that().resideInAnyPackage("dev.kingme.app.account..", "dev.kingme.app.rating..", "dev.kingme.app.library..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.kingme.app.web..", "dev.kingme.app.command..")
                .check(production);
    }

    @Test
    void theStoreDoesNotKnowTheWeb() {
        noClasses().that().resideInAPackage("dev.kingme.app.store..")
                .should().dependOnClassesThat().resideInAPackage("dev.kingme.app.web..")
                .check(production);
    }
}
