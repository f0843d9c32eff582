#!/usr/bin/env bash
# Formats every Swift file of the project in place with swift-format (it ships with the toolchain)
# and the configuration in .swift-format. scripts/format-check.sh (run by .ci/run) fails when a
# file differs from what this makes of it.
#
#   scripts/format.sh            # every Swift file git tracks (but the test data)
#   scripts/format.sh FILE...    # only these
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swift-files.sh
if [ "$#" -eq 0 ]; then
    mapfile -t files < <(swift_files)
    set -- "${files[@]}"
fi
swift format format --configuration .swift-format --parallel --in-place "$@"
