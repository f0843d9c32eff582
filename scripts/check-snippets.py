#!/usr/bin/env python3
"""Checks that every ```swift block of a DocC article appears, line for line (under a constant
indentation), in the sources of an example package: the article's code cannot be compiled by the
library's own tests, so it is kept identical to code that is.

    scripts/check-snippets.py ARTICLE.md SOURCE_FOLDER
"""
import pathlib
import re
import sys


def blocks(article):
    return re.findall(r"^```swift\n(.*?)^```$", article.read_text(), flags=re.S | re.M)


def found(block, lines):
    wanted = block.rstrip("\n").split("\n")
    for start in range(len(lines) - len(wanted) + 1):
        first = lines[start]
        if not first.endswith(wanted[0]) or first[: len(first) - len(wanted[0])].strip():
            continue
        indent = first[: len(first) - len(wanted[0])]
        if all(lines[start + k] == (indent + line if line else "") for k, line in enumerate(wanted)):
            return True
    return False


def main():
    article, folder = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    sources = [path.read_text().split("\n") for path in sorted(folder.rglob("*.swift")) if ".build" not in path.parts]
    missing = [block for block in blocks(article) if not any(found(block, lines) for lines in sources)]
    for block in missing:
        print(f"error: {article}: this snippet is not in {folder}:\n{block}", file=sys.stderr)
    print(f"{article.name}: {len(blocks(article)) - len(missing)} of {len(blocks(article))} snippets found in {folder}")
    sys.exit(1 if missing else 0)


main()
