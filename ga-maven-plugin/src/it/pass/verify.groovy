// Checks files and exact build.log lines of this integration test.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
def header = { String spec, String file -> new File(reports, spec + '/' + file).readLines()[0] }
def hasLine = { String line -> assert lines.contains(line) : "build.log lacks the line: " + line; true }
assert !log.contains('\tat io.galab') : 'no stack trace'

assert header('pass', 'runs.csv') == 'spec,puzzle,variant,params,run,seed,solved,generations,evaluations,bestFitness,millis'
assert header('pass', 'summary.csv') == 'spec,puzzle,variant,params,runs,successes,successRate,ciLow,ciHigh,meanGenerations,sdGenerations,medianGenerations,minGenerations,maxGenerations,ert,meanMillis,publishedSuccessRate,publishedMeanGenerations,rateVerdict,generationsVerdict'
assert header('pass', 'comparisons.csv') == 'spec,puzzle,params,variantA,variantB,test,statistic,pValue,adjustedPValue'
assert header('pass', 'convergence.csv') == 'spec,puzzle,variant,params,generation,meanBestFitness,meanMeanFitness'
assert header('pass', 'gates.csv') == 'spec,gate,puzzle,variant,params,metric,actual,expected,verdict,source,note'
assert new File(reports, 'pass/index.html').isFile()
assert new File(reports, 'index.html').text.contains('pass/index.html')
hasLine('[INFO] pass: 1 cells × 3 runs = 3 runs')
hasLine('[INFO] gate passed: pass, puzzle s06a, variant growth: successRate 3/3 (1.0000), expected ≥ 1 (pass.yaml:10 (gates[0]))')
hasLine('[INFO] BUILD SUCCESS')
