// The same checks as baseline-missing (a missing baseline warns), on this build's own log.
evaluate(new File(basedir, '../baseline-missing/verify.groovy'))
