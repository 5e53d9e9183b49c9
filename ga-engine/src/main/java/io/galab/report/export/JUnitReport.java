package io.galab.report.export;

import io.galab.experiment.AtomicFiles;
import io.galab.report.Provenance;
import io.galab.report.gate.Evidence;
import io.galab.report.gate.GateVerdict;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A spec's gate verdicts as a JUnit XML report in the layout Maven Surefire writes
 * ({@code TEST-<spec>.xml}: one {@code testsuite} with {@code properties} and one {@code testcase}
 * per verdict), which Jenkins, GitLab and GitHub test reporters read (docs/gates.md, "CI
 * outputs"). A violated gate is a {@code <failure>} whose message gives k/n, the threshold and the
 * spec's line; a violation under {@code level: warn}, and any other warning, is a {@code <skipped>}
 * with its message; a refused baseline is an {@code <error>}.
 */
public final class JUnitReport {

    private JUnitReport() {
    }

    /** The test case name of a verdict: "minSuccessRate 1 · s01a · growth-ga [k=3]". */
    static String name(GateVerdict v) {
        StringBuilder s = new StringBuilder(v.gate());
        if (!v.puzzle().isEmpty()) {
            s.append(" · ").append(v.puzzle()).append(" · ").append(v.variant());
            if (!v.params().isEmpty()) {
                s.append(" [").append(v.params()).append(']');
            }
        }
        return s.toString();
    }

    /** Writes {@code file} for one spec's verdicts. */
    public static void write(Path file, String spec, List<GateVerdict> verdicts, Provenance provenance)
            throws IOException {
        write(file, spec, verdicts, provenance, null);
    }

    /**
     * Writes {@code file} for one spec's verdicts, with the suite's properties {@code galab.runs.made} and
     * {@code galab.runs.journal} (the spec's runs made in this build and read from the journal) and, for each test
     * case, {@code galab.runs.<test case's name>.made} and {@code .journal} for its cell ({@code evidence}; null:
     * not said). Surefire's schema has no properties per test case, so they are the suite's.
     */
    public static void write(Path file, String spec, List<GateVerdict> verdicts, Provenance provenance,
            Evidence evidence) throws IOException {
        AtomicFiles.write(file, out -> write(out, spec, verdicts, provenance, evidence));
    }

    static void write(Writer out, String spec, List<GateVerdict> verdicts, Provenance provenance) throws IOException {
        write(out, spec, verdicts, provenance, null);
    }

    static void write(Writer out, String spec, List<GateVerdict> verdicts, Provenance provenance, Evidence evidence)
            throws IOException {
        int failures = 0;
        int errors = 0;
        int skipped = 0;
        for (GateVerdict v : verdicts) {
            switch (v.verdict()) {
                case FAIL -> failures++;
                case REFUSED -> errors++;
                case WARN -> skipped++;
                case PASS -> {
                }
            }
        }
        try {
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            x.writeStartDocument("UTF-8", "1.0");
            x.writeCharacters("\n");
            x.writeStartElement("testsuite");
            x.writeAttribute("name", "galab." + spec);
            x.writeAttribute("time", seconds(provenance));
            x.writeAttribute("tests", Integer.toString(verdicts.size()));
            x.writeAttribute("errors", Integer.toString(errors));
            x.writeAttribute("skipped", Integer.toString(skipped));
            x.writeAttribute("failures", Integer.toString(failures));
            if (provenance != null) {
                x.writeAttribute("timestamp", DateTimeFormatter.ISO_LOCAL_DATE_TIME.withZone(ZoneOffset.UTC)
                        .format(provenance.finished().truncatedTo(ChronoUnit.SECONDS)));
                x.writeCharacters("\n  ");
                x.writeStartElement("properties");
                for (String[] row : provenance.rows()) {
                    x.writeCharacters("\n    ");
                    x.writeEmptyElement("property");
                    x.writeAttribute("name", row[0]);
                    x.writeAttribute("value", row[1]);
                }
                if (evidence != null) {
                    // as properties of the suite (Surefire's schema has none per test case): the totals, then
                    // each test case's cell by the test case's name
                    counts(x, "galab.runs", evidence.total());
                    for (GateVerdict v : verdicts) {
                        Evidence.Count n = evidence.of(v.cell());
                        if (n != null) {
                            counts(x, "galab.runs." + name(v), n);
                        }
                    }
                }
                x.writeCharacters("\n  ");
                x.writeEndElement();
            }
            for (GateVerdict v : verdicts) {
                x.writeCharacters("\n  ");
                testcase(x, spec, v);
            }
            x.writeCharacters("\n");
            x.writeEndElement();
            x.writeCharacters("\n");
            x.writeEndDocument();
            x.flush();
        } catch (XMLStreamException e) {
            throw new IOException("cannot write the JUnit report of " + spec + ": " + e.getMessage(), e);
        }
    }

    /** The two evidence properties of a cell or the suite: {@code <prefix>.made} and {@code <prefix>.journal}. */
    private static void counts(XMLStreamWriter x, String prefix, Evidence.Count n) throws XMLStreamException {
        for (String[] p : new String[][] {{prefix + ".made", Integer.toString(n.made())},
                {prefix + ".journal", Integer.toString(n.journal())}}) {
            x.writeCharacters("\n    ");
            x.writeEmptyElement("property");
            x.writeAttribute("name", p[0]);
            x.writeAttribute("value", p[1]);
        }
    }

    private static void testcase(XMLStreamWriter x, String spec, GateVerdict v) throws XMLStreamException {
        String message = v.metric() + " " + v.actual() + ", expected " + v.expected() + " (" + v.source() + ")";
        String element = switch (v.verdict()) {
            case FAIL -> "failure";
            case REFUSED -> "error";
            case WARN -> "skipped";
            case PASS -> null;
        };
        if (element == null) {
            x.writeEmptyElement("testcase");
        } else {
            x.writeStartElement("testcase");
        }
        x.writeAttribute("name", name(v));
        x.writeAttribute("classname", "galab." + spec);
        x.writeAttribute("time", "0");
        if (element == null) {
            return;
        }
        x.writeCharacters("\n    ");
        x.writeStartElement(element);
        x.writeAttribute("message", v.note().isEmpty() ? message : message + "; " + v.note());
        if (!element.equals("skipped")) {
            x.writeAttribute("type", v.verdict() == GateVerdict.Verdict.FAIL ? "GateViolation" : "BaselineRefused");
            x.writeCharacters(v.line());
        }
        x.writeEndElement();
        x.writeCharacters("\n  ");
        x.writeEndElement();
    }

    private static String seconds(Provenance p) {
        return p == null ? "0" : String.format(Locale.ROOT, "%.3f", p.wall().toMillis() / 1000.0);
    }
}
