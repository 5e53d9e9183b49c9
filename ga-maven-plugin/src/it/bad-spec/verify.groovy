// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def header = { String spec, String file -> new File(reports, spec + '/' + file).readLines()[0] }
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

def spec = new File(basedir, 'experiment-specs/bad.yaml').getCanonicalFile()
assert lines.any { it.startsWith('[ERROR] Failed to execute goal io.galab:ga-maven-plugin:') && it.endsWith(": " + spec + ":3:7: key 'runs': expected an integer from 1 to 1000000, found -1 -> [Help 1]") } : log
assert !log.contains('Exception:') && !log.contains('\tat ') : 'no stack trace'
