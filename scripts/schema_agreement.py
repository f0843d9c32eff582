#!/usr/bin/env python3
"""Checks that the JSON Schemas Hydrant's mappers write tell the truth, with an independent
validator (Python's `jsonschema`, Draft 2020-12, with format checking).

The cases come from Swift, as JSON Lines (see `schemaAgreementCases` in HydrantTestSupport):
  - the docs' models and generated mappers: `swift test --filter SchemaAgreementTests` with
    HYDRANT_SCHEMA_CASES set to a file (Tests/HydrantTests/Mapping/SchemaAgreementTests.swift);
  - the benchmark's models: `hydrant-bench --schema-cases FILE`.
Each case is a document (a valid one, or a mutation of it) and the mapping's verdict: accepted
means reading it had no fatal error. The script validates every document against the subject's
schema and compares the verdicts.

A disagreement is allowed only when it is documented: either it is a fallback (the mapping
accepted the document with a non-fatal error at the changed place, or at a place that holds it
or that it holds, because a default replaced the value or an element was dropped, and the
schema describes the values that map without one), or it is listed in the table "Where the
schema and the mapping differ" of Sources/Hydrant/Hydrant.docc/DescribingYourAPI.md: subject,
mutation, pointer and value as shell patterns (indices in pointers as `*`; the value is the JSON
text the mutation put there), and the mapping's verdict (`accepts` or `rejects`). A row that no
case needs is an error too, so the table lists no more than the differences there are.

Usage: scripts/schema_agreement.py [--build-dir .build/debug] [--cases FILE ...]
Exit status 1 on any undocumented difference.
"""
import argparse
import fnmatch
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ARTICLE = os.path.join(ROOT, "Sources/Hydrant/Hydrant.docc/DescribingYourAPI.md")
FORMATS = ("date-time", "uri", "uuid")


def validator_module():
    """jsonschema with checkers for the formats Hydrant's schemas name (installed from PyPI if
    missing)."""
    def usable():
        try:
            import jsonschema  # noqa: F401
            checker = jsonschema.Draft202012Validator.FORMAT_CHECKER
            return all(name in checker.checkers for name in FORMATS)
        except ImportError:
            return False

    if not usable():
        if os.environ.get("HYDRANT_SCHEMA_INSTALLED"):
            sys.exit("error: jsonschema has no checker for " + ", ".join(FORMATS))
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--root-user-action=ignore",
             "jsonschema[format-nongpl]"],
            check=True)
        # The format checkers are chosen when jsonschema is imported: start again.
        os.environ["HYDRANT_SCHEMA_INSTALLED"] = "1"
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import jsonschema
    return jsonschema


def documented_differences():
    """The rows of the article's table of differences: (subject, mutation, pointer, value) patterns
    and the mapping's verdict."""
    rows = []
    with open(ARTICLE, encoding="utf-8") as article:
        for line in article:
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if len(cells) == 6 and all(re.fullmatch(r"`[^`]+`", cell) for cell in cells[:5]):
                rows.append(tuple(cell.strip("`") for cell in cells[:5]))
    if not rows:
        sys.exit(f"error: no documented differences found in {ARTICLE}")
    return rows


def produce(build_dir, directory):
    """Runs the two producers and returns the files they wrote."""
    tests = os.path.join(directory, "tests.jsonl")
    bench = os.path.join(directory, "bench.jsonl")
    environment = dict(os.environ, HYDRANT_SCHEMA_CASES=tests)
    subprocess.run(
        ["swift", "test", "--skip-build", "--filter", "SchemaAgreementTests"],
        cwd=ROOT, env=environment, check=True, stdout=subprocess.DEVNULL)
    subprocess.run(
        [os.path.join(build_dir, "hydrant-bench"), "--data", os.path.join(ROOT, "Benchmarks/Data"),
         "--schema-cases", bench],
        cwd=ROOT, check=True)
    return [tests, bench]


