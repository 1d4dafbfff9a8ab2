#!/usr/bin/env bash
# End-to-end tests of `sqlscope-cli export` (docs/export.md, docs/cli.md) on
# the demo benchmark:
#   export_test.sh CASE CLI WORK SQLITE3 EXPECTED_CSV
# CASE: demo (eval --workspace, two annotations added with the sqlite3
# shell, then export with a filter: the CSV byte for byte against
# EXPECTED_CSV, the stamp's fields read back with SQLite's JSON functions),
# refusals (a bad filter, '-', an input as the output, a changed prediction
# file, a file that is not a workspace: exit 2 and nothing written).
# Exit 0: pass, anything else: failed (with a message).
set -uo pipefail
case_name=$1 cli=$2 work=$3 sqlite3=$4 expected=$5

rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
"$cli" demo --dir demo > /dev/null 2>&1 || { echo "demo failed" >&2; exit 1; }

fail() {
    echo "FAIL ($case_name): $*" >&2
    exit 1
}
expect_eq() {  # what expected actual
    [[ $3 == "$2" ]] || fail "$1: expected '$2', got '$3'"
}
# meta PATH: one value of the stamp out.csv.meta.json.
meta() { "$sqlite3" -batch -noheader :memory: "SELECT json_extract(readfile('out.csv.meta.json'), '$1')"; }
no_outputs() {
    local left
    left=$(find . -maxdepth 1 \( -name 'out.csv*' -o -name '.out.csv*' \))
    [[ -z $left ]] || fail "files left behind: $left"
}
# Execution with a short budget (one demo prediction never ends), ESM and component.
"$cli" eval --gold demo/gold.txt --pred demo/predictions/model_a.txt \
    --pred demo/predictions/model_b.txt --db demo/database --tables demo/tables.json \
    --questions demo/dev.json --metrics ex,esm,component --timeout 3 --no-progress \
    --workspace w.sqlscope > /dev/null 2> err.txt || fail "eval: exit $?: $(cat err.txt)"
filter='ex:pass esm:fail hardness:easy,medium'

case $case_name in
    demo)
        "$sqlite3" w.sqlscope "
            INSERT INTO question_annotations VALUES ('2', 2, 1, 'ties_or_order', 'max, or the first \"heaviest\"');
            INSERT INTO alternate_golds VALUES ('2', 0, 'SELECT weight FROM dogs ORDER BY weight DESC LIMIT 1');
            INSERT INTO alternate_golds VALUES ('2', 1, 'SELECT max(weight) FROM dogs LIMIT 1');
            INSERT INTO pair_annotations VALUES ('1', 1, 'model_b', 'equivalent', 'IN instead of JOIN' || char(10) || 'same rows', 'ana');" ||
            fail "cannot annotate"
        "$cli" export --workspace w.sqlscope --filter "$filter" --csv out.csv > out.txt 2> err.txt ||
            fail "export: exit $?: $(cat err.txt)"
        expect_eq "stdout" "exported 8 of 120 pairs (filter: hardness:easy,medium ex:pass esm:fail)
