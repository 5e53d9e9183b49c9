// The SudoKube thesis' Table 8 from reports/sudokube-thesis-table8/runs.csv: per difficulty, the mean
// time to solve one cube with the 3D solver and with the 2D solver run on the six faces one after the
// other (the sum of the six faces' times of the same run index), the averages over cubes of each
// cube's shortest and longest time, and the average population variance (thesis Eq. 6). Times are of
// successful solves; a 2D solve succeeds when all six faces are solved.
//   jshell --class-path ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar scripts/sudokube-table8.jsh
import java.nio.file.*;
import java.util.*;
import java.util.regex.*;
import org.apache.commons.csv.*;

Pattern ID = Pattern.compile("^(easy|medium|hard|very-hard)-(\\d{3})(?:-(.+))?$");
// cube -> run -> {millis sum, faces seen, faces solved}
Map<String, Map<Integer, long[]>> twoD = new TreeMap<>();
Map<String, Map<Integer, long[]>> threeD = new TreeMap<>();
try (Reader in = Files.newBufferedReader(Path.of("reports/sudokube-thesis-table8/runs.csv"))) {
    for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in)) {
        Matcher m = ID.matcher(r.get("puzzle"));
        if (!m.matches()) continue;
        String cube = m.group(1) + "-" + m.group(2);
        boolean face = m.group(3) != null;
        long[] cell = (face ? twoD : threeD).computeIfAbsent(cube, k -> new TreeMap<>())
                .computeIfAbsent(Integer.parseInt(r.get("run")), k -> new long[3]);
        cell[0] += Long.parseLong(r.get("millis"));
        cell[1]++;
        if (Boolean.parseBoolean(r.get("solved"))) cell[2]++;
    }
}

// per difficulty: {mean of cube means, mean of cube minima, mean of cube maxima, mean of cube variances} in seconds
double[] row(Map<String, Map<Integer, long[]>> data, String difficulty, int faces, int[] counts) {
    double[] sums = new double[4];
    int cubes = 0;
    for (var e : data.entrySet()) {
        if (!e.getKey().startsWith(difficulty + "-")) continue;
        List<Double> t = new ArrayList<>();
        for (long[] c : e.getValue().values()) {
            counts[1]++;
            if (c[1] == faces && c[2] == faces) { t.add(c[0] / 1000.0); counts[0]++; }
        }
        if (t.isEmpty()) continue;
        cubes++;
        double s = 0, s2 = 0, lo = Double.MAX_VALUE, hi = 0;
        for (double x : t) { s += x; s2 += x * x; lo = Math.min(lo, x); hi = Math.max(hi, x); }
        int n = t.size();
        sums[0] += s / n; sums[1] += lo; sums[2] += hi; sums[3] += (s2 - s * s / n) / n;
    }
    for (int i = 0; i < 4; i++) sums[i] /= Math.max(1, cubes);
    return sums;
}

String[][] THESIS = {{"Easy", "0.2962", "0.2952", "0.3076", "0.0017", "0.2515", "0.2363", "0.3135", "0.0008"},
    {"Med", "1.5247", "0.7260", "3.7757", "0.6489", "1.3308", "0.6481", "4.3675", "1.6800"},
    {"Hard", "1.7234", "0.6481", "4.4117", "1.0390", "0.9687", "0.4273", "3.5490", "0.6970"},
    {"VH", "2.0540", "0.8804", "4.9988", "1.2069", "2.0385", "0.6291", "6.9425", "3.2402"}};
String[] DIFFICULTIES = {"easy", "medium", "hard", "very-hard"};
System.out.println("| representation | solved | mean s per cube | shortest avg | longest avg | avg variance | thesis: mean | shortest | longest | variance | verdict |");
System.out.println("|---|---|---|---|---|---|---|---|---|---|---|");
for (int d = 0; d < 4; d++) {
    for (int dim = 2; dim <= 3; dim++) {
        int[] counts = new int[2];
        double[] v = dim == 2 ? row(twoD, DIFFICULTIES[d], 6, counts) : row(threeD, DIFFICULTIES[d], 1, counts);
        int o = dim == 2 ? 1 : 5;
        // the thesis solved every cube: success agrees when 1.0 lies in our 95% Wilson interval
        double[] ci = io.galab.stats.Proportions.wilson(counts[0], counts[1]);
        String success = ci[1] >= 1.0 ? "success agrees" : String.format("success worse (100%% vs our 95%% Wilson interval [%.3f, %.3f])", ci[0], ci[1]);
        System.out.printf("| %dD %s | %d/%d | %.4f | %.4f | %.4f | %.4f | %s | %s | %s | %s | %s; times not comparable |%n", dim, THESIS[d][0],
                counts[0], counts[1], v[0], v[1], v[2], v[3], THESIS[d][o], THESIS[d][o + 1], THESIS[d][o + 2], THESIS[d][o + 3], success);
    }
}
/exit
