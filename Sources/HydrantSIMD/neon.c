// The arm64 kernel: NEON, which every arm64 processor has.

#if defined(__aarch64__) || defined(_M_ARM64)

#include "block.h"
#include <arm_neon.h>

/// Sixty-four comparison results (0xFF or 0) as sixty-four bits, byte n of `a` as bit n: each
/// byte keeps its own bit of a weight, and three pairwise additions gather them.
static inline uint64_t mask_neon(uint8x16_t a, uint8x16_t b, uint8x16_t c, uint8x16_t d) {
    const uint8x16_t weights = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
    uint8x16_t ab = vpaddq_u8(vandq_u8(a, weights), vandq_u8(b, weights));
    uint8x16_t cd = vpaddq_u8(vandq_u8(c, weights), vandq_u8(d, weights));
    uint8x16_t abcd = vpaddq_u8(ab, cd);
    abcd = vpaddq_u8(abcd, abcd);
    return vgetq_lane_u64(vreinterpretq_u64_u8(abcd), 0);
}

static inline uint8x16_t punctuation_neon(uint8x16_t v) {
    uint8x16_t folded = vorrq_u8(v, vdupq_n_u8(0x20));
    return vorrq_u8(vorrq_u8(vceqq_u8(folded, vdupq_n_u8('{')), vceqq_u8(folded, vdupq_n_u8('}'))),
                    vorrq_u8(vceqq_u8(v, vdupq_n_u8(':')), vceqq_u8(v, vdupq_n_u8(','))));
}

static inline uint8x16_t space_neon(uint8x16_t v) {
    return vorrq_u8(vorrq_u8(vceqq_u8(v, vdupq_n_u8(' ')), vceqq_u8(v, vdupq_n_u8('\t'))),
                    vorrq_u8(vceqq_u8(v, vdupq_n_u8('\n')), vceqq_u8(v, vdupq_n_u8('\r'))));
}

static inline block_masks classify_neon(const uint8_t *block) {
    uint8x16_t v0 = vld1q_u8(block), v1 = vld1q_u8(block + 16), v2 = vld1q_u8(block + 32), v3 = vld1q_u8(block + 48);
    const uint8x16_t quote = vdupq_n_u8('"'), backslash = vdupq_n_u8('\\'), control = vdupq_n_u8(0x20);
    const uint8x16_t high = vdupq_n_u8(0x80);
    block_masks masks;
    masks.quote = mask_neon(vceqq_u8(v0, quote), vceqq_u8(v1, quote), vceqq_u8(v2, quote), vceqq_u8(v3, quote));
    masks.backslash = mask_neon(vceqq_u8(v0, backslash), vceqq_u8(v1, backslash), vceqq_u8(v2, backslash),
                                vceqq_u8(v3, backslash));
    masks.space = mask_neon(space_neon(v0), space_neon(v1), space_neon(v2), space_neon(v3));
    masks.punctuation = mask_neon(punctuation_neon(v0), punctuation_neon(v1), punctuation_neon(v2), punctuation_neon(v3));
    masks.control = mask_neon(vcltq_u8(v0, control), vcltq_u8(v1, control), vcltq_u8(v2, control), vcltq_u8(v3, control));
    masks.non_ascii = mask_neon(vcgeq_u8(v0, high), vcgeq_u8(v1, high), vcgeq_u8(v2, high), vcgeq_u8(v3, high));
    return masks;
}

/// The UTF-8 errors of the 16 bytes of `input`, which follow those of `previous` (see block.h).
static inline uint8x16_t utf8_check_neon(uint8x16_t input, uint8x16_t previous) {
    static const uint8_t first_high_bytes[16] = {UTF8_FIRST_HIGH};
    static const uint8_t first_low_bytes[16] = {UTF8_FIRST_LOW};
    static const uint8_t second_high_bytes[16] = {UTF8_SECOND_HIGH};
    const uint8x16_t first_high = vld1q_u8(first_high_bytes), first_low = vld1q_u8(first_low_bytes);
    const uint8x16_t second_high = vld1q_u8(second_high_bytes);
    uint8x16_t previous1 = vextq_u8(previous, input, 15);
    uint8x16_t special = vandq_u8(vandq_u8(vqtbl1q_u8(first_high, vshrq_n_u8(previous1, 4)),
                                           vqtbl1q_u8(first_low, vandq_u8(previous1, vdupq_n_u8(0x0F)))),
                                  vqtbl1q_u8(second_high, vshrq_n_u8(input, 4)));
    uint8x16_t third = vqsubq_u8(vextq_u8(previous, input, 14), vdupq_n_u8(0xE0 - 0x80));
    uint8x16_t fourth = vqsubq_u8(vextq_u8(previous, input, 13), vdupq_n_u8(0xF0 - 0x80));
    uint8x16_t continues = vandq_u8(vorrq_u8(third, fourth), vdupq_n_u8(0x80));
    return veorq_u8(special, continues);
}

static inline uint64_t utf8_errors_neon(const uint8_t *block, uint64_t last_bytes) {
    uint8_t before_bytes[16] = {0};
    before_bytes[13] = (uint8_t)(last_bytes >> 16);
    before_bytes[14] = (uint8_t)(last_bytes >> 8);
    before_bytes[15] = (uint8_t)last_bytes;
    uint8x16_t before = vld1q_u8(before_bytes);
    uint8x16_t v0 = vld1q_u8(block), v1 = vld1q_u8(block + 16), v2 = vld1q_u8(block + 32), v3 = vld1q_u8(block + 48);
    uint8x16_t errors = vorrq_u8(vorrq_u8(utf8_check_neon(v0, before), utf8_check_neon(v1, v0)),
                                 vorrq_u8(utf8_check_neon(v2, v1), utf8_check_neon(v3, v2)));
    return vmaxvq_u8(errors);
}

size_t hydrant_index_neon(const uint8_t *bytes, size_t length, size_t offset, hydrant_index_state *state,
                          uint32_t *entries) {
    HYDRANT_INDEX_LOOP(classify_neon, utf8_errors_neon, bytes, length, offset, state, entries);
}

#endif
