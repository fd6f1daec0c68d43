package dev.kingme.balance.report;

/**
 * The stylesheet every page of the balance report carries inline (the report, the comparison and the sweep),
 * so that each page is one self-contained file: light colours, readable tables and bars, one column on a
 * narrow screen.
 */
final class ReportStyle {
    static final String CSS = """
            :root { color-scheme: light; }
            * { box-sizing: border-box; }
            body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
                   color: #1b1b1b; background: #fafafa; }
            main { max-width: 76rem; margin: 0 auto; padding: 1rem 1rem 3rem; }
            h1 { font-size: 1.7rem; margin: .5rem 0 .25rem; }
            h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; border-bottom: 1px solid #ddd; padding-bottom: .2rem; }
            p, li { max-width: 48rem; }
            .lead { color: #444; margin-top: 0; }
            .scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
            svg { max-width: 100%; height: auto; display: block; }
            table { border-collapse: collapse; font-size: .92rem; background: #fff; }
            th, td { padding: .3rem .55rem; border-bottom: 1px solid #e4e4e4; text-align: left; vertical-align: middle; }
            th { background: #f0f0f0; font-weight: 600; white-space: nowrap; }
            td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            .muted { color: #666; font-size: .85em; }
            dl.settings { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0; }
            dl.settings dt { font-weight: 600; }
            dl.settings dd { margin: 0; overflow-wrap: anywhere; }
            td.who { min-width: 9rem; }
            td.measure { min-width: 11rem; white-space: nowrap; }
            td.flag { min-width: 7.5rem; font-size: .9em; }
            td.cond { min-width: 10rem; }
            th.cond { white-space: normal; min-width: 6rem; vertical-align: bottom; }
            td.measure .value { font-weight: 600; font-variant-numeric: tabular-nums; }
            .bar { position: relative; height: 16px; margin-top: .2rem; background: #f2f2f2; border-radius: 3px; }
            .bar .mid { position: absolute; top: 0; bottom: 0; left: 50%; width: 1px; background: #999; }
            .bar .ci { position: absolute; top: 4px; height: 8px; background: #8a8a8a; border-radius: 4px; }
            .bar .pt { position: absolute; top: 1px; width: 3px; height: 14px; margin-left: -1px; background: #111; }
            tr.stronger { background: #e7f0fa; }
            tr.weaker { background: #fbe9eb; }
            tr.stronger .ci { background: #2166ac; }
            tr.weaker .ci { background: #b2182b; }
            .badge { display: inline-block; padding: 0 .45rem; border-radius: 1rem; font-size: .85em; font-weight: 600;
                     white-space: nowrap; }
            .badge.stronger { background: #2166ac; color: #fff; }
            .badge.weaker { background: #b2182b; color: #fff; }
            .verdict { background: #fff; border: 1px solid #ddd; border-left: 4px solid #555; padding: .6rem 1rem; }
            .verdict ul { margin: .3rem 0; padding-left: 1.2rem; }
            .tag { font-size: .75rem; font-weight: 600; padding: 0 .35rem; border-radius: 3px; background: #ffe9a8;
                   margin-left: .3rem; white-space: nowrap; }
            .notice { background: #fff8e1; border: 1px solid #f0d890; padding: .5rem .8rem; }
            footer { margin-top: 3rem; color: #555; font-size: .85rem; }
            @media (max-width: 40rem) {
              body { font-size: 15px; }
              main { padding: .6rem .6rem 2rem; }
              h1 { font-size: 1.4rem; }
              table { font-size: .82rem; }
              th, td { padding: .25rem .35rem; }
              td.measure { min-width: 10rem; }
              dl.settings { grid-template-columns: 1fr; }
              dl.settings dd { margin-bottom: .3rem; }
            }
            """;

    private ReportStyle() {
    }
}
