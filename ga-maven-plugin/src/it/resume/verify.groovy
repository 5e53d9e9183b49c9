// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
assert lines.contains('[INFO] resume: 4 cells × 4 runs = 16 runs, 8 already in the journal') : log
// without the times: millis, the contract's eleventh column (the ten before it hold no comma), and cpuMillis, the last
def strip = { File f -> f.readLines().collect { def l = it.substring(0, it.lastIndexOf(',')); def c = l.split(',', 12); (c[0..9] + (c.size() > 11 ? [c[11]] : [])).join(',') } }
def resumed = strip(new File(basedir, 'target/ga-reports/resume/runs.csv'))
def fresh = strip(new File(basedir, 'target/fresh/resume/runs.csv'))
assert resumed.size() == 17
assert resumed == fresh : 'a resumed run ends with the same runs.csv as an uninterrupted one'
true
