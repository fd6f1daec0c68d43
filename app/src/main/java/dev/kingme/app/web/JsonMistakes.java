package dev.kingme.app.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is wrong with a text that is not JSON, in the server's words rather than the parser's. The parser tells
 * most mistakes apart only by its message, so the message is matched for the common ones; anything else is "the
 * text is not valid JSON here", at the line and column the parser gives.
 */
final class JsonMistakes {
    private static final Pattern CODE = Pattern.compile("code (\\d+)");
    private static final Pattern TOKEN = Pattern.compile("^Unrecognized token '(.*)': was expecting");

    private JsonMistakes() {
    }

    /** " at line L, column C: what is wrong", or ": what is wrong" where the parser gives no place. */
    static String describe(JsonProcessingException e) {
        String where = e.getLocation() == null || e.getLocation().getLineNr() < 1 ? ""
                : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
        return where + ": " + what(e, e.getOriginalMessage() == null ? "" : e.getOriginalMessage());
    }

    private static String what(JsonProcessingException e, String m) {
        if (e instanceof JsonEOFException eof) {
            return eof.getTokenBeingDecoded() == JsonToken.VALUE_STRING || eof.getTokenBeingDecoded() == JsonToken.FIELD_NAME
                    ? "a string is not closed (the text ends before its closing double quote)"
                    : m.contains("for Array") ? "the text ends before the list is closed"
                    : "the text ends before the object is closed";
        }
        if (e instanceof MismatchedInputException && m.startsWith("Trailing token")) {
            return "more follows the end of the JSON value";
        }
        if (e instanceof StreamConstraintsException) {
            return m.startsWith("Document nesting depth") ? "lists and objects nested deeper than 1000"
                    : m.startsWith("Number value length") ? "a number longer than 1000 digits"
                    : "the text is larger than the server reads";
        }
        if (m.startsWith("Invalid numeric value") || m.contains("in numeric value") || m.startsWith("Non-standard token")) {
            return "a number is not valid JSON (digits with an optional minus sign, fraction and exponent)";
        }
        Matcher token = TOKEN.matcher(m);
        if (token.find()) {
            return "'" + Fields.clip(token.group(1)) + "' is not a JSON value (a string in double quotes, a number, true,"
                    + " false, null, a list or an object)";
        }
        Matcher code = CODE.matcher(m);
        int c = code.find() ? Integer.parseInt(code.group(1)) : -1;
        String control = "a control character (" + String.format("U+%04X", c) + ")";
        if (m.startsWith("Illegal unquoted character")) {
            return control + " inside a string: write it escaped (\\n, \\t, \\u0001)";
        }
        if (m.startsWith("Illegal character")) {
            return control + " between values";
        }
        if (m.startsWith("Unexpected close marker '") && m.length() > 25) {
            return "an unexpected '" + m.charAt(25) + "': it closes something that is not open here";
        }
        if (m.startsWith("Unexpected character") && c >= 0) {
            String shown = c < 32 ? control : "an unexpected character '" + (char) c + "'";
            return shown + where(m);
        }
        return "the text is not valid JSON here";
    }

    /** Where in the object an unexpected character stands, as the parser's message says it. */
    private static String where(String m) {
        return m.contains("start field name") ? " where a field name in double quotes should be"
                : m.contains("expecting a colon") ? " where a colon should be, between a field name and its value"
                : m.contains("expecting comma") ? " where a comma should be, or the end of the list or object"
                : m.contains("expected a valid value") ? " where a value should be"
                : "";
    }
}
