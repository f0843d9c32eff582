#!/usr/bin/env bash
# Type-checks the README's macro-style quick start (the ```swift block between
# <!-- quickstart-macros:begin --> and <!-- quickstart-macros:end -->) in the Swift 6 and the
# Swift 5 language modes with warnings as errors, against the modules and the macro plugin of a
# debug build of this package (run `swift build` first; .ci/run does). Takes seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/main.swift" <<'PYTHON'
import re, sys
readme = open("README.md").read()
match = re.search(r"<!-- quickstart-macros:begin -->\s*```swift\n(.*?)```\s*<!-- quickstart-macros:end -->",
                  readme, re.S)
if not match:
    sys.exit("error: README.md has no ```swift block between the quickstart-macros markers")
open(sys.argv[1], "w").write(match.group(1))
PYTHON
for mode in 6 5; do
    swiftc -typecheck -swift-version "$mode" -warnings-as-errors -I "$build/Modules" \
        -load-plugin-executable "$build/HydrantMacrosPlugin-tool#HydrantMacrosPlugin" "$work/main.swift"
done
echo "README macro quick start: type-checks without warnings in the Swift 6 and Swift 5 modes"
