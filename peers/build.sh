#!/bin/sh
# Fetches and builds the peers that galab measures side by side (docs/external-solvers.md, "Peers") into peers/build/,
# which git ignores: their code has no licence, so it is never part of galab. Needs git, g++, make, Maven
# and a JDK (CP-SAT); the Python GA needs python3 with numpy; CaDiCaL is Debian's (apt-get install cadical).
#   peers/build.sh                 clone from GitHub
#   GALAB_PEERS_FROM=DIR build.sh  clone from local copies DIR/sudoku_acs and DIR/Twodoku_solver_GA
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build="$here/build"
mkdir -p "$build"
fetch() { # name url commit
    if [ ! -d "$build/$1/.git" ]; then
        src=${GALAB_PEERS_FROM:+$GALAB_PEERS_FROM/$1}
        git clone -q "${src:-$2}" "$build/$1"
    fi
    git -C "$build/$1" checkout -q "$3"
    echo "$1 at $(git -C "$build/$1" rev-parse HEAD)"
}
# CP-SAT (Google OR-Tools, with its native library) from Maven Central, and galab's wrapper for it
mvn -B -q -f "$here/cpsat/pom.xml" dependency:copy-dependencies -DoutputDirectory="$build/cpsat/lib"
javac -cp "$build/cpsat/lib/*" -d "$build/cpsat" "$here/cpsat/CpSatSudoku.java"
echo "built $build/cpsat/CpSatSudoku.class (OR-Tools $(ls "$build/cpsat/lib" | sed -n 's/^ortools-java-\(.*\)\.jar$/\1/p'))"
fetch sudoku_acs https://github.com/huwlloyd-mmu/sudoku_acs 5181658dd674731029e7703241cfd22c3d3c936d
fetch Twodoku_solver_GA https://github.com/foteinipapadopoulou/Twodoku_solver_GA 02af50cea6abf36875823f2db0fbc77ae9ea8b0b
make -s -C "$build/sudoku_acs" -f Makefile
echo "built $build/sudoku_acs/sudokusolver ($(g++ --version | head -1))"
python3 -c "import numpy" 2>/dev/null || echo "warning: python3 has no numpy; the Twodoku GA needs it (pip install numpy)"
