// Each regression (a class, a resource, a ServiceLoader-found class of the solver module) redid the runs and
// failed the gate, with the reset message naming the file and its jar; each revert took the runs back.
def out = new File(basedir, 'quality/target/ga-reports/acme')
def log = new File(basedir, 'build.log').text
assert log.contains("the code of variant 'climber' (com/acme/solver/Climber.class in solver-1.0.jar was edited)"
        + " changed since the journal was written: its runs start again (20 journaled runs not used)") : log
assert log.contains("the code of variant 'climber' (com/acme/solver/weights.properties in solver-1.0.jar was"
        + " edited) changed since the journal was written") : log
assert log.contains("the code of variant 'climber' (com/acme/solver/rules/BoxRule.class in solver-1.0.jar was"
        + " edited) changed since the journal was written") : log
def takenBack = log.readLines().findAll { it.contains("20 runs of variant 'climber' made earlier by the same code,"
        + " puzzles and parameters are taken from journal.stale-") }
assert takenBack.size() == 3 : 'each of the three reverts took the first runs back: ' + takenBack
assert log.readLines().count { it.contains('acme: 2 cells × 10 runs = 20 runs, 20 already in the journal') } >= 3
// from the root, the goals act in the quality module and pass over the parent and the solver's modules
assert log.contains("galab: no specs in module 'acme-parent'") : log
assert log.contains("galab: no specs in module 'solver'") : log
assert !log.contains('no spec file or folder here') : log
def runs = new File(out, 'runs.csv').readLines().drop(1)
assert runs.size() == 20
assert runs.every { it.split(',')[6] == 'true' } : 'every run of the reverted solver is solved: ' + runs
// CI's outputs say where the runs came from: the last verify read all 20 from the journal
def junit = new File(basedir, 'quality/target/ga-reports/TEST-acme.xml')
if (!junit.isFile()) {
    junit = new File(out, 'TEST-acme.xml')
}
def summary = new File(basedir, 'quality/target/ga-reports/summary.md')
assert summary.isFile() : 'summary.md'
assert summary.text.contains('Evidence: runs made in this build and read from the journal') : summary.text
assert new File(basedir, 'quality/experiment-specs/baselines/acme.csv').isFile() : 'ga:baseline from the root'
// the input at the reactor's top folder is read and hashed, not refused as outside the quality module
assert !log.contains('outside the project') : log
assert new File(out, 'journal-code.csv').text.contains("the spec's inputs!../../data/table.txt") : 'the input is hashed'
return true
