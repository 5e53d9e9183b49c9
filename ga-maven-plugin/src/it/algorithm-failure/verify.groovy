// The build fails with the algorithm's failure: its id and class, the puzzle, the seed and the
// exception, and the algorithm's own stack trace; not as a galab internal error.
def log = new File(basedir, 'build.log').text
assert log.contains("algorithm 'fragile' (example.Fragile) failed on puzzle s06a with seed ") : log
assert log.contains("java.lang.ArrayIndexOutOfBoundsException: Index 9 out of bounds for length 3") : log
assert log.contains("This is the algorithm's failure, not galab's") : log
assert log.contains('at example.Fragile.explode') : 'the algorithm author gets its stack trace'
assert !log.contains('internal error') : 'not reported as a galab bug'
true
