#!/usr/bin/env python3
"""The record of the public API: one line per public declaration of each library module, kept in
API/<Module>.txt, so that a change to the public API shows in review and fails CI unless the record
changes in the same commit.

Each line is a declaration as the compiler's symbol graph spells it (`swift-symbolgraph-extract`,
public and open symbols, from a debug build's modules), with the constraints of the extension it is
declared in and `@available(*, unavailable)` where it applies; members a protocol's extension gives
every conforming type are recorded once, on the protocol. Lines are sorted, so the record's diff is
the API's diff.

Usage (after `swift build`, which .ci/run does first):
    scripts/api_record.py            # compares the built modules with API/; exits 1 and prints the
                                     # difference when they differ
    scripts/api_record.py --update   # writes API/ from the built modules
    scripts/api_record.py --counts   # the surface's size, from the record: public types (structs,
                                     # enums, classes, actors, protocols) of Hydrant and HydrantJSON,
                                     # protocols, type aliases, `Field` initializers
"""
import difflib
import json
import os
import subprocess
import sys
import tempfile

MODULES = ["HydrantJSON", "Hydrant", "HydrantTestSupport", "HydrantMacros"]
RECORD = "API"


def target_triple():
    info = json.loads(subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True,
                                     check=True).stdout)
    return info["target"]["unversionedTriple"]


def lines_of(module, modules_dir, triple):
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-target", triple,
                        "-I", modules_dir, "-minimum-access-level", "public", "-output-dir", out],
                       check=True, capture_output=True, text=True)
        lines = set()
        for name in sorted(os.listdir(out)):
            graph = json.load(open(os.path.join(out, name)))
            for symbol in graph["symbols"]:
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                declaration = " ".join(declaration.split())
                path = ".".join(symbol["pathComponents"])
                line = f"{path}: {declaration}"
                constraints = symbol.get("swiftExtension", {}).get("constraints", [])
                if constraints:
                    rendered = ", ".join(
                        f"{c['lhs']} {':' if c['kind'] == 'conformance' else '=='} {c['rhs']}"
                        if c["kind"] != "superclass" else f"{c['lhs']}: {c['rhs']}"
                        for c in constraints)
                    line += f"  [extension where {rendered}]"
                if any(a.get("isUnconditionallyUnavailable") for a in symbol.get("availability", [])):
                    line += "  [unavailable]"
                lines.add(line)
        return sorted(lines)


TYPE_KINDS = ("struct", "enum", "class", "actor", "protocol")


def counts():
    """Counts of the recorded surface (the targets of issue 40 are measured with this)."""
    declarations = []
    for module in ["HydrantJSON", "Hydrant"]:
        for line in open(os.path.join(RECORD, f"{module}.txt")).read().splitlines():
            path, _, declaration = line.partition(": ")
            declarations.append((path, declaration.split("  [")[0]))

    def kind(declaration):
        words = [w for w in declaration.split() if not w.startswith("@")]
        for word in words:
            if word in TYPE_KINDS + ("typealias",):
                return word
        return None

    types = {path for path, declaration in declarations if kind(declaration) in TYPE_KINDS}
    protocols = {path for path, declaration in declarations if kind(declaration) == "protocol"}
    aliases = {path for path, declaration in declarations if kind(declaration) == "typealias"}
    field_inits = [path for path, declaration in declarations if path == "Field.init(_:_:)" or
                   (path.startswith("Field.init(") and declaration.lstrip().startswith("init"))]
    print(f"public types (Hydrant, HydrantJSON): {len(types)}")
    print(f"public protocols: {len(protocols)}")
    print(f"public type aliases: {len(aliases)}")
    print(f"Field initializers: {len(field_inits)}")


def main():
    if "--counts" in sys.argv[1:]:
        counts()
        return
    update = "--update" in sys.argv[1:]
    modules_dir = os.path.join(
        subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True,
                       check=True).stdout.strip(), "Modules")
    triple = target_triple()
    os.makedirs(RECORD, exist_ok=True)
    differs = False
    for module in MODULES:
        current = lines_of(module, modules_dir, triple)
        path = os.path.join(RECORD, f"{module}.txt")
        if update:
            with open(path, "w") as file:
                file.write("\n".join(current) + "\n")
            print(f"{path}: {len(current)} declarations")
            continue
        recorded = open(path).read().splitlines() if os.path.exists(path) else []
        if recorded != current:
            differs = True
            sys.stdout.writelines(line + "\n" for line in difflib.unified_diff(
                recorded, current, fromfile=f"{path} (recorded)", tofile=f"{module} (built)", lineterm=""))
    if differs:
        sys.stdout.flush()
        print(file=sys.stderr)
        print("error: the public API differs from its record in API/ (above); if the change is on purpose, "
              "run scripts/api_record.py --update and commit the record with it", file=sys.stderr)
        sys.exit(1)
    if not update:
        print(f"public API: every module matches its record in {RECORD}/")


if __name__ == "__main__":
    main()
