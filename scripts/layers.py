#!/usr/bin/env python3
"""Checks that no folder of a module uses a type declared in a folder above it.

The layers, from the bottom up, are the ones docs/Architecture.md lists. A folder "uses" a type
when its code (comments removed) names a type, protocol or type alias declared in exactly one
folder of the module. Names that are also common generic parameter names (Value, Input, …) are
left out, since a generic parameter is not a use of the type of the same name.

Usage: scripts/layers.py   (from the repository root; exits 1 and lists the uses that break a layer)
"""
import glob
import os
import re
import sys

LAYERS = {
    "Sources/HydrantJSON": ["JSON", "Reading", "Writing", "Bridging"],
    "Sources/Hydrant": [
        "Errors", "Mapping", "Accessors", "Conversions", "Mappers", "Objects", "Validations",
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


def main():
    broken = []
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
        print(f"error: {len(broken)} uses of a layer above (docs/Architecture.md lists the layers)", file=sys.stderr)
        return 1
    print("layers: every folder uses only the folders below it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
