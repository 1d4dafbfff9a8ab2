// SHA-256 (FIPS 180-4) of bytes and of files: used to prove that a benchmark
// database is unchanged by execution and to record report provenance.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace sqlscope::util {

class Sha256 {
public:
    using Digest = std::array<uint8_t, 32>;

    // `allowHardware` false keeps to the portable code even where the CPU
    // has SHA instructions (tests compare the two).
    explicit Sha256(bool allowHardware = true);
    void update(const void* data, size_t size);
    void update(std::string_view data) { update(data.data(), data.size()); }
    // Finishes the hash; the object must be reset() before it is used again.
    Digest finish();
    void reset();

    static std::string toHex(const Digest& digest);  // 64 lowercase hex digits

    // Whether this CPU has the x86 SHA extensions that update() then uses.
    static bool hardwareAvailable();

private:
    void compress(const uint8_t* blocks, size_t count);

    std::array<uint32_t, 8> state_;
    std::array<uint8_t, 64> buffer_;
    size_t bufferSize_ = 0;
    uint64_t totalBytes_ = 0;
    bool hardware_ = false;
};

// Lowercase hex SHA-256 of `data`.
std::string sha256Hex(std::string_view data);

struct FileDigest {
    std::string hex;    // 64 lowercase hex digits when ok
    std::string error;  // empty on success, else a short reason
    bool ok() const { return error.empty(); }
};

// SHA-256 of a file's bytes, read in chunks.
FileDigest sha256File(const std::string& path);

}  // namespace sqlscope::util
