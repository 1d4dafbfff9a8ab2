# Writes the generated inputs of the deep-input cases into WORK (included by
# run_case.cmake through GENERATE): multi-megabyte files are made here rather
# than committed.
#   deep_gold.txt         one dogs gold query
#   chain55k.txt          SELECT 1+1+...+1 FROM dogs, 55,000 terms
#   chain1m.txt           the same with 1,000,000 terms
#   parens100k.txt        SELECT ((( ... 1 ... ))) FROM dogs, 100,000 deep
#   links_deep.json       a --linking-pred entry nested 100,000 deep
file(WRITE "${WORK}/deep_gold.txt" "SELECT count(*) FROM dogs\tdogs\n")
string(REPEAT "1+" 55000 terms)
file(WRITE "${WORK}/chain55k.txt" "SELECT ${terms}1 FROM dogs\n")
string(REPEAT "1+" 1000000 terms)
file(WRITE "${WORK}/chain1m.txt" "SELECT ${terms}1 FROM dogs\n")
string(REPEAT "(" 100000 open)
string(REPEAT ")" 100000 close)
file(WRITE "${WORK}/parens100k.txt" "SELECT ${open}1${close} FROM dogs\n")
string(REPEAT "[" 100000 open)
string(REPEAT "]" 100000 close)
file(WRITE "${WORK}/links_deep.json" "{\"0\": ${open}${close}}\n")
#   tables_deep.json      a tables.json nested 2,000,000 deep
#   gold_deep.jsonl       a JSON Lines gold whose second line nests 100,000 deep
string(REPEAT "[" 2000000 open2m)
string(REPEAT "]" 2000000 close2m)
file(WRITE "${WORK}/tables_deep.json" "${open2m}${close2m}\n")
file(WRITE "${WORK}/gold_deep.jsonl"
     "{\"query\": \"SELECT count(*) FROM dogs\", \"db_id\": \"dogs\"}\n{\"query\": ${open}${close}}\n")
