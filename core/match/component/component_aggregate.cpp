#include "core/match/component/component_aggregate.h"

namespace sqlscope::match::component {

void ComponentTotals::add(const ComponentVerdict& v) {
    ++pairs;
    em.add(v.em ? 1.0 : 0.0);
    if (v.predSyntax.checked()) syntaxValid.add(v.predSyntax.valid() ? 1.0 : 0.0);
    const ErrorAnalysis& e = v.errors;
    for (ClauseKind kind : e.missingClauses)
        ++missingClauses[static_cast<size_t>(kind)];
    for (ClauseKind kind : e.extraClauses)
        ++extraClauses[static_cast<size_t>(kind)];
    if (!e.wrongPredicates.empty()) ++wrongPredicates;
    if (e.unknownIdentifier || e.wrongTable) ++schemaErrors;
    if (e.unknownIdentifier) ++unknownIdentifier;
    if (e.wrongTable) ++wrongTable;
    if (!v.scored) return;
    ++scored;
    for (Component c : kComponents) {
        if (auto value = v.f1(c)) f1[static_cast<size_t>(c)].add(*value);
    }
    if (v.avgF1) avgF1.add(*v.avgF1);
}

void ComponentAggregate::add(std::string_view dbId, const ComponentVerdict& verdict) {
    all.add(verdict);
    byDatabase[std::string(dbId)].add(verdict);
    if (!verdict.scored) return;
    byComplexity[std::string(complexityName(verdict.complexity.level))].add(verdict);
    bySqlType[std::string(sqlTypeName(verdict.sqlType))].add(verdict);
}

}  // namespace sqlscope::match::component
