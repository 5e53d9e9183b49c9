// A missing baseline fails the gated cell, naming the baseline file, the cell and the command that records it.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
assert !log.contains('\tat io.galab') : 'no stack trace'
assert lines.any { it.contains('miss, puzzle s06a, variant growth: successRate') && it.contains('no baseline file ')
        && it.contains('miss.csv') && it.contains('mvn ga:baseline -Dga.specs=miss') } : log
assert lines.contains('[INFO] BUILD FAILURE') : log
assert !new File(basedir, 'experiment-specs/baselines/miss.csv').exists() : 'a missing baseline is not written on CI'
true
