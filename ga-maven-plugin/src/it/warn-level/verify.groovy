// A violated gate at level warn is reported everywhere but does not fail the build; -Dga.verbose logs
// the passing gate; -Dga.formats=html,junit writes the page and the JUnit XML, and no CSV or Markdown.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

hasLine('[WARNING] gate: warn, puzzle hard_1, variant tw [populationSize=10]: successRate 0/3 (0.0000), expected ≥ 1 (warn.yaml:10 (gates[0])); violated, but the gate has level: warn')
hasLine('[INFO] gate passed: warn, puzzle hard_1, variant tw [populationSize=10]: successRate 0/3 (0.0000), expected ≥ 0 (warn.yaml:11 (gates[1]))')
assert log.contains('[INFO] warn: gates: 1 passed, 0 failed, 1 warned · vs published: no published numbers · report ')
hasLine('[INFO] BUILD SUCCESS')
def junit = new File(reports, 'junit/TEST-warn.xml').text
assert junit.contains('tests="2" errors="0" skipped="1" failures="0"')
assert junit.contains('<skipped message="successRate 0/3 (0.0000), expected ≥ 1 (warn.yaml:10 (gates[0])); violated, but the gate has level: warn"></skipped>') || junit.contains('<skipped message="successRate 0/3 (0.0000), expected ≥ 1 (warn.yaml:10 (gates[0])); violated, but the gate has level: warn"/>')
assert new File(reports, 'warn/index.html').isFile()
assert !new File(reports, 'warn/runs.csv').exists() : 'csv was not asked for'
assert !new File(reports, 'summary.md').exists() : 'md was not asked for'
assert new File(reports, 'warn/overview.csv').isFile()
