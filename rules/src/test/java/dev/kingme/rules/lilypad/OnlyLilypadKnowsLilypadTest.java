package dev.kingme.rules.lilypad;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** "No class outside a variant's own package knows that variant by name" (docs/architecture.md). */
class OnlyLilypadKnowsLilypadTest {
    @Test
    void noClassOutsideThePackageDependsOnIt() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.kingme");
        noClasses().that().resideOutsideOfPackage("dev.kingme.rules.lilypad..")
                .should().dependOnClassesThat().resideInAPackage("dev.kingme.rules.lilypad..")
                .check(classes);
    }
}
