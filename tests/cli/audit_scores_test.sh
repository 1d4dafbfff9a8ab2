#!/usr/bin/env bash
# End-to-end test of `sqlscope-cli audit --pred` (docs/audit.md#scores-without-flagged-gold)
# on the demo benchmark:
#   audit_scores_test.sh CLI WORK EXPECTED_CSV
# The demo's two flagged golds (items 14 and 39, both warnings) left out of
# both runs: --scores-csv byte for byte against EXPECTED_CSV, the text's
# lines, --exclude warned giving the same numbers, the JSON's "scores", and
# the refusals (an unknown --exclude, --exclude without --pred: exit 2).
# Exit 0: pass, anything else: failed (with a message).
set -uo pipefail
cli=$1 work=$2 expected=$3

rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
"$cli" demo --dir demo > /dev/null 2>&1 || { echo "demo failed" >&2; exit 1; }
cd demo || exit 1
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
inputs=(--gold gold.txt --db database --tables tables.json --no-times)
preds=(--pred predictions/model_a.txt --pred predictions/model_b.txt)

"$cli" audit "${inputs[@]}" "${preds[@]}" --scores-csv ../scores.csv > ../audit.txt ||
    fail "audit --pred exited $?"
cmp -s ../scores.csv "$expected" || fail "scores.csv differs from $expected: $(diff ../scores.csv "$expected")"
for line in 'scores with and without the flagged golds (2 left out)' \
            '  run model_a: 60 pairs, 2 of them with a flagged gold' \
            '    EX             71.2         70.2     -1.0         2' \
            '    EX             13.6         14.0     +0.5         2'; do
    grep -qxF -- "$line" ../audit.txt || fail "the text lacks the line '$line'"
done
"$cli" audit "${inputs[@]}" "${preds[@]}" --exclude warned --scores-csv - > ../warned.txt ||
    fail "audit --exclude warned exited $?"
grep -qxF 'scores with and without the warned golds (2 left out)' ../warned.txt ||
    fail "--exclude warned: no summary line"
grep -qxF 'model_a,ex,71.186441,70.175439,-1.011002,59,57' ../warned.txt ||
    fail "--exclude warned: other numbers"
"$cli" audit "${inputs[@]}" --pred predictions/model_a.txt --json > ../audit.json ||
    fail "audit --json exited $?"
tr -d ' \n' < ../audit.json | grep -qF '"scores":{"exclude":"flagged","excluded_golds":[14,39],"runs":[{"name":"model_a","pairs":60,"excluded_pairs":2,"metrics":[{"metric":"ex","with_verdict":59,"kept_with_verdict":57,' ||
    fail "the JSON's scores: $(tr -d ' \n' < ../audit.json | grep -o '"scores".\{0,200\}')"

"$cli" audit "${inputs[@]}" "${preds[@]}" --exclude all > /dev/null 2> ../err.txt
[[ $? == 2 ]] || fail "--exclude all: exit status not 2"
grep -qF "unknown --exclude 'all' (flagged or warned)" ../err.txt || fail "--exclude all: $(cat ../err.txt)"
"$cli" audit "${inputs[@]}" --exclude warned > /dev/null 2> ../err.txt
[[ $? == 2 ]] || fail "--exclude without --pred: exit status not 2"
grep -qF -- "--exclude needs --pred (the runs to score)" ../err.txt || fail "--exclude alone: $(cat ../err.txt)"
exit 0
