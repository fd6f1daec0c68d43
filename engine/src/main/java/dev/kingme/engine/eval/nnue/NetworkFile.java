package dev.kingme.engine.eval.nnue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The network's file: the bytes {@code KMNN}, a format version, the sizes (hidden units a perspective, dense
 * units), the scale in hundredths of a man a logit, then the layers' integers, big-endian, in the order of
 * {@link Network}'s fields. The shipped one is the resource {@value #RESOURCE}, about 9 kB.
 */
public final class NetworkFile {
    /** Where the shipped network is among the engine's resources. */
    public static final String RESOURCE = "/dev/kingme/engine/eval/nnue/network.bin";
    private static final int MAGIC = 0x4B4D4E4E;
    private static final int VERSION = 1;

    private NetworkFile() {
    }

    /**
     * The shipped network, read once; the system property {@code kingme.network} may name a file to use
     * instead (to try a new fit in matches before shipping it).
     */
    static Network standard() {
        return Shipped.NETWORK;
    }

    private static final class Shipped {
        static final Network NETWORK = load();

        private static Network load() {
            String file = System.getProperty("kingme.network");
            try {
                if (file != null && !file.isBlank()) {
                    return read(Files.readAllBytes(Path.of(file)));
                }
                try (InputStream in = NetworkFile.class.getResourceAsStream(RESOURCE)) {
                    if (in == null) {
                        throw new IllegalStateException("the network (" + RESOURCE + ") is missing from the engine");
                    }
                    return read(in.readAllBytes());
                }
            } catch (IOException e) {
                throw new UncheckedIOException("the network " + (file != null ? file : RESOURCE), e);
            }
        }
    }

    /** The network's bytes in this format. */
    public static byte[] write(Network n) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(MAGIC);
            out.writeInt(VERSION);
            out.writeInt(n.hidden);
            out.writeInt(n.layer2);
            out.writeInt(n.centsPerLogit);
            writeShorts(out, n.inputWeights);
            writeShorts(out, n.inputBias);
            writeShorts(out, n.hiddenWeights);
            for (int b : n.hiddenBias) {
                out.writeInt(b);
            }
            writeShorts(out, n.outputWeights);
            out.writeInt(n.outputBias);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /**
     * The network in {@code bytes}.
     *
     * @throws IOException when they are not a network of this format
     */
    public static Network read(byte[] bytes) throws IOException {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            if (in.readInt() != MAGIC || in.readInt() != VERSION) {
                throw new IOException("not a Kingme network file of version " + VERSION);
            }
            int hidden = in.readInt();
            int layer2 = in.readInt();
            int cents = in.readInt();
            if (hidden < 1 || hidden > 1024 || layer2 < 1 || layer2 > 1024) {
                throw new IOException("network sizes out of range: " + hidden + ", " + layer2);
            }
            short[] inputWeights = readShorts(in, NetworkInputs.COUNT * hidden);
            short[] inputBias = readShorts(in, hidden);
            short[] hiddenWeights = readShorts(in, layer2 * 2 * hidden);
            int[] hiddenBias = new int[layer2];
            for (int i = 0; i < layer2; i++) {
                hiddenBias[i] = in.readInt();
            }
            short[] outputWeights = readShorts(in, layer2);
            int outputBias = in.readInt();
            if (in.read() != -1) {
                throw new IOException("bytes left over after the network");
            }
            return new Network(hidden, layer2, cents, inputWeights, inputBias, hiddenWeights, hiddenBias,
                    outputWeights, outputBias);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private static void writeShorts(DataOutputStream out, short[] values) throws IOException {
        for (short v : values) {
            out.writeShort(v);
        }
    }

    private static short[] readShorts(DataInputStream in, int n) throws IOException {
        short[] values = new short[n];
        for (int i = 0; i < n; i++) {
            values[i] = in.readShort();
        }
        return values;
    }
}
