package io.galab.experiment;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Type;

/**
 * What a class file names, read from its constant pool with ASM ({@link CodeFingerprint} walks the closure through
 * them): the classes it references, and its string constants that look like a resource's path or a class's name.
 *
 * @param classes the internal names of the classes it references, in order
 * @param strings its string constants that may name a file or a class, in order
 */
record ClassFileReferences(List<String> classes, List<String> strings) {

    /** Each class file's references, by its bytes' hash: a class shared by many closures is parsed once. */
    private static final Map<String, ClassFileReferences> READ = new ConcurrentHashMap<>();
    /** A string constant that may name a resource or a class: no spaces, a dot or a slash. */
    private static final Pattern NAME = Pattern.compile("/?[A-Za-z0-9_$-]+([./][A-Za-z0-9_$-]+)+");

    /** The references of the class file {@code bytes}. */
    static ClassFileReferences of(byte[] bytes) {
        return READ.computeIfAbsent(Hashes.hex16(bytes) + bytes.length, k -> read(bytes));
    }

    /**
     * The classes a class file names in its constant pool: its Class entries (superclass, interfaces, the owners
     * of the fields and methods it uses, the classes it creates, casts to or catches) and the classes in the
     * descriptors of its NameAndType and MethodType entries (array types name their element class); and its
     * string constants that look like a path or a dotted name, which may name a resource or a class it loads.
     */
    private static ClassFileReferences read(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        char[] buffer = new char[reader.getMaxStringLength()];
        java.util.Set<String> out = new java.util.TreeSet<>();
        java.util.Set<String> strings = new java.util.TreeSet<>();
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
                case 8 -> { // CONSTANT_String: a resource's path or a class's name, perhaps
                    String text = reader.readUTF8(offset, buffer);
                    if (text.length() < 200 && NAME.matcher(text).matches()) {
                        strings.add(text);
                    } else if (text.length() < 200 && (text.indexOf(ARG) >= 0 || text.indexOf(CONST) >= 0)) {
                        String pattern = concatenated(text);
                        if (pattern != null) {
                            strings.add(pattern);
                        }
                    }
                }
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
        return new ClassFileReferences(List.copyOf(out), List.copyOf(strings));
    }

    /** The leading folder of a concatenated resource name: "io/galab/puzzles/", "/data/". */
    private static final Pattern FOLDER = Pattern.compile("/?([A-Za-z0-9_$.-]+/)+");
    /** In a string concatenation's recipe (javac's {@code makeConcatWithConstants}): an argument's place. */
    static final char ARG = '\u0001';
    /** In a recipe: a constant's place. */
    static final char CONST = '\u0002';

    /**
     * A resource name built by concatenation, {@code ROOT + file + ".puzzle.txt"}, compiles to an invokedynamic whose
     * recipe, "io/galab/puzzles/\u0001.puzzle.txt", is a string constant: the names it may build are the resources
     * under its leading folder that end with its trailing text. Returned as "folder/" + {@link #ARG} + "suffix", or
     * null when the recipe does not start with a folder (a message, say).
     */
    static String concatenated(String recipe) {
        int first = recipe.length();
        int last = -1;
        for (int i = 0; i < recipe.length(); i++) {
            char c = recipe.charAt(i);
            if (c == ARG || c == CONST) {
                first = Math.min(first, i);
                last = i;
            }
        }
        String prefix = recipe.substring(0, first);
        int slash = prefix.lastIndexOf('/');
        if (slash <= 0) {
            return null;
        }
        String folder = prefix.substring(0, slash + 1);
        String suffix = recipe.substring(last + 1);
        if (!FOLDER.matcher(folder).matches() || !suffix.matches("[A-Za-z0-9_.$/-]*")) {
            return null;
        }
        return folder + ARG + suffix;
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
