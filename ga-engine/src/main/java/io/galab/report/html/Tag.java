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
        out.append(' ').append(attribute).append("=\"").append(Svg.f(value)).append('"');
        return this;
    }

    /** A whole number. */
    Tag attr(String attribute, long value) {
        out.append(' ').append(attribute).append("=\"").append(value).append('"');
        return this;
    }

    /** Text, escaped. */
    Tag attr(String attribute, String value) {
        out.append(' ').append(attribute).append("=\"").append(Svg.esc(value)).append('"');
        return this;
    }

    /** Closes the element empty: {@code <line …/>}. */
    void end() {
        out.append("/>");
    }

    /** Closes the element around its hover text: {@code <circle …><title>…</title></circle>}. */
    void title(String text) {
        out.append("><title>").append(Svg.esc(text)).append("</title></").append(name).append('>');
    }

    /** Closes the element around its hover text and its text: {@code <text …><title>…</title>…</text>}. */
    void text(String text, String title) {
        out.append("><title>").append(Svg.esc(title)).append("</title>").append(Svg.esc(text)).append("</")
                .append(name).append('>');
    }

    /** Closes the element around its text: {@code <text …>…</text>}. */
    void text(String text) {
        out.append('>').append(Svg.esc(text)).append("</").append(name).append('>');
    }
}
