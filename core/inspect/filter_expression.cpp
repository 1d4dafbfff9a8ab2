#include "core/inspect/filter_expression.h"

#include <algorithm>
#include <charconv>

#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_counterexamples.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"
#include "core/match/esm_plus/esm_plus_mode.h"
#include "core/util/ascii_case.h"

namespace sqlscope::inspect {

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isKeyChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '+' || c == '-';
}

std::string lowered(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = util::asciiLower(c);
    return out;
}

// The 1-based character column of byte `offset` (UTF-8 continuation bytes
// do not start a character).
size_t columnOf(std::string_view text, size_t offset) {
    size_t column = 1;
    for (size_t i = 0; i < offset && i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;
    return column;
}

// "missing_clauses" -> "missing", "wrong_predicates" -> "predicates", "schema_errors" -> "schema".
std::string shortCategory(std::string_view key) {
    std::string s(key);
    for (std::string_view suffix : {"_clauses", "_errors"})
        if (s.size() > suffix.size() && s.ends_with(suffix)) s.resize(s.size() - suffix.size());
    if (s.starts_with("wrong_")) s.erase(0, 6);
    return s;
}

// A value as it is printed: bare when it holds nothing the grammar gives a
// meaning, quoted (with \" and \\ escapes) otherwise.
void appendValue(std::string& out, std::string_view value, bool freeText) {
    bool bare = !value.empty();
    for (char c : value)
        if (isSpace(c) || c == '"' || c == '\\' || c == ',' || (freeText && c == ':')) bare = false;
    if (bare) {
        out += value;
        return;
    }
    out += '"';
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += '"';
}

struct Value {
    std::string text;
    size_t offset = 0;  // byte offset in the expression
};

class Parser {
public:
    Parser(std::string_view text, const FilterVocabulary& vocabulary)
        : text_(text), vocabulary_(vocabulary) {}

    FilterParse run() {
        std::vector<std::string> freeText;
        std::set<std::string, std::less<>> seenKeys;
        while (true) {
            skipSpace();
            if (pos_ >= text_.size()) break;
            const size_t start = pos_;
            if (text_[pos_] == '"') {
                std::string s;
                if (!quoted(s)) return result_;
                if (!atTermEnd()) return fail(pos_, "expected a space after the quoted text");
                freeText.push_back(std::move(s));
                continue;
            }
            size_t end = pos_;
            while (end < text_.size() && isKeyChar(text_[end]))
                ++end;
            if (end > pos_ && end < text_.size() && text_[end] == ':') {
                const std::string key = lowered(text_.substr(pos_, end - pos_));
                pos_ = end + 1;
                std::vector<Value> values;
                if (!readValues(key, values)) return result_;
                if (!applyTerm(key, start, values, seenKeys)) return result_;
                continue;
            }
            // A bare word of free text: up to the next space.
            while (pos_ < text_.size() && !isSpace(text_[pos_]))
                ++pos_;
            freeText.emplace_back(text_.substr(start, pos_ - start));
        }
        std::string joined;
        for (const std::string& word : freeText) {
            if (!joined.empty()) joined += ' ';
            joined += word;
        }
        result_.filter.text = std::move(joined);
        return result_;
    }

private:
    FilterParse fail(size_t offset, const std::string& message) {
        result_.errorColumn = columnOf(text_, offset);
        result_.error = "col " + std::to_string(result_.errorColumn) + ": " + message;
        return result_;
    }
    bool failed(size_t offset, const std::string& message) {
        fail(offset, message);
        return false;
    }

    void skipSpace() {
        while (pos_ < text_.size() && isSpace(text_[pos_]))
            ++pos_;
    }
    bool atTermEnd() const { return pos_ >= text_.size() || isSpace(text_[pos_]); }

    // A "..." string at pos_ (\" and \\ escaped); false (error set) when unterminated.
    bool quoted(std::string& out) {
        const size_t start = pos_++;
        while (pos_ < text_.size()) {
            const char c = text_[pos_++];
            if (c == '"') return true;
            if (c == '\\' && pos_ < text_.size()) {
                out += text_[pos_++];
                continue;
            }
            out += c;
        }
        return failed(start, "unterminated quoted text");
    }

    bool readValues(const std::string& key, std::vector<Value>& values) {
        while (true) {
            Value v;
            v.offset = pos_;
            if (pos_ < text_.size() && text_[pos_] == '"') {
                if (!quoted(v.text)) return false;
            } else {
                while (pos_ < text_.size() && !isSpace(text_[pos_]) && text_[pos_] != ',' &&
                       text_[pos_] != '"')
                    ++pos_;
                v.text = std::string(text_.substr(v.offset, pos_ - v.offset));
                if (v.text.empty()) {
                    if (pos_ < text_.size() && text_[pos_] == '"')
                        return failed(pos_, "unexpected '\"' in a value");
                    return failed(v.offset, values.empty() ? "'" + key + "' needs a value"
                                                           : "empty value after ','");
                }
            }
            values.push_back(std::move(v));
            if (pos_ < text_.size() && text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (!atTermEnd())
                return failed(pos_, "unexpected '" + std::string(1, text_[pos_]) +
                                        "' after a value of '" + key + "'");
            return true;
        }
    }

    bool single(const std::string& key, const std::vector<Value>& values) {
        if (values.size() == 1) return true;
        return failed(values[1].offset, "'" + key + "' takes one value");
    }

    bool applyTerm(const std::string& key, size_t start, const std::vector<Value>& values,
                   std::set<std::string, std::less<>>& seenKeys) {
        PairFilter& f = result_.filter;
        // "ex_any": the verdict against any accepted gold (docs/metrics/alternate-golds.md).
        int column = verdictColumnIndex(key);
        bool anyGold = false;
        if (column < 0 && key.size() > 4 && key.ends_with("_any")) {
            column = verdictColumnIndex(std::string_view(key).substr(0, key.size() - 4));
            anyGold = column >= 0;
        }
        if (column < 0 && !seenKeys.insert(key).second &&
            (key == "run" || key == "db" || key == "hardness" || key == "outcome" ||
             key == "rule" || key == "error" || key == "preset" || key == "sample" ||
             key == "changed" || key == "exc" || key == "sqlscope" || key == "cx"))
            return failed(start, "'" + key + "' given twice (list its values with ',')");
        if (key == "run") {
            for (const Value& v : values) {
                const auto& names = vocabulary_.runNames;
                const auto it = std::find(names.begin(), names.end(), v.text);
                if (it == names.end()) return failed(v.offset, "unknown run '" + v.text + "'");
                f.runs.insert(static_cast<size_t>(it - names.begin()));
            }
            return true;
        }
        if (key == "db") {
            for (const Value& v : values) {
                const auto& dbs = vocabulary_.databases;
                if (!dbs.empty() && std::find(dbs.begin(), dbs.end(), v.text) == dbs.end())
                    return failed(v.offset, "unknown database '" + v.text + "'");
                f.databases.insert(v.text);
            }
            return true;
        }
        if (key == "hardness") {
            for (const Value& v : values) {
                const std::string name = lowered(v.text);
                bool found = false;
                for (int code : kHardnessCodes)
                    if (hardnessLabel(code) == name) {
                        f.hardness.insert(code);
                        found = true;
                    }
                if (!found)
                    return failed(v.offset, "unknown hardness '" + v.text +
                                                "' (easy, medium, hard, extra, unscored)");
            }
            return true;
        }
        if (key == "outcome") {
            for (const Value& v : values) {
                const std::string name = lowered(v.text);
                const auto it = std::find_if(kOutcomes.begin(), kOutcomes.end(),
                                             [&](auto o) { return outcomeLabel(o) == name; });
                if (it == kOutcomes.end())
                    return failed(v.offset, "unknown outcome '" + v.text +
                                                "' (ok, error, timeout, denied, gold_error, "
                                                "not_run, row_limit, memory_limit, too_large)");
                f.outcomes.insert(*it);
            }
            return true;
        }
        if (key == "rule") {
            if (!single(key, values)) return false;
            const std::string& t = values[0].text;
            int rule = 0;
            const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), rule);
            if (ec != std::errc() || end != t.data() + t.size() || rule < 1 ||
                rule > match::esm_plus::kRuleCount)
                return failed(values[0].offset, "rule must be a number from 1 to " +
                                                    std::to_string(match::esm_plus::kRuleCount) +
                                                    ", not '" + t + "'");
            f.rule = rule;
            return true;
        }
        if (key == "error") {
            if (!single(key, values)) return false;
            const std::string name = lowered(values[0].text);
            for (auto category : match::component::kErrorCategories) {
                const std::string_view full = errorCategoryLabel(category);
                if (name == full || name == shortCategory(full)) {
                    f.errorCategory = category;
                    return true;
                }
            }
            return failed(values[0].offset,
                          "unknown error category '" + values[0].text +
                              "' (missing_clauses, extra_clauses, wrong_predicates, "
                              "schema_errors, or missing, extra, predicates, schema)");
        }
        if (key == "sample") {
            // `sample:in`: the labelling sample's pairs, another name for
            // preset:in_sample (printed as that).
            if (!single(key, values)) return false;
            if (lowered(values[0].text) != "in")
                return failed(values[0].offset,
                              "unknown sample value '" + values[0].text + "' (in)");
            if (f.preset != DisagreementPreset::None && f.preset != DisagreementPreset::InSample)
                return failed(start, "'sample' and 'preset' cannot both be given");
            f.preset = DisagreementPreset::InSample;
            return true;
        }
        if (key == "changed") {
            if (!single(key, values)) return false;
            const int changed = verdictColumnIndex(lowered(values[0].text));
            if (changed < 0)
                return failed(values[0].offset, "unknown metric column '" + values[0].text +
                                                    "' (ex, ex_bird, exe, esm, esm+, exp, exr, "
                                                    "ex_f1, comp_avg_f1, link_columns_f1plus)");
            f.changed = static_cast<size_t>(changed);
            return true;
        }
        if (key == "exc" || key == "sqlscope") {
            // The counterexample search's verdicts (docs/metrics/exc.md).
            if (!single(key, values)) return false;
            const std::string name = lowered(values[0].text);
            std::optional<CellVerdict> verdict;
            for (CellVerdict v : {CellVerdict::Pass, CellVerdict::Fail, CellVerdict::NoVerdict})
                if (cellVerdictName(v) == name) verdict = v;
            if (!verdict)
                return failed(values[0].offset,
                              "unknown verdict '" + values[0].text + "' (pass, fail, n/a)");
            (key == "exc" ? f.exc : f.sqlscope) = verdict;
            return true;
        }
        if (key == "cx") {
            for (const Value& v : values) {
                const std::optional<CxStatus> status = parseCxStatus(lowered(v.text));
                if (!status)
                    return failed(v.offset, "unknown counterexample status '" + v.text +
                                                "' (found, none, na, unsearched)");
                f.counterexample.insert(*status);
            }
            return true;
        }
        if (key == "preset") {
            if (!single(key, values)) return false;
            if (f.preset == DisagreementPreset::InSample)
                return failed(start, "'sample' and 'preset' cannot both be given");
            const std::string name = lowered(values[0].text);
            for (const PresetInfo& p : disagreementPresets())
                if (p.key == name) {
                    f.preset = p.preset;
                    return true;
                }
            std::string keys;
            for (const PresetInfo& p : disagreementPresets())
                keys += (keys.empty() ? "" : ", ") + std::string(p.key);
            return failed(values[0].offset,
                          "unknown preset '" + values[0].text + "' (" + keys + ")");
        }
        if (column >= 0) {
            if (!single(key, values)) return false;
            const std::string name = lowered(values[0].text);
            std::optional<CellVerdict> verdict;
            for (CellVerdict v : {CellVerdict::Pass, CellVerdict::Partial, CellVerdict::Fail,
                                  CellVerdict::NoVerdict})
                if (cellVerdictName(v) == name) verdict = v;
            if (!verdict)
                return failed(values[0].offset, "unknown verdict '" + values[0].text +
                                                    "' (pass, partial, fail, n/a)");
            const VerdictCondition condition{static_cast<size_t>(column), *verdict, anyGold};
            if (!f.verdict)
                f.verdict = condition;
            else if (!f.verdict2)
                f.verdict2 = condition;
            else
                return failed(start, "at most two metric terms");
            return true;
        }
        std::string known;
        for (const std::string& k : filterKeys())
            known += (known.empty() ? "" : ", ") + k;
        return failed(start, "unknown key '" + std::string(text_.substr(start, key.size())) +
                                 "' (" + known + ")");
    }

    std::string_view text_;
    const FilterVocabulary& vocabulary_;
    size_t pos_ = 0;
    FilterParse result_;
};

}  // namespace

