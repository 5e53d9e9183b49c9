package io.galab.report.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.lab.Lab;
import io.galab.report.SmallExperiment;
import io.galab.report.gate.GateVerdict;
import java.nio.file.Path;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JUnit XML that CI test reporters read: Surefire's structure, one test case per gate verdict. */
class JUnitReportTest {

    @TempDir
    static Path dir;
    static Lab.SpecRun run;
    static Path xml;

    @BeforeAll
    static void render() throws Exception {
        run = SmallExperiment.run(dir);
        xml = dir.resolve("out/junit/TEST-small.xml");
    }

    private static Validator validator() throws Exception {
        return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(JUnitReportTest.class.getResource("junit-report.xsd")).newValidator();
    }

    @Test
    void theSchemaAcceptsWhatSurefireWritesAndWhatGalabWrites() throws Exception {
        validator().validate(new StreamSource(JUnitReportTest.class.getResource("surefire-sample.xml").toString()));
        validator().validate(new StreamSource(xml.toFile()));
    }

    @Test
    void aTestCasePerVerdictWithFailuresForViolationsAndSkippedForWarnings() throws Exception {
        Document d = Jsoup.parse(java.nio.file.Files.readString(xml), "", Parser.xmlParser());
        Element suite = d.selectFirst("testsuite");
        List<GateVerdict> v = run.verdicts();
        long fail = v.stream().filter(x -> x.verdict() == GateVerdict.Verdict.FAIL).count();
        long warn = v.stream().filter(x -> x.verdict() == GateVerdict.Verdict.WARN).count();
        assertEquals(String.valueOf(v.size()), suite.attr("tests"));
        assertEquals(String.valueOf(fail), suite.attr("failures"));
        assertEquals(String.valueOf(warn), suite.attr("skipped"));
        assertEquals(v.size(), d.select("testcase").size());
        assertEquals(fail, d.select("testcase > failure").size());
        assertEquals(warn, d.select("testcase > skipped").size());
        Element failure = d.selectFirst("testcase > failure");
        String message = failure.attr("message");
        assertTrue(message.matches(
                "successRate \\d+/4 \\(.*\\), expected ≥ 1 \\(small.yaml:\\d+ \\(gates\\[1\\]\\)\\)"),
                "k/n, the threshold and the spec's line: " + message);
        String name = failure.parent().attr("name");
        assertTrue(name.matches("minSuccessRate 1 · easy_3 · tw(-ls)? \\[crossoverRate=.*;mutationRate=.*\\]"),
                "named by gate, puzzle, variant and parameters: " + name);
        assertTrue(d.selectFirst("testcase > skipped").attr("message").contains("level: warn"));
        assertEquals("galab.small", suite.attr("name"));
        assertTrue(suite.select("properties > property[name=spec SHA-256]").size() == 1);
        // where each verdict's runs came from: a first run made them all, read none from the journal
        long runs = run.plan().totalRuns() - run.result().saved();
        assertEquals(String.valueOf(runs), suite.selectFirst("properties > property[name=galab.runs.made]")
                .attr("value"));
        assertEquals("0", suite.selectFirst("properties > property[name=galab.runs.journal]").attr("value"));
        assertEquals("0", suite.selectFirst("properties > property[name=galab.runs." + name + ".journal]")
                .attr("value"));
        assertTrue(Integer.parseInt(suite.selectFirst("properties > property[name=galab.runs." + name + ".made]")
                .attr("value")) > 0);
    }
}
