// The x86-64 kernels: SSE2, which every x86-64 processor has, and AVX2, used when the processor
// reports it (checked at run time; the function alone is compiled for it, with no flags for the
// package).

#if defined(__x86_64__) || defined(_M_X64)

#include "block.h"
#include <immintrin.h>

/// The classes of sixteen bytes, each as sixteen bits.
static inline void classify_sse2_16(__m128i v, uint64_t shift, block_masks *masks) {
    __m128i quote = _mm_cmpeq_epi8(v, _mm_set1_epi8('"'));
    __m128i backslash = _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'));
    __m128i control = _mm_cmpeq_epi8(_mm_min_epu8(v, _mm_set1_epi8(0x1F)), v);
    __m128i space = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\t'))),
        _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\n')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\r'))));
    // '[' and ']' are '{' and '}' without bit 0x20.
    __m128i folded = _mm_or_si128(v, _mm_set1_epi8(0x20));
    __m128i punctuation = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(folded, _mm_set1_epi8('{')), _mm_cmpeq_epi8(folded, _mm_set1_epi8('}'))),
        _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(':')), _mm_cmpeq_epi8(v, _mm_set1_epi8(','))));
    masks->quote |= (uint64_t)(uint16_t)_mm_movemask_epi8(quote) << shift;
    masks->backslash |= (uint64_t)(uint16_t)_mm_movemask_epi8(backslash) << shift;
    masks->space |= (uint64_t)(uint16_t)_mm_movemask_epi8(space) << shift;
    masks->punctuation |= (uint64_t)(uint16_t)_mm_movemask_epi8(punctuation) << shift;
    masks->control |= (uint64_t)(uint16_t)_mm_movemask_epi8(control) << shift;
    masks->non_ascii |= (uint64_t)(uint16_t)_mm_movemask_epi8(v) << shift;
}

static inline block_masks classify_sse2(const uint8_t *block) {
    block_masks masks = {0, 0, 0, 0, 0, 0};
    for (unsigned i = 0; i < 4; i++) {
        classify_sse2_16(_mm_loadu_si128((const __m128i *)(const void *)(block + 16 * i)), 16 * i, &masks);
    }
    return masks;
}

size_t hydrant_index_sse2(const uint8_t *bytes, size_t length, size_t offset, hydrant_index_state *state,
                          uint32_t *entries) {
    HYDRANT_INDEX_LOOP(classify_sse2, utf8_errors_scalar, bytes, length, offset, state, entries);
}

#define AVX2 __attribute__((target("avx2,bmi,bmi2,popcnt")))

AVX2 static inline uint64_t mask_avx2(__m256i low, __m256i high) {
    return (uint64_t)(uint32_t)_mm256_movemask_epi8(low) | (uint64_t)(uint32_t)_mm256_movemask_epi8(high) << 32;
}

