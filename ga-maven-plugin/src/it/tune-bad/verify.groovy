// A tune spec whose training and test instances overlap fails with its file and line, no stack trace.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def spec = new File(basedir, 'experiment-specs/tune/overlap.yaml').getCanonicalFile()
assert lines.any { it.startsWith('[ERROR] Failed to execute goal io.galab:ga-maven-plugin:') && it.contains(spec.toString() + ":6:") && it.contains('test instance easy_2 is also a training instance (easy_2); training and test must not overlap') } : log
assert !log.contains('\tat ') : 'no stack trace'
