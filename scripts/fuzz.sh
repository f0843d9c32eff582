#!/usr/bin/env bash
# Runs one fuzz target for a number of seconds with libFuzzer and AddressSanitizer.
#
#   scripts/fuzz.sh TARGET SECONDS [extra libFuzzer flags…]
#
# TARGET is roundtrip, mapping, limits, differential, conversions or streams (see docs/Reliability.md). The
# target is built from source (release, `--sanitize=fuzzer --sanitize=address`) in Fuzz/, started
# from the seed corpus (Fuzz/Corpus, the vendored JSONTestSuite and the fail cases, with the JSON
# dictionary; for conversions, Fuzz/CorpusConversions with its own dictionary), and grows its own
# corpus in Fuzz/.corpus/TARGET. A finding is written to Fuzz/artifacts/TARGET/
# and makes the script exit non-zero; copy it into Tests/HydrantTests/Resources/FailCases/ once it
# is fixed. Environment: FUZZ_MAX_LEN (default 16384), FUZZ_TIMEOUT (seconds per input, default 3),
# FUZZ_RSS_MB (default 2048).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 2 ]; then
    echo "usage: $0 roundtrip|mapping|limits|differential|conversions|streams SECONDS [libFuzzer flags…]" >&2
    exit 2
fi
target=$1
seconds=$2
shift 2
case "$target" in
    roundtrip) product=FuzzRoundTrip ;;
    mapping) product=FuzzMapping ;;
    limits) product=FuzzLimits ;;
    differential) product=FuzzDifferential ;;
    conversions) product=FuzzConversions ;;
    streams) product=FuzzStreams ;;
    *) echo "unknown target '$target'" >&2; exit 2 ;;
esac

# One build at a time in Fuzz/.build: two targets built at once can leave one without coverage
# instrumentation (libFuzzer then warns "no interesting inputs"), so concurrent runs wait here.
# A failed build stops the script: running the binary of an earlier build would test old code.
build() {
    local status=0
    # --disable-dead-strip: SwiftPM links release products with --gc-sections, which drops the
    # coverage counters (__sancov_cntrs: nothing refers to them), and libFuzzer then fuzzes blind
    # ("no interesting inputs … Is the code instrumented for coverage?").
    (cd Fuzz && swift build -c release --product "$product" --sanitize=fuzzer --sanitize=address \
        --disable-dead-strip 2>&1) \
        > Fuzz/.build/fuzz-build-$product.log || status=$?
    grep -vE "Cannot export local symbol|^\[[0-9]+/[0-9]+\]" Fuzz/.build/fuzz-build-$product.log || true
    return $status
}
mkdir -p Fuzz/.build
if command -v flock > /dev/null; then
    (flock 9; build) 9> Fuzz/.build/fuzz-build.lock
else
    build
fi
binary="Fuzz/.build/release/$product"
[ -x "$binary" ] || { echo "error: $binary was not built" >&2; exit 1; }

corpus="Fuzz/.corpus/$target"
if [ "$target" = conversions ]; then
    seeds=(Fuzz/CorpusConversions Tests/HydrantTests/Resources/FailCases)
    dictionary=Fuzz/conversions.dict
elif [ "$target" = streams ]; then
    # Two bytes of settings (layout, comments, trailing commas, duplicate keys, limit, depth, chunk
    # size: StreamChecks.decode), then the stream.
    seeds=(Fuzz/CorpusStreams Tests/HydrantTests/Resources/FailCases)
    dictionary=Fuzz/json.dict
else
    seeds=(Fuzz/Corpus Tests/HydrantTests/Resources/JSONTestSuite/test_parsing Tests/HydrantTests/Resources/FailCases)
    dictionary=Fuzz/json.dict
fi
artifacts="Fuzz/artifacts/$target"
mkdir -p "$corpus" "$artifacts"

# The Swift backtracer would run inside the ASan process and hide the real report (reliability §7.1).
# LeakSanitizer skips the allocations listed in scripts/lsan.supp (process-lifetime caches).
LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
SWIFT_BACKTRACE=enable=no "$binary" \
    -max_total_time="$seconds" \
    -max_len="${FUZZ_MAX_LEN:-16384}" \
    -timeout="${FUZZ_TIMEOUT:-3}" \
    -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
    -dict="$dictionary" \
    -artifact_prefix="$artifacts/" \
    -print_final_stats=1 \
    "$@" \
    "$corpus" "${seeds[@]}"
