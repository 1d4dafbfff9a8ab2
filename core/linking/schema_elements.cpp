#include "core/linking/schema_elements.h"

#include <algorithm>

#include "core/schema/names.h"

namespace sqlscope::linking {

namespace {

void normalize(std::vector<SchemaElement>& elements) {
    std::stable_sort(
        elements.begin(), elements.end(),
        [](const SchemaElement& a, const SchemaElement& b) { return a.name < b.name; });
    std::vector<SchemaElement> merged;
    merged.reserve(elements.size());
    for (SchemaElement& element : elements) {
        if (merged.empty() || merged.back().name != element.name) {
            merged.push_back(std::move(element));
        } else {
            auto& spans = merged.back().spans;
            spans.insert(spans.end(), element.spans.begin(), element.spans.end());
        }
    }
    for (SchemaElement& element : merged) {
        auto& spans = element.spans;
        std::sort(spans.begin(), spans.end(), [](sql::Span a, sql::Span b) {
            return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
        });
        spans.erase(std::unique(spans.begin(), spans.end()), spans.end());
    }
    elements = std::move(merged);
}

}  // namespace

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

void ElementCollector::add(ElementKind kind, std::string name, sql::Span span) {
    auto& list = kind == ElementKind::Table ? tables_ : columns_;
    list.push_back({std::move(name), {span}});
}

void ElementCollector::addWithoutSpan(ElementKind kind, std::string name) {
    auto& list = kind == ElementKind::Table ? tables_ : columns_;
    list.push_back({std::move(name), {}});
}

void ElementCollector::takeInto(QueryElements& out) {
    normalize(tables_);
    normalize(columns_);
    out.tables = std::move(tables_);
    out.columns = std::move(columns_);
    tables_.clear();
    columns_.clear();
}

std::string columnElementName(std::string_view table, std::string_view column) {
    std::string name = schema::lowerName(table);
    name += '.';
    name += schema::lowerName(column);
    return name;
}

}  // namespace sqlscope::linking
