//! The clause registry as the page shows it: each clause id with its title, read from `clauses/<slug>.yaml`
//! (embedded in the binary when it is built), so that a refusal or an ending on the page carries the rule's
//! words beside its id.
//!
//! The registry files are YAML in one fixed shape (`- id: "6.2.2"` then `title: "..."` on its own line);
//! `tests/clauses.rs` reads them with a YAML library, and this reader's unit test checks that it finds the
//! same number of titles.

use std::collections::HashMap;
use std::sync::OnceLock;

/// The registry files, by ruleset slug.
const REGISTRIES: &[(&str, &str)] = &[
    ("void-chess", include_str!("../../clauses/void-chess.yaml")),
    ("fide", include_str!("../../clauses/fide.yaml")),
    ("suicide", include_str!("../../clauses/suicide.yaml")),
    (
        "suicide-void",
        include_str!("../../clauses/suicide-void.yaml"),
    ),
    ("minnaar", include_str!("../../clauses/minnaar.yaml")),
    ("circular", include_str!("../../clauses/circular.yaml")),
];

/// The title of a clause by its full id (`void-chess/6.2.2`), when the registry lists it.
pub fn title(clause: &str) -> Option<&'static str> {
    static TITLES: OnceLock<HashMap<String, &'static str>> = OnceLock::new();
    TITLES
        .get_or_init(|| {
            REGISTRIES
                .iter()
                .flat_map(|(slug, text)| read_titles(slug, text))
                .collect()
        })
        .get(clause)
        .copied()
}

/// The (full id, title) pairs of one registry file.
fn read_titles(slug: &str, text: &'static str) -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    let mut id: Option<&str> = None;
    for line in text.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix("- id:") {
            id = Some(unquote(rest));
        } else if let (Some(rest), Some(current)) = (line.strip_prefix("title:"), id) {
            out.push((format!("{slug}/{current}"), unquote(rest)));
            id = None;
        }
    }
    out
}

/// A YAML scalar as the registry writes it: `"text"` (with `\"` inside) or plain.
fn unquote(s: &'static str) -> &'static str {
    let s = s.trim();
    s.strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_clause_has_its_title() {
        for (slug, text) in REGISTRIES {
            let ids = text
                .lines()
                .filter(|l| l.trim().starts_with("- id:"))
                .count();
            assert_eq!(read_titles(slug, text).len(), ids, "{slug}");
        }
        assert_eq!(
            title("void-chess/2.4"),
            Some("Void tiles are impassable; only the Minister may enter")
        );
        assert_eq!(title("void-chess/99.9"), None);
    }
}
