package io.galab.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The watch lists on their own, against a list of pairs per key: appends grow a list past its first array, each
 * pair stays (clause, literal) in order, truncation keeps a prefix, and clearing empties every list and leaves
 * them reusable.
 */
class WatchListsTest {

    @Test
    void listsHoldTheirPairsInOrderThroughGrowthTruncationAndClearing() {
        SplittableRandom random = new SplittableRandom(11);
        int keys = 30;
        WatchLists lists = new WatchLists(keys);
        List<List<int[]>> model = new ArrayList<>();
        for (int k = 0; k < keys; k++) {
            model.add(new ArrayList<>());
        }
        for (int step = 0; step < 5000; step++) {
            int key = random.nextInt(keys);
            int what = random.nextInt(20);
            if (what < 16) {
                int[] pair = {random.nextInt(1000), random.nextInt(60)};
                lists.add(key, pair[0], pair[1]);
                model.get(key).add(pair);
            } else if (what < 19) {
                int keep = random.nextInt(model.get(key).size() + 1);
                lists.truncate(key, 2 * keep);
                model.set(key, new ArrayList<>(model.get(key).subList(0, keep)));
            } else if (random.nextInt(10) == 0) {
                lists.clear();
                model.forEach(List::clear);
            }
            for (int k = 0; k < keys; k++) {
                assertEquals(2 * model.get(k).size(), lists.size(k), "key " + k);
                int[] list = lists.list(k);
                for (int i = 0; i < model.get(k).size(); i++) {
                    assertArrayEquals(model.get(k).get(i), Arrays.copyOfRange(list, 2 * i, 2 * i + 2),
                            "key " + k + ", pair " + i);
                }
            }
        }
    }

    @Test
    void aKeyNeverAddedToIsEmpty() {
        WatchLists lists = new WatchLists(3);
        assertEquals(0, lists.size(2));
        assertEquals(0, lists.list(2).length);
    }
}
