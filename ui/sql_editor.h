// Forwarding header: the SQL editor moved to ui/pair/sql_editor.h with the
// pair view. Kept only for tests/ui/main_window_test.cpp, which this branch
// does not own; delete it once that include names ui/pair/sql_editor.h.
#pragma once

#include "ui/pair/sql_editor.h"
