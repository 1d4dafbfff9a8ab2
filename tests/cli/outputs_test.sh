#!/usr/bin/env bash
# End-to-end tests of docs/cli.md "Outputs": every output is checked before
# any work, refused when it is an input or another output, written whole or
# not at all (SIGINT, SIGTERM, SIGKILL at any moment), and two evaluations
# writing the same files each leave a complete file.
#   outputs_test.sh CASE CLI WORK SQLITE3 CLI_FIXTURES DOGS_FIXTURES
# Exit 0: pass, 77: skipped, anything else: failed (with a message).
set -uo pipefail
case_name=$1 cli=$2 work=$3 sqlite3=$4 fixtures=$5 dogs=$6

rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
cp -r "$fixtures"/. . && mkdir -p db/dogs
"$sqlite3" db/dogs/dogs.sqlite < "$dogs/dogs.sql" || exit 1
cp "$dogs/tables.json" dogs_tables.json

fail() {
    echo "FAIL ($case_name): $*" >&2
    exit 1
}
# expect_exit CODE STDERR_REGEX: the last command's exit code and stderr (in err.txt).
expect() {
    local code=$1 got=$2 regex=$3
    [[ $got == "$code" ]] || fail "exit $got, expected $code; stderr: $(cat err.txt)"
    grep -Eq -- "$regex" err.txt || fail "stderr does not match '$regex': $(cat err.txt)"
}
# No hidden temporary file is left in the folders given.
no_temps() {
    local left
    left=$(find "$@" -maxdepth 1 -name '.*.sqlscope-*' 2>/dev/null)
    [[ -z $left ]] || fail "temporary files left: $left"
}
same() { cmp -s "$1" "$2" || fail "$1 differs from $2"; }

# The dogs fixture's ESM+ pairs: every pair scores, exit 0, fast.
quick=(eval --gold esm_plus_gold.txt --pred esm_plus_pred.txt --db db --tables dogs_tables.json
       --no-progress --jobs 1)

refused() {  # refused STDERR_REGEX ARGS...: exit 2 before anything runs
    local regex=$1
    shift
    "$cli" "$@" > out.txt 2> err.txt
    expect 2 $? "$regex"
    [[ ! -s out.txt ]] || fail "stdout not empty: $(cat out.txt)"
    no_temps . db/dogs
}

case $case_name in
folder_missing)
    refused '^--csv nowhere/out.csv: cannot write: no such folder nowhere$' \
        "${quick[@]}" --csv nowhere/out.csv
    [[ ! -e nowhere ]] || fail "nowhere was created" ;;
parent_is_file)
    refused '^--out gold.txt/report.json: cannot write: gold.txt is not a folder$' \
        "${quick[@]}" --out gold.txt/report.json ;;
output_is_folder)
    refused '^--csv db: cannot write: it is a folder$' "${quick[@]}" --csv db ;;
folder_not_writable)
    # root may write into a 0555 folder (access(W_OK) succeeds), so as root
    # the program runs as nobody (setpriv), or the case is skipped.
    mkdir locked && chmod 0555 locked
    if [[ $(id -u) == 0 ]]; then
        command -v setpriv > /dev/null || { echo "skipped: root without setpriv"; exit 77; }
        cli_as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups "$cli")
        chmod -R a+rX . && chmod 0555 locked
    else
        cli_as_user=("$cli")
    fi
    "${cli_as_user[@]}" "${quick[@]}" --csv locked/out.csv > out.txt 2> err.txt
    expect 2 $? '^--csv locked/out.csv: cannot write: folder locked is not writable$'
    [[ ! -s out.txt ]] || fail "stdout not empty: $(cat out.txt)"
    no_temps locked ;;
out_is_gold)
    cp esm_plus_gold.txt gold.before
    refused '^--out esm_plus_gold.txt: is the same file as the gold file esm_plus_gold.txt; refusing to overwrite an input$' \
        "${quick[@]}" --out esm_plus_gold.txt
    same esm_plus_gold.txt gold.before ;;
