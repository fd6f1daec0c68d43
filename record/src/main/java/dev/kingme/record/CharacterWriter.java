package dev.kingme.record;

import dev.kingme.rules.character.CharacterSpec;
import dev.kingme.rules.character.Hero;
import dev.kingme.rules.character.PowerSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A character file written from a character: the blocks in {@link CharacterJson}'s words, every default left out. */
final class CharacterWriter {
    private CharacterWriter() {
    }

    private static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static String write(CharacterSpec spec) {
        Map<String, Object> top = new LinkedHashMap<>();
        top.put("format", CharacterJson.FORMAT);
        top.put("id", spec.id());
        top.put("title", spec.title());
        top.put("set", spec.set() == Hero.Sets.FANTASY ? "fantasy-rpg" : "schlock-mercenary");
        List<Object> powers = new ArrayList<>();
        for (PowerSpec p : spec.powers()) {
            powers.add(power(p));
        }
        top.put("powers", powers);
        return CharacterLayout.write(top) + "\n";
    }

    private static Map<String, Object> power(PowerSpec p) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (p.builtin() != null) {
            m.put("builtin", p.builtin());
            return m;
        }
        m.put("title", p.title());
        if (p.cost() > 0) {
            m.put("cost", p.cost());
        }
        putIf(m, "when", p.when());
        putIf(m, "summary", p.summary());
        m.put("seed", p.seed());
        if (!p.neutralizable()) {
            m.put("neutralizable", false);
        }
        if (p.act() != null) {
            m.put("act", act(p.act()));
        }
        if (!p.gains().isEmpty()) {
            List<Object> gains = new ArrayList<>();
            for (PowerSpec.Gain g : p.gains()) {
                Map<String, Object> gm = new LinkedHashMap<>();
                gm.put("resource", word(g.resource()));
                gm.put("per", word(g.per()));
                if (g.amount() != 1) {
                    gm.put("amount", g.amount());
                }
                gains.add(gm);
            }
            m.put("gains", gains);
        }
        if (!p.starts().isEmpty()) {
            List<Object> starts = new ArrayList<>();
            for (PowerSpec.Start s : p.starts()) {
                Map<String, Object> sm = new LinkedHashMap<>();
                sm.put("resource", word(s.resource()));
                sm.put("amount", s.amount());
                if (s.onCheckers()) {
                    sm.put("on-each-checker", true);
                }
                starts.add(sm);
            }
            m.put("starts", starts);
        }
        if (!p.wins().isEmpty()) {
            List<Object> wins = new ArrayList<>();
            for (PowerSpec.Win w : p.wins()) {
                Map<String, Object> wm = new LinkedHashMap<>();
                if (w instanceof PowerSpec.Win.ResourceAtLeast r) {
                    wm.put("resource", word(r.resource()));
                    wm.put("at-least", r.atLeast());
                } else if (w instanceof PowerSpec.Win.LdAtLeast l) {
                    wm.put("ld-at-least", l.atLeast());
                } else {
                    wm.put("jumps-in-a-move", ((PowerSpec.Win.JumpsInAMove) w).jumps());
                }
                if (w.says() != null) {
                    wm.put("says", w.says());
                }
                wins.add(wm);
            }
            m.put("wins", wins);
        }
        if (p.passive() != null) {
            Map<String, Object> pm = new LinkedHashMap<>();
            if (p.passive().penniesAbsorbWounds()) {
                pm.put("pennies-absorb-wounds", true);
            }
            if (p.passive().bentJumpsAtLd() != null) {
                pm.put("bent-jumps-at-ld", p.passive().bentJumpsAtLd());
            }
            if (p.passive().unjumpableAfterALoss()) {
                pm.put("unjumpable-after-a-loss", true);
            }
            if (p.passive().singleJumps() != null) {
                pm.put("single-jumps-with-pieces-between", List.of(p.passive().singleJumps().least(),
                        p.passive().singleJumps().most()));
            }
            if (p.passive().aura() != null) {
                pm.put("no-jumps-beside", p.passive().aura().of().name().toLowerCase(java.util.Locale.ROOT));
            }
            if (p.passive().woundAura() != null) {
                pm.put("no-wounds-beside", p.passive().woundAura().of().name().toLowerCase(java.util.Locale.ROOT));
            }
            putIf(pm, "says", p.passive().says());
            m.put("passive", pm);
        }
        return m;
    }

    private static Map<String, Object> act(PowerSpec.Act a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", a.name());
        putIf(m, "typed", a.typed());
        putIf(m, "meaning", a.meaning());
        List<Object> windows = new ArrayList<>();
        for (PowerSpec.Window w : a.windows()) {
            windows.add(word(w));
        }
        m.put("window", windows.size() == 1 ? windows.get(0) : windows);
        putIf(m, "event", a.event());
        if (a.pays() != PowerSpec.Resource.PENNIES) {
            m.put("pays", word(a.pays()));
        }
        if (a.perTurnAmount() != PowerSpec.Amount.NUMBER) {
            m.put("per-turn", word(a.perTurnAmount()));
        } else if (a.perTurn() > 0) {
            m.put("per-turn", a.perTurn());
        }
        if (a.target() != null) {
            m.put("target", target(a.target()));
        }
        if (!a.conditions().isEmpty()) {
            List<Object> cs = new ArrayList<>();
            for (PowerSpec.Condition c : a.conditions()) {
                cs.add(condition(c));
            }
            m.put("conditions", cs);
        }
        List<Object> es = new ArrayList<>();
        for (PowerSpec.Effect e : a.effects()) {
            es.add(effect(e));
        }
        m.put("effects", es);
        m.put("says", a.says());
        putIf(m, "question", a.question());
        putIf(m, "refusal", a.refusal());
        putIf(m, "called", a.called());
        if (a.perGame() > 0) {
            m.put("per-game", a.perGame());
        }
        if (a.perWindowAmount() != PowerSpec.Amount.NUMBER) {
            m.put("per-window", word(a.perWindowAmount()));
        } else if (a.perWindow() > 1) {
            m.put("per-window", a.perWindow());
        }
        return m;
    }

    private static Map<String, Object> target(PowerSpec.Target target) {
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("whose", word(target.whose()));
        t.put("reach", word(target.reach()));
        if (target.reach() == PowerSpec.Reach.LINE) {
            t.put("range", target.rangeAmount() != PowerSpec.Amount.NUMBER ? word(target.rangeAmount())
                    : target.range() == 0 ? "unlimited" : (Object) target.range());
        }
        if (target.wounded() != null) {
            t.put("wounded", target.wounded());
        }
        if (target.king() != null) {
            t.put("king", target.king());
        }
        return t;
    }

    private static Map<String, Object> condition(PowerSpec.Condition c) {
        Map<String, Object> cm = new LinkedHashMap<>();
        if (c instanceof PowerSpec.Condition.LevelAtLeast l) {
            cm.put("level-at-least", l.level());
        } else if (c instanceof PowerSpec.Condition.LdAtLeast l) {
            cm.put("ld-at-least", l.ld());
        } else if (c instanceof PowerSpec.Condition.MovesAtLeast l) {
            cm.put("moves-at-least", l.moves());
        } else if (c instanceof PowerSpec.Condition.CapturedAtLeast l) {
            cm.put("captured-at-least", l.checkers());
        } else if (c instanceof PowerSpec.Condition.LevelAtMost l) {
            cm.put("level-at-most", l.level());
        } else if (c instanceof PowerSpec.Condition.LdAtMost l) {
            cm.put("ld-at-most", l.ld());
        } else if (c instanceof PowerSpec.Condition.MovesAtMost l) {
            cm.put("moves-at-most", l.moves());
        } else if (c instanceof PowerSpec.Condition.CapturedAtMost l) {
            cm.put("captured-at-most", l.checkers());
        } else if (c instanceof PowerSpec.Condition.JumpsAtLeast l) {
            cm.put("jumps-at-least", l.jumps());
        } else if (c instanceof PowerSpec.Condition.JumpsAtMost l) {
            cm.put("jumps-at-most", l.jumps());
        } else {
            PowerSpec.Condition.PiecesBetween p = (PowerSpec.Condition.PiecesBetween) c;
            cm.put("pieces-between", List.of(p.least(), p.most()));
        }
        return cm;
    }

    private static Map<String, Object> effect(PowerSpec.Effect e) {
        Map<String, Object> em = new LinkedHashMap<>();
        if (e instanceof PowerSpec.Effect.Wound w) {
            em.put("wound", w.of() == PowerSpec.Amount.NUMBER ? (Object) w.amount() : word(w.of()));
            if (w.save()) {
                em.put("save", true);
            }
            if (w.where() != PowerSpec.Effect.Where.TARGET) {
                em.put("on", word(w.where()));
            }
        } else if (e instanceof PowerSpec.Effect.Capture c) {
            em.put("capture", word(c.where()));
        } else if (e instanceof PowerSpec.Effect.CaptureLine) {
            em.put("capture", "line-of-the-jump");
        } else if (e instanceof PowerSpec.Effect.Heal h) {
            em.put("heal", word(h.where()));
        } else if (e instanceof PowerSpec.Effect.PreventCapture) {
            em.put("prevent-capture", true);
        } else if (e instanceof PowerSpec.Effect.ProtectFromJumps) {
            em.put("protect-from-jumps", "this-turn");
        } else if (e instanceof PowerSpec.Effect.Ward) {
            em.put("ward", true);
        } else if (e instanceof PowerSpec.Effect.SkipTurns k) {
            em.put("skip-turns", k.turns());
        } else if (e instanceof PowerSpec.Effect.Neutralize) {
            em.put("neutralize", "opponents-powers");
        } else if (e instanceof PowerSpec.Effect.ExtraTurn) {
            em.put("extra-turn", true);
        } else if (e instanceof PowerSpec.Effect.Pool p) {
            em.put("pool", p.move() == PowerSpec.Effect.Pool.Move.RESCUE ? "rescue" : "give-back");
        } else if (e instanceof PowerSpec.Effect.Move mv) {
            Map<String, Object> mm = new LinkedHashMap<>();
            mm.put("to", word(mv.to()));
            if (mv.to() == PowerSpec.Reach.LINE && (mv.range() > 0 || mv.rangeAmount() != PowerSpec.Amount.NUMBER)) {
                mm.put("range", mv.rangeAmount() != PowerSpec.Amount.NUMBER ? word(mv.rangeAmount()) : (Object) mv.range());
            }
            mm.put("after", mv.afterDie() ? "die" : "now");
            em.put("move", mm);
        } else if (e instanceof PowerSpec.Effect.Trap t) {
            Map<String, Object> tm = new LinkedHashMap<>();
            tm.put("turns", t.turns());
            tm.put("does", t.does().name().toLowerCase(java.util.Locale.ROOT));
            em.put("trap", tm);
        } else if (e instanceof PowerSpec.Effect.Place p) {
            em.put("place", p.orSpare() ? "captured-checker-or-spare" : "captured-checker");
        } else if (e instanceof PowerSpec.Effect.Crown) {
            em.put("crown", "target");
        } else if (e instanceof PowerSpec.Effect.GainResource g) {
            em.put("gain", word(g.resource()));
            if (g.amount() != 1) {
                em.put("amount", g.amount());
            }
        } else if (e instanceof PowerSpec.Effect.PayPerOrLose p) {
            em.put("pay-per", word(p.per()));
            if (p.pays() != PowerSpec.Resource.PENNIES) {
                em.put("pays", word(p.pays()));
            }
        } else {
            em.put("opponent-names-best-move", true);
        }
        return em;
    }

    private static void putIf(Map<String, Object> m, String key, String value) {
        if (value != null) {
            m.put(key, value);
        }
    }
}
