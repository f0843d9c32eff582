#!/usr/bin/env python3
"""The deterministic performance gate (docs/Performance.md, "The CI gate").

Counts the instructions (valgrind's callgrind, Ir) of one operation of each headline case --
decode and encode of twitter, citm_catalog and canada, by Hydrant and by Foundation in the same
run -- and compares each Foundation/Hydrant instruction ratio with the baseline recorded in
.ci/perf-baseline.json. Fails when a ratio falls more than the tolerance (5%) below its baseline.

    scripts/perf_gate.py --bench BINARY              # check
    scripts/perf_gate.py --bench BINARY --update     # record the current ratios as the baseline

The cases' inputs are cross-checked once without valgrind; the counting runs build them
`--unchecked`, two at a time.

BINARY is a release hydrant-bench with its debug information stripped (valgrind 3.19 cannot read
the toolchain's DWARF 5): .ci/perf-gate builds and strips it.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

BASELINE = os.path.join(os.path.dirname(__file__), "..", ".ci", "perf-baseline.json")
TOLERANCE = 0.05
DOCUMENTS = ["twitter", "citm_catalog", "canada"]
# (direction, Hydrant's case, Foundation's case): titles of hydrant-bench's CaseKind.
PAIRS = [
    ("decode", "Hydrant mappers", "JSONDecoder"),
    ("encode", "Hydrant reverse mappers → bytes", "JSONEncoder"),
]
# Operations counted per case: enough to average out nothing (counts are exact), few enough to be quick.
OPERATIONS = 2
# Only the operations are counted, not loading and preparing the document nor the warm-up
# operation: collection is switched on entering the function `--profile` runs them in
# (Profiling.measured), and off leaving it.
TOGGLE = "$s17HydrantBenchmarks9ProfilingO8measured*"
# Callgrind processes run at once: one per core of the CI machine. Counts do not depend on it.
PARALLEL = 2


def instructions(bench, data, document, case):
    """Instructions of one operation of `document/case`."""
    with tempfile.TemporaryDirectory() as folder:
        output = os.path.join(folder, "callgrind.out")
        command = [
            "valgrind", "--tool=callgrind", f"--callgrind-out-file={output}", f"--toggle-collect={TOGGLE}",
            bench, "--data", data, "--profile", str(OPERATIONS), "--unchecked", "--filter", f"={document}/{case}",
        ]
        # Swift seeds its hashing per process; fixed, dictionaries cost the same instructions every run.
        environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
        run = subprocess.run(command, capture_output=True, text=True, env=environment)
        if run.returncode != 0:
            sys.exit(f"perf gate: {' '.join(command)} failed:\n{run.stderr[-4000:]}")
        with open(output) as profile:
            for line in profile:
                match = re.match(r"^(?:summary|totals):\s+(\d+)", line)
                if match:
                    return int(match.group(1)) / OPERATIONS
    sys.exit(f"perf gate: no instruction count for {document}/{case}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bench", required=True, help="a stripped release hydrant-bench")
    parser.add_argument("--data", default=os.path.join(os.path.dirname(__file__), "..", "Benchmarks", "Data"))
    parser.add_argument("--update", action="store_true", help="record the current ratios as the baseline")
    arguments = parser.parse_args()

    # The inputs are cross-checked against Foundation once, natively (seconds); under valgrind the
    # checks would take minutes per process, so the counting runs build them `--unchecked`.
    cases = [(document, direction, hydrant, foundation) for document in DOCUMENTS for direction, hydrant, foundation in PAIRS]
    selection = "|".join(f"={document}/{case}" for document, _, hydrant, foundation in cases for case in (hydrant, foundation))
    check = subprocess.run([arguments.bench, "--data", arguments.data, "--profile", "1", "--filter", selection],
                           capture_output=True, text=True)
    if check.returncode != 0:
        sys.exit(f"perf gate: checking the cases' inputs failed:\n{check.stderr[-4000:]}")

    with concurrent.futures.ThreadPoolExecutor(max_workers=PARALLEL) as pool:
        counted = {
            (document, case): pool.submit(instructions, arguments.bench, arguments.data, document, case)
            for document, _, hydrant, foundation in cases for case in (hydrant, foundation)
        }
        ratios = {}
        counts = {}
        for document, direction, hydrant, foundation in cases:
            ours = counted[(document, hydrant)].result()
            theirs = counted[(document, foundation)].result()
            key = f"{document}/{direction}"
            ratios[key] = round(theirs / ours, 3)
            counts[key] = {"hydrant": int(ours), "foundation": int(theirs)}
            print(f"{key}: Hydrant {ours / 1e6:.2f} M, Foundation {theirs / 1e6:.2f} M instructions per operation, "
                  f"ratio {ratios[key]:.3f}", flush=True)

    if arguments.update:
        with open(BASELINE, "w") as baseline:
            json.dump({"tolerance": TOLERANCE, "ratios": ratios, "instructions": counts}, baseline, indent=2, sort_keys=True)
            baseline.write("\n")
        print(f"perf gate: baseline written to {os.path.normpath(BASELINE)}")
        return

    with open(BASELINE) as baseline:
        recorded = json.load(baseline)["ratios"]
    failures = []
    for key, ratio in ratios.items():
        floor = recorded[key] * (1 - TOLERANCE)
        state = "ok" if ratio >= floor else "FAILED"
        print(f"{key}: ratio {ratio:.3f}, baseline {recorded[key]:.3f}, floor {floor:.3f}: {state}")
        if ratio < floor:
            failures.append(key)
    if failures:
        sys.exit(f"perf gate: {', '.join(failures)} fell more than {TOLERANCE:.0%} below the baseline "
                 "(docs/Performance.md, \"The CI gate\", says how to update it when that is intended)")
    print("perf gate: every ratio within 5% of its baseline or above it")


if __name__ == "__main__":
    main()