csv_is_database)
    cp db/dogs/dogs.sqlite dogs.before
    refused '^--csv db/dogs/dogs.sqlite: is the same file as the database db/dogs/dogs.sqlite; refusing to overwrite an input$' \
        "${quick[@]}" --csv db/dogs/dogs.sqlite
    same db/dogs/dogs.sqlite dogs.before ;;
csv_is_testsuite_database)
    mkdir -p suite/dogs && cp db/dogs/dogs.sqlite suite/dogs/dogs.sqlite &&
        cp db/dogs/dogs.sqlite suite/dogs/dogs_2.sqlite && cp suite/dogs/dogs_2.sqlite suite.before
    refused '^--csv suite/dogs/dogs_2.sqlite: is the same file as the test-suite database suite/dogs/dogs_2.sqlite; refusing to overwrite an input$' \
        "${quick[@]}" --testsuite-db suite --csv suite/dogs/dogs_2.sqlite
    same suite/dogs/dogs_2.sqlite suite.before ;;
csv_is_out)
    refused '^--out ./same.out: is the same file as --csv same.out; refusing to write two outputs to one file$' \
        "${quick[@]}" --csv same.out --out ./same.out
    [[ ! -e same.out ]] || fail "same.out was created" ;;
symlink_to_input)
    ln -s esm_plus_pred.txt link.csv && cp esm_plus_pred.txt pred.before
    refused '^--csv link.csv: is the same file as the prediction file esm_plus_pred.txt; refusing to overwrite an input$' \
        "${quick[@]}" --csv link.csv
    same esm_plus_pred.txt pred.before
    [[ -L link.csv ]] || fail "link.csv is no longer a link" ;;
hardlink_to_input)
    ln dogs_tables.json hard.json && cp dogs_tables.json tables.before
    refused '^--out hard.json: is the same file as the tables file dogs_tables.json; refusing to overwrite an input$' \
        "${quick[@]}" --out hard.json
    same dogs_tables.json tables.before ;;
merge_out_is_input)
    "$cli" "${quick[@]}" --out shard.json > /dev/null 2> err.txt || fail "eval: $(cat err.txt)"
    cp shard.json shard.before
    refused '^--out shard.json: is the same file as the input report shard.json; refusing to overwrite an input$' \
        merge --out shard.json shard.json
    same shard.json shard.before ;;
merge_bad_json)
    printf '{"schema": "sqlscope-report",\n  "x": tru\001e}' > bad.json
    refused $'^bad.json:2:11: invalid JSON: syntax error while parsing value - invalid literal \\(at \'\\\\x01e}\'\\)$' \
        merge --out m.json bad.json
    if grep -q $'\001\\|json.exception' err.txt; then fail "raw bytes or exception id: $(cat -v err.txt)"; fi ;;
sigint | sigterm)
    # Earlier outputs, then a run of slow predictions (each a recursive CTE
    # stopped by the 1 s budget; 16 of them on one thread) writing the same
    # files, stopped by the signal 2.5 s in. A run that ignored the signal
    # would go on for 13 s more; one that stops within a query's budget ends
    # within about 1 s (the 5 s bound leaves room for a loaded machine).
    "$cli" "${quick[@]}" --csv out.csv --out report.json > /dev/null 2> err.txt ||
        fail "first eval: $(cat err.txt)"
    cp out.csv out.before && cp report.json report.before
    for i in $(seq 1 16); do
        printf 'SELECT count(*) FROM dogs\tdogs\n' >> slow_gold.txt
        echo "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c WHERE x < $i" >> slow_pred.txt
    done
    signal=${case_name^^}
    "$cli" eval --gold slow_gold.txt --pred slow_pred.txt --db db --tables dogs_tables.json \
        --timeout 1 --jobs 1 --no-progress --csv out.csv --out report.json > out.txt 2> err.txt &
    pid=$!
    sleep 2.5
    sent=$(date +%s%N)
    kill -s "${signal#SIG}" "$pid"
    wait "$pid"
    code=$?
    elapsed_ms=$((($(date +%s%N) - sent) / 1000000))
    expected=130
    [[ $signal == SIGTERM ]] && expected=143
    expect $expected $code "^eval: interrupted by $signal after [0-3] of 16 pairs; no output written, earlier files left as they were$"
    [[ $(wc -l < err.txt) == 1 ]] || fail "stderr: $(cat err.txt)"
    [[ ! -s out.txt ]] || fail "stdout not empty: $(cat out.txt)"
    ((elapsed_ms < 5000)) || fail "stopped ${elapsed_ms} ms after the signal (budget 1 s)"
    same out.csv out.before
    same report.json report.before
    no_temps . ;;
