// The journal's code fingerprint follows the code across packages: a change to the solver's package alone
// (the adapter's class files unchanged) redid the runs, and the gate failed; the revert took back the runs
// of the first build from the journal kept aside.
def out = new File(basedir, 'target/ga-reports/nc')
def log = new File(basedir, 'build.log').text
assert new File(out, 'journal.stale-1.csv').isFile() : 'the first build\'s journal was kept aside'
assert new File(out, 'journal.stale-2.csv').isFile() : 'the broken build\'s journal was kept aside'
// the message names the class file that changed and the folder it is in
assert log.contains("the code of variant 'mine' (org/nc/sudoku/Solver.class in stale-code/target/classes was edited)"
        + " changed since the journal was written: its runs start again (20 journaled runs not used)") : log
assert log.contains("20 runs of variant 'mine' made earlier by the same code, puzzles and parameters are taken"
        + " from journal.stale-1.csv") : log
assert log.contains('nc: 2 cells × 10 runs = 20 runs, 20 already in the journal') : log
def runs = new File(out, 'runs.csv').readLines().drop(1)
assert runs.size() == 20
assert runs.every { it.split(',')[6] == 'true' } : 'every run of the reverted solver is solved: ' + runs
def broken = new File(out, 'journal.stale-2.csv').readLines().drop(1)
assert broken.count { it.split(',')[3] == 'false' } >= 4 : 'the broken solver failed runs: ' + broken
return true
