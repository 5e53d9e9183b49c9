package io.galab.algorithm;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads an algorithm's declared parameters from the table {@code parameters.csv} beside its class
 * (in the same package, as a resource). One row a parameter, with the columns
 * {@code name,alias,type,default,min,max,unit,symbol,source,description}; a type is {@code int},
 * {@code double}, {@code boolean}, {@code choice:a|b|c} (the keys of the reading's {@link Choice}
 * enum, the default among them) or {@code operator:<slot>/<members>}, an operator slot whose default is the
 * paper's operator's id ({@link Operator}). The table is the one place a parameter is declared: the run reads
 * its value by name, and {@code galab list params} and docs/algorithms.md show its columns.
 */
public final class ParameterTable {

    /** The file name looked up beside the algorithm's class. */
    public static final String FILE = "parameters.csv";

    private static final String[] HEADER =
            {"name", "alias", "type", "default", "min", "max", "unit", "symbol", "source", "description"};

    private ParameterTable() {
    }

    /** The parameters declared beside {@code owner}; an error names the table and the row when one is malformed. */
    public static List<Parameter> of(Class<?> owner) {
        String where = owner.getPackageName().replace('.', '/') + "/" + FILE;
        try (InputStream in = owner.getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException(where + ": not found beside " + owner.getName());
            }
            return read(new InputStreamReader(in, StandardCharsets.UTF_8), where);
        } catch (IOException e) {
            throw new UncheckedIOException(where + ": " + e.getMessage(), e);
        }
    }

    /** Parses a table; {@code where} names it in error messages. */
    static List<Parameter> read(Reader reader, String where) throws IOException {
        List<Parameter> parameters = new ArrayList<>();
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get();
        try (var parser = format.parse(reader)) {
            if (!parser.getHeaderNames().equals(Arrays.asList(HEADER))) {
                throw new IllegalStateException(where + ": header must be " + String.join(",", HEADER)
                        + ", is " + String.join(",", parser.getHeaderNames()));
            }
            for (CSVRecord row : parser) {
                try {
                    parameters.add(parameter(row));
                } catch (RuntimeException e) {
                    throw new IllegalStateException(where + ":" + (row.getRecordNumber() + 1) + ": "
                            + e.getMessage(), e);
                }
            }
        }
        return List.copyOf(parameters);
    }

    private static Parameter parameter(CSVRecord row) {
        String name = row.get("name");
        String type = row.get("type");
        String value = row.get("default");
        List<String> choices = List.of();
        Object defaultValue;
        Parameter.Type kind;
        double min = 0;
        double max = 0;
        if (type.startsWith("operator:")) {
            // operator:<slot>/<members>, e.g. operator:crossover/grid
            String[] slot = type.substring("operator:".length()).split("/", -1);
            if (slot.length != 2) {
                throw new IllegalArgumentException(name + ": an operator slot's type is operator:<slot>/<members>, is '"
                        + type + "'");
            }
            kind = Parameter.Type.OPERATOR;
            choices = List.of(slot[0], slot[1]);
            defaultValue = value;
        } else if (type.startsWith("choice:")) {
            kind = Parameter.Type.CHOICE;
            choices = List.of(type.substring("choice:".length()).split("\\|"));
            defaultValue = value;
        } else {
            kind = Parameter.Type.valueOf(type.toUpperCase(Locale.ROOT));
            if (kind == Parameter.Type.BOOLEAN) {
                if (!value.equals("true") && !value.equals("false")) {
                    throw new IllegalArgumentException(name + ": default must be true or false, is '" + value + "'");
                }
                defaultValue = Boolean.valueOf(value);
                max = 1;
            } else {
                min = Double.parseDouble(row.get("min"));
                max = Double.parseDouble(row.get("max"));
                defaultValue = kind == Parameter.Type.INT ? (Object) Integer.valueOf(value) : Double.valueOf(value);
                double d = ((Number) defaultValue).doubleValue();
                if (d < min || d > max) {
                    throw new IllegalArgumentException(name + ": default " + value + " outside [" + row.get("min")
                            + ", " + row.get("max") + "]");
                }
            }
        }
        return new Parameter(name, row.get("alias"), kind, defaultValue, min, max, choices, row.get("unit"),
                row.get("symbol"),
                row.get("source"), row.get("description"));
    }
}
