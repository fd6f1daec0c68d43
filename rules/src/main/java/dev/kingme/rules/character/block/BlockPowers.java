package dev.kingme.rules.character.block;

import dev.kingme.rules.character.Power;
import dev.kingme.rules.character.PowerMaker;
import dev.kingme.rules.character.PowerSpec;
import dev.kingme.rules.character.builtin.BuiltinPowers;

/** The block interpreter's {@link PowerMaker}: a power of blocks, or the built-in power class the file names. */
public final class BlockPowers implements PowerMaker {
    @Override
    public Power make(PowerSpec spec, int perGame) {
        return spec.builtin() != null ? BuiltinPowers.make(spec.builtin()) : new BlockPower(spec, perGame);
    }
}
