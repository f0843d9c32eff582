#!/usr/bin/env bash
# What a package that uses only the `Hydrant` library product costs: makes a new consumer package in
# a temporary folder, depending on this checkout by path, resolves and builds it, and prints which
# packages SwiftPM resolved and which modules it compiled.
#
#   scripts/consumer-check.sh            # the consumer turns Hydrant's traits off (`traits: []`):
#                                        # it must resolve no package and build Hydrant,
#                                        # HydrantJSON and itself only; exits 1 otherwise
#   scripts/consumer-check.sh --default  # the consumer takes Hydrant's default traits (Macros,
#                                        # CLI): prints what that resolves and builds, checks nothing
#
# The Package.swift's traits say why (`traits:` there; README, "Requirements").
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
traits=", traits: []"
if [ "${1:-}" = "--default" ]; then traits=""; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Consumer/Sources/Consumer"
cat > "$work/Consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "Hydrant", path: "$root"$traits)],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "Hydrant", package: "Hydrant")]),
    ]
)
MANIFEST
cat > "$work/Consumer/Sources/Consumer/main.swift" <<'SOURCE'
import Hydrant

print(try Mappers.value(Int.self).map(JSON(parsing: "42")))
SOURCE

cd "$work/Consumer"
echo "consumer: .package(name: \"Hydrant\", path: \"$root\"$traits), product Hydrant"
swift package resolve > "$work/resolve.log" 2>&1 || { cat "$work/resolve.log" >&2; exit 1; }
resolved=$(ls .build/checkouts 2> /dev/null | tr '\n' ' ')
echo "resolved packages: ${resolved:-none}"
swift build -v > "$work/build.log" 2>&1 || { tail -n 50 "$work/build.log" >&2; exit 1; }
# The modules compiled, not the manifests (a manifest is compiled under a name made from its
# folder's: `tmp` for a checkout in /tmp/tmp.XXXX).
built=$(grep -- '-module-name' "$work/build.log" | grep -v 'Package\.swift' \
    | grep -o -- '-module-name [A-Za-z0-9_]*' | awk '{print $2}' | sort -u | grep -v '^main$' | tr '\n' ' ')
echo "compiled modules: $built"
output=$(.build/debug/Consumer)
[ "$output" = "42" ] || { echo "error: the consumer printed $output, expected 42" >&2; exit 1; }

if [ -n "$traits" ]; then
    if [ -n "$resolved" ]; then
        echo "error: a consumer of Hydrant alone with traits: [] resolved $resolved" >&2
        exit 1
    fi
    if [ "$built" != "Consumer Hydrant HydrantJSON " ]; then
        echo "error: a consumer of Hydrant alone compiled $built(expected Consumer Hydrant HydrantJSON)" >&2
        exit 1
    fi
fi
echo "consumer check: ok"
