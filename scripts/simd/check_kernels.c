// Checks every structural-index kernel this processor has against the scalar kernel on generated
// inputs: the same entries and the same state after each call, with the input split into calls
// at random block boundaries. Built and run by scripts/check-simd-kernels.sh, natively and for
// arm64 under qemu-user; exits 1 on the first difference.

#include "HydrantSIMD.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t seed = 0x9E3779B97F4A7C15ull;

static uint64_t next_random(void) {
    seed ^= seed << 13;
    seed ^= seed >> 7;
    seed ^= seed << 17;
    return seed;
}

/// Appends the UTF-8 of a random scalar of two to four bytes (no surrogates); returns its length.
static size_t append_scalar(uint8_t *bytes, size_t room) {
    uint64_t r = next_random();
    uint32_t scalar;
    switch (r % 3) {
    case 0: scalar = 0x80 + (uint32_t)(r >> 8) % (0x800 - 0x80); break;
    case 1:
        scalar = 0x800 + (uint32_t)(r >> 8) % (0x10000 - 0x800);
        if (scalar >= 0xD800 && scalar <= 0xDFFF) scalar -= 0x800;
        break;
    default: scalar = 0x10000 + (uint32_t)(r >> 8) % (0x110000 - 0x10000); break;
    }
    uint8_t encoded[4];
    size_t length;
    if (scalar < 0x800) {
        encoded[0] = (uint8_t)(0xC0 | scalar >> 6);
        encoded[1] = (uint8_t)(0x80 | (scalar & 0x3F));
        length = 2;
    } else if (scalar < 0x10000) {
        encoded[0] = (uint8_t)(0xE0 | scalar >> 12);
        encoded[1] = (uint8_t)(0x80 | ((scalar >> 6) & 0x3F));
        encoded[2] = (uint8_t)(0x80 | (scalar & 0x3F));
        length = 3;
    } else {
        encoded[0] = (uint8_t)(0xF0 | scalar >> 18);
        encoded[1] = (uint8_t)(0x80 | ((scalar >> 12) & 0x3F));
        encoded[2] = (uint8_t)(0x80 | ((scalar >> 6) & 0x3F));
        encoded[3] = (uint8_t)(0x80 | (scalar & 0x3F));
        length = 4;
    }
    if (length > room) {
        memset(bytes, 'a', room);
        return room;
    }
    memcpy(bytes, encoded, length);
    return length;
}

/// Bytes drawn mostly from the characters the kernels tell apart, with runs of backslashes and
/// valid UTF-8 sequences. Mode 0 adds arbitrary bytes and control characters (the input is then
/// almost never valid), mode 1 nothing (almost always valid), mode 2 one arbitrary byte.
static void generate(uint8_t *bytes, size_t length, int mode) {
    static const char alphabet[] = "\"\"\"\\\\{}[]:,  \t\n\r0123abc-+.eE";
    static const char clean[] = "\"\"\"\\\\{}[]:,    0123abc-+.eE";
    size_t i = 0;
    while (i < length) {
        uint64_t r = next_random();
        switch (r % 8) {
        case 0: bytes[i++] = mode == 0 ? (uint8_t)(r >> 8) : (uint8_t)clean[(r >> 8) % (sizeof clean - 1)]; break;
        case 1: i += append_scalar(bytes + i, length - i); break;
        case 2: bytes[i++] = '\\'; break;
        default:
            bytes[i++] = mode == 0 ? (uint8_t)alphabet[(r >> 8) % (sizeof alphabet - 1)]
                                   : (uint8_t)clean[(r >> 8) % (sizeof clean - 1)];
            break;
        }
    }
    if (mode == 2 && length > 0) bytes[next_random() % length] = (uint8_t)next_random();
}

static int same_state(const hydrant_index_state *a, const hydrant_index_state *b) {
    return a->in_string == b->in_string && a->escaped == b->escaped && a->in_run == b->in_run &&
           a->carry_escaped == b->carry_escaped && a->carry_non_ascii == b->carry_non_ascii &&
           (a->control_in_string != 0) == (b->control_in_string != 0) && a->last_bytes == b->last_bytes &&
           (a->invalid_utf8 != 0) == (b->invalid_utf8 != 0);
}

/// The entries of `bytes` found one byte at a time, as the index defines them: the reference the
/// scalar kernel is checked against. Returns the count; sets `*control` when a string holds a
/// control character.
static size_t reference(const uint8_t *bytes, size_t length, uint32_t *entries, int *control) {
    size_t count = 0;
    int in_string = 0, escaped = 0, in_run = 0;
    uint32_t flags = 0;
    *control = 0;
    for (size_t i = 0; i < length; i++) {
        uint8_t byte = bytes[i];
        int was_escaped = escaped;
        escaped = byte == '\\' && !was_escaped;
        if (in_string) {
            if (byte == '"' && !was_escaped) {
                entries[count++] = (uint32_t)i | flags;
                in_string = 0;
                continue;
            }
            if (byte == '\\') flags |= HYDRANT_INDEX_ESCAPED;
            if (byte >= 0x80) flags |= HYDRANT_INDEX_NON_ASCII;
            if (byte < 0x20) *control = 1;
            continue;
        }
        if (byte == '"' && !was_escaped) {
            entries[count++] = (uint32_t)i;
            in_string = 1;
            flags = 0;
            in_run = 0;
        } else if (byte == ' ' || byte == '\t' || byte == '\n' || byte == '\r') {
            in_run = 0;
        } else if (byte == '{' || byte == '}' || byte == '[' || byte == ']' || byte == ':' || byte == ',') {
            entries[count++] = (uint32_t)i;
            in_run = 0;
        } else {
            if (!in_run) entries[count++] = (uint32_t)i;
            in_run = 1;
        }
    }
    return count;
}

