// As if an earlier build was killed: a journal with five runs done and a sixth cut short.
def dir = new File(basedir, 'target/ga-reports/resume')
dir.mkdirs()
new File(dir, 'journal.csv').bytes = new File(basedir, 'partial-journal.csv').bytes
true
