// Bytes as lowercase hex and back: a BLOB in a counterexample script
// (X'0a1b') and in the workspace's JSON, where raw bytes cannot go.
#pragma once

#include <string>
#include <string_view>

namespace sqlscope::util {

inline std::string hexOfBytes(std::string_view bytes) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    out.reserve(bytes.size() * 2);
    for (unsigned char c : bytes) {
        out += kDigits[c >> 4];
        out += kDigits[c & 15];
    }
    return out;
}

// The bytes of hex digits (pairs; an odd last digit is ignored). Throws
// std::invalid_argument on a non-hex digit.
inline std::string bytesOfHex(std::string_view hex) {
    std::string out;
    out.reserve(hex.size() / 2);
    for (size_t i = 0; i + 1 < hex.size(); i += 2)
        out += static_cast<char>(std::stoi(std::string(hex.substr(i, 2)), nullptr, 16));
    return out;
}

}  // namespace sqlscope::util
