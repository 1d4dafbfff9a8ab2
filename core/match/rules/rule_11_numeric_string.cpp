// Rule 11 (docs/metrics/esm-plus.md#rule-11-numeric-strings-and-numbers): numeric string literal
// <-> number.
#include "core/match/esm/python_semantics.h"
#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    11, "'3' = 3",
    "A quoted literal whose text is a number is read as that number, so WHERE age = '3' and "
    "WHERE age = 3 compare equal. For a column with numeric affinity SQLite converts the text "
    "before comparing, so the two conditions select the same rows.",
    "reference: any text Python's float() accepts (' 3 ', '1e3', 'nan', 'inf', '1_000'), "
    "wherever a literal is read; no column check. strict: only a literal compared with a "
    "column of INTEGER, REAL or NUMERIC affinity, written [+-]digits[.digits] without a "
    "leading zero ('007' stays text).",
    "'3' -> 3.0"};

// SQLite's column affinity from a declared type (https://sqlite.org/datatype3.html, section 3.1).
bool numericAffinity(std::string type) {
    for (char& c : type)
        c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    if (type.find("INT") != std::string::npos) return true;
    if (type.find("CHAR") != std::string::npos || type.find("CLOB") != std::string::npos ||
        type.find("TEXT") != std::string::npos)
        return false;
    if (type.empty() || type.find("BLOB") != std::string::npos) return false;
    return true;  // REAL, FLOA, DOUB, and NUMERIC for everything else
}

bool plainDecimal(std::string_view text) {
    size_t i = 0;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
    size_t digits = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9')
        ++i;
    if (i == digits) return false;
    if (text[digits] == '0' && i - digits > 1) return false;  // leading zero: '007'
    if (i < text.size() && text[i] == '.') {
        ++i;
        size_t fraction = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9')
            ++i;
        if (i == fraction) return false;
    }
    return i == text.size();
}

class Rule11 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    std::optional<double> numericLiteral(RuleEnv& env, const std::string& token, sql::Span span,
                                         const esm_plus::ColUnit* compared) const override {
        std::string text;
        for (char c : token)
            if (c != '"') text += c;
        std::optional<double> value = esm::pythonFloat(text);
        if (!value) return std::nullopt;
        std::vector<FactUse> facts;
        if (env.fixes()) {
            std::string why;
            if (!plainDecimal(text)) {
                why = "'" + text + "' is not a plain decimal number";
            } else if (!compared || compared->agg != 0 || compared->colId == "__all__") {
                why = "the literal is not compared with a column";
            } else {
                TableColumn tc = tableColumnOf(env.facts, compared->colId);
                const esm_plus::EtmTable& table = env.facts.schema().table(tc.table);
                auto type = table.declaredTypes.find(tc.column);
                std::string declared = type == table.declaredTypes.end() ? "" : type->second;
                bool numeric = numericAffinity(declared);
                facts.push_back(FactUse{
                    tc.table + "." + tc.column + " has numeric affinity (type '" + declared + "')",
                    numeric, true, env.facts.schema().source});
                if (!numeric)
                    why = tc.table + "." + tc.column + " is text: '" + text + "' and " + text +
                          " compare differently";
            }
            if (!why.empty() && env.refuseUnsound(11, why, facts, {span})) return std::nullopt;
        }
        RuleEvent& e = env.fire(11);
        e.spans = {span};
        e.facts = facts;
        e.before = env.traceText([&] { return token; });
        e.after = env.traceText([&] { return esm_plus::pythonFloatRepr(*value); });
        return value;
    }
};

}  // namespace

const Rule& rule11() {
    static const Rule11 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