wrote out.csv
wrote out.csv.meta.json" "$(cat out.txt)"
        cmp out.csv "$expected" || fail "out.csv differs from $expected: $(diff out.csv "$expected" | head -20)"
        expect_eq "format" sqlscope-pairs-export "$(meta '$.format')"
        expect_eq "rows" 8 "$(meta '$.rows')"
        expect_eq "filter" "hardness:easy,medium ex:pass esm:fail" "$(meta '$.filter')"
        expect_eq "csv" out.csv "$(meta '$.csv')"
        expect_eq "csv_sha256" "$(sha256sum out.csv | cut -d' ' -f1)" "$(meta '$.csv_sha256')"
        expect_eq "version" "$("$cli" --version | cut -d' ' -f2)" "$(meta '$.sqlscope_version')"
        expect_eq "workspace" "$PWD/w.sqlscope" "$(meta '$.workspace')"
        expect_eq "settings" '["ex","ex_bird","esm","em","comp_avg_f1","pred_valid"]' "$(meta '$.settings.metrics')"
        expect_eq "gold digest" "$(sha256sum demo/gold.txt | cut -d' ' -f1)" "$(meta '$.inputs[0].sha256')"
        expect_eq "input roles" '["gold","questions","tables","pred","pred","database","database","database"]' \
            "$("$sqlite3" -batch -noheader :memory: "SELECT json_group_array(json_extract(value, '$.role')) FROM json_each(json_extract(readfile('out.csv.meta.json'), '$.inputs'))")"
        [[ $(meta '$.created_utc') =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$ ]] ||
            fail "created_utc: $(meta '$.created_utc')"
        # No filter: every pair, header included.
        "$cli" export --workspace w.sqlscope --csv all.csv > /dev/null 2> err.txt || fail "all: $(cat err.txt)"
        expect_eq "all rows" 121 "$("$sqlite3" -batch -noheader :memory: "SELECT json_extract(readfile('all.csv.meta.json'), '$.rows') + 1")"
        expect_eq "all filter" "" "$("$sqlite3" -batch -noheader :memory: "SELECT json_extract(readfile('all.csv.meta.json'), '$.filter')")"
        # The summary (docs/export.md, "The summary"): item 2's alternate passes ESM.
        "$cli" export --workspace w.sqlscope --summary sum.csv > /dev/null 2> err.txt || fail "summary: $(cat err.txt)"
        expect_eq "summary esm" "model_a,esm,59,33,0.5593,55.93,59,34,0.5763,57.63,1" "$(grep '^model_a,esm,' sum.csv | tr -d '\r')"
        expect_eq "summary lines" "12 sqlscope-summary-export" \
            "$("$sqlite3" -batch -noheader -separator ' ' :memory: "SELECT json_extract(readfile('sum.csv.meta.json'), '$.lines'), json_extract(readfile('sum.csv.meta.json'), '$.format')")"
        "$cli" export --workspace w.sqlscope --summary sum.tex > /dev/null 2> err.txt || fail "summary tex: $(cat err.txt)"
        grep -q '^model\\_a & EX & 59 & 71.19\\% (42) & 71.19\\% (42) & 0 \\\\$' sum.tex || fail "summary tex: $(head -8 sum.tex)"
        ;;
    refusals)
        "$cli" export --workspace w.sqlscope --filter 'ex:pass exx:fail' --csv out.csv > /dev/null 2> err.txt
        expect_eq "exit (filter)" 2 $?
        expect_eq "message (filter)" "sqlscope-cli: --filter: col 9: unknown key 'exx' (run, db, hardness, outcome, rule, error, ex, ex_bird, exe, esm, esm+, exp, exr, ex_f1, comp_avg_f1, link_columns_f1plus, ex_any, ex_bird_any, exe_any, esm_any, esm+_any, exp_any, exr_any, ex_f1_any, comp_avg_f1_any, link_columns_f1plus_any, changed, exc, sqlscope, cx, preset, sample)
  ex:pass exx:fail
          ^" "$(cat err.txt)"
        "$cli" export --workspace w.sqlscope --filter 'run:model_c' --csv out.csv > /dev/null 2> err.txt
        expect_eq "exit (run)" 2 $?
        grep -q "col 5: unknown run 'model_c'" err.txt || fail "message (run): $(cat err.txt)"
        "$cli" export --workspace w.sqlscope --csv - > /dev/null 2> err.txt
        expect_eq "exit (-)" 2 $?
        "$cli" export --workspace w.sqlscope --csv demo/gold.txt > /dev/null 2> err.txt
        expect_eq "exit (gold)" 2 $?
        grep -q "^--csv demo/gold.txt: is the same file as the gold file" err.txt || fail "message (gold): $(cat err.txt)"
        "$cli" export --workspace w.sqlscope --csv w.sqlscope > /dev/null 2> err.txt
        expect_eq "exit (workspace)" 2 $?
        "$cli" export --workspace demo/gold.txt --csv out.csv > /dev/null 2> err.txt
        expect_eq "exit (not a workspace)" 2 $?
        "$cli" export --csv out.csv > /dev/null 2> err.txt
        expect_eq "exit (no --workspace)" 2 $?
        # A prediction file changed since the evaluation: its texts would not match the rows.
        echo "SELECT 1" >> demo/predictions/model_b.txt
        "$cli" export --workspace w.sqlscope --csv out.csv > /dev/null 2> err.txt
        expect_eq "exit (changed)" 2 $?
        grep -q "the pred file .*model_b.txt changed since the evaluation (size); run eval --workspace again" err.txt ||
            fail "message (changed): $(cat err.txt)"
        no_outputs
        ;;
    *)
        fail "unknown case"
        ;;
esac
exit 0
