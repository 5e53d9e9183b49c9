package io.galab.report.export;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a report's {@code runs.csv} row by row for the commands that compare recorded runs ({@code equivalence},
 * {@code hardness}): the file, or the folder holding it; each row with its file and line for messages. A file
 * that is not a runs.csv (a missing column, a malformed row) is refused with its name.
 */
final class RunsCsv {

    /** What each row gets: the record and where it stands ({@code file:line}). */
    interface RowReader {
        void row(CSVRecord row, String where);
    }

    private RunsCsv() {
    }

    /** {@code path}'s runs.csv: the file itself, or {@code runs.csv} in the folder. */
    static Path file(Path path) {
        Path file = Files.isDirectory(path) ? path.resolve("runs.csv") : path;
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no runs.csv at " + path);
        }
        return file;
    }

    /**
     * Hands every row of {@code path}'s runs.csv to {@code reader}; a reader's refusal that names the file is
     * passed on as it is, any other is said to be the file's.
     */
    static void read(Path path, RowReader reader) {
        Path file = file(path);
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8); CSVParser parser = format.parse(in)) {
            for (CSVRecord r : parser) {
                reader.row(r, file + ":" + (r.getRecordNumber() + 1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException(file + ": not a runs.csv (" + e.getMessage() + ")", e);
        } catch (IllegalArgumentException e) {
            if (e.getMessage() != null && e.getMessage().startsWith(file.toString())) {
                throw e;
            }
            throw new IllegalArgumentException(file + ": not a runs.csv (" + e.getMessage() + ")", e);
        }
    }
}
