#!/usr/bin/env bash
# Checks the structural-index kernels of Sources/HydrantSIMD against the scalar kernel (and the
# scalar kernel against a byte-by-byte reference) on generated inputs: natively (SSE2 and, when
# the processor has it, AVX2 on x86-64), and the arm64 NEON kernel compiled for aarch64 and run
# under qemu-user. Installs Debian's qemu-user and the aarch64 C library when they are missing.
#
#     scripts/check-simd-kernels.sh            (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."

sources=(Sources/HydrantSIMD/*.c scripts/simd/check_kernels.c)
include=Sources/HydrantSIMD/include
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

clang -O2 -Wall -Wextra -Werror -I"$include" "${sources[@]}" -o "$work/check-native"
"$work/check-native"

if [ "$(uname -m)" = "aarch64" ]; then
    exit 0  # the native run above was the NEON kernel's
fi
sysroot=/usr/aarch64-linux-gnu
gcc_cross=$(ls -d /usr/lib/gcc-cross/aarch64-linux-gnu/* 2>/dev/null | sort -V | tail -1 || true)
if ! command -v qemu-aarch64 > /dev/null || [ ! -f "$sysroot/lib/libc.a" ] || [ -z "$gcc_cross" ]; then
    echo "check-simd-kernels: installing qemu-user and the aarch64 C library (Debian packages)"
    sudo_cmd=""
    if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
    $sudo_cmd apt-get update -qq > /dev/null
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq \
        qemu-user libc6-dev-arm64-cross libgcc-12-dev-arm64-cross > /dev/null
    gcc_cross=$(ls -d /usr/lib/gcc-cross/aarch64-linux-gnu/* | sort -V | tail -1)
fi
clang --target=aarch64-linux-gnu --sysroot="$sysroot" -B"$gcc_cross" -L"$gcc_cross" -fuse-ld=lld -static \
    -O2 -Wall -Wextra -Werror -I"$include" "${sources[@]}" -o "$work/check-aarch64"
qemu-aarch64 "$work/check-aarch64"
