import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * How well the balance lab's character ranking at fewer AI iterations agrees with the ranking at the default:
 * reads the games.csv of a reference run and of other runs (bench/balance-fast.sh), scores each character
 * against the others (mirror games left out, a win 1, a draw 1/2), and prints Spearman's rank correlation of
 * each run's scores with the reference's, with a 95% interval from a bootstrap that resamples the games of
 * every ordered pairing in both runs.
 *
 * <pre>java bench/balance/Agreement.java REFERENCE_DIR RUN_DIR...</pre>
 */
public class Agreement {
    record Game(String black, String white, double blackPoints) {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: java bench/balance/Agreement.java REFERENCE_DIR RUN_DIR...");
            System.exit(2);
        }
        Map<String, List<Game>> reference = byPair(read(Path.of(args[0], "games.csv")));
        List<String> names = new ArrayList<>(characters(reference));
        double[] ref = scores(reference, names);
        System.out.println("reference " + args[0] + ": " + describe(names, ref));
        for (int i = 1; i < args.length; i++) {
            Map<String, List<Game>> run = byPair(read(Path.of(args[i], "games.csv")));
            double[] scores = scores(run, names);
            double rho = spearman(ref, scores);
            SplittableRandom random = new SplittableRandom(1);
            double[] boot = new double[2000];
            for (int b = 0; b < boot.length; b++) {
                boot[b] = spearman(scores(resample(reference, random), names), scores(resample(run, random), names));
            }
            Arrays.sort(boot);
            System.out.printf("%s: rho %.2f (95%% interval %.2f to %.2f); %s%n", args[i], rho,
                    boot[(int) (0.025 * boot.length)], boot[(int) (0.975 * boot.length) - 1], describe(names, scores));
        }
    }

    static List<Game> read(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        List<String> head = List.of(lines.get(0).split(","));
        int black = head.indexOf("black");
        int white = head.indexOf("white");
        int result = head.indexOf("result");
        List<Game> out = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            double points = switch (f[result]) {
                case "BLACK_WINS" -> 1;
                case "WHITE_WINS" -> 0;
                default -> 0.5;
            };
            out.add(new Game(f[black], f[white], points));
        }
        return out;
    }

    static Map<String, List<Game>> byPair(List<Game> games) {
        Map<String, List<Game>> out = new LinkedHashMap<>();
        for (Game g : games) {
            if (!g.black().equals(g.white())) {
                out.computeIfAbsent(g.black() + " " + g.white(), k -> new ArrayList<>()).add(g);
            }
        }
        return out;
    }

    static TreeSet<String> characters(Map<String, List<Game>> pairs) {
        TreeSet<String> out = new TreeSet<>();
        pairs.values().forEach(list -> list.forEach(g -> {
            out.add(g.black());
            out.add(g.white());
        }));
        return out;
    }

    /** Each character's share of the points in its games against the others. */
    static double[] scores(Map<String, List<Game>> pairs, List<String> names) {
        double[] points = new double[names.size()];
        double[] games = new double[names.size()];
        for (List<Game> list : pairs.values()) {
            for (Game g : list) {
                int b = names.indexOf(g.black());
                int w = names.indexOf(g.white());
                points[b] += g.blackPoints();
                points[w] += 1 - g.blackPoints();
                games[b]++;
                games[w]++;
            }
        }
        double[] out = new double[names.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = games[i] == 0 ? 0.5 : points[i] / games[i];
        }
        return out;
    }

    static Map<String, List<Game>> resample(Map<String, List<Game>> pairs, SplittableRandom random) {
        Map<String, List<Game>> out = new LinkedHashMap<>();
        pairs.forEach((pair, list) -> {
            List<Game> drawn = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                drawn.add(list.get(random.nextInt(list.size())));
            }
            out.put(pair, drawn);
        });
        return out;
    }

    /** Spearman's rank correlation, ties given their mean rank. */
    static double spearman(double[] a, double[] b) {
        double[] ra = ranks(a);
        double[] rb = ranks(b);
        double ma = Arrays.stream(ra).average().orElse(0);
        double mb = Arrays.stream(rb).average().orElse(0);
        double num = 0;
        double da = 0;
        double db = 0;
        for (int i = 0; i < ra.length; i++) {
            num += (ra[i] - ma) * (rb[i] - mb);
            da += (ra[i] - ma) * (ra[i] - ma);
            db += (rb[i] - mb) * (rb[i] - mb);
        }
        return da == 0 || db == 0 ? 0 : num / Math.sqrt(da * db);
    }

    static double[] ranks(double[] v) {
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            int below = 0;
            int equal = 0;
            for (double x : v) {
                below += x < v[i] ? 1 : 0;
                equal += x == v[i] ? 1 : 0;
            }
            out[i] = below + (equal + 1) / 2.0;
        }
        return out;
    }

    static String describe(List<String> names, double[] scores) {
        StringBuilder sb = new StringBuilder();
        Integer[] order = new Integer[names.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> Double.compare(scores[y], scores[x]));
        for (int i : order) {
            sb.append(sb.length() == 0 ? "" : ", ").append(names.get(i)).append(String.format(" %.0f%%", 100 * scores[i]));
        }
        return sb.toString();
    }
}
