// A vector of trivially copyable values that keeps its first N in the object
// itself and allocates only beyond them: the span lists of component items
// and schema elements, which nearly always hold one span (a std::vector
// would allocate for each; bench/README.md, "Cost at scale"). Contiguous,
// so a std::span views it; only the operations its users need.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <type_traits>

namespace sqlscope::util {

template <typename T, size_t N>
class InlineVector {
    static_assert(std::is_trivially_copyable_v<T> && N > 0);

public:
    using value_type = T;
    using iterator = T*;
    using const_iterator = const T*;

    InlineVector() = default;
    InlineVector(std::initializer_list<T> values) { append(values.begin(), values.size()); }
    InlineVector(const InlineVector& other) { append(other.data(), other.size_); }
    InlineVector(InlineVector&& other) noexcept { take(other); }
    InlineVector& operator=(const InlineVector& other) {
        if (this != &other) {
            size_ = 0;
            append(other.data(), other.size_);
        }
        return *this;
    }
    InlineVector& operator=(InlineVector&& other) noexcept {
        if (this != &other) {
            delete[] heap_;
            take(other);
        }
        return *this;
    }
    ~InlineVector() { delete[] heap_; }

    void push_back(const T& value) {
        if (size_ == capacity_) grow(size_ + 1);
        data()[size_++] = value;
    }

    T* data() { return heap_ ? heap_ : inline_; }
    const T* data() const { return heap_ ? heap_ : inline_; }
    size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    T* begin() { return data(); }
    T* end() { return data() + size_; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + size_; }
    const T& operator[](size_t i) const { return data()[i]; }
    const T& back() const { return data()[size_ - 1]; }

private:
    void append(const T* values, size_t count) {
        if (size_ + count > capacity_) grow(size_ + count);
        if (count) std::memcpy(data() + size_, values, count * sizeof(T));
        size_ += static_cast<uint32_t>(count);
    }
    void grow(size_t atLeast) {
        const size_t capacity = std::max<size_t>(atLeast, size_t(capacity_) * 2);
        T* heap = new T[capacity];
        if (size_) std::memcpy(heap, data(), size_ * sizeof(T));
        delete[] heap_;
        heap_ = heap;
        capacity_ = static_cast<uint32_t>(capacity);
    }
    // Takes `other`'s values (its heap block, or a copy of its inline ones)
    // and leaves it empty.
    void take(InlineVector& other) {
        heap_ = other.heap_;
        size_ = other.size_;
        capacity_ = other.capacity_;
        if (!heap_ && size_) std::memcpy(inline_, other.inline_, size_ * sizeof(T));
        other.heap_ = nullptr;
        other.size_ = 0;
        other.capacity_ = N;
    }

    T* heap_ = nullptr;  // the values when more than N were ever held
    uint32_t size_ = 0;
    uint32_t capacity_ = N;
    T inline_[N];
};

}  // namespace sqlscope::util
