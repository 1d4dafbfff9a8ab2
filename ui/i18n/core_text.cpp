#include "ui/i18n/core_text.h"

#include <QCoreApplication>
#include <QHash>
#include <iterator>

namespace sqlscope::ui {

namespace {

struct Phrase {
    const char* source;
    const char* comment;
};

// Every fixed phrase of core/ that a view shows, with a note for the
// translator. tests/ui/core_text_test.cpp walks core's enumerations and
// fails when one of their phrases is missing here.
const Phrase kPhrases[] = {
    // inspect::hardnessLabel
    QT_TRANSLATE_NOOP3("CoreText", "easy", "hardness level of a Spider question"),
    QT_TRANSLATE_NOOP3("CoreText", "medium", "hardness level of a Spider question"),
    QT_TRANSLATE_NOOP3("CoreText", "hard", "hardness level of a Spider question"),
    QT_TRANSLATE_NOOP3("CoreText", "extra", "hardness level of a Spider question"),
    QT_TRANSLATE_NOOP3("CoreText", "unscored", "hardness level of a Spider question"),
    // inspect::outcomeLabel (eval::execOutcomeName)
    QT_TRANSLATE_NOOP3("CoreText", "ok", "execution outcome of a query"),
    QT_TRANSLATE_NOOP3("CoreText", "error", "execution outcome of a query"),
    QT_TRANSLATE_NOOP3("CoreText", "timeout", "execution outcome of a query"),
    QT_TRANSLATE_NOOP3("CoreText", "denied", "execution outcome of a query"),
    QT_TRANSLATE_NOOP3("CoreText", "gold_error", "execution outcome of a query"),
    QT_TRANSLATE_NOOP3("CoreText", "not_run", "execution outcome of a query"),
    QT_TRANSLATE_NOOP3("CoreText", "row_limit", "execution outcome of a query"),
    QT_TRANSLATE_NOOP3("CoreText", "memory_limit", "execution outcome of a query"),
    QT_TRANSLATE_NOOP3("CoreText", "too_large", "execution outcome of a query"),
    // inspect::errorCategoryLabel (errorCategoryKey)
    QT_TRANSLATE_NOOP3("CoreText", "missing_clauses", "component error category"),
    QT_TRANSLATE_NOOP3("CoreText", "extra_clauses", "component error category"),
    QT_TRANSLATE_NOOP3("CoreText", "wrong_predicates", "component error category"),
    QT_TRANSLATE_NOOP3("CoreText", "schema_errors", "component error category"),
    // RuleInfo::name of the 20 ESM+ rules (inspect::ruleName)
    QT_TRANSLATE_NOOP3("CoreText", "c = (SELECT MIN/MAX(c)) = ORDER BY c LIMIT 1",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "DISTINCT on a UNIQUE column",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "INTERSECT = AND",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "UNION = OR",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "GROUP BY a UNIQUE column",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "NOT IN (q) = EXCEPT q",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "COUNT(c) = COUNT(*) for NOT NULL c",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "c IS NOT NULL is true for NOT NULL c",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "ORDER BY c LIMIT 1 = MAX/MIN(c)",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "all columns = *",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "'3' = 3",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "c IN (SELECT pk FROM t1 WHERE d) = JOIN t1",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "unnecessary JOIN",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "FROM t T = FROM t AS T",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "IN (a, b) = (= a OR = b)",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "a = b in ON: a and b are interchangeable",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "c IN (SELECT c FROM t WHERE d) = d",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "q INTERSECT q = q UNION q = q",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "x BETWEEN a AND b = x >= a AND x <= b",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "NOT x > y = x <= y",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    // inspect::cellVerdictName
    QT_TRANSLATE_NOOP3("CoreText", "pass", "verdict of one metric on one pair"),
    QT_TRANSLATE_NOOP3("CoreText", "partial", "verdict of one metric on one pair"),
    QT_TRANSLATE_NOOP3("CoreText", "fail", "verdict of one metric on one pair"),
    QT_TRANSLATE_NOOP3("CoreText", "n/a", "verdict of one metric on one pair"),
    // PresetInfo::name (inspect::disagreementPresets)
    QT_TRANSLATE_NOOP3("CoreText", "No preset", "name of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "EX pass & ESM+ fail", "name of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "EX fail & ESM+ pass", "name of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "ESM fail & ESM+ pass", "name of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "Runs disagree", "name of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "Parse error", "name of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "Execution failed", "name of a disagreement filter preset"),
    // PresetInfo::description
    QT_TRANSLATE_NOOP3("CoreText", "every pair", "description of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "possible EX false positive",
                       "description of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "possible ESM+ false positive, or an EX false negative",
                       "description of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "rescued by a rule",
                       "description of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "the runs' verdicts on the question differ (EX, or the first binary metric computed)",
        "description of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "sqlscope's parser rejected the prediction",
                       "description of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "the prediction did not run to its end (error, timeout, denied, limit, too large)",
        "description of a disagreement filter preset"),
    // explain::sideName
    QT_TRANSLATE_NOOP3("CoreText", "gold", "side of a pair: the reference query"),
    QT_TRANSLATE_NOOP3("CoreText", "prediction", "side of a pair: the model's query"),
    // annotate::humanVerdictKey
    QT_TRANSLATE_NOOP3("CoreText", "equivalent", "a labeller's verdict on a pair"),
    QT_TRANSLATE_NOOP3("CoreText", "not_equivalent", "a labeller's verdict on a pair"),
    QT_TRANSLATE_NOOP3("CoreText", "unsure", "a labeller's verdict on a pair"),
};

const QHash<QByteArray, const Phrase*>& phraseIndex() {
    static const QHash<QByteArray, const Phrase*> index = [] {
        QHash<QByteArray, const Phrase*> h;
        for (const Phrase& p : kPhrases)
            h.insert(QByteArray(p.source), &p);
        return h;
    }();
    return index;
}

}  // namespace

bool hasCoreText(std::string_view english) {
    return phraseIndex().contains(QByteArray(english.data(), qsizetype(english.size())));
}

QString coreText(std::string_view english) {
    const QByteArray key(english.data(), qsizetype(english.size()));
    const Phrase* p = phraseIndex().value(key);
    if (!p) return QString::fromUtf8(key);
    return QCoreApplication::translate("CoreText", p->source, p->comment);
}

}  // namespace sqlscope::ui
