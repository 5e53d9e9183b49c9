package io.galab.experiment;

import io.galab.experiment.spec.Globs;
import io.galab.experiment.spec.Spec;
import io.galab.experiment.spec.SpecException;

import io.galab.puzzle.Puzzle;
import io.galab.puzzle.PuzzleFormat;
import io.galab.puzzle.PuzzleFormatException;
import io.galab.puzzle.PuzzleLibrary;
import io.galab.puzzle.PuzzleSet;
import io.galab.puzzle.Suggestions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Where a spec's puzzles come from: built-in sets (generated SudoKube sets with their count and
 * seed), or puzzle files and folders beside the spec, confined to the project unless allowed
 * otherwise; then each source's ids selected by glob, with a "did you mean" when a glob matches
 * nothing.
 */
final class PuzzleSources {

    private PuzzleSources() {
    }

    /**
     * The puzzles of every source of the spec, in source order, each source's ids selected by its
     * globs; ids must be unique across sources.
     *
     * @param root         puzzle paths must resolve inside this folder; null means the spec's folder
     * @param allowOutside lift that restriction
     * @param warnings     receives what the solvability check warns of ({@link PuzzleChecks})
     * @param sources      receives each puzzle's source as the spec names it, by puzzle id
     */
    static List<Puzzle> resolve(Spec spec, Path root, boolean allowOutside, List<String> warnings,
            Map<String, Spec.PuzzleSource> sources) {
        List<Puzzle> all = new ArrayList<>();
        Map<String, Spec.Location> seen = new LinkedHashMap<>();
        // every broken puzzle file of the spec is reported, not the first: validate then lists them all
        List<SpecException> broken = new ArrayList<>();
        for (Spec.PuzzleSource source : spec.puzzles()) {
            List<Puzzle> candidates;
            try {
                candidates = load(spec, source, root, allowOutside, warnings);
            } catch (SpecException e) {
                broken.add(e);
                continue;
            }
            List<Puzzle> chosen = select(source, candidates);
            for (Puzzle p : chosen) {
                Spec.Location first = seen.putIfAbsent(p.id(), source.at());
                if (first != null) {
                    throw fail(source.at(), "puzzle id '" + p.id() + "' comes from two sources (also at line "
                            + first.line() + "); ids must be unique within a spec");
                }
                all.add(p);
                sources.put(p.id(), source);
            }
        }
        if (!broken.isEmpty()) {
            throw SpecException.of(broken);
        }
        return all;
    }

    private static List<Puzzle> load(Spec spec, Spec.PuzzleSource source, Path root, boolean allowOutside,
            List<String> warnings) {
        String set = source.set();
        if (PuzzleLibrary.has(set)) {
            PuzzleSet loaded = PuzzleLibrary.isGenerated(set) ? PuzzleLibrary.load(set, source.count(), source.seed())
                    : PuzzleLibrary.load(set);
            return loaded.puzzles();
        }
        Path base = spec.file().toAbsolutePath().getParent();
        Path path = base.resolve(set).normalize();
        if (!Files.exists(path)) {
            throw fail(source.at(), "key 'set': '" + set + "' is neither a built-in set nor a file or folder ("
                    + "looked for " + path + ")" + Suggestions.endOfSentence(set, PuzzleLibrary.setNames())
                    + " Built-in sets: " + String.join(", ", PuzzleLibrary.setNames()));
        }
        Path confinement = root != null ? root : base;
        checkInside(source, path, source.set(), confinement, allowOutside);
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(path)) {
            try (Stream<Path> list = Files.list(path)) {
                list.filter(Files::isRegularFile)
                        .filter(p -> !p.getFileName().toString().endsWith(".solution.txt"))
                        .filter(p -> !p.getFileName().toString().startsWith("."))
                        .sorted()
                        .forEach(files::add);
            } catch (IOException e) {
                throw fail(source.at(), "cannot list folder '" + set + "': " + e.getMessage());
            }
            if (files.isEmpty()) {
                throw fail(source.at(), "folder '" + set + "' holds no puzzle files");
            }
        } else {
            files.add(path);
        }
        List<Puzzle> puzzles = new ArrayList<>();
        List<SpecException> broken = new ArrayList<>();
        for (Path f : files) {
            // a file in the folder may itself be a symbolic link out of the project
            checkInside(source, f, f.equals(path) ? source.set() : source.set() + "/" + f.getFileName(), confinement,
                    allowOutside);
            try {
                List<Puzzle> read = PuzzleFormat.read(f);
                PuzzleChecks.check(read, f.toString(), source.at(), warnings, spec.checkSeconds());
                puzzles.addAll(read);
            } catch (PuzzleFormatException e) {
                broken.add(new SpecException(e.source(), e.line(), e.column(), e.problem() + " (puzzle set '" + set
                        + "' of " + source.at() + ")"));
            } catch (SpecException e) {
                broken.add(e);
            }
        }
        if (!broken.isEmpty()) {
            throw SpecException.of(broken);
        }
        return puzzles;
    }

    private static void checkInside(Spec.PuzzleSource source, Path path, String shown, Path root,
            boolean allowOutside) {
        if (allowOutside) {
            return;
        }
        try {
            Confinement.check(path, root, "puzzle set '" + shown + "'");
        } catch (IllegalArgumentException e) {
            throw fail(source.at(), "key 'set': " + e.getMessage());
        }
    }

    private static List<Puzzle> select(Spec.PuzzleSource source, List<Puzzle> candidates) {
        if (source.ids().isEmpty()) {
            return candidates;
        }
        List<Puzzle> chosen = new ArrayList<>();
        for (String glob : source.ids()) {
            Pattern pattern = Globs.pattern(glob);
            boolean matched = false;
            for (Puzzle p : candidates) {
                if (pattern.matcher(p.id()).matches()) {
                    matched = true;
                    if (!chosen.contains(p)) {
                        chosen.add(p);
                    }
                }
            }
            if (!matched) {
                List<String> ids = candidates.stream().map(Puzzle::id).toList();
                throw fail(source.at(), "key 'ids': '" + glob + "' matches no puzzle of '" + source.set() + "'"
                        + Suggestions.endOfSentence(glob, ids)
                        + " It has " + String.join(", ", ids.size() > 20 ? ids.subList(0, 20) : ids)
                        + (ids.size() > 20 ? ", …" : ""));
            }
        }
        return chosen;
    }

    private static SpecException fail(Spec.Location at, String problem) {
        return new SpecException(at.file(), at.line(), at.column(), problem);
    }
}
