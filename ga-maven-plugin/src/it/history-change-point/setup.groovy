// a git repository with the project committed, so that each build's history record names its commit
def git = { String... args ->
    def p = (['git'] + args.toList()).execute(null, basedir)
    p.waitFor()
    assert p.exitValue() == 0 : "git ${args.join(' ')}: ${p.err.text}"
    p.in.text.trim()
}
git('init', '-q', '-b', 'main')
git('config', 'user.email', 'it@galab.invalid')
git('config', 'user.name', 'galab it')
new File(basedir, '.gitignore').text = 'target/\nbuild.log\n*.log\nexperiment-specs/ga-history.csv\n'
git('add', '-A')
git('commit', '-q', '-m', 'first')
return true
