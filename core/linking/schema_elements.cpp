#include "core/linking/schema_elements.h"

#include <algorithm>

#include "core/schema/names.h"

namespace sqlscope::linking {

std::string_view elementSourceName(ElementSource source) {
    switch (source) {
        case ElementSource::Authorizer:
            return "authorizer";
        case ElementSource::Ast:
            return "ast";
        case ElementSource::File:
            return "file";
        case ElementSource::None:
            return "none";
    }
    return "none";
}

const SchemaElement* QueryElements::find(ElementKind kind, std::string_view name) const {
    const std::vector<SchemaElement>& list = of(kind);
    auto it = std::lower_bound(
        list.begin(), list.end(), name,
        [](const SchemaElement& element, std::string_view key) { return element.name < key; });
    return it != list.end() && it->name == name ? &*it : nullptr;
}

ElementCollector::ElementCollector() {
    // Room for a typical query's namings, so that the lists rarely regrow.
    tables_.reserve(8);
    columns_.reserve(32);
}

std::string_view ElementCollector::own(std::string name) {
    return owned_.emplace_front(std::move(name));
}

void ElementCollector::add(ElementKind kind, std::string name, sql::Span span) {
    addStable(kind, own(std::move(name)), span);
}

void ElementCollector::addStable(ElementKind kind, std::string_view name, sql::Span span) {
    auto& list = kind == ElementKind::Table ? tables_ : columns_;
    list.push_back({name, span, true});
}

void ElementCollector::addWithoutSpan(ElementKind kind, std::string name) {
    auto& list = kind == ElementKind::Table ? tables_ : columns_;
    list.push_back({own(std::move(name)), {}, false});
}

void ElementCollector::takeInto(QueryElements& out) {
    // Sorted by name, then by position, the namings of one element are
    // adjacent and its spans come out sorted; equal spans are dropped.
    auto collect = [](std::vector<Naming>& namings) {
        std::sort(namings.begin(), namings.end(), [](const Naming& a, const Naming& b) {
            if (int c = a.name.compare(b.name); c != 0) return c < 0;
            if (a.hasSpan != b.hasSpan) return a.hasSpan < b.hasSpan;
            return a.span.begin != b.span.begin ? a.span.begin < b.span.begin
                                                : a.span.end < b.span.end;
        });
        std::vector<SchemaElement> elements;
        elements.reserve(namings.size());  // at most one per naming: never regrown
        for (const Naming& naming : namings) {
            if (elements.empty() || elements.back().name != naming.name)
                elements.push_back({std::string(naming.name), {}});
            if (!naming.hasSpan) continue;
            auto& spans = elements.back().spans;
            if (spans.empty() || !(spans.back() == naming.span)) spans.push_back(naming.span);
        }
        namings.clear();
        return elements;
    };
    out.tables = collect(tables_);
    out.columns = collect(columns_);
    owned_.clear();
}

std::string columnElementName(std::string_view table, std::string_view column) {
    // schema::lowerName of both parts, written into one string.
    std::string name(table.size() + 1 + column.size(), '.');
    char* out = name.data();
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    for (size_t i = 0; i < table.size(); ++i)
        out[i] = lower(table[i]);
    out += table.size() + 1;
    for (size_t i = 0; i < column.size(); ++i)
        out[i] = lower(column[i]);
    return name;
}

}  // namespace sqlscope::linking