sigkill)
    # A large evaluation (about 12 MB per output) so that writing takes a
    # measurable time; killed at random moments and just as its temporary
    # files fill. Each target must then be the old file or the complete new one.
    awk 'BEGIN {
        pad = sprintf("%3000s", ""); gsub(/ /, "x", pad)
        for (i = 0; i < 1000; i++) {
            printf "SELECT name FROM dogs WHERE name <> \047%s%d\047\tdogs\n", pad, i > "big_gold.txt"
            printf "SELECT name FROM dogs WHERE name != \047%s%d\047\n", pad, i > "big_pred.txt"
        }
    }' || exit 1
    big=(eval --gold big_gold.txt --pred big_pred.txt --db db --tables dogs_tables.json
         --metrics esm,component --no-progress --jobs 2)
    "$cli" "${big[@]}" --csv out.csv --out report.json > /dev/null 2> err.txt ||
        fail "reference eval: $(cat err.txt)"
    mv out.csv ref.csv && mv report.json ref.json
    echo old > out.csv && echo old > report.json
    echo old > old.ref
    shopt -s nullglob
    killed_while_writing=0 kept_old=0 replaced=0
    for round in $(seq 1 14); do
        "$cli" "${big[@]}" --csv out.csv --out report.json > /dev/null 2>&1 &
        pid=$!
        if ((round <= 8)); then
            sleep "0.$((RANDOM % 100))"
        else
            # Wait until a temporary file has content: the write phase.
            for ((spin = 0; spin < 200000; ++spin)); do
                temps=(.out.csv.sqlscope-* .report.json.sqlscope-*)
                for t in "${temps[@]}"; do [[ -s $t ]] && break 2; done
                kill -0 "$pid" 2> /dev/null || break
            done
        fi
        if kill -9 "$pid" 2> /dev/null; then
            ((round > 8)) && ((++killed_while_writing))
        fi
        wait "$pid" 2> /dev/null
        for target in out.csv:ref.csv report.json:ref.json; do
            file=${target%%:*} reference=${target#*:}
            if cmp -s "$file" old.ref; then
                ((++kept_old))
            elif cmp -s "$file" "$reference"; then
                ((++replaced))
            else
                fail "round $round: $file is neither the old file nor a complete new one"
            fi
        done
        rm -f .out.csv.sqlscope-* .report.json.sqlscope-*  # what a SIGKILL may leave
        echo old > out.csv && echo old > report.json
    done
    echo "targets left old: $kept_old, replaced whole: $replaced; kills while writing: $killed_while_writing"
    ((killed_while_writing > 0)) || fail "no kill landed while writing" ;;
concurrent)
    "$cli" "${quick[@]}" --csv ref.csv --out ref.json > /dev/null 2> err.txt ||
        fail "reference eval: $(cat err.txt)"
    echo old > out.csv
    for run in 1 2 3; do
        "$cli" "${quick[@]}" --csv out.csv --out report.json > out1.txt 2> err1.txt &
        first=$!
        "$cli" "${quick[@]}" --csv out.csv --out report.json > out2.txt 2> err2.txt &
        second=$!
        wait $first || fail "first eval: exit $?: $(cat err1.txt)"
        wait $second || fail "second eval: exit $?: $(cat err2.txt)"
        same out.csv ref.csv
        same report.json ref.json
        no_temps .
    done ;;
*)
    fail "unknown case" ;;
esac
echo "ok: $case_name"
