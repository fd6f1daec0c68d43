package dev.kingme.balance.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TextTest {
    @Test
    void escapesMarkupAndDropsWhatXmlCannotHold() {
        assertThat(Text.escape("<b>&\"'")).isEqualTo("&lt;b&gt;&amp;&quot;&#39;");
        assertThat(Text.escape("a\u0001b\uD800c")).isEqualTo("a\uFFFDb\uFFFDc");
        assertThat(Text.escape("Ch'vorthq 😀")).isEqualTo("Ch&#39;vorthq 😀");
        assertThat(Text.escape(null)).isEmpty();
    }

    @Test
    void quotesCsvFieldsOnlyWhenNeeded() {
        assertThat(Csv.field("plain")).isEqualTo("plain");
        assertThat(Csv.field("a,b")).isEqualTo("\"a,b\"");
        assertThat(Csv.field("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(Csv.field("two\nlines")).isEqualTo("\"two\nlines\"");
        assertThat(Csv.field(" padded")).isEqualTo("\" padded\"");
        assertThat(new Csv().row("a", null, 1.5).toString()).isEqualTo("a,,1.5\r\n");
    }

    @Test
    void formatsNumbers() {
        assertThat(Text.number(0.8125)).isEqualTo("0.8125");
        assertThat(Text.number(1.0)).isEqualTo("1");
        assertThat(Text.number(-0.0)).isEqualTo("0");
        assertThat(Text.number(1.23456789)).isEqualTo("1.234568");
        assertThat(Text.number(Double.NaN)).isEmpty();
        assertThat(Text.rating(82.4)).isEqualTo("+82");
        assertThat(Text.rating(-94.8)).isEqualTo("−95");
        assertThat(Text.percent(0.625, 1)).isEqualTo("62.5%");
    }
}
