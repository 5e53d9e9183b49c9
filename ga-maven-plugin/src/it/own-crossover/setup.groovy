// Copies the sample project's crossover (sample-project/src/main/java/com/example/BetterBoxCrossover.java)
// and registers it, so that this test runs the code users copy.
def source = new File(basedir, '../../../../sample-project/src/main/java/com/example/BetterBoxCrossover.java')
assert source.isFile() : "no sample project crossover at ${source.canonicalPath}"
def target = new File(basedir, 'src/main/java/com/example/BetterBoxCrossover.java')
target.parentFile.mkdirs()
target.text = source.text
def services = new File(basedir, 'src/main/resources/META-INF/services/io.galab.algorithm.Operator')
services.parentFile.mkdirs()
services.text = 'com.example.BetterBoxCrossover\n'
true
