#include "core/match/esm_plus/rule_trace.h"

namespace sqlscope::match::esm_plus {

std::string_view sideName(Side side) {
    return side == Side::Gold ? "gold" : "prediction";
}

std::string formatFact(const FactUse& fact) {
    std::string source(schema::factSourceName(fact.source));
    if (!fact.known) return fact.text + ": unknown (" + source + ")";
    if (!fact.holds) return fact.text + ": false (" + source + ")";
    return fact.text + " (" + source + ")";
}

std::string formatEvent(const RuleEvent& e, std::string_view query) {
    std::string out = std::string(sideName(e.side)) + ": rule " + std::to_string(e.rule) +
                      (e.kind == RuleEvent::Kind::Fired ? " fired" : " blocked");
    std::string at;
    for (const sql::Span& span : e.spans) {
        if (span.empty() || span.end > query.size()) continue;
        if (!at.empty()) at += ", ";
        at += "\"" + std::string(span.textIn(query)) + "\"";
    }
    if (!at.empty()) out += " at " + at;
    const bool fired = e.kind == RuleEvent::Kind::Fired;
    if (fired && (!e.before.empty() || !e.after.empty())) out += ": " + e.before + " -> " + e.after;
    if (!fired && !e.note.empty()) out += ": " + e.note;
    if (!e.facts.empty()) {
        out += "; facts: ";
        for (size_t i = 0; i < e.facts.size(); ++i)
            out += (i ? ", " : "") + formatFact(e.facts[i]);
    }
    if (fired && !e.note.empty()) out += "; " + e.note;
    if (e.unsound && e.kind == RuleEvent::Kind::Fired) out += " [unsound fire]";
    return out;
}

}  // namespace sqlscope::match::esm_plus
