package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.rules.character.Cast;
import dev.kingme.rules.character.Hero;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The ids of character files checked together, each against the built-in characters' and the others': a file
 * with a built-in character's id is refused by everything but the balance lab (where it plays in that
 * character's place), and two files of one id cannot be loaded together. Both are warnings at the id, since
 * each file is good on its own.
 */
final class CharacterIds {
    private CharacterIds() {
    }

    /** {@code checks} of the files {@code names}, in their order, each with the warnings about its id. */
    static List<CharacterCheck> checked(List<String> names, List<CharacterCheck> checks) {
        List<CharacterCheck> out = new ArrayList<>();
        Map<String, String> taken = new HashMap<>();
        for (int i = 0; i < checks.size(); i++) {
            CharacterCheck c = checks.get(i);
            if (c.character() == null) {
                out.add(c);
                continue;
            }
            String id = c.character().id();
            Json at = ((Json.Obj) c.json()).members().get("id");
            List<CharacterFinding> found = new ArrayList<>();
            if (Cast.builtIn().ids().contains(id)) {
                Hero builtIn = Cast.builtIn().byId(id);
                found.add(CharacterFinding.warning(at, "\"" + id + "\" is the id of the built-in " + builtIn.title()
                        + ": play, games and serve refuse the file, and the balance lab plays it in the "
                        + builtIn.title() + "'s place", "give the character an id of its own, unless the file is meant"
                        + " to change the " + builtIn.title() + " in the balance lab"));
            }
            String other = taken.putIfAbsent(id, names.get(i));
            if (other != null) {
                found.add(CharacterFinding.warning(at, "\"" + id + "\" is also the id of " + other
                        + ": the two files cannot be loaded together", "give one of the two characters another id"));
            }
            out.add(c.with(found));
        }
        return out;
    }
}