FilterVocabulary filterVocabularyOf(const PairTable& table) {
    return {table.runNames(), table.databases()};
}

std::vector<std::string> filterKeys() {
    std::vector<std::string> keys = {"run", "db", "hardness", "outcome", "rule", "error"};
    for (const VerdictColumn& c : verdictColumns())
        keys.emplace_back(c.key);
    for (const VerdictColumn& c : verdictColumns())
        keys.push_back(std::string(c.key) + "_any");
    keys.emplace_back("changed");
    keys.emplace_back("exc");
    keys.emplace_back("sqlscope");
    keys.emplace_back("cx");
    keys.emplace_back("preset");
    keys.emplace_back("sample");
    return keys;
}

FilterParse parseFilterExpression(std::string_view expression, const FilterVocabulary& vocabulary) {
    return Parser(expression, vocabulary).run();
}

std::string printFilterExpression(const PairFilter& f, const FilterVocabulary& vocabulary) {
    std::vector<std::string> terms;
    auto term = [&](std::string_view key, const std::vector<std::string>& values) {
        std::string t(key);
        t += ':';
        for (size_t i = 0; i < values.size(); ++i) {
            if (i) t += ',';
            appendValue(t, values[i], false);
        }
        terms.push_back(std::move(t));
    };
    std::vector<std::string> values;
    for (size_t run : f.runs)
        if (run < vocabulary.runNames.size()) values.push_back(vocabulary.runNames[run]);
    if (!values.empty()) term("run", values);
    if (!f.databases.empty()) term("db", {f.databases.begin(), f.databases.end()});
    values.clear();
    for (int code : kHardnessCodes)
        if (f.hardness.count(code)) values.emplace_back(hardnessLabel(code));
    if (!values.empty()) term("hardness", values);
    values.clear();
    for (auto outcome : kOutcomes)
        if (f.outcomes.count(outcome)) values.emplace_back(outcomeLabel(outcome));
    if (!values.empty()) term("outcome", values);
    if (f.rule) term("rule", {std::to_string(*f.rule)});
    if (f.errorCategory) term("error", {std::string(errorCategoryLabel(*f.errorCategory))});
    for (const auto& condition : {f.verdict, f.verdict2})
        if (condition && condition->column < verdictColumns().size())
            term(std::string(verdictColumns()[condition->column].key) +
                     (condition->anyGold ? "_any" : ""),
                 {std::string(cellVerdictName(condition->verdict))});
    if (f.changed && *f.changed < verdictColumns().size())
        term("changed", {std::string(verdictColumns()[*f.changed].key)});
    if (f.exc) term("exc", {std::string(cellVerdictName(*f.exc))});
    if (f.sqlscope) term("sqlscope", {std::string(cellVerdictName(*f.sqlscope))});
    values.clear();
    for (CxStatus status :
         {CxStatus::Found, CxStatus::None, CxStatus::NotApplicable, CxStatus::NotSearched})
        if (f.counterexample.count(status)) values.emplace_back(cxStatusKey(status));
    if (!values.empty()) term("cx", values);
    if (f.preset != DisagreementPreset::None)
        term("preset", {std::string(presetInfo(f.preset).key)});
    if (!f.text.empty()) {
        std::string t;
        appendValue(t, f.text, true);
        terms.push_back(std::move(t));
    }
    std::string out;
    for (const std::string& t : terms) {
        if (!out.empty()) out += ' ';
        out += t;
    }
    return out;
}

}  // namespace sqlscope::inspect
