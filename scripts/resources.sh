#!/usr/bin/env bash
# Measures reading large documents (release build, one process per case): a 100 MB string and a
# 10-million-element array, into a JSON tree and into a tape JSONDocument; then the shapes of the
# tree-memory table (SHAPE_MB each, 60 by default). Prints time and peak RSS as a multiple of the
# input; docs/Reliability.md records the figures. Then converts the JSONSerialization output of a
# DEEP_MB (1) MB document nested 500 deep with JSON(jsonObject:), and fails when that takes over a
# second or ten times JSONSerialization's own time (it was quadratic); and times a missing field's
# "did you mean" in SHAPE_MB of keys.
#
#   scripts/resources.sh [STRING_MB] [MILLION_ELEMENTS] [SHAPE_MB] [DEEP_MB]
set -euo pipefail
cd "$(dirname "$0")/.."
# Its own build folder: Fuzz/.build/release holds the sanitized fuzz targets.
(cd Fuzz && swift build -c release --product ResourceProbe --build-path .build-probe 2>&1 | grep -E "error|warning:" || true)
probe=Fuzz/.build-probe/release/ResourceProbe
runs=("string ${1:-100}" "tape-string ${1:-100}" "array ${2:-10}" "tape-array ${2:-10}")
for shape in nested singletons pairs empty objects strings twitter; do
    runs+=("$shape ${3:-60}" "tape-$shape ${3:-60}")
done
runs+=("foundation-deep ${4:-1}" "suggestion ${3:-60}")
for run in "${runs[@]}"; do
    # shellcheck disable=SC2086
    "$probe" $run
done
