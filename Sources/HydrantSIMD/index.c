// Chooses the kernel.

#include "HydrantSIMD.h"

size_t hydrant_index_scalar(const uint8_t *, size_t, size_t, hydrant_index_state *, uint32_t *);
#if defined(__x86_64__) || defined(_M_X64)
size_t hydrant_index_sse2(const uint8_t *, size_t, size_t, hydrant_index_state *, uint32_t *);
size_t hydrant_index_avx2(const uint8_t *, size_t, size_t, hydrant_index_state *, uint32_t *);
int hydrant_has_avx2(void);
#endif
#if defined(__aarch64__) || defined(_M_ARM64)
size_t hydrant_index_neon(const uint8_t *, size_t, size_t, hydrant_index_state *, uint32_t *);
#endif

size_t hydrant_index_with_kernel(hydrant_index_kernel kernel, const uint8_t *bytes, size_t length, size_t offset,
                                 hydrant_index_state *state, uint32_t *entries) {
    switch (kernel) {
    case HYDRANT_KERNEL_BEST:
        return hydrant_index(bytes, length, offset, state, entries);
    case HYDRANT_KERNEL_SCALAR:
        return hydrant_index_scalar(bytes, length, offset, state, entries);
#if defined(__x86_64__) || defined(_M_X64)
    case HYDRANT_KERNEL_SSE2:
        return hydrant_index_sse2(bytes, length, offset, state, entries);
    case HYDRANT_KERNEL_AVX2:
        return hydrant_has_avx2() ? hydrant_index_avx2(bytes, length, offset, state, entries) : (size_t)-1;
#endif
#if defined(__aarch64__) || defined(_M_ARM64)
    case HYDRANT_KERNEL_NEON:
        return hydrant_index_neon(bytes, length, offset, state, entries);
#endif
    default:
        return (size_t)-1;
    }
}

size_t hydrant_index(const uint8_t *bytes, size_t length, size_t offset, hydrant_index_state *state,
                     uint32_t *entries) {
#if defined(__x86_64__) || defined(_M_X64)
    return hydrant_has_avx2() ? hydrant_index_avx2(bytes, length, offset, state, entries)
                              : hydrant_index_sse2(bytes, length, offset, state, entries);
#elif defined(__aarch64__) || defined(_M_ARM64)
    return hydrant_index_neon(bytes, length, offset, state, entries);
#else
    return hydrant_index_scalar(bytes, length, offset, state, entries);
#endif
}

int hydrant_index_found_invalid_bytes(const hydrant_index_state *state) {
    uint64_t last = state->last_bytes;
    int ends_mid_sequence = (last & 0xFF) >= 0xC0 || ((last >> 8) & 0xFF) >= 0xE0 || ((last >> 16) & 0xFF) >= 0xF0;
    return state->control_in_string != 0 || state->invalid_utf8 != 0 || ends_mid_sequence;
}
