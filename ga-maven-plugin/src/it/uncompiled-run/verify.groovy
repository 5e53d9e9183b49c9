// An algorithm of the project is unknown because the project was not compiled: the error says so.
def log = new File(basedir, 'build.log').text
assert !log.contains('\tat io.galab') : 'no stack trace'
assert log.contains("unknown algorithm 'hill-climber'") : log
assert log.contains("The project's own algorithms are found on its compiled classes, and ") : log
assert log.contains('does not exist: compile the project first') : log
