// docs/metrics/linking.md#definitions (definitions and edge cases) and
// docs/metrics/linking.md#schema-elements (parts).
#include "core/linking/linking_metrics.h"

namespace sqlscope::linking {

LinkingScores linkingScores(size_t overlap, size_t predicted, size_t gold) {
    LinkingScores s;
    s.gold = gold;
    s.predicted = predicted;
    s.overlap = overlap;
    s.recall = gold == 0 ? 1.0 : static_cast<double>(overlap) / static_cast<double>(gold);
    if (predicted == 0)
        s.precision = gold == 0 ? 1.0 : 0.0;
    else
        s.precision = static_cast<double>(overlap) / static_cast<double>(predicted);
    s.f1 = s.recall + s.precision > 0 ? 2 * s.recall * s.precision / (s.recall + s.precision) : 0;
    s.complete = overlap == gold;
    const double indicator = s.complete ? 1.0 : 0.0;
    s.recallPlus = indicator * s.recall;
    s.precisionPlus = indicator * s.precision;
    const double sum = s.recallPlus + s.precisionPlus;
    s.f1Plus = sum > 0 ? 2 * s.recallPlus * s.precisionPlus / sum : 0;
    return s;
}

size_t overlapCount(const std::vector<SchemaElement>& a, const std::vector<SchemaElement>& b) {
    size_t count = 0;
    auto i = a.begin();
    auto j = b.begin();
    while (i != a.end() && j != b.end()) {
        if (i->name < j->name) {
            ++i;
        } else if (j->name < i->name) {
            ++j;
        } else {
            ++count;
            ++i;
            ++j;
        }
    }
    return count;
}

std::string_view linkingPartName(LinkingPart part) {
    switch (part) {
        case LinkingPart::Tables:
            return "tables";
        case LinkingPart::Columns:
            return "columns";
        case LinkingPart::All:
            return "all";
    }
    return "all";
}

LinkingPartScores scoreElements(const QueryElements& pred, const QueryElements& gold) {
    const size_t tables = overlapCount(pred.tables, gold.tables);
    const size_t columns = overlapCount(pred.columns, gold.columns);
    LinkingPartScores scores;
    scores.tables = linkingScores(tables, pred.tables.size(), gold.tables.size());
    scores.columns = linkingScores(columns, pred.columns.size(), gold.columns.size());
    scores.all = linkingScores(tables + columns, pred.tables.size() + pred.columns.size(),
                               gold.tables.size() + gold.columns.size());
    return scores;
}

void LinkingAggregate::add(const LinkingPartScores& scores, bool approximate) {
    for (LinkingPart part : kLinkingParts) {
        const LinkingScores& s = scores.of(part);
        Sums& sums = sums_[static_cast<size_t>(part)];
        sums.recall += s.recall;
        sums.precision += s.precision;
        sums.f1 += s.f1;
        sums.complete += s.complete ? 1 : 0;
        sums.recallPlus += s.recallPlus;
        sums.precisionPlus += s.precisionPlus;
        sums.f1Plus += s.f1Plus;
    }
    ++count_;
    if (approximate) ++approximate_;
}

LinkingMeans LinkingAggregate::means(LinkingPart part) const {
    LinkingMeans m;
    m.questions = count_;
    if (count_ == 0) return m;
    const Sums& sums = sums_[static_cast<size_t>(part)];
    const double n = static_cast<double>(count_);
    m.recall = sums.recall / n;
    m.precision = sums.precision / n;
    m.f1 = sums.f1 / n;
    m.complete = sums.complete / n;
    m.recallPlus = sums.recallPlus / n;
    m.precisionPlus = sums.precisionPlus / n;
    m.f1Plus = sums.f1Plus / n;
    return m;
}

}  // namespace sqlscope::linking
