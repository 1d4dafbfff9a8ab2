# Runs one sqlscope-cli case and checks its exit code and exact output.
# cmake -DCLI=... -DFIXTURES=... -DWORK=... -DARGS=a|b|c -DEXPECT_EXIT=N
#       [-DSTDOUT=file | -DSTDOUT_LINE=text | -DSTDOUT_REGEX=re]   (same for STDERR)
#       [-DOUTPUT=file -DEXPECT_OUTPUT=file [-DOUTPUT_MASK=regex] | -DOUTPUT=file -DSAME_AS=file]
#       [-DPREPARE=a|b|c [-DPREPARE2=a|b|c [-DPREPARE3=...]]] [-DGENERATE=script.cmake] [-DDATABASES=name;... -DSQLITE3=path -DTEST_FIXTURES=dir]
#       -P run_case.cmake
# The fixtures are copied into WORK (plus an empty WORK/db folder) and the
# program runs there, so that every path it prints is relative. A stream with
# no expectation given must be empty. Expected files are in FIXTURES/expected.
# Comparisons are byte for byte: output is captured to files and compared in
# hex, since CMake's text reads drop carriage returns.
cmake_minimum_required(VERSION 3.25)

file(REMOVE_RECURSE "${WORK}")
file(COPY "${FIXTURES}/" DESTINATION "${WORK}")
file(MAKE_DIRECTORY "${WORK}/db")
# -DDATABASES=a;b builds WORK/db/<name>/<name>.sqlite from the SQL script
# tests/fixtures/<name>/<name>.sql with the sqlite3 shell (-DSQLITE3=path).
foreach(name IN LISTS DATABASES)
  file(MAKE_DIRECTORY "${WORK}/db/${name}")
  execute_process(COMMAND "${SQLITE3}" "${WORK}/db/${name}/${name}.sqlite"
                  INPUT_FILE "${TEST_FIXTURES}/${name}/${name}.sql"
                  RESULT_VARIABLE built)
  if(NOT built EQUAL 0)
    message(FATAL_ERROR "could not build the ${name} database with ${SQLITE3}")
  endif()
endforeach()

# -DGENERATE=script.cmake is included here, with WORK set, to write inputs
# too large to commit (e.g. generate_deep_inputs.cmake).
if(DEFINED GENERATE)
  include("${GENERATE}")
endif()

# -DPREPARE=a|b|c runs the program once with those arguments first (its
# output is dropped; it must exit 0), e.g. to materialize the demo benchmark.
# -DPREPARE2=..., -DPREPARE3=... run next, and may exit 0 or 1.
foreach(step PREPARE PREPARE2 PREPARE3)
  if(DEFINED ${step})
    string(REPLACE "|" ";" prepare "${${step}}")
    execute_process(COMMAND "${CLI}" ${prepare} WORKING_DIRECTORY "${WORK}"
                    RESULT_VARIABLE prepared OUTPUT_QUIET ERROR_QUIET)
    if(NOT prepared EQUAL 0 AND NOT (NOT step STREQUAL "PREPARE" AND prepared EQUAL 1))
      message(FATAL_ERROR "preparation failed (${prepared}): ${CLI} ${prepare}")
    endif()
  endif()
endforeach()

string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND "${CLI}" ${args}
                WORKING_DIRECTORY "${WORK}"
                RESULT_VARIABLE exit_code
                OUTPUT_FILE "${WORK}.stdout"
                ERROR_FILE "${WORK}.stderr")

set(failures "")
function(report what expected actual)
  set(failures "${failures}\n--- ${what}: expected ---\n${expected}<END>\n--- ${what}: actual ---\n${actual}<END>\n" PARENT_SCOPE)
endfunction()

if(NOT "${exit_code}" STREQUAL "${EXPECT_EXIT}")
  report("exit code" "${EXPECT_EXIT}" "${exit_code}")
endif()

# Compares two files byte for byte; shows them as text when they differ.
function(compare_files what expected_file actual_file)
  file(READ "${expected_file}" expected_hex HEX)
  file(READ "${actual_file}" actual_hex HEX)
  if(NOT expected_hex STREQUAL actual_hex)
    file(READ "${expected_file}" expected)
    file(READ "${actual_file}" actual)
    report("${what}" "${expected}" "${actual}")
    set(failures "${failures}(hex expected ${expected_hex}\n actual   ${actual_hex})\n")
  endif()
  set(failures "${failures}" PARENT_SCOPE)
endfunction()

foreach(stream STDOUT STDERR)
  string(TOLOWER ${stream} var)
  set(captured "${WORK}.${var}")
  if(DEFINED ${stream})
    compare_files("${var} (${${stream}})" "${FIXTURES}/expected/${${stream}}" "${captured}")
  elseif(DEFINED ${stream}_LINE)
    file(WRITE "${WORK}.expected" "${${stream}_LINE}\n")
    compare_files("${var}" "${WORK}.expected" "${captured}")
  elseif(DEFINED ${stream}_REGEX)
    file(READ "${captured}" actual)
    if(NOT actual MATCHES "${${stream}_REGEX}")
      report("${var} (regex)" "${${stream}_REGEX}" "${actual}")
    endif()
  else()
    file(SIZE "${captured}" size)
    if(NOT size EQUAL 0)
      file(READ "${captured}" actual)
      report("${var}" "" "${actual}")
    endif()
  endif()
endforeach()

# -DOUTPUT_MASK=regex: matches are replaced by <masked> in both files before
# an OUTPUT comparison (text mode), for values that depend on the machine.
if(DEFINED OUTPUT AND NOT DEFINED SAME_AS)
  if(NOT EXISTS "${WORK}/${OUTPUT}")
    report("${OUTPUT}" "(file)" "(missing)")
  elseif(DEFINED OUTPUT_MASK)
    file(READ "${FIXTURES}/expected/${EXPECT_OUTPUT}" expected)
    file(READ "${WORK}/${OUTPUT}" actual)
    string(REGEX REPLACE "${OUTPUT_MASK}" "<masked>" expected "${expected}")
    string(REGEX REPLACE "${OUTPUT_MASK}" "<masked>" actual "${actual}")
    if(NOT expected STREQUAL actual)
      file(WRITE "${WORK}.masked" "${actual}")
      report("${OUTPUT} (${EXPECT_OUTPUT}, masked; actual in ${WORK}.masked)" "${expected}" "${actual}")
    endif()
  else()
    compare_files("${OUTPUT} (${EXPECT_OUTPUT})" "${FIXTURES}/expected/${EXPECT_OUTPUT}" "${WORK}/${OUTPUT}")
  endif()
endif()

# -DSAME_AS=file: OUTPUT must equal this other file of the work folder byte
# for byte (written by PREPARE), e.g. the report of another --jobs.
if(DEFINED SAME_AS)
  if(NOT EXISTS "${WORK}/${OUTPUT}" OR NOT EXISTS "${WORK}/${SAME_AS}")
    message(FATAL_ERROR "${OUTPUT} or ${SAME_AS} was not written")
  endif()
  compare_files("${OUTPUT} vs ${SAME_AS}" "${WORK}/${SAME_AS}" "${WORK}/${OUTPUT}")
endif()

if(NOT failures STREQUAL "")
  message(FATAL_ERROR "sqlscope-cli ${args}${failures}")
endif()
