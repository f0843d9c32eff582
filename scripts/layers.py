#!/usr/bin/env python3
"""Checks that no folder of a module uses a type declared in a folder above it, and that each
module's unsafe code stays in its Unsafe folder.

The layers, from the bottom up, are the ones docs/Architecture.md lists. A folder "uses" a type
when its code (comments removed) names a type, protocol or type alias declared in exactly one
folder of the module. Names that are also common generic parameter names (Value, Input, …) are
left out, since a generic parameter is not a use of the type of the same name.

Both library targets are compiled with strict memory safety (SE-0458), so every unsafe construct in
them must be acknowledged with `unsafe` (or a declaration marked `@safe`/`@unsafe`); this script
checks that those acknowledgements appear only in each module's Unsafe/ folder, except `@safe` on an
`@exclusivity(unchecked)` stored property (docs/Architecture.md, "Unsafe code"). In HydrantJSON the
Unsafe folder is beside the layers rather than one of them: it holds the memory every layer reads
and writes through, and the public entry points that take pointers.

Usage: scripts/layers.py   (from the repository root; exits 1 and lists the uses that break a layer)
"""
import glob
import os
import re
import sys

LAYERS = {
    "Sources/HydrantJSON": ["JSON", "Reading", "Writing", "Bridging"],
    "Sources/Hydrant": [
        "Unsafe", "Errors", "Mapping", "Accessors", "Conversions", "Mappers", "Objects", "Validations",
        "Reflection", "Codable",
    ],
}
GENERIC_NAMES = {
    "Value", "Input", "Output", "Result", "Failure", "Forward", "Element", "Key", "Root", "Inner",
    "Base", "Wrapped", "Member", "Model", "Code", "Reason", "Elements", "Iterator", "Members",
    "Checkpoint", "Index", "Tried", "Primary", "Alternative", "First", "Second", "Payload", "Cases",
}
DECLARATION = re.compile(r"\b(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9]*)")
NAME = re.compile(r"\b[A-Z][A-Za-z0-9]*\b")


def source(path):
    text = open(path, encoding="utf-8").read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//.*", "", text)


UNSAFE_ROOTS = ["Sources/Hydrant", "Sources/HydrantJSON"]
ACKNOWLEDGEMENT = re.compile(r"(?<![\w.])(?:unsafe(?=\s+[\w&(])|@unsafe\b|@safe\b(?!\s+@exclusivity\(unchecked\)))")


def unsafe_outside_boundary():
    """Acknowledgements of unsafe code outside each module's Unsafe/."""
    found = []
    for root in UNSAFE_ROOTS:
        found += unsafe_outside(root, root + "/Unsafe/")
    return found


def unsafe_outside(root, folder):
    found = []
    for path in sorted(glob.glob(os.path.join(root, "*", "**", "*.swift"), recursive=True)):
        if path.startswith(folder):
            continue
        text = source(path)
        text = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)
        for match in ACKNOWLEDGEMENT.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            found.append(f"{path}:{line}: unsafe code outside {folder} ({match.group(0).strip()})")
    return found


def main():
    broken = unsafe_outside_boundary()
    for root, layers in LAYERS.items():
        files = {layer: glob.glob(os.path.join(root, layer, "**", "*.swift"), recursive=True) for layer in layers}
        declared = {}
        for layer, paths in files.items():
            for path in paths:
                for name in DECLARATION.findall(source(path)):
                    declared.setdefault(name, set()).add(layer)
        owner = {name: next(iter(owners)) for name, owners in declared.items()
                 if len(owners) == 1 and name not in GENERIC_NAMES}
        for position, layer in enumerate(layers):
            above = set(layers[position + 1:])
            for path in files[layer]:
                for name in sorted(set(NAME.findall(source(path)))):
                    if owner.get(name) in above:
                        broken.append(f"{path}: uses {name}, declared in {root}/{owner[name]}/, a layer above")
    for line in broken:
        print(line)
    if broken:
        print(f"error: {len(broken)} findings (docs/Architecture.md lists the layers, and says where unsafe code goes)", file=sys.stderr)
        return 1
    print("layers: every folder uses only the folders below it; each module's unsafe code is in its Unsafe/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
