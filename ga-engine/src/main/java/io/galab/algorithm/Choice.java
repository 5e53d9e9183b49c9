package io.galab.algorithm;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A named reading of a paper's text, implemented by the enum behind a choice parameter
 * ({@link Parameter#ofChoice(String, Enum, String)}): its constants are the values a spec may give.
 */
public interface Choice {

    /**
     * The name used in specs: the constant's name in lower camel case, {@code PER_MUTATION} →
     * {@code perMutation}, {@code FROM_2} → {@code from2}.
     */
    default String key() {
        String[] words = ((Enum<?>) this).name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder key = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            key.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return key.toString();
    }

    /** The constant of {@code type} whose key is {@code key}. */
    static <E extends Enum<E> & Choice> E of(Class<E> type, String key) {
        for (E e : type.getEnumConstants()) {
            if (e.key().equals(key)) {
                return e;
            }
        }
        throw new IllegalArgumentException("'" + key + "' is not one of " + keys(type));
    }

    /** Every key of {@code type}, in declaration order. */
    static <E extends Enum<E> & Choice> List<String> keys(Class<E> type) {
        List<String> keys = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            keys.add(e.key());
        }
        return keys;
    }
}
