#!/usr/bin/env bash
# Fails, showing the difference, when a Swift file is not what scripts/format.sh would make of it
# (swift-format with .swift-format). Formats copies in a temporary folder; changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swift-files.sh
mapfile -t files < <(swift_files)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/a" "$work/b"
for file in "${files[@]}"; do
    mkdir -p "$work/a/$(dirname "$file")" "$work/b/$(dirname "$file")"
    cp "$file" "$work/a/$file"
    cp "$file" "$work/b/$file"
done
(cd "$work/b" && swift format format --configuration "$OLDPWD/.swift-format" --parallel --in-place "${files[@]}")
if ! diff -ru "$work/a" "$work/b" > "$work/diff.txt"; then
    sed -e "s|$work/[ab]/||g" "$work/diff.txt" | head -n 200 || true
    changed=$(grep -c '^diff -ru' "$work/diff.txt" || true)
    echo "error: $changed Swift files are not formatted (the first 200 lines of the difference are above);" \
        "scripts/format.sh formats them" >&2
    exit 1
fi
echo "swift-format: ${#files[@]} files formatted"
