// R, P, 1(q), R+, P+, F1+ (docs/metrics/linking.md#definitions): the edge cases,
// the worked examples of docs/metrics/linking.md#worked-examples on the dogs fixture, and the means
// over a run.
#include <QObject>
#include <QTest>
#include <cmath>
#include <string>
#include <vector>

#include "core/linking/linking_metrics.h"
#include "tests/test_registry.h"

using namespace sqlscope::linking;

namespace {

bool near(double a, double b) {
    return std::fabs(a - b) < 1e-9;
}

QueryElements elements(std::vector<std::string> tables, std::vector<std::string> columns) {
    QueryElements e;
    e.source = ElementSource::File;
    for (std::string& t : tables)
        e.tables.push_back({std::move(t), {}});
    for (std::string& c : columns)
        e.columns.push_back({std::move(c), {}});
    return e;
}

// The gold of the worked examples: the join query of
// docs/metrics/linking.md#extracting-elements.
QueryElements specGold() {
    return elements({"dogs", "owners"},
                    {"dogs.name", "dogs.owner_id", "owners.city", "owners.owner_id"});
}

}  // namespace

class LinkingMetricsTest : public QObject {
    Q_OBJECT

private slots:
    void edgeCases() {
        LinkingScores both = linkingScores(0, 0, 0);  // S* and Ŝ empty
        QCOMPARE(both.recall, 1.0);
        QCOMPARE(both.precision, 1.0);
        QVERIFY(both.complete);
        QCOMPARE(both.f1Plus, 1.0);
        QCOMPARE(both.f1, 1.0);

        LinkingScores extra = linkingScores(0, 2, 0);  // S* empty, Ŝ not
        QCOMPARE(extra.recall, 1.0);
        QCOMPARE(extra.precision, 0.0);
        QVERIFY(extra.complete);
        QCOMPARE(extra.recallPlus, 1.0);
        QCOMPARE(extra.precisionPlus, 0.0);
        QCOMPARE(extra.f1Plus, 0.0);

        LinkingScores none = linkingScores(0, 0, 3);  // Ŝ empty, S* not
        QCOMPARE(none.recall, 0.0);
        QCOMPARE(none.precision, 0.0);
        QVERIFY(!none.complete);
        QCOMPARE(none.f1Plus, 0.0);
        QCOMPARE(none.f1, 0.0);

        LinkingScores disjoint = linkingScores(0, 2, 2);
        QCOMPARE(disjoint.f1, 0.0);
        QCOMPARE(disjoint.f1Plus, 0.0);

        // When 1(q) = 1: R+ = R = 1 and F1+ = 2P/(1+P).
        LinkingScores superset = linkingScores(2, 5, 2);
        QVERIFY(superset.complete);
        QCOMPARE(superset.recallPlus, 1.0);
        QVERIFY(near(superset.precisionPlus, 0.4));
        QVERIFY(near(superset.f1Plus, 2 * 0.4 / 1.4));
        QVERIFY(near(superset.f1, 2 * 0.4 / 1.4));

        LinkingScores partial = linkingScores(2, 2, 3);
        QVERIFY(near(partial.recall, 2.0 / 3));
        QCOMPARE(partial.precision, 1.0);
        QVERIFY(near(partial.f1, 0.8));
        QCOMPARE(partial.recallPlus, 0.0);
        QCOMPARE(partial.f1Plus, 0.0);
    }

