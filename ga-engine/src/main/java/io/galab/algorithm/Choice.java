package io.galab.algorithm;

import java.util.ArrayList;
import java.util.List;

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
        Enum<?> constant = (Enum<?>) this;
        return ChoiceKeys.KEYS.get(constant.getDeclaringClass())[constant.ordinal()];
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
