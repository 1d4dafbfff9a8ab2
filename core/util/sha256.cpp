#include "core/util/sha256.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define SQLSCOPE_SHA_NI 1
#endif

namespace sqlscope::util {

namespace {

constexpr std::array<uint32_t, 64> kRound = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr uint32_t rotr(uint32_t x, int n) {
    return (x >> n) | (x << (32 - n));
}

void compressPortable(std::array<uint32_t, 8>& state, const uint8_t* block) {
    uint32_t w[64];
    for (int i = 0; i < 16; ++i)
        w[i] = (uint32_t(block[4 * i]) << 24) | (uint32_t(block[4 * i + 1]) << 16) |
               (uint32_t(block[4 * i + 2]) << 8) | uint32_t(block[4 * i + 3]);
    for (int i = 16; i < 64; ++i) {
        uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
    for (int i = 0; i < 64; ++i) {
        uint32_t s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
        uint32_t ch = (e & f) ^ (~e & g);
        uint32_t t1 = h + s1 + ch + kRound[i] + w[i];
        uint32_t s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
        uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
        uint32_t t2 = s0 + maj;
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
}

#ifdef SQLSCOPE_SHA_NI
// The x86 SHA extensions (SHA256RNDS2 does two rounds, SHA256MSG1/2 the
// message schedule): several times faster than the portable rounds, which
// matters when a report hashes every database file of a benchmark.
__attribute__((target("sha,sse4.1,ssse3"))) void compressShaNi(std::array<uint32_t, 8>& state,
                                                               const uint8_t* blocks,
                                                               size_t count) {
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    // state (a..h) -> the register layout the instructions use: ABEF, CDGH.
    __m128i cdab =
        _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&state[0])), 0xB1);
    __m128i efgh =
        _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&state[4])), 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
    for (size_t n = 0; n < count; ++n, blocks += 64) {
        const __m128i abefSaved = abef;
        const __m128i cdghSaved = cdgh;
        __m128i w[16];  // w[g] = message words 4g .. 4g+3
        for (int g = 0; g < 16; ++g) {
            if (g < 4) {
                w[g] = _mm_shuffle_epi8(
                    _mm_loadu_si128(reinterpret_cast<const __m128i*>(blocks + 16 * g)), byteSwap);
            } else {
                // w[t] = s1(w[t-2]) + w[t-7] + s0(w[t-15]) + w[t-16], four at a time.
                __m128i sum = _mm_add_epi32(_mm_sha256msg1_epu32(w[g - 4], w[g - 3]),
                                            _mm_alignr_epi8(w[g - 1], w[g - 2], 4));
                w[g] = _mm_sha256msg2_epu32(sum, w[g - 1]);
            }
            __m128i message = _mm_add_epi32(
                w[g], _mm_loadu_si128(reinterpret_cast<const __m128i*>(&kRound[4 * g])));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, message);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(message, 0x0E));
        }
        abef = _mm_add_epi32(abef, abefSaved);
        cdgh = _mm_add_epi32(cdgh, cdghSaved);
    }
    // Back to a..h.
    const __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    const __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(&state[0]), _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(&state[4]), _mm_alignr_epi8(dchg, feba, 8));
}
#endif

}  // namespace

bool Sha256::hardwareAvailable() {
#ifdef SQLSCOPE_SHA_NI
    static const bool available = __builtin_cpu_supports("sha") &&
                                  __builtin_cpu_supports("sse4.1") &&
                                  __builtin_cpu_supports("ssse3");
    return available;
#else
    return false;
#endif
}

Sha256::Sha256(bool allowHardware) : hardware_(allowHardware && hardwareAvailable()) {
    reset();
}

void Sha256::reset() {
    state_ = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
              0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    bufferSize_ = 0;
    totalBytes_ = 0;
}

void Sha256::compress(const uint8_t* blocks, size_t count) {
#ifdef SQLSCOPE_SHA_NI
    if (hardware_) {
        compressShaNi(state_, blocks, count);
        return;
    }
#endif
    for (size_t n = 0; n < count; ++n)
        compressPortable(state_, blocks + 64 * n);
}

void Sha256::update(const void* data, size_t size) {
    const auto* p = static_cast<const uint8_t*>(data);
    totalBytes_ += size;
    if (bufferSize_ > 0) {
        size_t take = std::min(size, buffer_.size() - bufferSize_);
        std::memcpy(buffer_.data() + bufferSize_, p, take);
        bufferSize_ += take;
        p += take;
        size -= take;
        if (bufferSize_ < buffer_.size()) return;
        compress(buffer_.data(), 1);
        bufferSize_ = 0;
    }
    const size_t blocks = size / 64;
    compress(p, blocks);
    p += blocks * 64;
    size -= blocks * 64;
    if (size > 0) {
        std::memcpy(buffer_.data(), p, size);
        bufferSize_ = size;
    }
}

Sha256::Digest Sha256::finish() {
    uint64_t bits = totalBytes_ * 8;
    uint8_t pad[72] = {0x80};
    size_t padSize = (bufferSize_ < 56 ? 56 : 120) - bufferSize_;
    for (int i = 0; i < 8; ++i)
        pad[padSize + i] = uint8_t(bits >> (56 - 8 * i));
    update(pad, padSize + 8);
    Digest out;
    for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 4; ++j)
            out[4 * i + j] = uint8_t(state_[i] >> (24 - 8 * j));
    return out;
}

std::string Sha256::toHex(const Digest& digest) {
    static const char kHex[] = "0123456789abcdef";
    std::string hex;
    hex.reserve(64);
    for (uint8_t byte : digest) {
        hex += kHex[byte >> 4];
        hex += kHex[byte & 15];
    }
    return hex;
}

std::string sha256Hex(std::string_view data) {
    Sha256 hash;
    hash.update(data);
    return Sha256::toHex(hash.finish());
}

FileDigest sha256File(const std::string& path) {
    FileDigest result;
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && S_ISFIFO(st.st_mode)) {
        result.error = "a FIFO, not a regular file";  // opening it would block
        return result;
    }
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) {
        result.error = std::strerror(errno);
        return result;
    }
    Sha256 hash;
    std::vector<char> chunk(1 << 16);
    size_t n = 0;
    while ((n = std::fread(chunk.data(), 1, chunk.size(), file)) > 0)
        hash.update(chunk.data(), n);
    if (std::ferror(file))
        result.error = "read error";
    else
        result.hex = Sha256::toHex(hash.finish());
    std::fclose(file);
    return result;
}

}  // namespace sqlscope::util
