//! The matrix as static pages: `index.html` (a summary per engine and ruleset, then per ruleset a table
//! of its rule clauses grouped by Article against the engines that play it, cells coloured by what the
//! cases about the clause did, the short diff's disagreements, the planted bugs), and a page per failed
//! case with its boards before and after the step that failed, the case's answer and the engine's.

use super::data::{Column, Matrix};
use crate::check_engine::{CaseResult, StepResult, Verdict};
use crate::html::{esc, figure, page, slug_name, write};
use std::collections::BTreeMap;
use std::path::Path;

const STYLE: &str = "<style>\
td.pass { background: #c8ecc9; } td.fail { background: #f6b9b9; } td.na { background: #f3e6a8; }\
td.none { background: #f0f0f0; color: #888; } td.cell { text-align: center; min-width: 70px; }\
tr.article td { background: #e4e0d6; font-weight: bold; } .small { font-size: 12px; }\
</style>";

/// The failure page of a case of a column.
fn failure_file(col: &Column, case: &CaseResult) -> String {
    format!(
        "fail-{}-{}.html",
        slug_name(&col.engine),
        slug_name(&case.id)
    )
}

/// The Article of a clause id: `6` of `void-chess/6.2.1`, `6A` of `6A.1`, `B` of `B.4`.
fn article(id: &str) -> &str {
    let short = id.split_once('/').map_or(id, |(_, s)| s);
    short.split('.').next().unwrap_or(short)
}

fn cell(col: &Column, clause: &str) -> String {
    if col.unavailable.is_some() {
        return "<td class=\"cell none\">n/a</td>".into();
    }
    let about: Vec<&CaseResult> = col
        .cases
        .iter()
        .filter(|c| c.clauses.iter().any(|x| x == clause))
        .collect();
    let n = |w: &str| about.iter().filter(|c| c.verdict == w).count();
    let (p, f, na) = (n("passed"), n("failed"), n("not-answered"));
    let class = match (p, f, na) {
        (0, 0, 0) => "none",
        (_, 1.., _) => "fail",
        (_, 0, 1..) => "na",
        _ => "pass",
    };
    let links: Vec<String> = about
        .iter()
        .filter(|c| c.verdict == "failed")
        .map(|c| {
            format!(
                "<br><a href=\"{}\">{}</a>",
                failure_file(col, c),
                esc(&c.id)
            )
        })
        .collect();
    let text = if about.is_empty() {
        "-".to_string()
    } else {
        format!("{p}/{f}/{na}")
    };
    format!(
        "<td class=\"cell {class}\" title=\"passed / failed / not answered\">{text}{}</td>",
        links.join("")
    )
}

fn ruleset_table(slug: &str, cols: &[&Column]) -> String {
    let Ok(registries) = crate::Registries::project() else {
        return String::new();
    };
    let Some(reg) = registries.get(slug) else {
        return String::new();
    };
    let mut out = format!("<h2 id=\"{slug}\">{slug}</h2>\n<table>\n<tr><th>clause</th>");
    for c in cols {
        out.push_str(&format!("<th>{}</th>", esc(&c.engine)));
    }
    out.push_str("</tr>\n");
    let mut last = String::new();
    for clause in reg.rules() {
        let full = format!("{slug}/{}", clause.id);
        let art = article(&clause.id).to_string();
        if art != last {
            let title = reg.get(&art).map(|e| e.title.clone()).unwrap_or_default();
            out.push_str(&format!(
                "<tr class=\"article\"><td colspan=\"{}\">Article {} {}</td></tr>\n",
                cols.len() + 1,
                esc(&art),
                esc(&title)
            ));
            last = art;
        }
        out.push_str(&format!(
            "<tr><td>{} <span class=\"small\">{}</span></td>",
            esc(&clause.id),
            esc(&clause.title)
        ));
        for c in cols {
            out.push_str(&cell(c, &full));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n");
    out
}

fn summary(m: &Matrix) -> String {
    let mut out = String::from(
        "<table>\n<tr><th>engine</th><th>ruleset</th><th>cases passed</th><th>failed</th>\
         <th>not answered</th><th>diff games</th><th>diff disagreements</th></tr>\n",
    );
    for c in &m.columns {
        let (p, f, n) = c.counts;
        let row = match &c.unavailable {
            Some(why) => format!("<td colspan=\"5\">not available: {}</td>", esc(why)),
            None => format!(
                "<td class=\"cell pass\">{p}</td><td class=\"cell {}\">{f}</td><td class=\"cell {}\">{n}</td>\
                 <td>{}</td><td>{}</td>",
                if f > 0 { "fail" } else { "pass" },
                if n > 0 { "na" } else { "pass" },
                c.diff_games,
                c.disagreements.len()
            ),
        };
        out.push_str(&format!(
            "<tr><td>{}</td><td><a href=\"#{}\">{}</a></td>{row}</tr>\n",
            esc(&c.engine),
            esc(&c.ruleset),
            esc(&c.ruleset)
        ));
    }
    out.push_str("</table>\n");
    out
}

fn disagreements(m: &Matrix) -> String {
    let mut out = String::from("<h2>The short differential runs</h2>\n<ul>\n");
    for c in m.columns.iter().filter(|c| c.unavailable.is_none()) {
        out.push_str(&format!(
            "<li>{} against {}: {} games, {} positions, {} engine faults{}</li>\n",
            esc(&c.engine),
            esc(&c.ruleset),
            c.diff_games,
            c.diff_positions,
            c.engine_faults,
            if c.disagreements.is_empty() {
                ", no disagreement".to_string()
            } else {
                format!(
                    "<ul>{}</ul>",
                    c.disagreements
                        .iter()
                        .map(|d| format!("<li>{}</li>", esc(d)))
                        .collect::<String>()
                )
            }
        ));
    }
    out.push_str("</ul>\n");
    out
}

fn planted(m: &Matrix) -> String {
    if m.planted.is_empty() {
        return String::new();
    }
    let caught = m
        .planted
        .iter()
        .filter(|p| !p.failed_cases.is_empty())
        .count();
    let mut out = format!(
        "<h2>Planted bugs</h2>\n<p>{caught} of {} caught by the rule cases alone \
         (<code>cargo xtask check --engine planted:NAME</code>).</p>\n<table>\n<tr><th>bug</th><th>ruleset</th>\
         <th>kind</th><th>clauses</th><th>what it gets wrong</th><th>cases that fail</th></tr>\n",
        m.planted.len()
    );
    for p in &m.planted {
        let class = if p.failed_cases.is_empty() {
            "fail"
        } else {
            "pass"
        };
        out.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"{class}\">{}</td></tr>\n",
            esc(&p.name),
            esc(&p.ruleset),
            esc(&p.kind),
            esc(&p.clauses.join(" ")),
            esc(&p.description),
            esc(&p.failed_cases.join(" "))
        ));
    }
    out.push_str("</table>\n");
    out
}

