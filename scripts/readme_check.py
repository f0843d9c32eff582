#!/usr/bin/env python3
"""Keeps the README's "30 seconds" example and Examples/QuickStart identical.

    python3 scripts/readme_check.py                 # the README's snippet is the example's source
    python3 scripts/readme_check.py --output FILE   # ... and FILE (what the example printed) is
                                                    # the README's "It prints" block, and every
                                                    # `print(…)  // comment` matches that output
    python3 scripts/readme_check.py --write         # copies the README's snippet into the example

The snippet is the ```swift block between `<!-- quickstart:begin -->` and `<!-- quickstart:end -->`;
the output is the ```text block between `<!-- quickstart-output:begin -->` and
`<!-- quickstart-output:end -->`. In a comment after a `print(…)`, `…` stands for any text (lines
too); the rest must be printed as written, starting a line, and ending one unless it ends with `…`.
Exits 1 on any drift, naming it.
"""
import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
EXAMPLE = ROOT / "Examples/QuickStart/Sources/QuickStart/main.swift"


def block(text: str, name: str, language: str) -> str:
    match = re.search(
        rf"<!-- {name}:begin -->\s*```{language}\n(.*?)```\s*<!-- {name}:end -->", text, re.S)
    if not match:
        sys.exit(f"error: README.md has no ```{language} block between "
                 f"<!-- {name}:begin --> and <!-- {name}:end -->")
    return match.group(1)


def comment_pattern(comment: str) -> "re.Pattern[str]":
    parts = [re.escape(part.strip(" ")) for part in comment.split("…")]
    body = parts[0] + "".join(r".*?" + part for part in parts[1:])
    return re.compile(r"(?m)^" + body + ("" if comment.endswith("…") else r"$"), re.S)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", type=pathlib.Path)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()

    readme = README.read_text()
    snippet = block(readme, "quickstart", "swift")
    if args.write:
        EXAMPLE.write_text(snippet)
        print(f"wrote {EXAMPLE.relative_to(ROOT)}")
        return 0

    failures = []
    source = EXAMPLE.read_text()
    if source != snippet:
        import difflib
        diff = "".join(difflib.unified_diff(
            snippet.splitlines(True), source.splitlines(True), "README.md (quickstart)",
            str(EXAMPLE.relative_to(ROOT))))
        failures.append("the README's snippet and the example differ "
                        "(scripts/readme_check.py --write copies the README's):\n" + diff)

    if args.output:
        printed = args.output.read_text()
        expected = block(readme, "quickstart-output", "text")
        if printed != expected:
            import difflib
            diff = "".join(difflib.unified_diff(
                expected.splitlines(True), printed.splitlines(True), "README.md (It prints)",
                "the example's output"))
            failures.append("the example's output is not the README's:\n" + diff)
        for number, line in enumerate(snippet.splitlines(), 1):
            code, _, comment = line.partition("  // ")
            if not code.lstrip().startswith("print(") or not comment:
                continue
            if not comment_pattern(comment.strip()).search(printed):
                failures.append(f"README snippet line {number}: the output has no `{comment}`")

    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    if not failures:
        print("README quick start: the snippet is Examples/QuickStart"
              + (", its output and comments match" if args.output else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
