#!/usr/bin/env bash
# Measures the thread stack that reflective mapping takes per level of nesting (decoding, decoding in
# place, encoding, rendering errors) for recursive models, in a debug and a release build, and
# checks that a document at the default depth (128) fits on a 512 KiB stack and one at the depth
# ceiling (512) on a 1 MiB stack (docs/Reliability.md, "Stack depth"). Exits with status 1 when one
# does not.
#
#   scripts/stack-depth.sh [MODEL|all] [STAGE]   (see Fuzz/Sources/StackProbe/main.swift)
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for configuration in debug release; do
    (cd Fuzz && swift build -c "$configuration" --product StackProbe --build-path .build-probe 2>&1 | grep -E "error|warning:" || true)
    Fuzz/.build-probe/"$configuration"/StackProbe "$@" || status=1
done
exit $status
