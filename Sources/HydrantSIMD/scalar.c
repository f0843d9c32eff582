// The portable kernel: classifies a block one byte at a time. The reference the vector kernels
// are checked against, and the kernel of processors that have none of them.

#include "block.h"

/// Bit n of each class's word for byte n.
static inline block_masks classify_scalar(const uint8_t *block) {
    block_masks masks = {0, 0, 0, 0, 0, 0};
    for (unsigned i = 0; i < 64; i++) {
        uint8_t byte = block[i];
        uint64_t bit = 1ull << i;
        switch (byte) {
        case '"': masks.quote |= bit; break;
        case '\\': masks.backslash |= bit; break;
        case ' ': masks.space |= bit; break;
        case '\t': case '\n': case '\r': masks.space |= bit; masks.control |= bit; break;
        case '{': case '}': case '[': case ']': case ':': case ',': masks.punctuation |= bit; break;
        default:
            if (byte < 0x20) masks.control |= bit;
            if (byte >= 0x80) masks.non_ascii |= bit;
            break;
        }
    }
    return masks;
}

size_t hydrant_index_scalar(const uint8_t *bytes, size_t length, size_t offset, hydrant_index_state *state,
                            uint32_t *entries) {
    HYDRANT_INDEX_LOOP(classify_scalar, utf8_errors_scalar, bytes, length, offset, state, entries);
}
