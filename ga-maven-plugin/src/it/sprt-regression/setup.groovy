// Copies the sample project's climber and throws its regression switch (sample-project/README.md, step
// 3): `delta > 0` becomes `delta >= 0`, so the climber refuses sideways moves.
def source = new File(basedir, '../../../../sample-project/src/main/java/com/example/SteepestBoxSwap.java')
assert source.isFile() : "no sample project climber at ${source.canonicalPath}"
def text = source.text
assert text.contains('if (delta > 0) {')
def target = new File(basedir, 'src/main/java/com/example/SteepestBoxSwap.java')
target.parentFile.mkdirs()
target.text = text.replace('if (delta > 0) {', 'if (delta >= 0) {')
true
