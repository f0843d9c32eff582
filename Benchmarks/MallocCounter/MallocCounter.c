// See include/MallocCounter.h.
#include "MallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static volatile int counting = 0;
static uint64_t allocations = 0;
static int64_t live = 0;
static int64_t peak = 0;

static inline void count_allocation(void *pointer) {
    if (!counting || pointer == NULL) return;
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    int64_t now = __atomic_add_fetch(&live, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
    int64_t seen = __atomic_load_n(&peak, __ATOMIC_RELAXED);
    while (now > seen && !__atomic_compare_exchange_n(&peak, &seen, now, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
    }
}

static inline void count_free(void *pointer) {
    if (!counting || pointer == NULL) return;
    __atomic_sub_fetch(&live, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    count_allocation(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    count_allocation(pointer);
    return pointer;
}

void *realloc(void *old, size_t size) {
    if (!counting || old == NULL) {
        void *pointer = __libc_realloc(old, size);
        count_allocation(pointer);
        return pointer;
    }
    int64_t before = (int64_t)malloc_usable_size(old);
    void *pointer = __libc_realloc(old, size);
    if (pointer == NULL) return NULL;
    if (pointer == old) {
        // Resized in place: only the difference was ever live.
        __atomic_sub_fetch(&live, before, __ATOMIC_RELAXED);
        count_allocation(pointer);
    } else {
        // Moved, so copied: both blocks were live at once.
        count_allocation(pointer);
        __atomic_sub_fetch(&live, before, __ATOMIC_RELAXED);
    }
    return pointer;
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    count_allocation(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void free(void *pointer) {
    count_free(pointer);
    __libc_free(pointer);
}

int hydrant_malloc_counter_available(void) { return 1; }

void hydrant_malloc_counter_start(void) {
    counting = 0;
    __atomic_store_n(&allocations, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&live, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&peak, 0, __ATOMIC_RELAXED);
    counting = 1;
}

void hydrant_malloc_counter_stop(void) { counting = 0; }

uint64_t hydrant_malloc_counter_allocations(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

int64_t hydrant_malloc_counter_peak_bytes(void) { return __atomic_load_n(&peak, __ATOMIC_RELAXED); }

#else

int hydrant_malloc_counter_available(void) { return 0; }
void hydrant_malloc_counter_start(void) {}
void hydrant_malloc_counter_stop(void) {}
uint64_t hydrant_malloc_counter_allocations(void) { return 0; }
int64_t hydrant_malloc_counter_peak_bytes(void) { return 0; }

#endif
