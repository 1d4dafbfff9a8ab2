#include "core/match/component/complexity.h"

namespace sqlscope::match::component {

std::string_view complexityName(Complexity level) {
    switch (level) {
        case Complexity::Simple:
            return "simple";
        case Complexity::Moderate:
            return "moderate";
        case Complexity::Challenging:
            return "challenging";
    }
    return "";
}

std::optional<Complexity> complexityFromName(std::string_view name) {
    for (Complexity c : {Complexity::Simple, Complexity::Moderate, Complexity::Challenging}) {
        if (complexityName(c) == name) return c;
    }
    return std::nullopt;
}

Complexity classifyComplexity(const QueryFeatures& f) {
    if (f.nested || f.having || f.tableReferences >= 3) return Complexity::Challenging;
    if (f.tableReferences == 2 || f.aggregate || f.groupBy || f.topWherePredicates > 2)
        return Complexity::Moderate;
    return Complexity::Simple;
}

namespace {

std::string wherePredicates(int n) {
    return std::to_string(n) + (n == 1 ? " WHERE predicate" : " WHERE predicates");
}

}  // namespace

std::string explainComplexity(const QueryFeatures& f) {
    const Complexity level = classifyComplexity(f);
    std::string reasons;
    auto add = [&reasons](const std::string& reason) {
        if (!reasons.empty()) reasons += ", ";
        reasons += reason;
    };
    if (level == Complexity::Challenging) {
        if (f.nested) add("subquery or set operation");
        if (f.having) add("HAVING");
        if (f.tableReferences >= 3) add(std::to_string(f.tableReferences) + " table references");
    } else if (level == Complexity::Moderate) {
        if (f.tableReferences == 2) add("2 table references");
        if (f.aggregate) add("aggregate");
        if (f.groupBy) add("GROUP BY");
        if (f.topWherePredicates > 2) add(wherePredicates(f.topWherePredicates));
    } else {
        add(f.tableReferences <= 1 ? "one table" : "no table");
        add(wherePredicates(f.topWherePredicates));
    }
    return std::string(complexityName(level)) + ": " + reasons;
}

std::string_view sqlTypeName(SqlType type) {
    switch (type) {
        case SqlType::SelectOnly:
            return "SELECT_only";
        case SqlType::SelectWhere:
            return "SELECT_WHERE";
        case SqlType::Join:
            return "JOIN";
        case SqlType::Aggregation:
            return "AGGREGATION";
    }
    return "";
}

std::optional<SqlType> sqlTypeFromName(std::string_view name) {
    for (SqlType t :
         {SqlType::SelectOnly, SqlType::SelectWhere, SqlType::Join, SqlType::Aggregation}) {
        if (sqlTypeName(t) == name) return t;
    }
    return std::nullopt;
}

SqlType classifySqlType(const QueryFeatures& f) {
    if (f.join) return SqlType::Join;
    if (f.aggregate || f.groupBy || f.having) return SqlType::Aggregation;
    if (f.where) return SqlType::SelectWhere;
    return SqlType::SelectOnly;
}

}  // namespace sqlscope::match::component
