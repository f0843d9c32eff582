// Times the structural-index kernels alone: scripts/simd/bench_index.c FILE KERNEL (1 scalar, 2 SSE2, 3 AVX2),
// built with clang -O2 -ISources/HydrantSIMD/include Sources/HydrantSIMD/*.c scripts/simd/bench_index.c.
#include "HydrantSIMD.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
int main(int argc, char **argv) {
  FILE *f = fopen(argv[1], "rb"); fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
  uint8_t *b = malloc(n); fread(b, 1, n, f);
  int kernel = atoi(argv[2]);
  uint32_t *e = malloc(sizeof(uint32_t) * (32768 + 64));
  size_t total = 0; struct timespec t0, t1; double best = 1e9;
  for (int r = 0; r < 2000; r++) {
    clock_gettime(CLOCK_MONOTONIC, &t0);
    hydrant_index_state s; memset(&s, 0, sizeof s);
    for (long off = 0; off < n; off += 32768) { long len = n - off < 32768 ? n - off : 32768; total += hydrant_index_with_kernel(kernel, b + off, len, off, &s, e); }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double dt = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9; if (dt < best) best = dt;
  }
  printf("%s kernel %d: %.2f GB/s, entries %zu\n", argv[1], kernel, n / best / 1e9, total / 2000);
}
