#!/usr/bin/env bash
# Runs the test suite under a sanitizer.
#
#   scripts/sanitize.sh address|thread [swift test arguments…]
#
# address: AddressSanitizer with LeakSanitizer; the only suppression is for leaks inside libXCTest
# (scripts/lsan.supp, reliability §7.3). thread: ThreadSanitizer. Each sanitizer builds in its own
# folder (.build-address, .build-thread) so the ordinary build is left alone. The full concurrency
# stress (8 threads × 10,000 operations) runs with HYDRANT_STRESS_OPERATIONS=10000, e.g.
#   HYDRANT_STRESS_OPERATIONS=10000 scripts/sanitize.sh thread --filter Concurrency
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer=${1:-}
case "$sanitizer" in
    address|thread) shift ;;
    *) echo "usage: $0 address|thread [swift test arguments…]" >&2; exit 2 ;;
esac

export SWIFT_BACKTRACE=enable=no
# Sanitized frames are several times larger: the small-stack tests get 8 times their stack.
export HYDRANT_STACK_SCALE=8
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export TSAN_OPTIONS="halt_on_error=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
swift test --sanitize="$sanitizer" --build-path ".build-$sanitizer" "$@"
