package io.galab.algorithm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;
import java.util.ServiceConfigurationError;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a provider that {@link java.util.ServiceLoader} cannot load means to a user: the class path entry (a
 * module's classes folder or a jar) whose {@code META-INF/services} file lists a class that is not compiled, and
 * what to do about it (docs/maven-plugin.md, "Multi-module projects").
 */
final class Providers {

    private static final Pattern NOT_FOUND = Pattern.compile("Provider (\\S+) not found");

    private Providers() {
    }

    /**
     * The error's message for {@code what} ("an algorithm", "an operator"): when a listed provider is not found,
     * the entry that lists it and how to compile it; else the loader's own words.
     */
    static String explain(ServiceConfigurationError e, ClassLoader loader, Class<?> service, String what) {
        Matcher m = NOT_FOUND.matcher(String.valueOf(e.getMessage()));
        if (!m.find()) {
            return "cannot load " + what + ": " + e.getMessage();
        }
        String provider = m.group(1);
        String file = "META-INF/services/" + service.getName();
        String where = null;
        try {
            for (Enumeration<URL> urls = loader.getResources(file); urls.hasMoreElements() && where == null;) {
                URL url = urls.nextElement();
                try (BufferedReader in = new BufferedReader(new InputStreamReader(url.openStream(),
                        StandardCharsets.UTF_8))) {
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        String name = line.replaceAll("#.*", "").trim();
                        if (name.equals(provider)) {
                            where = entry(url, file);
                            break;
                        }
                    }
                }
            }
        } catch (IOException ignored) {
            // the message below still names the class
        }
        String module = where == null ? null : module(where);
        return "cannot load " + what + ": " + provider + " is listed in " + file + (where == null ? "" : " of "
                + where) + ", but its class is not compiled there nor anywhere on the class path: compile "
                + (module == null ? "the module or jar that holds it" : module)
                + " first (mvn compile in it, or mvn install from a multi-module project's root), then run again";
    }

    /** The jar or folder a resource URL is in: "/p/adapter/target/classes" or "/p/adapter-1.0.jar". */
    private static String entry(URL url, String file) {
        String s = url.toString();
        if (s.startsWith("jar:file:") && s.contains("!/")) {
            return s.substring("jar:file:".length(), s.indexOf("!/"));
        }
        if (s.startsWith("file:") && s.endsWith(file)) {
            return s.substring("file:".length(), s.length() - file.length() - 1);
        }
        return s;
    }

    /** "module 'adapter' (/p/adapter/target/classes)" for a Maven module's classes, "jar /p/x.jar" for a jar. */
    private static String module(String where) {
        String path = where.replace('\\', '/');
        if (path.endsWith("/target/classes") || path.endsWith("/target/test-classes")) {
            String base = path.substring(0, path.lastIndexOf("/target/"));
            return "module '" + base.substring(base.lastIndexOf('/') + 1) + "' (" + where + ")";
        }
        return path.endsWith(".jar") ? "the module that builds " + where : null;
    }
}
