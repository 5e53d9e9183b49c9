package io.galab.lab;

import io.galab.experiment.spec.Globs;
import io.galab.experiment.spec.SpecException;
import io.galab.puzzle.Suggestions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The spec files a session runs: the target file itself, or every {@code *.yaml} / {@code *.yml}
 * directly in the target folder, sorted, keeping those whose file name (without extension) matches
 * one of the selector globs (all when there are none). The folder is listed once.
 */
final class SpecSelection {

    private final Path target;
    private final List<String> selectors;

    SpecSelection(Path target, List<String> selectors) {
        this.target = target;
        this.selectors = List.copyOf(selectors);
    }

    /**
     * The chosen spec files. A selector that matches no spec is an error naming the closest spec;
     * with selectors, {@code console} (when not null) is told which specs were chosen and which left out.
     */
    List<Path> files(Console console) {
        List<Path> all = list(target);
        if (all.isEmpty()) {
            throw new IllegalArgumentException("no spec (*.yaml) in " + target);
        }
        if (selectors.isEmpty()) {
            return all;
        }
        List<String> names = all.stream().map(SpecSelection::baseName).toList();
        for (String selector : selectors) {
            if (names.stream().noneMatch(n -> Globs.matchesAny(List.of(selector), n))) {
                throw new IllegalArgumentException("no spec in " + target + " matches '" + selector + "'"
                        + Suggestions.didYouMean(selector, names) + " (specs: " + String.join(", ", names) + ")");
            }
        }
        List<Path> chosen = all.stream().filter(f -> Globs.matchesAny(selectors, baseName(f))).toList();
        if (console != null) {
            List<String> left = all.stream().filter(f -> !chosen.contains(f)).map(SpecSelection::baseName).toList();
            console.info("specs selected: " + String.join(", ", chosen.stream().map(SpecSelection::baseName).toList())
                    + (left.isEmpty() ? "" : "; left out by the selection: " + String.join(", ", left)));
        }
        return chosen;
    }

    /** The file itself, or the folder's spec files, sorted. */
    private static List<Path> list(Path fileOrDirectory) {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(fileOrDirectory)) {
            try (Stream<Path> list = Files.list(fileOrDirectory)) {
                list.filter(Files::isRegularFile).filter(p -> {
                    String n = p.getFileName().toString();
                    return n.endsWith(".yaml") || n.endsWith(".yml");
                }).sorted().forEach(files::add);
            } catch (IOException e) {
                throw new SpecException(fileOrDirectory.toString(), 1, 1, "cannot list spec folder: " + e.getMessage());
            }
        } else if (Files.isRegularFile(fileOrDirectory)) {
            files.add(fileOrDirectory);
        } else {
            throw new SpecException(fileOrDirectory.toString(), 1, 1, "no spec file or folder here");
        }
        return files;
    }

    private static String baseName(Path spec) {
        return spec.getFileName().toString().replaceFirst("\\.ya?ml$", "");
    }
}
