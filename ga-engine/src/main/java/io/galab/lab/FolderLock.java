package io.galab.lab;

import io.galab.experiment.ProgressListener;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;

/**
 * One writer per spec's output folder: an operating-system lock ({@link FileChannel#tryLock}) on the
 * folder's {@code .lock} file, which also says who holds it. A second run into the same folder waits
 * for the first, saying so, or is refused; the operating system releases the lock when a holder dies,
 * even by {@code kill -9}.
 */
final class FolderLock implements AutoCloseable {

    static final String FILE = ".lock";

    /** Another run holds the folder, and this one was told not to wait. */
    static final class InUseException extends IOException {
        private static final long serialVersionUID = 1L;

        InUseException(String message) {
            super(message);
        }
    }

    private final FileChannel channel;
    private final FileLock lock;

    private FolderLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Locks {@code dir}. When another run holds it: with {@code wait}, tells the listener who holds it
     * and waits; without, refuses with an {@link IOException} that names the holder.
     */
    static FolderLock acquire(Path dir, boolean wait, ProgressListener listener) throws IOException,
            InterruptedException {
        // never through a symbolic link, which would truncate whatever file it names
        FileChannel channel = FileChannel.open(dir.resolve(FILE), StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        try {
            FileLock lock = tryLock(channel);
            if (lock == null) {
                String holder = holder(channel);
                if (!wait) {
                    throw new InUseException(dir + " is in use by another run (" + holder + "); run again when it"
                            + " ends, or without --no-wait to wait for it");
                }
                listener.warning("waiting for " + dir + ", in use by another run (" + holder + ")");
                while ((lock = tryLock(channel)) == null) {
                    // the holder is another process (or a run in this one): poll until it ends
                    Thread.sleep(500);
                }
            }
            String me = "pid " + ManagementFactory.getRuntimeMXBean().getPid() + " on " + host() + " since "
                    + Instant.now();
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(me.getBytes(StandardCharsets.UTF_8)), 0);
            return new FolderLock(channel, lock);
        } catch (IOException | InterruptedException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null; // held by a run in this JVM
        }
    }

    private static String holder(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(channel.size(), 1024));
        channel.read(buffer, 0);
        String text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
        return text.isEmpty() ? "holder unknown" : text;
    }

    private static String host() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "this host";
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
