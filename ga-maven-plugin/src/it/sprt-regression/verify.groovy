// An sprt baseline gate fails a clearly broken climber after its first batch of runs, not after all 40.
def log = new File(basedir, 'build.log').text
def reports = new File(basedir, 'target/ga-reports')
assert !log.contains('\tat io.galab') : 'no stack trace'
def gates = new File(reports, 'regression/gates.csv').readLines().drop(1)
assert gates.any { it.contains(',fail,') && it.contains('sprt: fails after 5 runs') } : gates.join('\n')
def made = new File(reports, 'regression/runs.csv').readLines().size() - 1
assert made < 3 * 40 : "sprt stopped early: ${made} runs made"
assert log.contains(' · sequential gates saved ') : 'the log says how many runs were saved'
assert log.contains('[ERROR] regression, puzzle s06')
assert log.contains('BUILD FAILURE')
