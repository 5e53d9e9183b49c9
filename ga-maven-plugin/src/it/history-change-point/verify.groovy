// The history across three builds names each build's commit and branch, and the change-point test
// names the commit of the first build after the shift (the second), on the page, in summary.md and in
// the log.
def git = { String... args ->
    def p = (['git'] + args.toList()).execute(null, basedir)
    p.waitFor()
    p.in.text.trim()
}
def commits = git('log', '--format=%H', '--reverse').readLines()
assert commits.size() == 4 : "four commits: ${commits}"
def history = new File(basedir, 'target/ga-reports/ga-history.csv').readLines()
assert history[0] == 'time,commit,version,spec,puzzle,variant,params,successes,runs,maxRuns,verdicts,branch,evidence'
assert history.size() == 4 : "one record per build with new evidence (the fourth has none): ${history}"
history.drop(1).eachWithIndex { line, i ->
    def f = line.split(',', -1)
    assert f[1] == commits[i] : "build ${i + 1} names its commit: ${line}"
    assert f[11] == 'main' : "build ${i + 1} names its branch: ${line}"
}
assert history[1].split(',', -1)[7] == '20' : 'build 1 solves every run'
assert history[3].split(',', -1)[7].toInteger() <= 5 : 'build 3 solves few'

def shortSha = commits[1].substring(0, 7)
def summary = new File(basedir, 'target/ga-reports/summary.md').text
assert summary.contains('### Change points') : summary
// the fourth build added no evidence: its lines count from it, so the change at build 2 is 2 builds ago
assert summary.contains("- cp: forum_hardest1106_0001 · memetic: 1.00 → ") && summary.contains(" at ${shortSha} (2 builds ago); p = ") : summary
def page = new File(basedir, 'target/ga-reports/cp/index.html').text
assert page.contains('id="change-points"') && page.contains(" at ${shortSha} (2 builds ago)")
assert page.contains('class="commit">' + commits[2].substring(0, 7) + '<') : 'the trend chart labels builds by short commit'
def log = new File(basedir, 'build.log').text
assert log.contains("cp: change point: forum_hardest1106_0001 · memetic: 1.00 → ")
// "(this build)" only on the build that added the evidence: the second; never on the fourth, which added none
assert log.readLines().count { it.contains('(this build)') } == 1 : log
return true
