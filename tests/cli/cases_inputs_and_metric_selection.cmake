# CLI cases of issue 12, point 6: query fields that are not strings, NUL bytes,
# UTF-16/UTF-32 and CR-only files (docs/cli.md, "Query files" and "Checks"),
# SQLMorph's T1 and T6 (docs/cli.md, "SQLMorph versions"), and what a metric
# left out of --metrics leaves empty. Included by CMakeLists.txt, which
# defines sqlscope_cli_test, dogs_tables and jsonl_fields.

# ---- a query field that is not a string: rejected by every reader ----------
sqlscope_cli_test(input_jsonl_pred_number EXIT 2
                  ARGS eval --gold jsonl/gold.jsonl --pred inputs/pred_number.jsonl ${dogs_tables}
                       ${jsonl_fields} --csv out.csv
                  STDERR_LINE "inputs/pred_number.jsonl:2: field \"sql\" must be a string, not a number")
sqlscope_cli_test(input_jsonl_pred_null EXIT 2
                  ARGS eval --gold jsonl/gold.jsonl --pred inputs/pred_null.jsonl ${dogs_tables}
                       ${jsonl_fields} --csv out.csv
                  STDERR_LINE "inputs/pred_null.jsonl:1: field \"sql\" must be a string, not null")
sqlscope_cli_test(input_jsonl_gold_bool EXIT 2
                  ARGS eval --gold inputs/gold_bool.jsonl --pred alpha.txt ${dogs_tables}
                       ${jsonl_fields} --csv out.csv
                  STDERR_LINE "inputs/gold_bool.jsonl:1: field \"query\" must be a string, not a boolean")
sqlscope_cli_test(input_jsonl_db_object EXIT 2
                  ARGS eval --gold inputs/gold_db_object.jsonl --pred alpha.txt ${dogs_tables}
                       ${jsonl_fields} --csv out.csv
                  STDERR_LINE "inputs/gold_db_object.jsonl:1: field \"db\" must be a string, not an object")
sqlscope_cli_test(input_bird_pred_number EXIT 2
                  ARGS eval --gold bird/dev.json --pred inputs/predict_number.json ${dogs_tables} --csv out.csv
                  STDERR_LINE "inputs/predict_number.json:3: the prediction of \"1\" must be a string, not a number")
sqlscope_cli_test(input_bird_pred_array EXIT 2
                  ARGS eval --gold bird/dev.json --pred inputs/predict_array.json ${dogs_tables} --csv out.csv
                  STDERR_LINE "inputs/predict_array.json:2: the prediction of \"0\" must be a string, not an array")
sqlscope_cli_test(input_bird_sql_null EXIT 2
                  ARGS eval --gold inputs/bird_sql_null.json --pred alpha.txt ${dogs_tables} --csv out.csv
                  STDERR_LINE "inputs/bird_sql_null.json:2: entry 0: field \"SQL\" must be a string, not null")
sqlscope_cli_test(input_spider_query_number EXIT 2
                  ARGS eval --gold inputs/spider_query_number.json --pred alpha.txt ${dogs_tables} --csv out.csv
                  STDERR_LINE "inputs/spider_query_number.json:3: entry 1: field \"query\" must be a string, not a number")

# ---- NUL: rejected where it would reach pairs.csv, escaped in report.json ----
sqlscope_cli_test(input_nul_byte EXIT 2
                  ARGS eval --gold dogs_gold.txt --pred inputs/pred_nul.txt ${dogs_tables} --csv out.csv
                  STDERR_REGEX "^inputs/pred_nul\\.txt:2:38: a NUL byte \\(U\\+0000\\). text inputs are UTF-8 without NUL bytes\n$")
sqlscope_cli_test(input_nul_byte_parse EXIT 2 ARGS parse inputs/pred_nul.txt
                  STDERR_REGEX "^inputs/pred_nul\\.txt:2:38: a NUL byte \\(U\\+0000\\). text inputs are UTF-8 without NUL bytes\n$")
