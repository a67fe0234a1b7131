//! Every ruleset's interpretation register as Markdown, one table per ruleset: the output of
//! `cargo xtask register` and of the register snapshots.

use super::AnyRuleset;

/// Every ruleset's register as Markdown, one table per ruleset (the output of `cargo xtask register`).
pub fn register_markdown(rulesets: &[&dyn AnyRuleset]) -> String {
    let mut out = String::from("# Interpretation registers\n");
    for r in rulesets {
        out.push_str(&format!("\n## {} (`{}`)\n\n", r.name(), r.slug()));
        let entries = r.register();
        if entries.is_empty() {
            out.push_str("No entries.\n");
            continue;
        }
        out.push_str("| id | clauses | question | switch | readings | default | why |\n");
        out.push_str("|---|---|---|---|---|---|---|\n");
        for e in entries {
            let readings: Vec<String> = e
                .readings
                .iter()
                .map(|r| format!("`{}`: {}", r.value, r.meaning))
                .collect();
            let cell = |s: &str| s.replace('|', "\\|").replace('\n', " ");
            out.push_str(&format!(
                "| {} | {} | {} | {} | {} | `{}` | {} |\n",
                e.id,
                e.clauses.join(", "),
                cell(e.question),
                e.switch.map_or("(none)".to_string(), |s| format!("`{s}`")),
                cell(&readings.join("<br>")),
                e.default,
                cell(e.why)
            ));
        }
    }
    out
}
