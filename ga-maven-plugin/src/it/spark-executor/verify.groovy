// Spark local[2] makes the runs.csv of the local pool (apart from millis), with Spark kept at warn.
def withoutMillis = { String dir ->
    new File(basedir, dir + '/custom/runs.csv').readLines().collect { it.substring(0, it.lastIndexOf(',')) }
}
def local = withoutMillis('target/local')
assert local.size() == 1 + 2 * 3
assert local == withoutMillis('target/spark')
def log = new File(basedir, 'build.log').text
assert !log.contains('INFO SparkContext') && !log.contains('Starting task') : 'Spark logs at warn inside Maven'
assert !log.contains('\tat io.galab') : 'no stack trace'
assert !log.contains('NoClassDefFoundError') : 'no error from Hadoop at exit'
true
