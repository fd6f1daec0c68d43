package dev.kingme.record;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The codec sits between the model and the modules that keep its JSON: it uses the model and the JDK, no
 * JSON library and nothing above it; and the model keeps no JSON of its own.
 */
@AnalyzeClasses(packages = "dev.kingme", importOptions = ImportOption.DoNotIncludeTests.class)
class RecordModuleDependenciesTest {
    @ArchTest
    static final ArchRule THE_CODEC_USES_THE_MODEL_AND_THE_JDK = classes().that().resideInAPackage("dev.kingme.record..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "dev.kingme.record..", "dev.kingme.rules..",
                    "dev.kingme.engine..");

    @ArchTest
    static final ArchRule THE_MODEL_KEEPS_NO_JSON = noClasses().that().resideInAPackage("dev.kingme.rules..")
            .should().dependOnClassesThat().resideInAPackage("dev.kingme.record..")
            .orShould().haveSimpleNameContaining("Json");
}
