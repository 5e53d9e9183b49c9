package io.galab.algorithm;

import java.util.Locale;

/** Each {@link Choice} enum's keys by ordinal, made once per enum: runs.csv and the page ask for them per run. */
final class ChoiceKeys {

    static final ClassValue<String[]> KEYS = new ClassValue<>() {
        @Override
        protected String[] computeValue(Class<?> type) {
            Object[] constants = type.getEnumConstants();
            String[] keys = new String[constants.length];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = camel(((Enum<?>) constants[i]).name());
            }
            return keys;
        }
    };

    private ChoiceKeys() {
    }

    /** {@code PER_MUTATION} → {@code perMutation}, {@code FROM_2} → {@code from2}. */
    static String camel(String name) {
        String[] words = name.toLowerCase(Locale.ROOT).split("_");
        StringBuilder key = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            key.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return key.toString();
    }
}