/// Whitespace and punctuation by two table lookups on each byte's nibbles, as simdjson does:
/// a byte is in a class when both of its nibbles' entries have the class's bit.
AVX2 static inline block_masks classify_avx2(const uint8_t *block) {
    __m256i lo = _mm256_loadu_si256((const __m256i *)(const void *)block);
    __m256i hi = _mm256_loadu_si256((const __m256i *)(const void *)(block + 32));
    // Classes: bit 0 ',', bit 1 ':', bit 2 '[' ']' '{' '}', bit 3 ' ', bit 4 '\t' '\n' '\r'.
    // Low nibbles: ',' C, ':' A, '[' B, ']' D, '{' B, '}' D, ' ' 0, '\t' 9, '\n' A, '\r' D.
    const __m256i low_table = _mm256_setr_epi8(
        8, 0, 0, 0, 0, 0, 0, 0, 0, 16, 2 | 16, 4, 1, 4 | 16, 0, 0,
        8, 0, 0, 0, 0, 0, 0, 0, 0, 16, 2 | 16, 4, 1, 4 | 16, 0, 0);
    // High nibbles: ',' 2, ':' 3, '[' ']' 5, '{' '}' 7, ' ' 2, '\t' '\n' '\r' 0.
    const __m256i high_table = _mm256_setr_epi8(
        16, 0, 1 | 8, 2, 0, 4, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0,
        16, 0, 1 | 8, 2, 0, 4, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    __m256i classes_lo = _mm256_and_si256(
        _mm256_shuffle_epi8(low_table, _mm256_and_si256(lo, nibble)),
        _mm256_shuffle_epi8(high_table, _mm256_and_si256(_mm256_srli_epi16(lo, 4), nibble)));
    __m256i classes_hi = _mm256_and_si256(
        _mm256_shuffle_epi8(low_table, _mm256_and_si256(hi, nibble)),
        _mm256_shuffle_epi8(high_table, _mm256_and_si256(_mm256_srli_epi16(hi, 4), nibble)));
    const __m256i zero = _mm256_setzero_si256();
    const __m256i punctuation_bits = _mm256_set1_epi8(1 | 2 | 4);
    const __m256i space_bits = _mm256_set1_epi8(8 | 16);
    block_masks masks;
    masks.punctuation = ~mask_avx2(_mm256_cmpeq_epi8(_mm256_and_si256(classes_lo, punctuation_bits), zero),
                                   _mm256_cmpeq_epi8(_mm256_and_si256(classes_hi, punctuation_bits), zero));
    masks.space = ~mask_avx2(_mm256_cmpeq_epi8(_mm256_and_si256(classes_lo, space_bits), zero),
                             _mm256_cmpeq_epi8(_mm256_and_si256(classes_hi, space_bits), zero));
    masks.quote = mask_avx2(_mm256_cmpeq_epi8(lo, _mm256_set1_epi8('"')), _mm256_cmpeq_epi8(hi, _mm256_set1_epi8('"')));
    masks.backslash =
        mask_avx2(_mm256_cmpeq_epi8(lo, _mm256_set1_epi8('\\')), _mm256_cmpeq_epi8(hi, _mm256_set1_epi8('\\')));
    const __m256i control_top = _mm256_set1_epi8(0x1F);
    masks.control = mask_avx2(_mm256_cmpeq_epi8(_mm256_min_epu8(lo, control_top), lo),
                              _mm256_cmpeq_epi8(_mm256_min_epu8(hi, control_top), hi));
    masks.non_ascii = mask_avx2(lo, hi);
    return masks;
}

/// The 32 bytes before those of `input`, shifted by `n` bytes: the last `n` of `previous`, then
/// all but the last `n` of `input`.
#define PREVIOUS_AVX2(input, previous, n) \
    _mm256_alignr_epi8((input), _mm256_permute2x128_si256((previous), (input), 0x21), 16 - (n))

/// The UTF-8 errors of the 32 bytes of `input`, which follow those of `previous` (see block.h).
AVX2 static inline __m256i utf8_check_avx2(__m256i input, __m256i previous) {
    static const uint8_t first_high_bytes[16] = {UTF8_FIRST_HIGH};
    static const uint8_t first_low_bytes[16] = {UTF8_FIRST_LOW};
    static const uint8_t second_high_bytes[16] = {UTF8_SECOND_HIGH};
    const __m256i first_high = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)first_high_bytes));
    const __m256i first_low = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)first_low_bytes));
    const __m256i second_high =
        _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)second_high_bytes));
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    __m256i previous1 = PREVIOUS_AVX2(input, previous, 1);
    __m256i special = _mm256_and_si256(
        _mm256_and_si256(_mm256_shuffle_epi8(first_high, _mm256_and_si256(_mm256_srli_epi16(previous1, 4), nibble)),
                         _mm256_shuffle_epi8(first_low, _mm256_and_si256(previous1, nibble))),
        _mm256_shuffle_epi8(second_high, _mm256_and_si256(_mm256_srli_epi16(input, 4), nibble)));
    // Bit 7 where the byte two back leads three or more bytes, or the byte three back leads four.
    __m256i third = _mm256_subs_epu8(PREVIOUS_AVX2(input, previous, 2), _mm256_set1_epi8((char)(0xE0 - 0x80)));
    __m256i fourth = _mm256_subs_epu8(PREVIOUS_AVX2(input, previous, 3), _mm256_set1_epi8((char)(0xF0 - 0x80)));
    __m256i continues = _mm256_and_si256(_mm256_or_si256(third, fourth), _mm256_set1_epi8((char)0x80));
    return _mm256_xor_si256(special, continues);
}

AVX2 static inline uint64_t utf8_errors_avx2(const uint8_t *block, uint64_t last_bytes) {
    // The three bytes before the block at the top of a vector, the last one highest.
    int top = (int)((uint32_t)((last_bytes >> 16) & 0xFF) << 8 | (uint32_t)((last_bytes >> 8) & 0xFF) << 16 |
                    (uint32_t)(last_bytes & 0xFF) << 24);
    __m256i before = _mm256_set_epi32(top, 0, 0, 0, 0, 0, 0, 0);
    __m256i lo = _mm256_loadu_si256((const __m256i *)(const void *)block);
    __m256i hi = _mm256_loadu_si256((const __m256i *)(const void *)(block + 32));
    __m256i errors = _mm256_or_si256(utf8_check_avx2(lo, before), utf8_check_avx2(hi, lo));
    return !_mm256_testz_si256(errors, errors);
}

AVX2 size_t hydrant_index_avx2(const uint8_t *bytes, size_t length, size_t offset, hydrant_index_state *state,
                               uint32_t *entries) {
    HYDRANT_INDEX_LOOP(classify_avx2, utf8_errors_avx2, bytes, length, offset, state, entries);
}

int hydrant_has_avx2(void) {
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
}

#endif
