// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def header = { String spec, String file -> new File(reports, spec + '/' + file).readLines()[0] }
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

assert log.contains('the new baseline would lower 1 cell(s) of ')
hasLine('[ERROR] hard_1/tw[populationSize=10]: 2/3 → 0/3')
assert new File(basedir, 'experiment-specs/baselines/low.csv').text.contains(',3,2,1,') : 'baseline untouched'
