// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def header = { String spec, String file -> new File(reports, spec + '/' + file).readLines()[0] }
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

assert log.contains('baseline refused: budget, puzzle s06a, variant growth: budget maxGenerations=2000;maxEvaluations=0;maxSeconds=0, expected maxGenerations=20;maxEvaluations=0;maxSeconds=0 (budget.csv); the baseline was recorded under another budget; success rates under different budgets are not comparable. Record a new baseline')
