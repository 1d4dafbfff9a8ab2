#include "core/study/sample_progress.h"

#include <map>
#include <string>
#include <utility>

namespace sqlscope::study {

SampleProgress sampleProgress(const StratifiedSample& sample,
                              const std::vector<annotate::PairAnnotation>& verdicts) {
    std::map<std::pair<std::string, std::string>, annotate::HumanVerdict> judged;
    for (const annotate::PairAnnotation& a : verdicts)
        if (a.verdict) judged[{a.pair.question.itemId, a.pair.run}] = *a.verdict;
    SampleProgress progress;
    progress.total.stratum = sample.strata.size();
    for (size_t s = 0; s < sample.strata.size(); ++s) {
        const Stratum& stratum = sample.strata[s];
        StratumProgress p;
        p.stratum = s;
        p.population = stratum.population;
        p.drawn = stratum.sample.size();
        for (const annotate::PairKey& key : stratum.sample) {
            const auto it = judged.find({key.question.itemId, key.run});
            if (it == judged.end()) continue;
            if (it->second == annotate::HumanVerdict::Unsure)
                ++p.unsure;
            else
                ++p.labelled;
        }
        progress.total.population += p.population;
        progress.total.drawn += p.drawn;
        progress.total.labelled += p.labelled;
        progress.total.unsure += p.unsure;
        progress.strata.push_back(p);
    }
    return progress;
}

}  // namespace sqlscope::study
