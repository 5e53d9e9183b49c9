// The project's solver is the engine's test solver, copied in before the build (one copy of its code).
def source = new File(basedir, '../../../../ga-engine/src/test/resources/io/galab/algorithm/external/test_solver.py')
new File(basedir, 'experiment-specs/solver.py').text = source.text
return true
