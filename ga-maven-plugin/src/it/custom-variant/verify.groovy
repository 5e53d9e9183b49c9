// Checks files and exact build.log lines of this integration test.
def summary = new File(basedir, 'target/ga-reports/custom/summary.csv').readLines()
assert summary.size() == 3
assert summary[1].startsWith('custom,s06a,mine,patience=300,3,') : summary[1]
assert summary[2].startsWith('custom,s06a,growth,,3,3,') : summary[2]
true
