# Runs one sqlscope-cli case and checks its exit code and exact output.
# cmake -DCLI=... -DFIXTURES=... -DWORK=... -DARGS=a|b|c -DEXPECT_EXIT=N
#       [-DSTDOUT=file | -DSTDOUT_LINE=text | -DSTDOUT_REGEX=re]   (same for STDERR)
#       [-DOUTPUT=file -DEXPECT_OUTPUT=file] [-DDATABASES=name;... -DSQLITE3=path -DTEST_FIXTURES=dir]
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

if(DEFINED OUTPUT)
  if(NOT EXISTS "${WORK}/${OUTPUT}")
    report("${OUTPUT}" "(file)" "(missing)")
  else()
    compare_files("${OUTPUT} (${EXPECT_OUTPUT})" "${FIXTURES}/expected/${EXPECT_OUTPUT}" "${WORK}/${OUTPUT}")
  endif()
endif()

if(NOT failures STREQUAL "")
  message(FATAL_ERROR "sqlscope-cli ${args}${failures}")
endif()
