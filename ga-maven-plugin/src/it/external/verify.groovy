// ga:run with an external program, galab's exact solver and its GA; then ga:tune on the program's open parameter.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
assert !log.contains('\tat io.galab') : 'no stack trace'
assert lines.contains('[INFO] BUILD SUCCESS') : log
def runs = new File(basedir, 'target/ga-reports/external/runs.csv').readLines()
assert runs[0].endsWith(',millis,outcome,puzzleVariant,programSeed,command,note,cpuMillis') : runs[0]
assert runs.findAll { it.contains(',python,') }.every { it.contains(',true,1,') } : runs
assert runs.findAll { it.contains(',liar,') }.every { it.contains(',false,') && it.contains('wrong answer: ') } : runs
assert runs.findAll { it.contains(',search,') }.every { it.contains(',true,0,') } : runs
def page = new File(basedir, 'target/ga-reports/external/index.html').text
assert page.contains('<code class="command">') : 'the params column shows the command'
assert page.contains('id="outcomes"') && page.contains('id="programs"') && page.contains('id="references"')
def best = new File(basedir, 'target/ga-tune/ext/best.yaml').text
assert best.contains('mode: solve') : best