/// The boards of the step that failed: before and after its move, from the oracle's replay of the case.
fn boards(case: &crate::cases::Case, step: &crate::cases::Step) -> String {
    let Ok(ruleset) = oracle::ruleset(&case.ruleset) else {
        return String::new();
    };
    let switches: Vec<(String, String)> = case.interpretation.clone().into_iter().collect();
    let Ok(mut game) = ruleset.new_game(&case.start, &switches) else {
        return String::new();
    };
    let before = step
        .moves
        .len()
        .saturating_sub(usize::from(step.play.is_some()));
    if game.play_all(&step.moves[..before]).is_err() {
        return String::new();
    }
    let mut out = String::from("<div class=\"boards\">\n");
    out.push_str(&figure(
        "before the step",
        game.as_ref(),
        step.play.as_deref(),
    ));
    if let Some(m) = &step.play {
        if game.play(m).is_ok() {
            out.push_str(&figure(&format!("after {m}"), game.as_ref(), None));
        }
    }
    out.push_str("</div>\n");
    out
}

fn failure_page(col: &Column, case: &CaseResult, compiled: Option<&crate::cases::Case>) -> String {
    let failed: Vec<&StepResult> = case
        .steps
        .iter()
        .filter(|s| s.verdict.word() == "failed")
        .collect();
    let mut body = format!(
        "<h1>{} fails {}</h1>\n<p><a href=\"index.html\">the matrix</a> &middot; <code>{}</code> &middot; \
         clauses: {}</p>\n",
        esc(&col.engine),
        esc(&case.id),
        esc(&case.file),
        esc(&case.clauses.join(" "))
    );
    for s in failed {
        body.push_str(&format!("<h2>{}</h2>\n<dl>\n", esc(&s.name)));
        if let Verdict::Failed { failures } = &s.verdict {
            for f in failures {
                body.push_str(&format!(
                    "<dt>{}:{} {}</dt><dd>the scenario: {}<br>the engine: {}</dd>\n",
                    f.at.0,
                    f.at.1,
                    esc(&f.key),
                    esc(&f.expected),
                    esc(&f.engine)
                ));
            }
        }
        body.push_str("</dl>\n");
        let step = compiled.and_then(|c| c.steps.iter().find(|x| x.name == s.name).map(|x| (c, x)));
        if let Some((c, x)) = step {
            body.push_str(&boards(c, x));
        }
    }
    page(&format!("{} fails {}", col.engine, case.id), &body)
}

/// Writes the pages; returns how many.
pub fn write_pages(dir: &Path, m: &Matrix) -> Result<usize, String> {
    let (compiled, _) = crate::cases::load_cases(&crate::files::Source::Embedded, &[])?;
    let by_id: BTreeMap<&str, &crate::cases::Case> =
        compiled.iter().map(|c| (c.id.as_str(), c)).collect();
    let mut pages = 0;
    for col in &m.columns {
        for case in col.cases.iter().filter(|c| c.verdict == "failed") {
            let text = failure_page(col, case, by_id.get(case.id.as_str()).copied());
            write(dir, &failure_file(col, case), &text)?;
            pages += 1;
        }
    }
    let mut body = format!(
        "{STYLE}<h1>Compatibility matrix</h1>\n<p>The rule cases (<code>cargo xtask check --engine</code>) of every \
         ruleset against every engine known here, at commit <code>{}</code>. A cell counts the cases about the \
         clause: passed / failed / not answered (green: all passed; red: one failed, with a link to its boards; \
         yellow: some not answered; grey: no case).</p>\n",
        esc(&m.commit)
    );
    body.push_str(&summary(m));
    for ruleset in oracle::rulesets() {
        let slug = ruleset.slug();
        let cols: Vec<&Column> = m.columns.iter().filter(|c| c.ruleset == slug).collect();
        if !cols.is_empty() {
            // The suicide base cites Suicide Void Chess's clauses (suicide-void/B.*).
            let registry = if slug == "suicide" {
                "suicide-void"
            } else {
                slug
            };
            body.push_str(&ruleset_table(registry, &cols).replacen(
                &format!("<h2 id=\"{registry}\">{registry}</h2>"),
                &format!("<h2 id=\"{slug}\">{slug}</h2>"),
                1,
            ));
        }
    }
    body.push_str(&disagreements(m));
    body.push_str(&planted(m));
    write(dir, "index.html", &page("Compatibility matrix", &body))?;
    Ok(pages + 1)
}