sqlscope_cli_test(input_nul_escape EXIT 2
                  ARGS eval --gold jsonl/gold.jsonl --pred inputs/pred_nul_escape.jsonl ${dogs_tables}
                       ${jsonl_fields} --csv out.csv
                  STDERR_LINE "inputs/pred_nul_escape.jsonl:2: field \"sql\" contains a NUL character (\\u0000)")
# A NUL in a question (not a query field) reaches report.json only, escaped;
# pairs.csv holds no question. Both outputs are checked for raw NUL bytes.
sqlscope_cli_test(input_nul_question_csv EXIT 0 DATABASES dogs
                  ARGS eval --gold inputs/gold_nul_question.jsonl --pred inputs/pred_nul_question.jsonl
                       ${dogs_tables} ${jsonl_fields} --metrics ex --csv - --out report.json --no-progress
                  STDOUT_REGEX "^index,db_id,run,gold,pred,[^\n]*\n0,dogs,pred_nul_question,SELECT count\\(\\*\\) FROM dogs,[^\n]*\n$"
                  STDERR_REGEX "wrote report.json\n$")
sqlscope_cli_test(input_nul_question_json EXIT 0 DATABASES dogs
                  ARGS eval --gold inputs/gold_nul_question.jsonl --pred inputs/pred_nul_question.jsonl
                       ${dogs_tables} ${jsonl_fields} --metrics ex --out - --no-progress
                  STDOUT_REGEX "\"question\": \"How many\\\\u0000 dogs\\?\""
                  STDERR_REGEX "wrote -\n$")

# ---- encodings and line ends ---------------------------------------------------
sqlscope_cli_test(input_utf16_bom EXIT 2
                  ARGS eval --gold inputs/gold_utf16.txt --pred inputs/pred.txt ${dogs_tables} --csv out.csv
                  STDERR_REGEX "^inputs/gold_utf16\\.txt: the file is UTF-16 \\(byte order mark FF FE\\). save it as UTF-8\n$")
sqlscope_cli_test(input_utf16_no_bom EXIT 2
                  ARGS eval --gold inputs/gold_utf16be_nobom.txt --pred inputs/pred.txt ${dogs_tables} --csv out.csv
                  STDERR_REGEX "^inputs/gold_utf16be_nobom\\.txt: the file is UTF-16 big-endian \\(no byte order mark, NUL bytes between the characters\\). save it as UTF-8\n$")
sqlscope_cli_test(input_utf16_pred EXIT 2
                  ARGS eval --gold dogs_gold.txt --pred inputs/pred_utf16le_nobom.txt ${dogs_tables} --csv out.csv
                  STDERR_REGEX "^inputs/pred_utf16le_nobom\\.txt: the file is UTF-16 little-endian \\(no byte order mark, NUL bytes between the characters\\). save it as UTF-8\n$")
sqlscope_cli_test(input_utf32 EXIT 2 ARGS parse inputs/gold_utf32.txt
                  STDERR_REGEX "^inputs/gold_utf32\\.txt: the file is UTF-32 \\(byte order mark FF FE 00 00\\). save it as UTF-8\n$")
sqlscope_cli_test(input_utf16_tables EXIT 2
                  ARGS eval --gold dogs_gold.txt --pred dogs_pred.txt --db db --tables inputs/tables_utf16.json --csv out.csv
                  STDERR_REGEX "^inputs/tables_utf16\\.json: the file is UTF-16 \\(byte order mark FF FE\\). save it as UTF-8\n$")
sqlscope_cli_test(input_utf16_questions EXIT 2
                  ARGS eval --gold dogs_gold.txt --pred dogs_pred.txt ${dogs_tables} --questions inputs/gold_utf16.txt --csv out.csv
                  STDERR_REGEX "^inputs/gold_utf16\\.txt: the file is UTF-16 \\(byte order mark FF FE\\). save it as UTF-8\n$")
sqlscope_cli_test(input_cr_only_gold EXIT 2
                  ARGS eval --gold inputs/gold_cr.txt --pred inputs/pred.txt ${dogs_tables} --csv out.csv
                  STDERR_REGEX "^inputs/gold_cr\\.txt: lines end with CR only \\(classic Mac\\). convert to LF or CRLF\n$")
