// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def header = { String spec, String file -> new File(reports, spec + '/' + file).readLines()[0] }
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

assert log.contains("vbad.yaml:8:31: key 'algorithm': unknown algorithm 'growth-gaa'; did you mean 'growth-ga'? Known: exact, external, growth-ga, hybrid-ga, propagating-memetic-ga, purge-ga, retrievable-ga, twodoku-ga") : log
