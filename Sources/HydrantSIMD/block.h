// What every kernel does with a block once it has classified its 64 bytes: bit i of each mask
// stands for byte i of the block. Shared by the kernels, so that they differ only in how they
// classify.

#ifndef HYDRANT_SIMD_BLOCK_H
#define HYDRANT_SIMD_BLOCK_H

#include "HydrantSIMD.h"

/// The classes of a block's bytes.
typedef struct block_masks {
    uint64_t quote;      // '"'
    uint64_t backslash;  // '\\'
    uint64_t space;      // ' ', '\t', '\n', '\r'
    uint64_t punctuation;  // '{', '}', '[', ']', ':', ','
    uint64_t control;    // below 0x20
    uint64_t non_ascii;  // above 0x7F
} block_masks;

/// The bytes escaped by a backslash: each backslash that is not itself escaped escapes the byte
/// after it. Backslashes are rare, so they are walked one by one.
static inline __attribute__((always_inline)) uint64_t escaped_bytes(uint64_t backslash, hydrant_index_state *state) {
    uint64_t escaped = state->escaped;
    uint64_t escapers = 0;
    uint64_t pending = backslash & ~escaped;
    while (pending) {
        uint64_t bit = pending & (0 - pending);
        escapers |= bit;
        // The next byte is escaped: it escapes nothing, even when it is a backslash.
        pending &= ~(bit | (bit << 1));
    }
    state->escaped = escapers >> 63;
    return escaped | (escapers << 1);
}

/// Bit i is the parity of the set bits of `bits` at and below i.
static inline __attribute__((always_inline)) uint64_t prefix_xor(uint64_t bits) {
    bits ^= bits << 1;
    bits ^= bits << 2;
    bits ^= bits << 4;
    bits ^= bits << 8;
    bits ^= bits << 16;
    bits ^= bits << 32;
    return bits;
}

/// The closing quotes of the strings that hold a byte of `marked` (a subset of `content`): a
/// marked byte starts a carry that runs through the rest of its string's content and lands on its
/// closing quote, the first byte above it that is not content. `carry` takes it into the next
/// block when the string goes on.
static inline __attribute__((always_inline)) uint64_t strings_holding(uint64_t marked, uint64_t content, uint64_t closing, uint64_t *carry) {
    uint64_t sum;
    uint64_t overflow = __builtin_add_overflow(content, marked, &sum);
    overflow |= __builtin_add_overflow(sum, *carry, &sum);
    *carry = overflow;
    return sum & closing;
}

/// Writes the offsets of the set bits of `bits` (plus `base`) to `entries`, eight at a time
/// (writing up to seven entries past the last, which the caller's capacity allows): most blocks
/// have fewer than nine, and write them with no branch that depends on their number. Returns how
/// many there are.
static inline __attribute__((always_inline)) size_t write_offsets(uint64_t bits, uint32_t base, uint32_t *entries) {
    size_t count = (size_t)__builtin_popcountll(bits);
    for (;;) {
        for (unsigned k = 0; k < 8; k++) {
            entries[k] = base + (uint32_t)__builtin_ctzll(bits | (1ull << 63));
            bits &= bits - 1;
        }
        if (!bits) break;
        entries += 8;
    }
    return count;
}

// MARK: UTF-8

// Checking UTF-8 by looking up each pair of neighbouring bytes, as Keiser and Lemire describe
// ("Validating UTF-8 In Less Than One Instruction Per Byte", 2021): three tables, indexed by the
// high and low nibble of the byte before and the high nibble of the byte itself, each give the
// errors the pair may be; the errors all three give are the pair's. Two errors share bit 6 because
// their cross products are errors too. A continuation byte after a continuation byte (bit 7) is
// right exactly where a byte two or three back starts a three- or four-byte sequence.
enum {
    UTF8_TOO_SHORT = 1 << 0,       // a lead byte followed by a byte that is not a continuation
    UTF8_TOO_LONG = 1 << 1,        // an ASCII byte followed by a continuation
    UTF8_OVERLONG_3 = 1 << 2,      // E0 80..9F
    UTF8_TOO_LARGE = 1 << 3,       // F4..FF 90..BF (above U+10FFFF)
    UTF8_SURROGATE = 1 << 4,       // ED A0..BF
    UTF8_OVERLONG_2 = 1 << 5,      // C0..C1 and a continuation
    UTF8_TOO_LARGE_1000 = 1 << 6,  // F5..FF 80..8F
    UTF8_OVERLONG_4 = 1 << 6,      // F0 80..8F
    UTF8_TWO_CONTINUATIONS = 1 << 7,
    UTF8_ANY_LOW = UTF8_TOO_SHORT | UTF8_TOO_LONG | UTF8_TWO_CONTINUATIONS,
};

