//! Perft tables in the python-chess / shakmaty `.perft` format:
//!
//! ```text
//! id kiwipete
//! epd r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -
//! perft 1 48
//! perft 2 2039
//! ```
//!
//! `id` starts a case and names it, `epd` gives its position, each `perft <depth> <count>` is a published
//! count; blank lines and lines starting with `#` are ignored. The format names no ruleset, so the same
//! reader serves the tables of any ruleset whose positions are one line of text.

use std::fmt;

/// One position of a table with its expected counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCase {
    /// The `id` line (or `line <n>` when the case has none).
    pub id: String,
    /// The position text of the `epd` line.
    pub epd: String,
    /// The line of the `epd` in the file (1-based).
    pub line: usize,
    /// `(depth, count)` in file order.
    pub counts: Vec<(u32, u64)>,
}

/// A line of a table that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for TableError {}

/// Reads a `.perft` table.
pub fn parse_perft_table(text: &str) -> Result<Vec<PerftCase>, TableError> {
    let mut cases: Vec<PerftCase> = Vec::new();
    let mut pending_id: Option<String> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let (key, rest) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
        let rest = rest.trim();
        let err = |message: String| TableError { line, message };
        match key {
            "id" => {
                if rest.is_empty() {
                    return Err(err("`id` needs a name".to_string()));
                }
                if pending_id.is_some() {
                    return Err(err(
                        "two `id` lines without an `epd` between them".to_string()
                    ));
                }
                pending_id = Some(rest.to_string());
            }
            "epd" => {
                if rest.is_empty() {
                    return Err(err("`epd` needs a position".to_string()));
                }
                cases.push(PerftCase {
                    id: pending_id.take().unwrap_or_else(|| format!("line {line}")),
                    epd: rest.to_string(),
                    line,
                    counts: Vec::new(),
                });
            }
            "perft" => {
                let Some(case) = cases.last_mut().filter(|_| pending_id.is_none()) else {
                    return Err(err("`perft` before any `epd` of its case".to_string()));
                };
                let mut parts = rest.split_whitespace();
                let depth = parts.next().and_then(|d| d.parse::<u32>().ok());
                let count = parts.next().and_then(|c| c.parse::<u64>().ok());
                match (depth, count, parts.next()) {
                    (Some(d), Some(c), None) => case.counts.push((d, c)),
                    _ => {
                        return Err(err(format!(
                            "expected `perft <depth> <count>`, found `{t}`"
                        )))
                    }
                }
            }
            other => {
                return Err(err(format!(
                    "unknown line kind `{other}` (expected id, epd or perft)"
                )))
            }
        }
    }
    if pending_id.is_some() {
        return Err(TableError {
            line: text.lines().count(),
            message: "the last `id` has no `epd`".to_string(),
        });
    }
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_cases_and_reports_bad_lines() {
        let t = "# c\nid a\nepd 8/8 w - -\nperft 1 2\n\nepd x\nperft 2 3\n";
        let cases = parse_perft_table(t).unwrap();
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].id, "a");
        assert_eq!(cases[0].counts, vec![(1, 2)]);
        assert_eq!(cases[1].id, "line 6");
        assert_eq!(parse_perft_table("perft 1 2").unwrap_err().line, 1);
        assert_eq!(parse_perft_table("epd x\nperft one 2").unwrap_err().line, 2);
        assert!(parse_perft_table("id a\nid b").is_err());
        assert!(parse_perft_table("foo").is_err());
    }
}
