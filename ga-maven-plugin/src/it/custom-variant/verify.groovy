// Checks files and exact build.log lines of this integration test.
def summary = new File(basedir, 'target/ga-reports/custom/summary.csv').readLines()
assert summary.size() == 3
assert summary[1].startsWith('custom,s06a,mine,patience=300,3,') : summary[1]
assert summary[2].startsWith('custom,s06a,growth,,3,3,') : summary[2]

// Spark local[2] makes the runs.csv of the local pool (apart from millis), with Spark kept at warn
def withoutMillis = { String dir ->
    // without millis, the contract's eleventh column (the ten before it hold no comma)
    // and without cpuMillis, the CPU time, the last column
    new File(basedir, dir + '/custom/runs.csv').readLines().collect { def l = it.substring(0, it.lastIndexOf(',')); def f = l.split(',', 12); (f[0..9] + (f.size() > 11 ? [f[11]] : [])).join(',') }
}
def local = withoutMillis('target/ga-reports')
assert local.size() == 1 + 2 * 3
assert local == withoutMillis('target/spark')
def log = new File(basedir, 'build.log').text
assert !log.contains('INFO SparkContext') && !log.contains('Starting task') : 'Spark logs at warn inside Maven'
assert !log.contains('\tat io.galab') : 'no stack trace'
assert !log.contains('NoClassDefFoundError') : 'no error from Hadoop at exit'
true
