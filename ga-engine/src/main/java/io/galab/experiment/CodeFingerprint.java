package io.galab.experiment;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Type;

/**
 * A hash of the compiled code a run can load: the root classes (an algorithm's class, and any class a spec
 * names for it) and the transitive closure of the classes they reference, across packages and jars, the JDK
 * excluded (docs/experiments.md, "What the fingerprint covers"). A class's references are read from its class
 * file's constant pool with ASM: every class it names (to create, call, cast, catch or extend) and every class
 * in the descriptors of the fields and methods it uses. Every class the JVM can load while running a class's
 * code is named there, so a change anywhere in that closure (the solver's own package, a helper library, a
 * galab package the algorithm calls) changes the hash. Classes are found through the root's class loader, as the
 * JVM finds them; a class the loader cannot find is hashed as absent (it cannot run), so adding it later changes
 * the hash too.
 *
 * <p>Results are cached per JVM by class (a class's bytes do not change while it is loaded).
 */
public final class CodeFingerprint {

    /**
     * The closure of one root class.
     *
     * @param hash       16 hex digits over every class's name and bytes (null when unreadable)
     * @param classes    the internal names of the classes hashed, in order (absent ones included)
     * @param unreadable why a class file could not be read, or null
     */
    public record Closure(String hash, List<String> classes, String unreadable) {

        /** True when every class of the closure was read, so the hash stands for the code. */
        public boolean readable() {
            return unreadable == null;
        }
    }

    private static final ClassValue<Closure> CACHE = new ClassValue<>() {
        @Override
        protected Closure computeValue(Class<?> type) {
            return compute(type);
        }
    };
    /** Each class file's references, by its bytes' hash: classes shared by many closures are parsed once. */
    private static final Map<String, List<String>> REFERENCES = new ConcurrentHashMap<>();

    private CodeFingerprint() {
    }

    /** The closure of {@code root}'s code: its hash, its classes, or why it is unreadable. */
    public static Closure of(Class<?> root) {
        return CACHE.get(root);
    }

    private static Closure compute(Class<?> root) {
        ClassLoader loader = root.getClassLoader();
        if (loader == null) {
            return new Closure("jdk", List.of(), null); // a class of the JDK: excluded, as the JDK is
        }
        Map<String, byte[]> seen = new TreeMap<>();
        Deque<String> todo = new ArrayDeque<>();
        todo.add(Type.getInternalName(root));
        byte[] absent = new byte[0];
        try {
            while (!todo.isEmpty()) {
                String name = todo.poll();
                if (seen.containsKey(name) || jdk(name)) {
                    continue;
                }
                URL url = loader.getResource(name + ".class");
                if (url == null) {
                    seen.put(name, absent);
                    continue;
                }
                if ("jrt".equals(url.getProtocol())) {
                    continue; // a module of the JDK under a name not caught above
                }
                byte[] bytes;
                try (InputStream in = url.openStream()) {
                    bytes = in.readAllBytes();
                }
                seen.put(name, bytes);
                String key = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
                for (String ref : REFERENCES.computeIfAbsent(key, k -> references(bytes))) {
                    if (!seen.containsKey(ref)) {
                        todo.add(ref);
                    }
                }
            }
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, byte[]> e : seen.entrySet()) {
                digest.update(e.getKey().getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
                digest.update(e.getValue() == absent ? "absent".getBytes(StandardCharsets.UTF_8)
                        : MessageDigest.getInstance("SHA-256").digest(e.getValue()));
            }
            return new Closure(HexFormat.of().formatHex(digest.digest(), 0, 8), List.copyOf(seen.keySet()), null);
        } catch (IOException | RuntimeException | NoSuchAlgorithmException e) {
            return new Closure(null, List.copyOf(seen.keySet()), e.getClass().getSimpleName() + ": "
                    + e.getMessage());
        }
    }

    /** A class of the JDK, by name: not hashed (a JDK update is not a change of the algorithm). */
    private static boolean jdk(String internalName) {
        return internalName.startsWith("java/") || internalName.startsWith("javax/")
                || internalName.startsWith("jdk/") || internalName.startsWith("sun/")
                || internalName.startsWith("com/sun/");
    }

    /**
     * The classes a class file names in its constant pool: its Class entries (superclass, interfaces, the owners
     * of the fields and methods it uses, the classes it creates, casts to or catches) and the classes in the
     * descriptors of its NameAndType and MethodType entries. Array types name their element class.
     */
    static List<String> references(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        char[] buffer = new char[reader.getMaxStringLength()];
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (int i = 1; i < reader.getItemCount(); i++) {
            int offset = reader.getItem(i);
            if (offset == 0) {
                continue; // the unused slot after a long or double
            }
            switch (reader.readByte(offset - 1)) {
                case 7 -> { // CONSTANT_Class: an internal name, or an array's descriptor
                    String name = reader.readUTF8(offset, buffer);
                    addType(out, name.startsWith("[") ? Type.getType(name) : Type.getObjectType(name));
                }
                case 12 -> addDescriptor(out, reader.readUTF8(offset + 2, buffer)); // NameAndType
                case 16 -> addDescriptor(out, reader.readUTF8(offset, buffer)); // MethodType
                default -> {
                }
            }
        }
        // the class's own fields' and methods' types, which the constant pool holds only as text
        reader.accept(new org.objectweb.asm.ClassVisitor(org.objectweb.asm.Opcodes.ASM9) {
            @Override
            public org.objectweb.asm.FieldVisitor visitField(int access, String name, String descriptor,
                    String signature, Object value) {
                addDescriptor(out, descriptor);
                return null;
            }

            @Override
            public org.objectweb.asm.MethodVisitor visitMethod(int access, String name, String descriptor,
                    String signature, String[] exceptions) {
                addDescriptor(out, descriptor);
                return null;
            }
        }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return List.copyOf(out);
    }

    private static void addDescriptor(java.util.Set<String> out, String descriptor) {
        if (descriptor.startsWith("(")) {
            for (Type t : Type.getArgumentTypes(descriptor)) {
                addType(out, t);
            }
            addType(out, Type.getReturnType(descriptor));
        } else if (descriptor.startsWith("L") || descriptor.startsWith("[")) {
            addType(out, Type.getType(descriptor));
        }
    }

    private static void addType(java.util.Set<String> out, Type type) {
        Type t = type.getSort() == Type.ARRAY ? type.getElementType() : type;
        if (t.getSort() == Type.OBJECT) {
            out.add(t.getInternalName());
        }
    }
}
