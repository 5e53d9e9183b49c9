// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def header = { String spec, String file -> new File(reports, spec + '/' + file).readLines()[0] }
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

// another seed warns; the baseline's 20 runs against the build's 3 are what docs/gates.md advises, and do not
assert lines.any { it.startsWith('[WARNING] gate: other, puzzle s06a, variant growth: successRate 3/3 (1.0000)') && it.endsWith('; baseline recorded with seed 99, this run uses 1') && !it.contains('20 runs, this run') }
hasLine('[INFO] BUILD SUCCESS')
