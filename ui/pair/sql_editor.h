// A read-only QScintilla editor set up to show one SQL query: SQL lexer,
// monospace font, line numbers, word wrap. Later issues draw spans on it.
#pragma once

#include <Qsci/qsciscintilla.h>

namespace sqlscope::ui {

class SqlEditor : public QsciScintilla {
    Q_OBJECT

public:
    explicit SqlEditor(QWidget* parent = nullptr);

    // Replaces the shown query (the editor stays read-only).
    void setSql(const QString& sql);
};

}  // namespace sqlscope::ui
