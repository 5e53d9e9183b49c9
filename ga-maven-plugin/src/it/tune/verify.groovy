// ga:tune runs a small tuning through the plugin: progress, the result, the report and a params block.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def dir = new File(basedir, 'target/ga-tune/small')
assert !log.contains('\tat io.galab') : 'no stack trace'
assert lines.any { it.startsWith('[INFO] small: ') && it.contains(' racing runs of 80, ') } : log
// what the evidence supports comes first, then the block, labelled by it
def answer = lines.findIndexOf { it.startsWith('[INFO] small: Configuration #') || it.startsWith('[INFO] small: No configuration beat the defaults on test (best #') }
assert answer >= 0 && lines[answer].contains(' test runs, the defaults ') : log
assert lines.findIndexOf { it == 'params:' || it == '[INFO] params:' } > answer : log
assert lines.contains('[INFO] BUILD SUCCESS')
['index.html', 'races.csv', 'elites.csv', 'best.yaml', 'space.txt', 'journal.csv'].each {
    assert new File(dir, it).isFile() : it
}
assert new File(dir, 'elites.csv').readLines()[0].startsWith('tune,rank,configuration,params,trainingRuns')
def best = new File(dir, 'best.yaml').text
assert best.contains('params:\n  crossoverRate: ') && best.contains('\n  mutationRate: ')
assert new File(dir, 'space.txt').text.contains('mutationRate') && new File(dir, 'space.txt').text.contains('r,log')
