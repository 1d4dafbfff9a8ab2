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
    // RuleInfo::name of the ESM+ rules (1-20 the reference's, 21-25 sqlscope's) (inspect::ruleName)
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
    QT_TRANSLATE_NOOP3("CoreText", "LIKE 'Ab%' = LIKE 'ab%'",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "q1 INTERSECT q2 = q2 INTERSECT q1",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "SELECT DISTINCT q1 INTERSECT q2 = q1 INTERSECT q2",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "SELECT DISTINCT = SELECT when a key is fixed or selected",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText", "c IN (SELECT DISTINCT d ...) = c IN (SELECT d ...)",
                       "short name of an ESM+ equivalence rule (keep SQL as is)"),
    // RuleInfo::doc of the ESM+ rules (their guards stay English: docs/translations.md)
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "Selecting the rows whose c equals the subquery's minimum (maximum) of c gives the row "
        "with the smallest (largest) c, which is what ORDER BY c ASC (DESC) LIMIT 1 returns, "
        "provided no two rows share that value: c must be UNIQUE.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "A UNIQUE column has no repeated values, so DISTINCT on it removes nothing: SELECT "
        "DISTINCT c, ... FROM t equals SELECT c, ... FROM t, and AGG(DISTINCT c) equals AGG(c). "
        "Applied to the select list of a one-table query and to every column as it is read.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "When both branches select the same UNIQUE column from the same FROM, each selected value "
        "identifies one row, so the values in both branches are those of the rows meeting both "
        "conditions: SELECT c FROM t WHERE d1 INTERSECT SELECT c FROM t WHERE d2 equals SELECT c "
        "FROM t WHERE d1 AND d2 (identical conditions: the INTERSECT is dropped).",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "When both branches select the same UNIQUE column from the same FROM, the union of the two "
        "sets of values is the set of values of rows meeting either condition: SELECT c FROM t "
        "WHERE d1 UNION SELECT c FROM t WHERE d2 equals SELECT c FROM t WHERE d1 OR d2 (identical "
        "conditions: the UNION is dropped).",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "Grouping by a UNIQUE column makes every row its own group: (a) in a one-table query "
        "without aggregates or HAVING, SELECT X FROM t GROUP BY c equals SELECT X FROM t; (b) "
        "GROUP BY c1, c2, ... has the groups of GROUP BY ck for the first UNIQUE column ck.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "SELECT c FROM t WHERE c NOT IN (q) keeps the values of c that q does not return; when c "
        "is UNIQUE and NOT NULL those are exactly the rows of SELECT c FROM t EXCEPT q.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "COUNT(c) counts the rows where c is not NULL; when c is NOT NULL that is every row, which "
        "is COUNT(*). Applied to select items, HAVING left operands, ORDER BY keys and GROUP BY "
        "columns. The paper reports it as the most useful rule for GPT-based models.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText",
                       "A condition `c IS NOT NULL` holds on every row when c is declared NOT "
                       "NULL, so as a conjunct it can be dropped. The reference drops it whatever "
                       "connects it to the rest of the condition, which changes the meaning of a "
                       "disjunction (`x OR c IS NOT NULL` is always true, not x).",
                       "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "Selecting only c, ordered by c descending (ascending) and limited to one row, returns the "
        "largest (smallest) value of c, which is SELECT MAX(c) (MIN(c)). Ties are harmless because "
        "the selected value is the ordering value. The paper's Figure 1b example.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText",
                       "A select list of plain columns that covers exactly every column of the "
                       "FROM tables, in any order, returns the same rows and columns (up to column "
                       "order, which ESM ignores) as SELECT *.",
                       "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "A quoted literal whose text is a number is read as that number, so WHERE age = '3' and "
        "WHERE age = 3 compare equal. For a column with numeric affinity SQLite converts the text "
        "before comparing, so the two conditions select the same rows.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "Keeping the rows of t2 whose c2 is among the primary keys of the t1 rows meeting d is "
        "joining t1 on its primary key and filtering by d: every t2 row meets at most one t1 row, "
        "so the join repeats no row. The paper's Case 1: c2 is a foreign key to t1's key.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "Joining t2 with t1 on t1's single-column primary key c1 = t2.c2, where t2.c2 is a foreign "
        "key to it and NOT NULL, meets exactly one t1 row per t2 row (given referential "
        "integrity), so when nothing but t1.c1 (= t2.c2) is used from t1 the join can be dropped "
        "and t1.c1 read as t2.c2. The most important rule for models trained on Spider.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText",
                       "A name written right after a table name is that table's alias, with or "
                       "without AS. Purely syntactic and always sound. The paper reports that "
                       "Claude's false-negative rate dropped by 14.1 points with this rule alone.",
                       "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "c IN (v1, ..., vn) is c = v1 OR ... OR c = vn, and c NOT IN (v1, ..., vn) is c != v1 AND "
        "... AND c != vn, also under SQL's NULL logic. The reference splices the expansion into "
        "the surrounding flat AND/OR list without grouping, so `a AND c IN (x, y)` reads as `a AND "
        "c = x OR c = y` (a different meaning); reference and fixed keep that reading.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "After an inner join on a = b every row has equal a and b, so the query may name either "
        "one: every reference to a column of an ON equality class is replaced by the class's "
        "smallest column id. The join also lets facts flow: if one member is NOT NULL (UNIQUE), "
        "the reference marks all members NOT NULL (UNIQUE) for the rest of the (sub)query; the "
        "UNIQUE propagation is unsound (owners.owner_id = dogs.owner_id does not make "
        "dogs.owner_id unique).",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText",
                       "On one table, keeping the rows whose c is among the c of the rows meeting "
                       "d keeps exactly the rows meeting d when c identifies a row (UNIQUE and NOT "
                       "NULL). The reference does not check that: with a repeated c, rows that "
                       "share a value with a qualifying row come back too.",
                       "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3("CoreText",
                       "A query intersected or united with itself returns its own rows once each: "
                       "when those rows have no duplicates this is the query itself.",
                       "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "BETWEEN is shorthand for the two comparisons, in the WHERE clause. The reference copies a "
        "NOT onto both halves (`NOT BETWEEN` becomes `NOT x >= a AND NOT x <= b`, which nothing "
        "satisfies) and, with several BETWEENs, splices the later ones at shifted positions.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "A negated comparison is the complementary comparison: NOT x = y is x != y, NOT x > y is x "
        "<= y, NOT x < y is x >= y, and back. Sound under SQL's three-valued logic (both sides are "
        "NULL together). NOT stays on IN, LIKE, BETWEEN and IS.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "SQLite's LIKE ignores the case of ASCII letters (unless PRAGMA case_sensitive_like is on, "
        "which neither the benchmarks nor sqlscope set): x LIKE '%Al%' and x LIKE '%al%' keep the "
        "same rows. Letters outside ASCII are compared by case, and are kept.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "INTERSECT and UNION are commutative: both return the distinct rows that are in both "
        "(either) operands, whatever their order; only the result's column names, which no "
        "metric compares, come from the first operand. The two operands are put in one "
        "canonical order (by their tables, then their literal values), so a swapped pair compares "
        "equal. EXCEPT is not commutative and is left alone.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "INTERSECT, UNION and EXCEPT return distinct rows whatever their operands return: a "
        "DISTINCT on an operand's select list removes rows the set operation removes anyway. So "
        "SELECT DISTINCT c FROM t1 INTERSECT SELECT DISTINCT c FROM t2 equals SELECT c FROM t1 "
        "INTERSECT SELECT c FROM t2, and likewise for UNION and EXCEPT, on either side.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "DISTINCT removes nothing when no two rows of the FROM can give the same selected values. "
        "That holds when every table of the FROM has a key (a UNIQUE column, or every column of a "
        "composite primary key) each of whose columns is either fixed to one value by the WHERE "
        "(t.id = 5, or t.id = u.x with u.x fixed) or selected: the key then tells the rows apart. "
        "So SELECT DISTINCT name FROM t WHERE id = 5 equals SELECT name FROM t WHERE id = 5, and "
        "SELECT DISTINCT T1.id, T2.id FROM t1 AS T1 JOIN t2 AS T2 ON ... equals the same without "
        "DISTINCT.",
        "description of an ESM+ rule (keep SQL as is)"),
    QT_TRANSLATE_NOOP3(
        "CoreText",
        "IN and NOT IN only ask whether a value is among the rows of the subquery (and whether a "
        "NULL is among them): a DISTINCT that removes repeated rows changes neither. So WHERE c IN "
        "(SELECT DISTINCT d FROM t) equals WHERE c IN (SELECT d FROM t), and likewise for NOT IN, "
        "in a WHERE, HAVING or ON.",
        "description of an ESM+ rule (keep SQL as is)"),
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
    QT_TRANSLATE_NOOP3("CoreText", "In labelling sample", "name of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "Passes only with an alternate gold",
                       "name of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText", "EX pass, counterexample found",
                       "name of a disagreement filter preset"),
    // PresetInfo::description
    QT_TRANSLATE_NOOP3("CoreText",
                       "EX passes on the benchmark database, but a database was found on which "
                       "gold and prediction differ (Run > Evaluation Settings > Counterexample "
                       "search)",
                       "description of a disagreement filter preset"),
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
    QT_TRANSLATE_NOOP3(
        "CoreText", "the pairs of the workspace's labelling sample (Study > Draw Labelling Sample)",
        "description of a disagreement filter preset"),
    QT_TRANSLATE_NOOP3("CoreText",
                       "some metric fails against the gold and passes against an alternate gold",
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
