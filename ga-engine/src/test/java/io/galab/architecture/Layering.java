package io.galab.architecture;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

/**
 * galab's layers, as {@code docs/extending.md} ("Layers") states them: puzzle → algorithm → experiment
 * → stats/report → lab → cli (and, in their own modules, the Maven plugin, Spark and the benchmarks).
 * A layer may use the layers before it and never one after it; packages have no cycles; the papers'
 * packages do not use each other, and the experiment layer sees only the algorithm SPI.
 */
final class Layering {

    private Layering() {
    }

    static final ArchRule LAYERS = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("Puzzle").definedBy("io.galab.puzzle..")
            .layer("Solve").definedBy("io.galab.solve..")
            .layer("Algorithm").definedBy("io.galab.algorithm..")
            .layer("Experiment").definedBy("io.galab.experiment..")
            .layer("Stats").definedBy("io.galab.stats..")
            .layer("Report").definedBy("io.galab.report..")
            .layer("Tune").definedBy("io.galab.tune..")
            .layer("Lab").definedBy("io.galab.lab..")
            .layer("Cli").definedBy("io.galab.cli..")
            .whereLayer("Cli").mayNotBeAccessedByAnyLayer()
            .whereLayer("Lab").mayOnlyBeAccessedByLayers("Cli")
            .whereLayer("Tune").mayOnlyBeAccessedByLayers("Lab", "Cli")
            .whereLayer("Report").mayOnlyBeAccessedByLayers("Tune", "Lab", "Cli")
            .whereLayer("Stats").mayOnlyBeAccessedByLayers("Report", "Tune", "Lab", "Cli")
            .whereLayer("Experiment").mayOnlyBeAccessedByLayers("Report", "Tune", "Lab", "Cli")
            .whereLayer("Algorithm").mayOnlyBeAccessedByLayers("Experiment", "Report", "Tune", "Lab", "Cli")
            .whereLayer("Solve").mayOnlyBeAccessedByLayers("Algorithm", "Experiment", "Report", "Tune", "Lab", "Cli")
            .whereLayer("Puzzle").mayOnlyBeAccessedByLayers("Solve", "Algorithm", "Experiment", "Report", "Tune", "Lab",
                    "Cli")
            .because("data flows puzzle → solve → algorithm → experiment → stats/report → tune → lab → cli, never"
                    + " backwards (docs/extending.md, \"Layers\")");

    static final ArchRule NO_CYCLES = slices().matching("io.galab.(**)").should().beFreeOfCycles()
            .because("a package cycle makes neither side understandable alone");

    /**
     * The experiment layer's own order (docs/extending.md, "Layers"): the spec model, then planning and
     * results, then the runner and journal, then distribution. Each sees only those before it.
     */
    static final ArchRule EXPERIMENT_CONCERNS = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("Spec").definedBy("io.galab.experiment.spec")
            .layer("Planning").definedBy("io.galab.experiment")
            .layer("Running").definedBy("io.galab.experiment.run")
            .layer("Distribution").definedBy("io.galab.experiment.distribute")
            .whereLayer("Distribution").mayNotBeAccessedByAnyLayer()
            .whereLayer("Running").mayOnlyBeAccessedByLayers("Distribution")
            .whereLayer("Planning").mayOnlyBeAccessedByLayers("Running", "Distribution")
            .because("inside experiment, specs → plans and results → running and the journal → shards and"
                    + " portable plans, never backwards (docs/extending.md, \"Layers\")");

    /**
     * The report layer's own order (docs/extending.md, "Layers"), as jacoco splits its report into
     * check, csv and html: analysis and rows ({@code report}), then gates, verdicts, baselines, history
     * and change points ({@code report.gate}), then pages and charts ({@code report.html}) and files for
     * other tools ({@code report.export}), which do not use each other.
     */
    static final ArchRule REPORT_CONCERNS = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("Rows").definedBy("io.galab.report")
            .layer("Gate").definedBy("io.galab.report.gate")
            .layer("Html").definedBy("io.galab.report.html")
            .layer("Export").definedBy("io.galab.report.export")
            .whereLayer("Html").mayNotBeAccessedByAnyLayer()
            .whereLayer("Export").mayNotBeAccessedByAnyLayer()
            .whereLayer("Gate").mayOnlyBeAccessedByLayers("Html", "Export")
            .whereLayer("Rows").mayOnlyBeAccessedByLayers("Gate", "Html", "Export")
            .because("inside report, analysis and rows → gates → {html, export}, never backwards and never"
                    + " between html and export (docs/extending.md, \"Layers\")");

    /**
     * Each top-level class of the report layer (nested classes and lambdas count as their outer class)
     * as a slice of its own: a cycle between two classes, such as two gate classes calling each other's
     * helpers, fails the build. The gates' shared rules live in {@code GateRules}, which calls none of
     * them.
     */
    static final ArchRule NO_CLASS_CYCLES_IN_REPORT = slices().assignedFrom(new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String name = javaClass.getName();
            if (!name.startsWith("io.galab.report.")) {
                return SliceIdentifier.ignore();
            }
            int nested = name.indexOf('$');
            return SliceIdentifier.of(nested < 0 ? name : name.substring(0, nested));
        }

        @Override
        public String getDescription() {
            return "top-level classes of io.galab.report";
        }
    }).should().beFreeOfCycles()
            .because("classes of the gate and report code that call each other cannot be read or changed alone;"
                    + " what two share belongs to a third they both call (docs/extending.md, \"Add a gate kind\")");

    static final ArchRule PAPERS_APART = slices().matching("io.galab.algorithm.(*)..")
            .should().notDependOnEachOther()
            .ignoreDependency(DescribedPredicate.alwaysTrue(), inPackage("io.galab.algorithm.common"))
            .because("each paper's package holds what its paper defines; what two share lives in algorithm.common");

    static final ArchRule SPI_ONLY = com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
            .that().resideInAnyPackage("io.galab.experiment..", "io.galab.algorithm")
            .should().dependOnClassesThat(inAnAlgorithmPackage())
            .because("the experiment layer and the SPI see algorithms only through io.galab.algorithm");

    /**
     * Algorithms read units, never kinds (docs/extending.md, "What an algorithm needs of the shape"): no class of
     * io.galab.algorithm or a package below it uses {@code Kind} or {@code Geometry.UnitType}, so none can switch
     * over them; what an algorithm needs of the shape it declares as a {@code ShapeNeed}.
     */
    static final ArchRule UNITS_NOT_KINDS = com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses()
            .that().resideInAnyPackage("io.galab.algorithm..")
            .should().dependOnClassesThat().haveFullyQualifiedName("io.galab.puzzle.Kind")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("io.galab.puzzle.Geometry$UnitType")
            .because("algorithms read units (Geometry.isRow, isColumn, isRegion), never kinds or unit types");

    private static DescribedPredicate<JavaClass> inPackage(String name) {
        return DescribedPredicate.describe("in " + name, c -> c.getPackageName().equals(name));
    }

    /**
     * Any package below {@code io.galab.algorithm}, matched by pattern, not by a list: a new algorithm's
     * package (memetic, or one not written yet) is covered without naming it.
     */
    private static DescribedPredicate<JavaClass> inAnAlgorithmPackage() {
        return DescribedPredicate.describe("in a package below io.galab.algorithm",
                c -> c.getPackageName().startsWith("io.galab.algorithm."));
    }
}
