// The project's crossover ran in growth-ga's slot beside growth-ga and passed its gates; a spec naming a
// crossover that breaks box permutations for purge-ga failed validation, located, with its reason.
def summary = new File(basedir, 'target/ga-reports/crossover/summary.csv').readLines()
assert summary.size() == 7 : summary
assert summary.any { it.startsWith('crossover,s05a,better-box,crossover=better-box-crossover,10,') } : summary
assert summary.any { it.startsWith('crossover,s05a,thesis,,10,') } : summary
def log = new File(basedir, 'build.log').text
assert log.contains('crossover: gates: 6 passed, 0 failed') : 'the crossover spec is gated'
assert log.contains("misfit.yaml:8:") && log.contains("parameter crossover of purge-ga: 'segment-crossover' keeps only grids") : 'the misfit is located and explained'
assert log.contains('the crossover operators that fit are better-box-crossover, blockwise-crossover') : 'the project operator is listed among those that fit'
true
