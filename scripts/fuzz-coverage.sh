#!/usr/bin/env bash
# Line coverage of the library by a fuzz corpus: replays the inputs through every fuzz check
# (FuzzReplay, built with coverage instrumentation) and prints llvm-cov's report per folder.
#
#   scripts/fuzz-coverage.sh [CORPUS DIRECTORY…]
#
# Without arguments it replays the seeds (Fuzz/Corpus, JSONTestSuite, fail cases) and every corpus
# the fuzz runs grew in Fuzz/.corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
build=Fuzz/.build-coverage
(cd Fuzz && swift build -c debug --product FuzzReplay --build-path .build-coverage \
    -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping 2>&1 | grep -E "error|warning:" || true)
if [ $# -eq 0 ]; then
    set -- Fuzz/Corpus Tests/HydrantTests/Resources/JSONTestSuite/test_parsing Tests/HydrantTests/Resources/FailCases
    for corpus in Fuzz/.corpus/*/; do [ -d "$corpus" ] && set -- "$@" "$corpus"; done
fi
profiles=$(mktemp -d)
LLVM_PROFILE_FILE="$profiles/replay-%p.profraw" "$build/debug/FuzzReplay" "$@"
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
"$toolchain/llvm-profdata" merge -sparse "$profiles"/*.profraw -o "$profiles/replay.profdata"
"$toolchain/llvm-cov" report "$build/debug/FuzzReplay" -instr-profile="$profiles/replay.profdata" \
    -ignore-filename-regex='(Fuzz/|Tests/|\.build)' > "$profiles/report.txt"
# Lines and missed lines per library folder (columns 8 and 9 of the report), then the total.
awk '$1 ~ /\.swift$/ { n = split($1, part, "/"); folder = (n > 1) ? part[1] : "."; lines[folder] += $8; missed[folder] += $9 }
     $1 == "TOTAL" { total = $0 }
     END { for (f in lines) printf "%-14s %6d lines %6.1f%% covered\n", f, lines[f], 100 * (lines[f] - missed[f]) / lines[f]; print total }' \
    "$profiles/report.txt" | sort
