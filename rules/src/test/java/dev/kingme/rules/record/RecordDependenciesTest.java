package dev.kingme.rules.record;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** Records are read and written by hand so that the rules module keeps to the JDK and the engine. */
@AnalyzeClasses(packages = "dev.kingme.rules.record", importOptions = ImportOption.DoNotIncludeTests.class)
class RecordDependenciesTest {
    @ArchTest
    static final ArchRule ONLY_THE_JDK_AND_KINGME = classes().that().resideInAPackage("dev.kingme.rules.record")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "dev.kingme.rules..", "dev.kingme.engine..");
}
