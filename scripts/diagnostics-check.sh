#!/usr/bin/env bash
# Checks the compile errors a user sees: each file in Tests/CompilerDiagnostics is type-checked
# against the modules and the macro plugin of a debug build of this package (run `swift build`
# first; .ci/run does), and must fail with exactly the errors its `// expected-error: …` lines
# list (each is a substring of an error's message; every error must match one, every line must
# match an error). Takes seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(swift build --show-bin-path)
status=0
for file in Tests/CompilerDiagnostics/*.swift; do
    output=$(swiftc -typecheck -swift-version 6 -I "$build/Modules" \
        -load-plugin-executable "$build/HydrantMacrosPlugin-tool#HydrantMacrosPlugin" "$file" 2>&1 || true)
    if ! python3 - "$file" "$output" <<'PYTHON'
import re, sys
path, output = sys.argv[1], sys.argv[2]
expected = [line.split("expected-error:", 1)[1].strip()
            for line in open(path) if "// expected-error:" in line]
errors = sorted({m.group(1).strip() for m in re.finditer(r"^[^\n]*?error: (.*)$", output, re.M)})
unmatched = [e for e in errors if not any(x in e for x in expected)]
missing = [x for x in expected if not any(x in e for e in errors)]
if not expected:
    sys.exit(f"{path}: no // expected-error: lines")
for e in unmatched:
    print(f"{path}: unexpected error: {e}")
for x in missing:
    print(f"{path}: expected an error containing: {x}")
sys.exit(1 if unmatched or missing else 0)
PYTHON
    then
        status=1
    fi
done
[ "$status" -eq 0 ] && echo "compiler diagnostics: every file fails with exactly the errors it expects"
exit "$status"
