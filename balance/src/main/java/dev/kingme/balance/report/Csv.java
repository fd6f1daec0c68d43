package dev.kingme.balance.report;

import java.util.List;

/** Comma-separated values as RFC 4180 has them: CRLF line ends, fields quoted when they need it. */
final class Csv {
    private final StringBuilder out = new StringBuilder();

    /** Adds a record. */
    Csv row(Object... fields) {
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(field(fields[i] == null ? "" : fields[i].toString()));
        }
        out.append("\r\n");
        return this;
    }

    /** Adds a record. */
    Csv row(List<?> fields) {
        return row(fields.toArray());
    }

    /**
     * The field as written: in double quotes, with each quote doubled, when it holds a comma, a quote, a
     * line break or leading or trailing spaces; as is otherwise.
     */
    static String field(String s) {
        boolean quote = s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0
                || (!s.isEmpty() && (Character.isWhitespace(s.charAt(0)) || Character.isWhitespace(s.charAt(s.length() - 1))));
        return quote ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
