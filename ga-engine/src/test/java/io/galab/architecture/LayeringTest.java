package io.galab.architecture;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.galab.algorithm.archfixture.UnlistedGa;
import io.galab.experiment.archfixture.UsesAnAlgorithmDirectly;
import io.galab.puzzle.archfixture.BackwardImport;
import io.galab.report.gate.Gates;
import io.galab.report.archfixture.CyclicGateA;
import io.galab.report.archfixture.CyclicGateB;
import org.junit.jupiter.api.Test;

class LayeringTest {

    private static final JavaClasses ENGINE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.galab");

    @Test
    void everyLayerUsesOnlyTheLayersBeforeIt() {
        Layering.LAYERS.check(ENGINE);
    }

    @Test
    void packagesHaveNoCycles() {
        Layering.NO_CYCLES.check(ENGINE);
    }

    @Test
    void theExperimentConcernsSeeOnlyThoseBeforeThem() {
        Layering.EXPERIMENT_CONCERNS.check(ENGINE);
    }

    @Test
    void theReportConcernsSeeOnlyThoseBeforeThem() {
        Layering.REPORT_CONCERNS.check(ENGINE);
    }

    @Test
    void classesOfTheReportLayerHaveNoCycles() {
        Layering.NO_CLASS_CYCLES_IN_REPORT.check(ENGINE);
    }

    @Test
    void aCycleBetweenTwoGateClassesFailsWithAMessageThatNamesIt() {
        JavaClasses withFixture = new ClassFileImporter().importClasses(CyclicGateA.class, CyclicGateB.class);
        AssertionError e = assertThrows(AssertionError.class,
                () -> Layering.NO_CLASS_CYCLES_IN_REPORT.check(withFixture));
        assertTrue(e.getMessage().contains("CyclicGateA") && e.getMessage().contains("CyclicGateB"), e.getMessage());
    }

    @Test
    void algorithmsReadUnitsNeverKinds() {
        Layering.UNITS_NOT_KINDS.check(ENGINE);
    }

    @Test
    void thePapersPackagesDoNotUseEachOther() {
        Layering.PAPERS_APART.check(ENGINE);
    }

    @Test
    void theExperimentLayerSeesOnlyTheAlgorithmSpi() {
        Layering.SPI_ONLY.check(ENGINE);
    }

    /** An algorithm package that no list names (a test fixture's) is still out of the experiment layer's reach. */
    @Test
    void theExperimentLayerUsingAnUnlistedAlgorithmPackageFails() {
        JavaClasses withFixture = new ClassFileImporter().importClasses(UsesAnAlgorithmDirectly.class,
                UnlistedGa.class);
        AssertionError e = assertThrows(AssertionError.class, () -> Layering.SPI_ONLY.check(withFixture));
        assertTrue(e.getMessage().contains("UsesAnAlgorithmDirectly") && e.getMessage().contains("UnlistedGa"),
                e.getMessage());
    }

    @Test
    void aBackwardImportFailsWithAMessageThatNamesIt() {
        JavaClasses withFixture = new ClassFileImporter().importClasses(BackwardImport.class, Gates.class);
        AssertionError e = assertThrows(AssertionError.class, () -> Layering.LAYERS.check(withFixture));
        String message = e.getMessage();
        assertTrue(message.contains("BackwardImport") && message.contains("io.galab.report.gate.Gates"), message);
        assertTrue(message.contains("never backwards"), "the reason is part of the message: " + message);
    }
}
