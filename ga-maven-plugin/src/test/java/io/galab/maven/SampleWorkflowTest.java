package io.galab.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.galab.report.gate.History;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.yaml.snakeyaml.Yaml;

/**
 * The GitHub Actions workflow users copy from {@code sample-project/.github/workflows/} (its README,
 * "CI"): parsed as YAML, its steps checked against what galab writes. The paths come from the plugin
 * descriptor's defaults ({@code target/classes/META-INF/maven/plugin.xml}), so a changed default
 * fails this test until the workflow follows.
 */
class SampleWorkflowTest {

    private static final Path WORKFLOW = Path.of("..", "sample-project", ".github", "workflows", "solver-quality.yml");

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> steps() throws Exception {
        Map<String, Object> workflow = new Yaml().load(Files.readString(WORKFLOW));
        Map<String, Object> jobs = (Map<String, Object>) workflow.get("jobs");
        assertEquals(1, jobs.size(), "one job");
        Map<String, Object> job = (Map<String, Object>) jobs.values().iterator().next();
        return (List<Map<String, Object>>) job.get("steps");
    }

    private static Map<String, Object> uses(List<Map<String, Object>> steps, String action) {
        return steps.stream().filter(s -> String.valueOf(s.get("uses")).startsWith(action + "@")).findFirst()
                .orElseThrow(() -> new AssertionError("no step uses " + action));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> with(Map<String, Object> step) {
        return (Map<String, Object>) step.get("with");
    }

    /** The run goal's default values, by parameter, as the plugin descriptor gives them. */
    private static Map<String, String> runDefaults() throws Exception {
        Path descriptor = Path.of("target", "classes", "META-INF", "maven", "plugin.xml");
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(descriptor.toFile())
                .getDocumentElement();
        NodeList mojos = root.getElementsByTagName("mojo");
        for (int i = 0; i < mojos.getLength(); i++) {
            Element mojo = (Element) mojos.item(i);
            if (!mojo.getElementsByTagName("goal").item(0).getTextContent().equals("run")) {
                continue;
            }
            Map<String, String> defaults = new HashMap<>();
            Element configuration = (Element) mojo.getElementsByTagName("configuration").item(0);
            NodeList entries = configuration.getChildNodes();
            for (int j = 0; j < entries.getLength(); j++) {
                if (entries.item(j) instanceof Element e && e.hasAttribute("default-value")) {
                    defaults.put(e.getTagName(), e.getAttribute("default-value")
                            .replace("${project.build.directory}", "target").replace("${project.basedir}/", ""));
                }
            }
            return defaults;
        }
        throw new AssertionError("no run goal in " + descriptor);
    }

    @Test
    void theWorkflowBuildsWithJdk17AndPublishesWhatGalabWrites() throws Exception {
        List<Map<String, Object>> steps = steps();
        Map<String, String> defaults = runDefaults();
        String reports = defaults.get("outputDirectory");
        String specs = defaults.get("specDirectory");
        assertEquals("target/ga-reports", reports);

        Map<String, Object> java = with(uses(steps, "actions/setup-java"));
        assertEquals("17", String.valueOf(java.get("java-version")));
        assertEquals("maven", java.get("cache"));

        int verify = -1;
        for (int i = 0; i < steps.size(); i++) {
            if (String.valueOf(steps.get(i).get("run")).trim().equals("mvn -B verify")) {
                verify = i;
            }
        }
        assertTrue(verify >= 0, "a step runs mvn -B verify");
        assertTrue(Files.readString(Path.of("..", "sample-project", "pom.xml")).contains("<goal>run</goal>"),
                "the sample project binds ga:run, so verify runs the specs");

        Map<String, Object> junit = uses(steps, "mikepenz/action-junit-report");
        assertEquals(reports + "/junit/TEST-*.xml", with(junit).get("report_paths"));
        assertEquals("always()", junit.get("if"), "test results are published when a gate fails too");

        Map<String, Object> upload = uses(steps, "actions/upload-artifact");
        assertEquals(reports + "/", with(upload).get("path"));
        assertEquals("always()", upload.get("if"));

        assertTrue(steps.stream().anyMatch(s -> String.valueOf(s.get("run")).contains(reports + "/summary.md")
                && String.valueOf(s.get("run")).contains("$GITHUB_STEP_SUMMARY")), "the job summary step");

        String history = reports + "/" + History.FILE; // the default: the output folder
        Map<String, Object> restore = uses(steps, "actions/cache/restore");
        Map<String, Object> save = uses(steps, "actions/cache/save");
        assertEquals(history, with(restore).get("path"));
        assertEquals(history, with(save).get("path"));
        assertEquals(with(restore).get("key"), with(save).get("key"));
        assertEquals("always()", save.get("if"), "the history is kept when a gate fails, too");
        assertTrue(steps.indexOf(restore) < verify && verify < steps.indexOf(save),
                "the history is restored before the build and saved after it");
    }
}
