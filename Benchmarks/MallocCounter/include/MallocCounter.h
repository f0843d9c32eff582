// Counts heap allocations of the whole process, for hydrant-bench.
//
// On Linux with glibc the benchmark executable defines malloc, calloc, realloc, free, memalign,
// posix_memalign and aligned_alloc itself; they forward to glibc's __libc_* functions and, while
// counting is on, count calls and track the bytes live on the heap. Elsewhere counting is not
// available and every figure is zero.
#ifndef HYDRANT_MALLOC_COUNTER_H
#define HYDRANT_MALLOC_COUNTER_H

#include <stdint.h>

/// Whether allocations can be counted on this platform.
int hydrant_malloc_counter_available(void);

/// Resets the counters and starts counting: allocations from now on, and the peak of the bytes
/// live on the heap above the current level.
void hydrant_malloc_counter_start(void);

/// Stops counting.
void hydrant_malloc_counter_stop(void);

/// Allocations (malloc, calloc, realloc, memalign, posix_memalign, aligned_alloc) since start.
uint64_t hydrant_malloc_counter_allocations(void);

/// The highest number of bytes live on the heap above the level at start, while counting.
int64_t hydrant_malloc_counter_peak_bytes(void);

#endif
