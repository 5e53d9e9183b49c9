// The Ret-GA paper's performance index PI (Eq. 7) for Table 1: GA (Mantere & Koljonen) against the
// published Ret-GA, and against galab's Ret-GA from reports/retrievable-table1/summary.csv.
//   jshell --class-path ga-engine/target/ga-engine-0.1.0-SNAPSHOT-all.jar scripts/ret-ga-pi.jsh
import io.galab.stats.PerformanceIndex;
import io.galab.stats.PerformanceIndex.Result;
import java.nio.file.*;
import java.util.*;
import org.apache.commons.csv.*;

// Table 1, in the order s01a..s07a, s08b, s09b: success %, average and SD of generations
double[][] GA = {{100, 2466.60, 3500.98}, {69, 11226.80, 11834.68}, {46, 22346.40, 24846.46},
    {26, 22611.30, 22429.12}, {23, 23288.00, 22732.25}, {100, 768.60, 942.23}, {30, 25333.30, 23058.94},
    {4, 20534.30, 12506.72}, {9, 14392.00, 17053.33}};
double[][] RET = {{100, 159.24, 159.95}, {100, 1864.94, 1728.25}, {100, 4338.30, 3906.40},
    {100, 10716.73, 11285.80}, {100, 13569.76, 12832.50}, {100, 70.34, 55.70}, {94, 25932.87, 19153.54},
    {16, 40466.13, 11940.66}, {6, 42354.86, 11198.42}};
String[] IDS = {"s01a", "s02a", "s03a", "s04a", "s05a", "s06a", "s07a", "s08b", "s09b"};

List<Result> table(double[][] rows) {
    List<Result> out = new ArrayList<>();
    for (double[] r : rows) out.add(new Result((long) r[0], 100, r[1], r[2]));
    return out;
}

List<Result> ours() throws Exception {
    Map<String, Result> byId = new HashMap<>();
    try (Reader in = Files.newBufferedReader(Path.of("reports/retrievable-table1/summary.csv"))) {
        for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in)) {
            byId.put(r.get("puzzle"), new Result(Long.parseLong(r.get("successes")), Long.parseLong(r.get("runs")),
                    Double.parseDouble(r.get("meanGenerations")), Double.parseDouble(r.get("sdGenerations"))));
        }
    }
    List<Result> out = new ArrayList<>();
    for (String id : IDS) out.add(byId.get(id));
    return out;
}

List<Result> ga = table(GA), published = table(RET), galab = ours();
System.out.println("| weights | w | GA vs published Ret-GA: GA | Ret-GA (paper) | GA vs galab Ret-GA: GA | Ret-GA (galab) |");
System.out.println("|---|---|---|---|---|---|");
for (int c = 1; c <= 3; c++) {
    for (double w : new double[] {0, 0.5, 1}) {
        double o = (1 - w) / 2;
        double[] k = c == 1 ? new double[] {w, o, o} : c == 2 ? new double[] {o, w, o} : new double[] {o, o, w};
        double[] p = PerformanceIndex.of(List.of(ga, published), k[0], k[1], k[2]);
        double[] g = PerformanceIndex.of(List.of(ga, galab), k[0], k[1], k[2]);
        System.out.printf("| k%d = w, others (1−w)/2 | %.1f | %.3f | %.3f | %.3f | %.3f |%n", c, w, p[0], p[1], g[0], g[1]);
    }
}
/exit
