#!/usr/bin/env python3
"""Tape-only parse speed against two C parsers, measured in the same run (docs/Performance.md,
"Parsing against C parsers").

Runs hydrant-bench's tape-only case and, alternately with it, simdjson (SIMD, picks AVX2 or
AVX-512 at run time) and yyjson (the fastest portable scalar C parser), both through their
Python bindings, each reading the same benchmark documents into its own document form (no
Python objects are made). Prints a Markdown table of GB/s (10^9 bytes per second): the median over
the rounds of each round's best.

    pip install pysimdjson yyjson      # once; not needed by the tests or CI
    scripts/parse_anchors.py --bench BINARY [--data Benchmarks/Data] [--rounds 5]

BINARY is a release hydrant-bench (`swift build -c release --product hydrant-bench
--disable-default-traits`).
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import time

DOCUMENTS = ["twitter", "citm_catalog", "canada"]
CASE = "Hydrant JSONReader → JSONDocument (tape only)"


def parsers():
    try:
        import simdjson
        import yyjson
    except ImportError:
        sys.exit("parse_anchors: needs the Python packages pysimdjson and yyjson: pip install pysimdjson yyjson")
    simdjson_parser = simdjson.Parser()
    return {
        # `Parser.parse` runs simdjson's two stages into its DOM tape; the result is a lazy proxy.
        "simdjson": lambda data: simdjson_parser.parse(data),
        # `Document` reads into yyjson's immutable document (copying the input first, as
        # yyjson_read does without YYJSON_READ_INSITU).
        "yyjson": lambda data: yyjson.Document(data),
    }


def best_seconds(parse, data, repetitions):
    """The best of seven batches of `repetitions` parses, per parse."""
    times = []
    for _ in range(7):
        start = time.perf_counter()
        for _ in range(repetitions):
            parse(data)
        times.append((time.perf_counter() - start) / repetitions)
    return min(times)


def hydrant_gbps(bench, data_dir):
    """hydrant-bench's tape-only MB/s for each document, as GB/s."""
    output = subprocess.run(
        [bench, "--data", data_dir, "--filter", "tape only", "--rounds", "5"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    result = {}
    for line in output.splitlines():
        cells = [cell.strip() for cell in line.split("|")]
        if len(cells) > 5 and cells[2] == CASE and cells[1] in DOCUMENTS:
            result[cells[1]] = float(cells[4]) / 1000
    missing = set(DOCUMENTS) - set(result)
    if missing:
        sys.exit(f"parse_anchors: hydrant-bench printed no tape-only row for {sorted(missing)}")
    return result


def main():
    arguments = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    arguments.add_argument("--bench", required=True, help="a release hydrant-bench")
    arguments.add_argument("--data", default="Benchmarks/Data", help="folder with the three documents")
    arguments.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    options = arguments.parse_args()

    anchors = parsers()
    documents = {name: open(os.path.join(options.data, f"{name}.json"), "rb").read() for name in DOCUMENTS}
    samples = {(parser, name): [] for parser in ["Hydrant", *anchors] for name in DOCUMENTS}
    for done in range(options.rounds):
        for name, gbps in hydrant_gbps(options.bench, options.data).items():
            samples[("Hydrant", name)].append(gbps)
        for parser, parse in anchors.items():
            for name, data in documents.items():
                repetitions = max(1, int(50_000_000 / len(data)))
                samples[(parser, name)].append(len(data) / best_seconds(parse, data, repetitions) / 1e9)
        print(f"round {done + 1} of {options.rounds} done", file=sys.stderr)

    median = {key: statistics.median(values) for key, values in samples.items()}
    print("| document | Hydrant tape only | simdjson (SIMD) | yyjson (scalar C) | Hydrant ÷ simdjson | Hydrant ÷ yyjson |")
    print("|---|---:|---:|---:|---:|---:|")
    for name in DOCUMENTS:
        hydrant = median[("Hydrant", name)]
        simd = median[("simdjson", name)]
        scalar = median[("yyjson", name)]
        print(
            f"| {name} | {hydrant:.2f} GB/s | {simd:.2f} GB/s | {scalar:.2f} GB/s "
            f"| {hydrant / simd:.2f}× | {hydrant / scalar:.2f}× |"
        )


if __name__ == "__main__":
    main()