def value_at(document, pointer):
    """The JSON text at `pointer` in `document` ("" when there is none)."""
    for token in pointer.split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(document, list) and token.isdigit() and int(token) < len(document):
            document = document[int(token)]
        elif isinstance(document, dict) and token in document:
            document = document[token]
        else:
            return ""
    return json.dumps(document, ensure_ascii=False)


def related(pointer, place):
    """Whether a non-fatal error at `place` is about the value at `pointer`: the same place, one
    that holds it (an element dropped), or one it holds (a member of a replaced object)."""
    return pointer == place or pointer.startswith(place + "/") or place.startswith(pointer + "/") or place == ""


def generalized(pointer):
    return re.sub(r"/\d+(?=/|$)", "/*", pointer)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build-dir", default=os.path.join(ROOT, ".build/debug"))
    parser.add_argument("--cases", nargs="*", help="JSON Lines files to check instead of running the producers")
    arguments = parser.parse_args()

    jsonschema = validator_module()
    documented = documented_differences()
    with tempfile.TemporaryDirectory() as directory:
        files = arguments.cases or produce(arguments.build_dir, directory)
        lines = []
        for name in files:
            with open(name, encoding="utf-8") as cases:
                lines += [json.loads(line) for line in cases if line.strip()]

    validators = {}
    totals = Counter()
    per_subject = defaultdict(Counter)
    undocumented = []
    used = Counter()
    for case in lines:
        subject = case["subject"]
        if "schema" in case:
            jsonschema.Draft202012Validator.check_schema(case["schema"])
            validators[subject] = jsonschema.Draft202012Validator(
                case["schema"], format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
            continue
        valid = validators[subject].is_valid(case["document"])
        accepted = case["accepted"]
        totals["cases"] += 1
        per_subject[subject]["cases"] += 1
        if valid == accepted:
            totals["agree"] += 1
            continue
        pointer = generalized(case["pointer"])
        value = value_at(case["document"], case["pointer"]) if case["mutation"] != "removed key" else ""
        if accepted and not valid and any(related(case["pointer"], place) for place in case["fallbacks"]):
            totals["fallback"] += 1
            per_subject[subject]["fallback"] += 1
            continue
        row = next(
            (row for row in documented
             if fnmatch.fnmatchcase(subject, row[0]) and fnmatch.fnmatchcase(case["mutation"], row[1])
             and fnmatch.fnmatchcase(pointer, row[2]) and fnmatch.fnmatchcase(value, row[3])
             and row[4] == ("accepts" if accepted else "rejects")),
            None)
        if row:
            totals["documented"] += 1
            per_subject[subject]["documented"] += 1
            used[row] += 1
        else:
            undocumented.append((subject, case["mutation"], pointer, value, accepted, valid, case["document"]))

    print(f"{'subject':28} {'cases':>6} {'fallback':>9} {'documented':>11}")
    for subject, counts in per_subject.items():
        print(f"{subject:28} {counts['cases']:6} {counts['fallback']:9} {counts['documented']:11}")
    agreement = totals["agree"] / max(totals["cases"], 1)
    print(
        f"{totals['cases']} cases in {len(per_subject)} subjects: {totals['agree']} agree ({agreement:.1%}), "
        f"{totals['fallback']} fallbacks (accepted with a non-fatal error, outside the schema), "
        f"{totals['documented']} documented differences, {len(undocumented)} undocumented")
    for row, count in sorted(used.items()):
        print(f"  documented: {' | '.join(row)}: {count}")
    seen = set()
    for subject, mutation, pointer, value, accepted, valid, document in undocumented:
        if (subject, mutation, pointer, value) in seen:
            continue
        seen.add((subject, mutation, pointer, value))
        verdict = "the mapping accepts, the schema rejects" if accepted else "the mapping rejects, the schema accepts"
        text = json.dumps(document)
        print(f"UNDOCUMENTED {subject} | {mutation} | {pointer} | {value[:40]}: {verdict}: {text[:300]}")
    unused = [row for row in documented if row not in used]
    for row in unused:
        print(f"UNUSED ROW {' | '.join(row)}: no case differs this way; remove it from the article")
    return 1 if undocumented or unused else 0


if __name__ == "__main__":
    sys.exit(main())