/// Whether `bytes` are UTF-8 (Unicode 15, table 3-7), one sequence at a time.
static int valid_utf8(const uint8_t *bytes, size_t length) {
    size_t i = 0;
    while (i < length) {
        uint8_t lead = bytes[i];
        size_t more;
        uint8_t low = 0x80, high = 0xBF;
        if (lead < 0x80) { i++; continue; }
        else if (lead >= 0xC2 && lead <= 0xDF) more = 1;
        else if (lead == 0xE0) { more = 2; low = 0xA0; }
        else if (lead == 0xED) { more = 2; high = 0x9F; }
        else if (lead >= 0xE1 && lead <= 0xEF) more = 2;
        else if (lead == 0xF0) { more = 3; low = 0x90; }
        else if (lead == 0xF4) { more = 3; high = 0x8F; }
        else if (lead >= 0xF1 && lead <= 0xF3) more = 3;
        else return 0;
        if (i + more >= length) return 0;
        if (bytes[i + 1] < low || bytes[i + 1] > high) return 0;
        for (size_t k = 2; k <= more; k++) {
            if (bytes[i + k] < 0x80 || bytes[i + k] > 0xBF) return 0;
        }
        i += more + 1;
    }
    return 1;
}

int main(void) {
    enum { MAX = 1 << 12 };
    static uint8_t bytes[MAX];
    static uint32_t expected[HYDRANT_INDEX_CAPACITY(MAX)], actual[HYDRANT_INDEX_CAPACITY(MAX)];
    const hydrant_index_kernel kernels[] = {HYDRANT_KERNEL_SSE2, HYDRANT_KERNEL_AVX2, HYDRANT_KERNEL_NEON};
    const char *names[] = {"SSE2", "AVX2", "NEON"};
    unsigned long compared[3] = {0, 0, 0};
    int invalid_inputs = 0;
    for (int round = 0; round < 20000; round++) {
        size_t length = (size_t)(next_random() % MAX);
        generate(bytes, length, round % 3);
        hydrant_index_state whole;
        memset(&whole, 0, sizeof whole);
        int control;
        size_t n = hydrant_index_with_kernel(HYDRANT_KERNEL_SCALAR, bytes, length, 0, &whole, expected);
        size_t r = reference(bytes, length, actual, &control);
        int invalid = control || !valid_utf8(bytes, length);
        invalid_inputs += invalid;
        if (n != r || memcmp(expected, actual, n * sizeof(uint32_t)) != 0 || invalid != hydrant_index_found_invalid_bytes(&whole)) {
            fprintf(stderr, "check_kernels: the scalar kernel differs from the byte-by-byte reference (round %d)\n", round);
            return 1;
        }
        for (int k = 0; k < 3; k++) {
            hydrant_index_state scalar_state, kernel_state;
            memset(&scalar_state, 0, sizeof scalar_state);
            memset(&kernel_state, 0, sizeof kernel_state);
            size_t start = 0;
            while (start < length || start == 0) {
                size_t part = length - start;
                size_t blocks = (size_t)(next_random() % 8);
                if (blocks * 64 < part) part = blocks * 64;
                if (part == 0 && start < length) part = length - start < 64 ? length - start : 64;
                size_t n = hydrant_index_with_kernel(HYDRANT_KERNEL_SCALAR, bytes + start, part, start, &scalar_state, expected);
                size_t m = hydrant_index_with_kernel(kernels[k], bytes + start, part, start, &kernel_state, actual);
                if (m == (size_t)-1) break;  // not on this processor
                if (n != m || memcmp(expected, actual, n * sizeof(uint32_t)) != 0 || !same_state(&scalar_state, &kernel_state)) {
                    fprintf(stderr, "check_kernels: %s differs from the scalar kernel (round %d, bytes %zu..<%zu of %zu)\n",
                            names[k], round, start, start + part, length);
                    return 1;
                }
                compared[k] += part;
                start += part;
                if (part == 0) break;
            }
        }
    }
    printf("check_kernels: the scalar kernel agrees with the byte-by-byte reference (%d of 20000 inputs invalid)\n",
           invalid_inputs);
    for (int k = 0; k < 3; k++) {
        printf("check_kernels: %s %s\n", names[k], compared[k] ? "agrees with the scalar kernel" : "not on this processor");
    }
    return 0;
}
