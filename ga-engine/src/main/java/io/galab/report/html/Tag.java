package io.galab.report.html;

/**
 * The typed writer of the report's SVG and HTML elements, as jacoco's report writes its own: an element
 * is opened with its name, given attributes by name and value (a number written with one decimal, text
 * always escaped), and closed empty, with a {@code <title>} for hover text, or with text content. Charts
 * write their marks through it instead of assembling tag strings, so that no value can break the markup.
 *
 * <pre>Tag.of(s, "circle").attr("cx", x).attr("cy", y).attr("r", 3).attr("fill", colour).title(counts);</pre>
 */
final class Tag {

    private final StringBuilder out;
    private final String name;

    /** Escapes text for HTML content and attribute values. */
    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** A coordinate or length as the report writes it: one decimal. */
    static String f(double d) {
        return io.galab.algorithm.Numbers.fixed(d, 1);
    }

    private Tag(StringBuilder out, String name) {
        this.out = out;
        this.name = name;
        out.append('<').append(name);
    }

    /** Opens element {@code name} at the end of {@code out}. */
    static Tag of(StringBuilder out, String name) {
        return new Tag(out, name);
    }

    /** A coordinate or length, with one decimal. */
    Tag attr(String attribute, double value) {
        out.append(' ').append(attribute).append("=\"").append(f(value)).append('"');
        return this;
    }

    /** A whole number. */
    Tag attr(String attribute, long value) {
        out.append(' ').append(attribute).append("=\"").append(value).append('"');
        return this;
    }

    /** Text, escaped. */
    Tag attr(String attribute, String value) {
        out.append(' ').append(attribute).append("=\"").append(esc(value)).append('"');
        return this;
    }

    /** Series i's stroke: its colour and, past ten series, its dash pattern ({@link Series#stroke}). */
    Tag series(int i) {
        out.append(' ').append(Series.stroke(i));
        return this;
    }

    /** Closes the element empty: {@code <line …/>}. */
    void end() {
        out.append("/>");
    }

    /** Closes the element around its hover text: {@code <circle …><title>…</title></circle>}. */
    void title(String text) {
        out.append("><title>").append(esc(text)).append("</title></").append(name).append('>');
    }

    /** Closes the element around its hover text and its text: {@code <text …><title>…</title>…</text>}. */
    void text(String text, String title) {
        out.append("><title>").append(esc(title)).append("</title>").append(esc(text)).append("</")
                .append(name).append('>');
    }

    /** Closes the element around its text: {@code <text …>…</text>}. */
    void text(String text) {
        out.append('>').append(esc(text)).append("</").append(name).append('>');
    }
}
