#!/usr/bin/env bash
# Measures reading large documents (release build, one process per case): a 100 MB string and a
# 10-million-element array, into a JSON tree and into a tape JSONDocument. Prints time and peak
# RSS as a multiple of the input; docs/Reliability.md records the figures. Then converts the
# JSONSerialization output of a 1 MB document nested 500 deep with JSON(jsonObject:), and fails
# when that takes over a second or ten times JSONSerialization's own time (it was quadratic).
#
#   scripts/resources.sh [STRING_MB] [MILLION_ELEMENTS] [DEEP_MB]
set -euo pipefail
cd "$(dirname "$0")/.."
# Its own build folder: Fuzz/.build/release holds the sanitized fuzz targets.
(cd Fuzz && swift build -c release --product ResourceProbe --build-path .build-probe 2>&1 | grep -E "error|warning:" || true)
probe=Fuzz/.build-probe/release/ResourceProbe
for run in "string ${1:-100}" "tape-string ${1:-100}" "array ${2:-10}" "tape-array ${2:-10}" "foundation-deep ${3:-1}"; do
    # shellcheck disable=SC2086
    "$probe" $run
done