/// Errors by the high nibble of the first byte of a pair.
#define UTF8_FIRST_HIGH                                                                             \
    UTF8_TOO_LONG, UTF8_TOO_LONG, UTF8_TOO_LONG, UTF8_TOO_LONG, UTF8_TOO_LONG, UTF8_TOO_LONG,       \
        UTF8_TOO_LONG, UTF8_TOO_LONG, UTF8_TWO_CONTINUATIONS, UTF8_TWO_CONTINUATIONS,               \
        UTF8_TWO_CONTINUATIONS, UTF8_TWO_CONTINUATIONS, UTF8_TOO_SHORT | UTF8_OVERLONG_2,          \
        UTF8_TOO_SHORT, UTF8_TOO_SHORT | UTF8_OVERLONG_3 | UTF8_SURROGATE,                         \
        UTF8_TOO_SHORT | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000 | UTF8_OVERLONG_4

/// Errors by the low nibble of the first byte of a pair.
#define UTF8_FIRST_LOW                                                                              \
    UTF8_ANY_LOW | UTF8_OVERLONG_3 | UTF8_OVERLONG_2 | UTF8_OVERLONG_4, UTF8_ANY_LOW | UTF8_OVERLONG_2, \
        UTF8_ANY_LOW, UTF8_ANY_LOW, UTF8_ANY_LOW | UTF8_TOO_LARGE,                                  \
        UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000, UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000, \
        UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000, UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000, \
        UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000, UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000, \
        UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000, UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000, \
        UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000 | UTF8_SURROGATE,                       \
        UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000, UTF8_ANY_LOW | UTF8_TOO_LARGE | UTF8_TOO_LARGE_1000

/// Errors by the high nibble of the second byte of a pair.
#define UTF8_SECOND_HIGH                                                                            \
    UTF8_TOO_SHORT, UTF8_TOO_SHORT, UTF8_TOO_SHORT, UTF8_TOO_SHORT, UTF8_TOO_SHORT, UTF8_TOO_SHORT, \
        UTF8_TOO_SHORT, UTF8_TOO_SHORT,                                                             \
        UTF8_TOO_LONG | UTF8_OVERLONG_2 | UTF8_TWO_CONTINUATIONS | UTF8_OVERLONG_3 | UTF8_TOO_LARGE_1000 | UTF8_OVERLONG_4, \
        UTF8_TOO_LONG | UTF8_OVERLONG_2 | UTF8_TWO_CONTINUATIONS | UTF8_OVERLONG_3 | UTF8_TOO_LARGE, \
        UTF8_TOO_LONG | UTF8_OVERLONG_2 | UTF8_TWO_CONTINUATIONS | UTF8_SURROGATE | UTF8_TOO_LARGE,  \
        UTF8_TOO_LONG | UTF8_OVERLONG_2 | UTF8_TWO_CONTINUATIONS | UTF8_SURROGATE | UTF8_TOO_LARGE,  \
        UTF8_TOO_SHORT, UTF8_TOO_SHORT, UTF8_TOO_SHORT, UTF8_TOO_SHORT

/// Whether the block must be checked: it has a byte above 0x7F, or the bytes before it end in
/// the middle of a sequence (whose continuation bytes it must start with).
static inline __attribute__((always_inline)) int utf8_needs_checking(uint64_t non_ascii, uint64_t last_bytes) {
    // The last byte leads a sequence, the one before leads one of three or four bytes, or the one
    // before that leads one of four.
    return non_ascii != 0 || (last_bytes & 0xFF) >= 0xC0 || ((last_bytes >> 8) & 0xFF) >= 0xE0 ||
           ((last_bytes >> 16) & 0xFF) >= 0xF0;
}