    // docs/metrics/linking.md#worked-examples, the four rows ("all") and the columns-only third
    // row.
    void workedExamples() {
        const QueryElements gold = specGold();

        // Extracted from `SELECT name FROM dogs`: {dogs, dogs.name}.
        LinkingPartScores r1 = scoreElements(elements({"dogs"}, {"dogs.name"}), gold);
        QCOMPARE(r1.all.overlap, size_t(2));
        QVERIFY(near(r1.all.recall, 1.0 / 3));
        QCOMPARE(r1.all.precision, 1.0);
        QVERIFY(!r1.all.complete);
        QCOMPARE(r1.all.recallPlus, 0.0);
        QCOMPARE(r1.all.precisionPlus, 0.0);
        QCOMPARE(r1.all.f1Plus, 0.0);

        LinkingPartScores r2 = scoreElements(gold, gold);
        QCOMPARE(r2.all.overlap, size_t(6));
        QCOMPARE(r2.all.recall, 1.0);
        QCOMPARE(r2.all.precision, 1.0);
        QVERIFY(r2.all.complete);
        QCOMPARE(r2.all.f1Plus, 1.0);

        // Both tables and all 11 of their columns (13 elements).
        QueryElements wide = elements(
            {"dogs", "owners"}, {"dogs.age", "dogs.breed_code", "dogs.dog_id", "dogs.name",
                                 "dogs.nickname", "dogs.owner_id", "dogs.weight", "owners.city",
                                 "owners.first_name", "owners.last_name", "owners.owner_id"});
        LinkingPartScores r3 = scoreElements(wide, gold);
        QCOMPARE(r3.all.predicted, size_t(13));
        QCOMPARE(r3.all.overlap, size_t(6));
        QCOMPARE(r3.all.recall, 1.0);
        QVERIFY(near(r3.all.precision, 6.0 / 13));  // 0.4615
        QVERIFY(r3.all.complete);
        QCOMPARE(r3.all.recallPlus, 1.0);
        QVERIFY(near(r3.all.precisionPlus, 6.0 / 13));
        QVERIFY(near(r3.all.f1Plus, 12.0 / 19));  // 0.6316
        QCOMPARE(std::round(r3.all.f1Plus * 10000) / 10000, 0.6316);
        // Columns only: S* has 4, Ŝ 11.
        QCOMPARE(r3.columns.recall, 1.0);
        QVERIFY(near(r3.columns.precision, 4.0 / 11));  // 0.3636
        QVERIFY(near(r3.columns.f1Plus, 8.0 / 15));     // 0.5333
        QCOMPARE(r3.tables.f1Plus, 1.0);

        // S* minus owners.city.
        QueryElements minusCity =
            elements({"dogs", "owners"}, {"dogs.name", "dogs.owner_id", "owners.owner_id"});
        LinkingPartScores r4 = scoreElements(minusCity, gold);
        QCOMPARE(r4.all.overlap, size_t(5));
        QVERIFY(near(r4.all.recall, 5.0 / 6));
        QCOMPARE(r4.all.precision, 1.0);
        QVERIFY(!r4.all.complete);
        QCOMPARE(r4.all.f1Plus, 0.0);
        QVERIFY(near(r4.all.f1, 2 * (5.0 / 6) / (5.0 / 6 + 1)));
        QVERIFY(near(r4.columns.recall, 0.75));
        QCOMPARE(r4.tables.f1Plus, 1.0);
    }

    void overlapOfSortedLists() {
        QueryElements a = elements({"a", "c", "d"}, {});
        QueryElements b = elements({"b", "c", "d", "e"}, {});
        QCOMPARE(overlapCount(a.tables, b.tables), size_t(2));
        QCOMPARE(overlapCount(a.tables, {}), size_t(0));
        QCOMPARE(std::string(linkingPartName(LinkingPart::Columns)), std::string("columns"));
    }

    void means() {
        LinkingAggregate aggregate;
        const QueryElements gold = specGold();
        aggregate.add(scoreElements(gold, gold), false);                              // all 1
        aggregate.add(scoreElements(elements({"dogs"}, {"dogs.name"}), gold), true);  // row 1
        aggregate.addExcluded();
        QCOMPARE(aggregate.scored(), size_t(2));
        QCOMPARE(aggregate.excluded(), size_t(1));
        QCOMPARE(aggregate.approximate(), size_t(1));
        LinkingMeans tables = aggregate.means(LinkingPart::Tables);
        QCOMPARE(tables.questions, size_t(2));
        QVERIFY(near(tables.recall, 0.75));  // (1 + 1/2) / 2
        QCOMPARE(tables.precision, 1.0);
        QVERIFY(near(tables.complete, 0.5));
        QVERIFY(near(tables.f1Plus, 0.5));
        QVERIFY(near(tables.f1, (1 + 2 * 0.5 / 1.5) / 2));
        LinkingMeans columns = aggregate.means(LinkingPart::Columns);
        QVERIFY(near(columns.recall, (1 + 0.25) / 2));
        QVERIFY(near(columns.f1Plus, 0.5));
        LinkingMeans all = aggregate.means(LinkingPart::All);
        QVERIFY(near(all.recall, (1 + 1.0 / 3) / 2));
        QCOMPARE(LinkingAggregate().means(LinkingPart::All).questions, size_t(0));
    }
};

SQLSCOPE_TEST_SUITE(LinkingMetricsTest)
#include "linking_metrics_test.moc"
