// The structural index of JSON text: where its strings, punctuation and other values start,
// found sixty-four bytes at a time with the processor's vector instructions (SSE2, or AVX2 when
// the processor has it, on x86-64; NEON on arm64; a portable scalar kernel elsewhere).
//
// HydrantJSON's scanner walks this index instead of the bytes (docs/Performance.md, "The
// structural index"). The index is a hint, never a judge: the scanner checks every entry against
// the grammar, and reads the document byte by byte again whenever the two disagree or the index
// saw something invalid, so that what a document means and every error it reports come from one
// place, the byte-by-byte scanner.

#ifndef HYDRANT_SIMD_H
#define HYDRANT_SIMD_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An entry of the index: the offset of a byte (below 2^30), with two flags on the closing quote
/// of a string.
///
/// The indexed bytes are, outside strings: `{`, `}`, `[`, `]`, `:`, `,`, and the first byte of
/// every run of bytes that are neither whitespace, punctuation nor quotes (a number or literal,
/// or something invalid); and both quotes of every string.
/// The string that this closing quote ends holds a backslash.
#define HYDRANT_INDEX_ESCAPED 0x80000000u
/// The string that this closing quote ends holds a byte above 0x7F (its UTF-8 is checked with the
/// rest of the input: see `invalid_utf8`).
#define HYDRANT_INDEX_NON_ASCII 0x40000000u
/// The offset bits of an entry.
#define HYDRANT_INDEX_OFFSET 0x3FFFFFFFu

/// What the index of the bytes read so far says about the next block.
typedef struct hydrant_index_state {
    /// All ones when the bytes so far end inside a string, zero otherwise.
    uint64_t in_string;
    /// 1 when the next byte is escaped by a backslash.
    uint64_t escaped;
    /// 1 when the last byte so far belongs to a run of other bytes (see the entries).
    uint64_t in_run;
    /// 1 when the open string holds a backslash so far.
    uint64_t carry_escaped;
    /// 1 when the open string holds a byte above 0x7F so far.
    uint64_t carry_non_ascii;
    /// Not zero once a control character (below 0x20) has been found inside a string.
    uint64_t control_in_string;
    /// The last three bytes so far, the last one lowest, when one of them is above 0x7F (a UTF-8
    /// sequence may go on in the next block); zero when they are all ASCII.
    uint64_t last_bytes;
    /// Not zero once a byte has been found that breaks UTF-8 (Unicode 15, table 3-7: no overlong
    /// forms, no surrogates, nothing above U+10FFFF), anywhere in the bytes; a sequence that the
    /// bytes so far end in the middle of is not counted (see `hydrant_index_found_invalid_bytes`).
    uint64_t invalid_utf8;
} hydrant_index_state;

/// The kernels, for tests that compare them; `hydrant_index` picks the best one the processor has.
typedef enum hydrant_index_kernel {
    HYDRANT_KERNEL_BEST = 0,
    HYDRANT_KERNEL_SCALAR = 1,
    HYDRANT_KERNEL_SSE2 = 2,
    HYDRANT_KERNEL_AVX2 = 3,
    HYDRANT_KERNEL_NEON = 4,
} hydrant_index_kernel;

/// The number of entries an index of `length` bytes may need in its output buffer: one per byte,
/// and room for the kernels' unrolled writes.
#define HYDRANT_INDEX_CAPACITY(length) ((length) + 64)

/// Indexes `length` bytes that follow the `offset` bytes indexed before with `state` (zeroed
/// before the first call), and writes their entries to `entries`, which has room for
/// `HYDRANT_INDEX_CAPACITY(length)`; returns how many it wrote. `length` is a multiple of 64,
/// except in the last call. `offset + length` is at most `HYDRANT_INDEX_OFFSET + 1`.
size_t hydrant_index(const uint8_t *bytes, size_t length, size_t offset, hydrant_index_state *state,
                     uint32_t *entries);

/// Whether the bytes indexed with `state`, taken as the whole input, hold a control character in a
/// string or are not UTF-8 (including a sequence cut short by the end of the input).
int hydrant_index_found_invalid_bytes(const hydrant_index_state *state);

/// `hydrant_index` with the given kernel; returns `(size_t)-1` when this processor or build has
/// no such kernel.
size_t hydrant_index_with_kernel(hydrant_index_kernel kernel, const uint8_t *bytes, size_t length,
                                 size_t offset, hydrant_index_state *state, uint32_t *entries);

#ifdef __cplusplus
}
#endif

#endif