/// The same check one byte at a time (the scalar and SSE2 kernels, which have no table lookup
/// instruction): not zero when the block breaks UTF-8.
static inline __attribute__((always_inline)) uint64_t utf8_errors_scalar(const uint8_t *block, uint64_t last_bytes) {
    static const uint8_t first_high[16] = {UTF8_FIRST_HIGH};
    static const uint8_t first_low[16] = {UTF8_FIRST_LOW};
    static const uint8_t second_high[16] = {UTF8_SECOND_HIGH};
    uint8_t previous1 = (uint8_t)last_bytes, previous2 = (uint8_t)(last_bytes >> 8), previous3 = (uint8_t)(last_bytes >> 16);
    uint8_t errors = 0;
    for (unsigned i = 0; i < 64; i++) {
        uint8_t byte = block[i];
        uint8_t special = first_high[previous1 >> 4] & first_low[previous1 & 0x0F] & second_high[byte >> 4];
        uint8_t continues = (previous2 >= 0xE0 || previous3 >= 0xF0) ? 0x80 : 0;
        errors |= special ^ continues;
        previous3 = previous2;
        previous2 = previous1;
        previous1 = byte;
    }
    return errors;
}

/// The last three bytes of a block, for the next one.
static inline __attribute__((always_inline)) uint64_t last_three(const uint8_t *block) {
    return (uint64_t)block[63] | (uint64_t)block[62] << 8 | (uint64_t)block[61] << 16;
}

// MARK: The index

/// Indexes one block whose bytes start at offset `base`; returns the number of entries written.
static inline __attribute__((always_inline)) size_t index_block(block_masks masks, uint32_t base, hydrant_index_state *state, uint32_t *entries) {
    uint64_t quote = masks.quote;
    if (masks.backslash | state->escaped) {
        quote &= ~escaped_bytes(masks.backslash, state);
    }
    // Bit i: byte i is an opening quote or inside a string.
    uint64_t inside = prefix_xor(quote) ^ state->in_string;
    state->in_string = (uint64_t)((int64_t)inside >> 63);
    uint64_t opening = quote & inside;
    uint64_t closing = quote & ~inside;
    uint64_t content = inside & ~quote;
    state->control_in_string |= masks.control & content;

    uint64_t other = ~(masks.space | masks.punctuation | quote | inside);
    uint64_t run_starts = other & ~((other << 1) | state->in_run);
    state->in_run = other >> 63;

    uint64_t indexed = (masks.punctuation & ~inside) | opening | closing | run_starts;
    size_t count = write_offsets(indexed, base, entries);

    uint64_t escaped = strings_holding(masks.backslash & content, content, closing, &state->carry_escaped);
    uint64_t non_ascii = strings_holding(masks.non_ascii & content, content, closing, &state->carry_non_ascii);
    uint64_t flagged = escaped | non_ascii;
    while (flagged) {
        uint64_t bit = flagged & (0 - flagged);
        size_t position = (size_t)__builtin_popcountll(indexed & (bit - 1));
        entries[position] |= ((escaped & bit) ? HYDRANT_INDEX_ESCAPED : 0) | ((non_ascii & bit) ? HYDRANT_INDEX_NON_ASCII : 0);
        flagged &= flagged - 1;
    }
    return count;
}

/// Indexes `length` bytes with a kernel's `classify` function and its `utf8_errors` function
/// (called for blocks that need it, with the block and the last three bytes before it), the last
/// partial block copied into a block padded with spaces (which index nothing). The state is kept
/// in a local copy, in registers, while the blocks are read.
#define HYDRANT_INDEX_LOOP(classify, utf8_errors, bytes, length, offset, state_pointer, entries)   \
    do {                                                                                      \
        hydrant_index_state current = *(state_pointer);                                           \
        size_t written = 0;                                                                   \
        size_t full = (length) & ~(size_t)63;                                                  \
        uint8_t padded[64];                                                                   \
        for (size_t start = 0; start <= full; start += 64) {                                   \
            const uint8_t *block = (bytes) + start;                                           \
            if (start == full) {                                                              \
                if (full == (length)) break;                                                  \
                for (size_t i = 0; i < 64; i++) {                                             \
                    padded[i] = full + i < (length) ? (bytes)[full + i] : 0x20;               \
                }                                                                             \
                block = padded;                                                               \
            }                                                                                 \
            block_masks masks = classify(block);                                              \
            if (utf8_needs_checking(masks.non_ascii, current.last_bytes)) {                     \
                current.invalid_utf8 |= utf8_errors(block, current.last_bytes);                   \
            }                                                                                 \
            /* ASCII bytes before a block are all alike to the check: they are kept as zeros. */ \
            current.last_bytes = (masks.non_ascii >> 61) ? last_three(block) : 0;               \
            written += index_block(masks, (uint32_t)((offset) + start), &current, (entries) + written); \
        }                                                                                     \
        *(state_pointer) = current;                                                             \
        return written;                                                                       \
    } while (0)

#endif
