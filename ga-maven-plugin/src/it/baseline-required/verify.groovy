// The same checks as baseline-ci (a missing baseline fails the cell, named), on this build's own log.
evaluate(new File(basedir, '../baseline-ci/verify.groovy'))
