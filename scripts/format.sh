#!/usr/bin/env bash
# Formats every Swift file of the project in place with swift-format (it ships with the toolchain)
# and the configuration in .swift-format. scripts/format-check.sh (run by .ci/run) fails when a
# file differs from what this makes of it.
#
# The configuration keeps the code's own style where swift-format lets it: 4 spaces, existing line
# breaks respected, `case` labels level with `switch`, trailing commas in multi-line collections,
# two spaces before an end-of-line comment. Lines may run to 120 columns (doc comments are wrapped
# at 100 by hand; 120 leaves ~4,500 lines to reformat, 100 ~6,500, 140 ~3,700). Off, because the
# code breaks them on purpose: DoNotUseSemicolons (`Mappers.first { a; b }` on one line),
# GroupNumericLiterals (test numbers are written as JSON has them), OneCasePerLine,
# OneVariableDeclarationPerLine, OnlyOneTrailingClosureArgument, ReplaceForEachWithForLoop,
# UseLetInEveryBoundCaseVariable, UseSynthesizedInitializer.
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
