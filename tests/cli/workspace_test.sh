#!/usr/bin/env bash
# End-to-end tests of `sqlscope-cli eval --workspace W` (docs/cli.md,
# docs/workspace.md) on the demo benchmark, read back with the sqlite3 shell:
#   workspace_test.sh CASE CLI WORK SQLITE3
# CASE: demo (a new workspace: every summary row, the runs, the inputs),
# update (an existing one: annotations kept, a second summary set),
# refusals (an input or another output as W, nothing written), sigkill
# (killed at random moments: W absent or complete, never half-written).
# Exit 0: pass, anything else: failed (with a message).
set -uo pipefail
case_name=$1 cli=$2 work=$3 sqlite3=$4

rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
"$cli" demo --dir demo > /dev/null 2>&1 || { echo "demo failed" >&2; exit 1; }

fail() {
    echo "FAIL ($case_name): $*" >&2
    exit 1
}
# q SQL: one value from the workspace w.sqlscope.
q() { "$sqlite3" -batch -noheader w.sqlscope "$1"; }
expect_eq() {  # what expected actual
    [[ $3 == "$2" ]] || fail "$1: expected '$2', got '$3'"
}
no_leftovers() {
    local left
    left=$(find . -maxdepth 1 \( -name '.*.sqlscope-*' -o -name '*-wal' -o -name '*-shm' \))
    [[ -z $left ]] || fail "files left behind: $left"
}
# ESM and component only: nothing executes, so a run takes a fraction of a second.
eval_args=(eval --gold demo/gold.txt --pred demo/predictions/model_a.txt
    --pred demo/predictions/model_b.txt --db demo/database --tables demo/tables.json
    --questions demo/dev.json --metrics esm,component --no-progress)
run_eval() { "$cli" "${eval_args[@]}" "$@"; }
check_complete() {
    expect_eq "integrity" ok "$(q 'PRAGMA integrity_check')"
    expect_eq "schema version" 5 "$(q 'PRAGMA user_version')"
    expect_eq "summary rows (60 items x 2 runs)" 120 "$(q 'SELECT count(*) FROM summaries')"
    expect_eq "runs" "model_a model_b" "$(q 'SELECT group_concat(name, " ") FROM (SELECT name FROM runs ORDER BY position)')"
}