sqlscope_cli_test(input_cr_only_pred EXIT 2
                  ARGS eval --gold inputs/gold_bom.txt --pred inputs/pred_cr.txt ${dogs_tables} --csv out.csv
                  STDERR_REGEX "^inputs/pred_cr\\.txt: lines end with CR only \\(classic Mac\\). convert to LF or CRLF\n$")
# A UTF-8 byte order mark is read as before.
sqlscope_cli_test(input_utf8_bom EXIT 0 DATABASES dogs
                  ARGS eval --gold inputs/gold_bom.txt --pred inputs/pred.txt ${dogs_tables} --metrics ex
                       --csv out.csv --no-progress
                  STDOUT_REGEX "\npred: 2 pairs, 2 predictions parse, 0 parse errors\nwrote out.csv\n$")

# ---- SQLMorph T1 and T6; a metric left out of --metrics --------------------------
set(morph_inputs eval --gold metrics/morph_gold.txt --pred metrics/morph_pred.txt ${dogs_tables} --no-progress)
# T1 is EX only: exp, exr, ex_f1 stay empty (also where EX = 1), the summary
# shows "-"; `esm` left out: its columns are empty, `hardness` is kept.
sqlscope_cli_test(eval_exp_t1 EXIT 0 DATABASES dogs
                  ARGS ${morph_inputs} --metrics exp --exp-technique T1 --csv out.csv
                  STDOUT_REGEX "\nEXP                       -      0           3                     -\nEXR  "
                  OUTPUT out.csv EXPECT_OUTPUT eval_exp_t1.csv)
sqlscope_cli_test(eval_exp_t1_json EXIT 0 DATABASES dogs
                  ARGS ${morph_inputs} --metrics exp --exp-technique T1 --out -
                  STDOUT_REGEX "\"metrics\": {\"exp\": null, \"exr\": null, \"ex_f1\": null}, \"exec_status\": \"ok\""
                  STDERR_REGEX "wrote -\n$")
# --metrics exp: report.json's Spider table keeps its counts, not ESM's scores.
sqlscope_cli_test(eval_exp_only_json EXIT 0 DATABASES dogs
                  ARGS ${morph_inputs} --metrics exp --out -
                  STDOUT_REGEX "\"spider_table\": {\n        \"easy\": {\"count\": 3},"
                  STDERR_REGEX "wrote -\n$")
# T6 follows the current SQLMorph: --no-penalize-extra-columns does not
# change it (P = every predicted value: EXP 0.5 on pair 1) ...
sqlscope_cli_test(eval_exp_t6 EXIT 0 DATABASES dogs
                  ARGS ${morph_inputs} --metrics exp --exp-technique T6 --no-penalize-extra-columns --csv out.csv
                  STDOUT_REGEX "\nEXP                   0.500      3  "
                  OUTPUT out.csv EXPECT_OUTPUT eval_exp_t6.csv)
# ... the earlier version's P (overlaps of matched pairs: EXP 1) only on request.
sqlscope_cli_test(eval_exp_t6_legacy EXIT 0 DATABASES dogs
                  ARGS ${morph_inputs} --metrics exp --exp-technique T6 --no-penalize-extra-columns
                       --sqlmorph-t6-legacy-overlaps --csv out.csv
                  STDOUT_REGEX "\nEXP                   0.667      3  "
                  OUTPUT out.csv EXPECT_OUTPUT eval_exp_t6_legacy.csv)
# ESM+ alone executes every prediction (its "prediction must execute" step):
# the run-time error of pair 2 shows in esm_plus_error, exec_status is not_run.
sqlscope_cli_test(eval_esm_plus_executes EXIT 0 DATABASES dogs
                  ARGS ${morph_inputs} --metrics esm+ --csv out.csv
                  STDOUT_REGEX "\nexecution:   not run \\(no execution metric selected\\)\n"
                  OUTPUT out.csv EXPECT_OUTPUT eval_esm_plus_executes.csv)
