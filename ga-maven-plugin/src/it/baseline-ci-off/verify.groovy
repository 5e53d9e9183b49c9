// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def header = { String spec, String file -> new File(reports, spec + '/' + file).readLines()[0] }
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

assert lines.any { it.startsWith('[WARNING] gate: miss: baseline missing, expected a baseline file (miss.yaml:10 (gates[0])); no baseline file ') }
hasLine('[INFO] BUILD SUCCESS')
