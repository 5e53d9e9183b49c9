package io.galab.experiment;

import java.util.Map;
import java.util.TreeMap;

/** Parameters as baselines, the history and published numbers store them: {@code name=value;…}. */
final class StoredParameters {

    private StoredParameters() {
    }

    /**
     * Parameters stored as text, {@code name=value;…}: {@code true} and {@code false} as booleans,
     * numbers as numbers, anything else as text (a choice).
     *
     * @throws IllegalArgumentException for a part without {@code =}
     */
    static Map<String, Object> parse(String stored) {
        Map<String, Object> given = new TreeMap<>();
        if (stored.isBlank()) {
            return given;
        }
        for (String part : stored.split(";")) {
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("'" + part + "' is not name=value");
            }
            String value = part.substring(eq + 1).trim();
            Object v;
            if (value.equals("true") || value.equals("false")) {
                v = Boolean.valueOf(value);
            } else {
                try {
                    v = Double.valueOf(value);
                } catch (NumberFormatException e) {
                    v = value;
                }
            }
            given.put(part.substring(0, eq).trim(), v);
        }
        return given;
    }
}