case $case_name in
    demo)
        run_eval --workspace w.sqlscope > out.txt 2> err.txt || fail "exit $?: $(cat err.txt)"
        tail -n 1 out.txt | grep -qx 'wrote w.sqlscope' || fail "no 'wrote w.sqlscope' line"
        check_complete
        expect_eq "summary sets" 1 "$(q 'SELECT count(*) || "/" || sum(row_count) FROM summary_sets' | cut -d/ -f1)"
        expect_eq "row count recorded" 120 "$(q 'SELECT row_count FROM summary_sets')"
        expect_eq "application id" 1397838659 "$(q 'PRAGMA application_id')"
        expect_eq "journal mode" wal "$(q 'PRAGMA journal_mode')"
        expect_eq "input roles" "gold questions tables pred pred database database database" \
            "$(q 'SELECT group_concat(role, " ") FROM (SELECT role FROM inputs ORDER BY position)')"
        expect_eq "gold digest" "$(sha256sum demo/gold.txt | cut -d' ' -f1)" \
            "$(q "SELECT sha256 FROM inputs WHERE role = 'gold'")"
        expect_eq "gold path" "$PWD/demo/gold.txt" "$(q "SELECT gold_path FROM benchmark")"
        expect_eq "metric keys" '["esm","em","comp_avg_f1","pred_valid"]' "$(q 'SELECT metric_keys FROM settings')"
        no_leftovers
        ;;
    update)
        run_eval --workspace w.sqlscope > /dev/null 2> err.txt || fail "first run: $(cat err.txt)"
        "$sqlite3" w.sqlscope "INSERT INTO pair_annotations VALUES ('3', 3, 'model_b', 'unsure', 'check', 'ana')" ||
            fail "cannot annotate"
        # Other settings: a second summary set; the annotation stays.
        run_eval --workspace w.sqlscope --esm-plus-mode strict > /dev/null 2> err.txt ||
            fail "second run: $(cat err.txt)"
        expect_eq "summary sets" 2 "$(q 'SELECT count(*) FROM summary_sets')"
        expect_eq "summary rows" 240 "$(q 'SELECT count(*) FROM summaries')"
        expect_eq "annotation" "3|model_b|unsure|check|ana" \
            "$(q 'SELECT item, run, verdict, note, labeller FROM pair_annotations')"
        expect_eq "settings now" strict "$(q "SELECT json_extract(report_settings, '$.esm_plus_mode') FROM settings")"
        expect_eq "integrity" ok "$(q 'PRAGMA integrity_check')"
        no_leftovers
        ;;
    refusals)
        cp demo/gold.txt gold_before.txt
        run_eval --workspace demo/gold.txt > /dev/null 2> err.txt
        expect_eq "exit (gold)" 2 $?
        grep -q '^--workspace demo/gold.txt: is the same file as the gold file demo/gold.txt; refusing to overwrite an input$' err.txt ||
            fail "message: $(cat err.txt)"
        cmp -s gold_before.txt demo/gold.txt || fail "the gold file changed"
        run_eval --workspace same.out --out same.out > /dev/null 2> err.txt
        expect_eq "exit (--out)" 2 $?
        grep -q 'is the same file as --out same.out' err.txt || fail "message: $(cat err.txt)"
        cp demo/database/pets/pets.sqlite pets_before.sqlite
        run_eval --workspace demo/database/pets/pets.sqlite > /dev/null 2> err.txt
        expect_eq "exit (database)" 2 $?
        grep -q 'is the same file as the database file' err.txt || fail "message: $(cat err.txt)"
        cmp -s pets_before.sqlite demo/database/pets/pets.sqlite || fail "the database changed"
        # Not a workspace: another SQLite file is refused, left as it was.
        "$sqlite3" other.db "CREATE TABLE t(x); INSERT INTO t VALUES (1)"
        cp other.db other_before.db
        run_eval --workspace other.db > /dev/null 2> err.txt
        expect_eq "exit (other database)" 2 $?
        grep -qx 'other.db: not a sqlscope workspace (another SQLite database)' err.txt ||
            fail "message: $(cat err.txt)"
        cmp -s other_before.db other.db || fail "the other database changed"
        [[ ! -e same.out ]] || fail "same.out was written"
        no_leftovers
        ;;
    sigkill)
        # Killed at moments spread over a run: W is absent or complete (a
        # kill may leave the hidden temporary file, as for --csv and --out).
        complete=0
        for delay in 0.005 0.01 0.02 0.03 0.04 0.05 0.06 0.07 0.08 0.09 0.1 0.11 0.12 0.14 0.16 0.2; do
            rm -f w.sqlscope .w.sqlscope.sqlscope-*
            # The program itself in the background (not a function in a
            # subshell, which kill would stop instead of the program).
            "$cli" "${eval_args[@]}" --workspace w.sqlscope > /dev/null 2>&1 &
            pid=$!
            sleep "$delay"
            kill -9 "$pid" 2> /dev/null
            wait "$pid" 2> /dev/null
            if [[ -e w.sqlscope ]]; then
                check_complete
                complete=$((complete + 1))
            fi
        done
        echo "killed 16 runs: $complete left a complete workspace, the others none"
        no_leftovers_but_temps=$(find . -maxdepth 1 -name 'w.sqlscope-*')
        [[ -z $no_leftovers_but_temps ]] || fail "log files left beside w.sqlscope: $no_leftovers_but_temps"
        ;;
    *)
        fail "unknown case"
        ;;
esac
exit 0
