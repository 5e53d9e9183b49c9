// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def header = { String spec, String file -> new File(reports, spec + '/' + file).readLines()[0] }
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

assert log.contains("[ERROR] reg, puzzle hard_1, variant tw [populationSize=10]: successRate 0/3 (0.0000), expected at least the baseline's 10/10 (1.0000), or a drop that is not significant (p ≥ 0.05) (reg.yaml:10 (gates[0]), baseline reg.csv); one-sided Fisher p = 0.003497")
// a baseline of more runs than the build's is what docs/gates.md advises: compared, without a warning
assert !log.contains('baseline recorded with 10 runs')
