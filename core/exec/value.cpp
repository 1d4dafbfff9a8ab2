// Value equality, hashing and Python's str() (docs/metrics/execution.md#executing-a-query).
#include "core/exec/value.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <functional>

namespace sqlscope::exec {

namespace {

uint64_t load64(const char* p) {
    uint64_t v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

uint64_t load32(const char* p) {
    uint32_t v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

uint64_t mix(uint64_t h, uint64_t word) {
    h = (h ^ word) * 0xbf58476d1ce4e5b9ull;
    return h ^ (h >> 31);
}

// A cell's bytes hashed eight at a time, inline: result cells are mostly
// short, where std::hash's out-of-line loop and tail cost more than the
// bytes (only equal hashes are compared, and nothing is ordered by them, so
// any good mix gives the same verdicts).
uint64_t hashBytes(const std::string& bytes, uint64_t seed) {
    const char* p = bytes.data();
    size_t n = bytes.size();
    uint64_t h = seed ^ (n * 0x9e3779b97f4a7c15ull);
    for (; n >= 8; p += 8, n -= 8)
        h = mix(h, load64(p));
    if (n >= 4) {
        h = mix(h, load32(p) | (load32(p + n - 4) << 32));
    } else if (n > 0) {
        const auto* u = reinterpret_cast<const unsigned char*>(p);
        h = mix(h, uint64_t(u[0]) | (uint64_t(u[n / 2]) << 8) | (uint64_t(u[n - 1]) << 16));
    }
    h *= 0x94d049bb133111ebull;
    return h ^ (h >> 29);
}

// The int64 a double equals exactly, if any (Python compares int and float
// exactly, never by rounding the int).
bool exactInteger(double d, int64_t* out) {
    if (!std::isfinite(d) || std::trunc(d) != d) return false;
    // [-2^63, 2^63): both bounds are exact doubles.
    if (d < -9223372036854775808.0 || d >= 9223372036854775808.0) return false;
    *out = static_cast<int64_t>(d);
    return true;
}

std::string pythonBytesRepr(const std::string& bytes) {
    bool hasSingle = bytes.find('\'') != std::string::npos;
    bool hasDouble = bytes.find('"') != std::string::npos;
    char quote = hasSingle && !hasDouble ? '"' : '\'';
    static const char kHex[] = "0123456789abcdef";
    std::string out = "b";
    out.reserve(bytes.size() + 3);
    out += quote;
    for (unsigned char c : bytes) {
        if (c == static_cast<unsigned char>(quote) || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c < 0x20 || c >= 0x7f) {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += static_cast<char>(c);
        }
    }
    out += quote;
    return out;
}

// Length of the valid UTF-8 sequence at s[i], or 0 with *bad = bytes of the
// maximal ill-formed subpart to drop (Unicode Table 3-7; CPython agrees).
size_t utf8Sequence(const unsigned char* s, size_t n, size_t i, size_t* bad) {
    unsigned char c = s[i];
    size_t need = 0;
    unsigned char lo = 0x80, hi = 0xBF;  // range of the second byte
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) {
        need = 1;
    } else if (c >= 0xE0 && c <= 0xEF) {
        need = 2;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 3;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else {
        *bad = 1;
        return 0;
    }
    size_t k = 1;
    for (; k <= need; ++k) {
        if (i + k >= n) break;
        unsigned char d = s[i + k];
        unsigned char l = k == 1 ? lo : 0x80, h = k == 1 ? hi : 0xBF;
        if (d < l || d > h) break;
    }
    if (k > need) return need + 1;
    *bad = k;  // the lead byte plus the continuation bytes that were valid
    return 0;
}

}  // namespace

bool Value::integerEqualsReal(int64_t i, double r) {
    int64_t exact = 0;
    return exactInteger(r, &exact) && exact == i;
}

size_t ValueHash::operator()(const Value& v) const {
    switch (v.type()) {
        case Value::Type::Null:
            return 0x9e3779b97f4a7c15ull;
        case Value::Type::Integer:
            return std::hash<int64_t>()(v.asInteger());
        case Value::Type::Real: {
            int64_t exact = 0;
            if (exactInteger(v.asReal(), &exact)) return std::hash<int64_t>()(exact);
            if (std::isnan(v.asReal())) return 0x7ff8000000000000ull;
            return std::hash<double>()(v.asReal());
        }
        case Value::Type::Text:
            return hashBytes(v.bytes(), 0x5bd1e995u);
        case Value::Type::Blob:
            return hashBytes(v.bytes(), 0xc2b2ae3d27d4eb4full);
    }
    return 0;
}

bool equalWithTolerance(const Value& a, const Value& b, double tolerance) {
    if (a == b) return true;
    if (!(tolerance > 0) || !a.isNumber() || !b.isNumber()) return false;
    double x = a.number(), y = b.number();
    if (std::isnan(x) || std::isnan(y) || std::isinf(x) || std::isinf(y)) return false;
    // Like Python's math.isclose(x, y, rel_tol=tolerance, abs_tol=tolerance).
    double scale = std::max(std::fabs(x), std::fabs(y));
    return std::fabs(x - y) <= std::max(tolerance * scale, tolerance);
}

std::string pythonFloatRepr(double v) {
    if (std::isnan(v)) return "nan";
    if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
    // Shortest round-trip digits, as Python's repr (float_repr_style 'short'),
    // laid out in a stack buffer: one string made at the end.
    char sci[64];
    const char* const sciEnd =
        std::to_chars(sci, sci + sizeof sci, v, std::chars_format::scientific).ptr;
    // [-]d[.ddd]e±XX
    const char* p = sci;
    char out[64];
    size_t n = 0;
    if (*p == '-') {
        out[n++] = '-';
        ++p;
    }
    const char* const ePos = std::find(p, sciEnd, 'e');
    char digits[32];
    size_t digitCount = 0;
    for (const char* q = p; q < ePos; ++q)
        if (*q != '.') digits[digitCount++] = *q;
    int exponent = 0;
    std::from_chars(ePos + (ePos[1] == '+' ? 2 : 1), sciEnd, exponent);
    const int decpt = exponent + 1;  // value = 0.digits * 10^decpt
    auto append = [&](const char* text, size_t count) {
        std::memcpy(out + n, text, count);
        n += count;
    };
    auto appendZeros = [&](size_t count) {
        std::memset(out + n, '0', count);
        n += count;
    };
    if (decpt <= -4 || decpt > 16) {
        out[n++] = digits[0];
        if (digitCount > 1) {
            out[n++] = '.';
            append(digits + 1, digitCount - 1);
        }
        out[n++] = 'e';
        out[n++] = exponent < 0 ? '-' : '+';
        const int a = exponent < 0 ? -exponent : exponent;
        if (a < 10) out[n++] = '0';
        n = static_cast<size_t>(std::to_chars(out + n, out + sizeof out, a).ptr - out);
    } else if (decpt <= 0) {
        append("0.", 2);
        appendZeros(static_cast<size_t>(-decpt));
        append(digits, digitCount);
    } else if (static_cast<size_t>(decpt) >= digitCount) {
        append(digits, digitCount);
        appendZeros(static_cast<size_t>(decpt) - digitCount);
        append(".0", 2);
    } else {
        append(digits, static_cast<size_t>(decpt));
        out[n++] = '.';
        append(digits + decpt, digitCount - static_cast<size_t>(decpt));
    }
    return std::string(out, n);
}

std::string Value::pythonStr() const {
    switch (type_) {
        case Type::Null:
            return "None";
        case Type::Integer:
            return std::to_string(integer_);
        case Type::Real:
            return pythonFloatRepr(real_);
        case Type::Text:
            return bytes_;
        case Type::Blob:
            return pythonBytesRepr(bytes_);
    }
    return {};
}

size_t validUtf8Prefix(std::string_view bytes) {
    const auto* s = reinterpret_cast<const unsigned char*>(bytes.data());
    const size_t n = bytes.size();
    size_t i = 0;
    while (i < n) {
        if (s[i] < 0x80) {
            ++i;
            continue;
        }
        size_t bad = 0;
        size_t len = utf8Sequence(s, n, i, &bad);
        if (len == 0) break;
        i += len;
    }
    return i;
}

std::string decodeUtf8IgnoringErrors(std::string_view bytes) {
    const auto* s = reinterpret_cast<const unsigned char*>(bytes.data());
    size_t n = bytes.size();
    // Fast path: copy valid text at once; only ill-formed input is rebuilt.
    size_t i = validUtf8Prefix(bytes);
    if (i == n) return std::string(bytes);
    std::string out(bytes.substr(0, i));
    while (i < n) {
        size_t bad = 0;
        size_t len = utf8Sequence(s, n, i, &bad);
        if (len == 0) {
            i += bad;
        } else {
            out.append(bytes.substr(i, len));
            i += len;
        }
    }
    return out;
}

}  // namespace sqlscope::exec
