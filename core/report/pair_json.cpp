#include "core/report/pair_json.h"

#include <charconv>
#include <cmath>
#include <cstddef>
#include <string_view>

#include "core/report/json_writer.h"
#include "core/report/metric_registry.h"
#include "core/util/number_text.h"

namespace sqlscope::report {

namespace {

// `"key": ` of every metric (metricDefinitions() order), escaped once.
const std::vector<std::string>& metricKeyPrefixes() {
    static const std::vector<std::string> prefixes = [] {
        std::vector<std::string> all;
        for (const MetricDefinition& d : metricDefinitions()) {
            std::string prefix;
            appendJsonString(prefix, d.key);
            prefix += ": ";
            all.push_back(std::move(prefix));
        }
        return all;
    }();
    return prefixes;
}

template <typename Integer>
void appendInteger(std::string& out, Integer number) {
    char digits[24];
    out.append(digits, std::to_chars(digits, digits + sizeof digits, number).ptr);
}

void appendNumber(std::string& out, double number) {
    if (std::isfinite(number)) {
        util::appendNumberText(out, number);
    } else {
        out += "null";
    }
}

void appendSize(std::string& out, std::string_view key, int64_t rows, int64_t columns) {
    out += key;
    appendInteger(out, rows);
    out += ", ";
    appendInteger(out, columns);
    out += ']';
}

// `[acc, rec, f1, pred_total, label_total]`, formatted on the stack and
// appended at once.
void appendComponent(std::string& out, const ComponentRecord& r) {
    // '[', five ints of at most 11 characters with ", " between, ']': 65.
    constexpr size_t kIntChars = 11;
    char text[1 + 5 * (2 + kIntChars) + 1];
    char* const end = text + sizeof text;
    char* at = text;
    *at++ = '[';
    for (int v : {r.acc, r.rec, r.f1, r.predTotal, r.labelTotal}) {
        // Never short; said so that the compiler's overflow analysis
        // (-Wstringop-overflow, e.g. under -fprofile-use) sees it too.
        if (end - at < static_cast<std::ptrdiff_t>(2 + kIntChars + 1)) break;
        if (at != text + 1) {
            *at++ = ',';
            *at++ = ' ';
        }
        at = std::to_chars(at, at + kIntChars, v).ptr;
    }
    *at++ = ']';
    out.append(text, at);
}

}  // namespace

void appendPairJson(std::string& out, const ItemRecord& item, const PairRecord& p,
                    const std::vector<int>& metrics) {
    // The pair sits at depth 4 (report, "runs", run, "pairs"): indented by
    // eight spaces and written on one line.
    out += "\n        {\"index\": ";
    appendInteger(out, item.index);
    if (p.missing) {
        out += ", \"missing\": true";
    } else {
        out += ", \"line\": ";
        appendInteger(out, p.predLine);
    }
    out += ", \"metrics\": {";
    const std::vector<std::string>& keys = metricKeyPrefixes();
    bool first = true;
    for (int m : metrics) {
        if (!first) out += ", ";
        first = false;
        out += keys[m];
        if (static_cast<size_t>(m) < p.metrics.size() && p.metrics[m]) {
            appendNumber(out, *p.metrics[m]);
        } else {
            out += "null";
        }
    }
    out += "}, \"exec_status\": ";
    appendJsonString(out, p.execStatus);
    if (!p.execMessage.empty()) {
        out += ", \"exec_message\": ";
        appendJsonString(out, p.execMessage);
    }
    if (p.goldRows >= 0) appendSize(out, ", \"gold_result\": [", p.goldRows, p.goldColumns);
    if (p.predRows >= 0) appendSize(out, ", \"pred_result\": [", p.predRows, p.predColumns);
    if (!p.parseError.empty()) {
        out += ", \"parse_error\": ";
        appendJsonString(out, p.parseError);
    }
    if (!p.esmError.empty()) {
        out += ", \"esm_error\": ";
        appendJsonString(out, p.esmError);
    }
    if (p.esmScored) {
        out += ", \"partial\": [";
        for (size_t c = 0; c < p.partial.size(); ++c) {
            if (c > 0) out += ", ";
            appendComponent(out, p.partial[c]);
        }
        out += ']';
    }
    if (!p.quirks.empty()) {
        out += ", \"quirks\": [";
        bool firstQuirk = true;
        for (size_t q = 0; q < eval::kReferenceQuirkCount; ++q) {
            if (!p.quirks.has(q)) continue;
            if (!firstQuirk) out += ", ";
            firstQuirk = false;
            appendJsonString(out, eval::kReferenceQuirkNames[q]);
        }
        out += ']';
    }
    out += ", \"pred\": ";
    appendJsonString(out, p.pred);
    out += '}';
}

}  // namespace sqlscope::report
