#include "core/counterexample/result_comparator.h"

#include "core/exec/bird_compare.h"
#include "core/exec/testsuite_compare.h"
#include "core/match/esm/spider_exec_match.h"

namespace sqlscope::counterexample {

std::string_view comparedMetricName(ComparedMetric metric) {
    switch (metric) {
        case ComparedMetric::SpiderEx:
            return "ex";
        case ComparedMetric::Exe:
            return "exe";
        case ComparedMetric::Bird:
            return "ex_bird";
    }
    return "exe";
}

ResultComparator spiderExComparator(std::shared_ptr<const match::esm::SpiderSql> gold,
                                    std::shared_ptr<const match::esm::SpiderSql> pred) {
    ResultComparator c;
    c.metric = ComparedMetric::SpiderEx;
    c.same = [gold = std::move(gold), pred = std::move(pred)](const exec::ResultSet& g,
                                                              const exec::ResultSet& p) {
        if (!gold || !pred) return false;
        return match::esm::spiderExecMatch(p, g, *pred, *gold).match;
    };
    return c;
}

ResultComparator exeComparator(bool orderMatters, const exec::CompareOptions& options) {
    ResultComparator c;
    c.metric = ComparedMetric::Exe;
    c.same = [orderMatters, options](const exec::ResultSet& g, const exec::ResultSet& p) {
        return exec::resultEq(g, p, orderMatters, options).equal;
    };
    return c;
}

ResultComparator birdComparator(const exec::CompareOptions& options) {
    ResultComparator c;
    c.metric = ComparedMetric::Bird;
    c.same = [options](const exec::ResultSet& g, const exec::ResultSet& p) {
        return exec::birdCompare(g, p, options).ex == 1;
    };
    return c;
}

ComparedPair exeComparedPair(std::string_view gold, std::string_view prediction,
                             const exec::ExeOptions& options) {
    const exec::ExePreparation preparation = exec::prepareExe(gold, prediction, options);
    ComparedPair pair;
    pair.gold = preparation.gold;
    pair.prediction =
        preparation.candidates.empty() ? std::string(prediction) : preparation.candidates[0];
    pair.comparator = exeComparator(preparation.orderMatters, options.compare);
    return pair;
}

}  // namespace sqlscope::counterexample
