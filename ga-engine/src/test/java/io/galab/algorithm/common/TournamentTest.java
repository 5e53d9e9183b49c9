package io.galab.algorithm.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TournamentTest {

    @Test
    void aTournamentOfTheWholePoolPicksAnIndividualWithTheLowestPenaltyAndNeverTheExcluded() {
        double[] penalty = new double[700];
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < penalty.length; i++) {
            penalty[i] = 5 + random.nextInt(50);
        }
        penalty[123] = 1;
        penalty[456] = 1;
        Tournament all = new Tournament(1000);
        for (int t = 0; t < 700; t++) { // k near n: one shuffle each, no redraws
            int w = all.select(penalty, 700, -1, random);
            assertTrue(w == 123 || w == 456, "winner " + w);
        }
        assertEquals(456, all.select(penalty, 700, 123, random), "the excluded one never takes part");
    }

    @Test
    void everyContestantIsDistinct() {
        double[] penalty = new double[10];
        for (int i = 0; i < 10; i++) {
            penalty[i] = i;
        }
        SplittableRandom random = new SplittableRandom(5);
        Tournament nine = new Tournament(9);
        for (int t = 0; t < 200; t++) {
            // 9 distinct of 10 without index 0: the best possible is 1, and 9 of the 9 others must all be drawn
            assertEquals(1, nine.select(penalty, 10, 0, random));
        }
        Tournament three = new Tournament(3);
        int[] wins = new int[10];
        for (int t = 0; t < 20_000; t++) {
            wins[three.select(penalty, 10, -1, random)]++;
        }
        assertEquals(0, wins[8] + wins[9], "with 3 distinct contestants the two worst can never win");
        assertNotEquals(0, wins[7]);
    }
}
