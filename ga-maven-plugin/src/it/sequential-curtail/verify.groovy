// curtail saves runs and gives the verdicts every run would give; the history holds one record per
// gated cell (the second build resumes the same runs: the same evidence), and the page says the trend is drawn
// from the second record on.
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def reports = new File(basedir, 'target/ga-reports')
assert !log.contains('\tat io.galab') : 'no stack trace'

def verdicts = { String spec ->
    new File(reports, spec + '/gates.csv').readLines().drop(1).collect { l ->
        def f = l.split(',', -1)
        [f[1], f[2], f[3], f[8]].join(',')
    }
}
assert verdicts('curtail') == verdicts('full') : 'curtail changed a verdict'
assert verdicts('curtail').any { it.endsWith(',warn') } && verdicts('curtail').any { it.endsWith(',pass') }
def made = new File(reports, 'curtail/runs.csv').readLines().size() - 1
def all = new File(reports, 'full/runs.csv').readLines().size() - 1
assert all == 80
assert made < all : "curtail made ${made} of ${all} runs"
assert log.contains("[INFO] curtail: gates: ") && log.contains(" · sequential gates saved ${all - made} of 80 runs (")
assert new File(reports, 'curtail/summary.csv').text.contains('"curtail: ')

def history = new File(basedir, 'target/ga-reports/ga-history.csv').readLines()
assert history[0] == 'time,commit,version,spec,puzzle,variant,params,successes,runs,maxRuns,verdicts,branch,evidence'
// the second build reads every run from the journals: the same evidence, so no second record
assert history.size() == 1 + (4 + 4) : "one record per gated cell, once: ${history.size() - 1}"
def page = new File(reports, 'curtail/index.html').text
// one record per gated cell: no charts of one point each, but the sentence that says when they come
assert page.contains('id="trend-chart"') && page.contains('One build on record for each gated cell')
assert !page.contains('class="current"')
assert page.contains('id="saved"')
