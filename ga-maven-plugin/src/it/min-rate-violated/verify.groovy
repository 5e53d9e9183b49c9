// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def header = { String spec, String file -> new File(reports, spec + '/' + file).readLines()[0] }
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

hasLine('[ERROR] min, puzzle hard_1, variant tw [populationSize=10]: successRate 0/3 (0.0000), expected ≥ 1 (min.yaml:10 (gates[0]))')
def report = new File(basedir, 'target/ga-reports/min/index.html').getCanonicalFile()
hasLine('[ERROR] report: ' + report)
assert log.contains('1 gate violation(s):')
assert new File(reports, 'min/gates.csv').text.contains(',fail,')
def junit = new File(reports, 'junit/TEST-min.xml').text
assert junit.contains('failures="1"')
assert junit.contains('<failure message="successRate 0/3 (0.0000), expected ≥ 1 (min.yaml:10 (gates[0]))" type="GateViolation">')
assert new File(reports, 'summary.md').text.contains('| fail | min | minSuccessRate 1 | hard_1 | tw [populationSize=10] |')
