// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def header = { String spec, String file -> new File(reports, spec + '/' + file).readLines()[0] }
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

assert header('pass', 'runs.csv') == 'spec,puzzle,variant,params,run,seed,solved,generations,evaluations,bestFitness,millis,outcome,puzzleVariant,cpuMillis'
assert header('pass', 'summary.csv') == 'spec,puzzle,variant,params,runs,successes,successRate,ciLow,ciHigh,meanGenerations,sdGenerations,medianGenerations,minGenerations,maxGenerations,ert,meanMillis,publishedSuccessRate,publishedMeanGenerations,rateVerdict,generationsVerdict,maxRuns,stoppedEarly,ertEvaluations,ertVerdict,puzzleVariant'
assert header('pass', 'comparisons.csv') == 'spec,puzzle,params,variantA,variantB,test,statistic,pValue,adjustedPValue,low,high,measure'
assert header('pass', 'convergence.csv') == 'spec,puzzle,variant,params,generation,meanBestFitness,meanMeanFitness'
assert header('pass', 'gates.csv') == 'spec,gate,puzzle,variant,params,metric,actual,expected,verdict,source,note'
assert new File(reports, 'pass/index.html').isFile()
assert new File(reports, 'index.html').text.contains('pass/index.html')
hasLine('[INFO] pass: 1 cells × 3 runs = 3 runs')
def page = new File(reports, 'pass/index.html').getCanonicalFile()
hasLine('[INFO] pass: gates: 1 passed, 0 failed, 0 warned · vs published: no published numbers · report ' + page)
assert !log.contains('gate passed') : 'passing gates are logged only with -Dga.verbose'
def junit = new File(reports, 'junit/TEST-pass.xml').text
assert junit.contains('<testsuite name="galab.pass"') && junit.contains('tests="1" errors="0" skipped="0" failures="0"')
assert junit.contains('<testcase name="minSuccessRate 1 · s06a · growth" classname="galab.pass" time="0"/>')
def md = new File(reports, 'summary.md').text
assert md.startsWith('## galab: ✅ gates hold') : md
assert new File(reports, 'pass/overview.csv').isFile()
hasLine('[INFO] BUILD SUCCESS')
