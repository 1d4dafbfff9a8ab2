// One cell of a result set, typed exactly as SQLite returned it, with the
// equality every reference comparator uses (docs/metrics/execution.md#executing-a-query): NULL
// equals NULL, INTEGER equals REAL when numerically equal (no tolerance), TEXT only TEXT with the
// same bytes, BLOB by bytes, NaN never equal.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace sqlscope::exec {

class Value {
public:
    enum class Type : uint8_t { Null, Integer, Real, Text, Blob };

    Value() = default;
    // A TEXT or BLOB value made in place (e.g. by a row's emplace_back), its
    // bytes moved in once.
    struct TextTag {};
    struct BlobTag {};
    Value(TextTag, std::string bytes) : type_(Type::Text), bytes_(std::move(bytes)) {}
    Value(BlobTag, std::string bytes) : type_(Type::Blob), bytes_(std::move(bytes)) {}
    // Cells made in place by the executor's row reads, with no temporary
    // value moved in: a number, or TEXT already known to be valid UTF-8
    // (validUtf8Prefix), its bytes copied straight into the value.
    struct IntegerTag {};
    struct RealTag {};
    struct ValidTextTag {};
    Value(IntegerTag, int64_t v) : type_(Type::Integer), integer_(v) {}
    Value(RealTag, double v) : type_(Type::Real), real_(v) {}
    Value(ValidTextTag, std::string_view bytes) : type_(Type::Text), bytes_(bytes) {}
    static Value null() { return Value(); }
    static Value integer(int64_t v) {
        Value x;
        x.type_ = Type::Integer;
        x.integer_ = v;
        return x;
    }
    static Value real(double v) {
        Value x;
        x.type_ = Type::Real;
        x.real_ = v;
        return x;
    }
    static Value text(std::string v) { return Value(TextTag{}, std::move(v)); }
    static Value blob(std::string bytes) { return Value(BlobTag{}, std::move(bytes)); }

    Type type() const { return type_; }
    bool isNull() const { return type_ == Type::Null; }
    bool isNumber() const { return type_ == Type::Integer || type_ == Type::Real; }
    int64_t asInteger() const { return integer_; }
    double asReal() const { return real_; }
    // The number as a double (Integer or Real); 0 otherwise.
    double number() const {
        return type_ == Type::Integer ? static_cast<double>(integer_)
               : type_ == Type::Real  ? real_
                                      : 0.0;
    }
    const std::string& bytes() const { return bytes_; }  // Text (UTF-8) or Blob

    // Python's str() of the value as the reference scripts would see it:
    // None, 3, 3.0, 0.30000000000000004, the text itself, b'..' for blobs.
    std::string pythonStr() const;

    // Inline: result comparisons call it for every pair of cells they look at.
    friend bool operator==(const Value& a, const Value& b) {
        if (a.type_ == b.type_) {
            switch (a.type_) {
                case Type::Null:
                    return true;
                case Type::Integer:
                    return a.integer_ == b.integer_;
                case Type::Real:
                    return a.real_ == b.real_;  // NaN never equal
                default:
                    return a.bytes_ == b.bytes_;
            }
        }
        if (a.type_ == Type::Integer && b.type_ == Type::Real)
            return integerEqualsReal(a.integer_, b.real_);
        if (a.type_ == Type::Real && b.type_ == Type::Integer)
            return integerEqualsReal(b.integer_, a.real_);
        return false;
    }
    friend bool operator!=(const Value& a, const Value& b) { return !(a == b); }

private:
    // Whether `r` is exactly the integer `i` (no tolerance).
    static bool integerEqualsReal(int64_t i, double r);

    Type type_ = Type::Null;
    union {  // the one that `type_` names (48 bytes a value instead of 56)
        int64_t integer_ = 0;
        double real_;
    };
    std::string bytes_;
};

// Hash consistent with operator==: numbers hash by value (30 and 30.0 collide).
struct ValueHash {
    size_t operator()(const Value& v) const;
};

// Equality with an absolute/relative tolerance for numbers (the optional
// float tolerance; off by default).
bool equalWithTolerance(const Value& a, const Value& b, double tolerance);

// TEXT bytes as the test-suite decodes them (bytes.decode("utf-8",
// errors="ignore")): every ill-formed UTF-8 sequence (maximal subpart, as
// CPython's decoder delimits it) is dropped; valid text is returned unchanged.
// The one place where result text is cleaned (docs/metrics/execution.md#executing-a-query).
std::string decodeUtf8IgnoringErrors(std::string_view bytes);
// How many leading bytes of `bytes` are well-formed UTF-8: all of them
// exactly when decodeUtf8IgnoringErrors would return `bytes` unchanged.
size_t validUtf8Prefix(std::string_view bytes);

// Python's repr() of a float (shortest round-trip digits; `30.0`, `0.1`,
// `1e-05`, `1e+16`, `inf`, `nan`), as str() prints it.
std::string pythonFloatRepr(double v);

}  // namespace sqlscope::exec
