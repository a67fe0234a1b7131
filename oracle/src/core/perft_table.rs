//! Perft tables in the python-chess / shakmaty `.perft` format, with a few keys of our own:
//!
//! ```text
//! ruleset void-chess
//! counting VC-perft VC-4.2-minister-path
//!
//! # The Minister heals the void tiles it steps on (4.6).
//! id minister-heals-void
//! epd 8k/9/9/R8/4M4/9/9/9/K8 w - - 0 1 9/9/4v4/3vv4/9/9/9/9/9
//! switch minister-heals=every-square
//! exercises void-chess/4.6
//! source agreed oracle void-bitboard
//! perft 1 76
//! perft 2 211
//! ```
//!
//! `id` starts a case and names it, `epd` gives its position, each `perft <depth> <count>` is an expected
//! count; blank lines and lines starting with `#` are ignored by the counting, and the `#` lines right
//! above a case (and between its `id` and `epd`) are kept as its comment. Our keys, which readers of the
//! plain format skip as unknown lines:
//!
//! - `ruleset <slug>`, before the first case: the ruleset of every position (none: the reader's default);
//! - `counting <entry> ...`, before the first case: the interpretation register entries that say how
//!   perft counts in this ruleset;
//! - `switch <name>=<value>`, after a case's `epd` (repeatable): an interpretation switch the case needs;
//! - `exercises <clause> ...`, after a case's `epd`: the clauses of the rules the position was chosen for;
//! - `source <words>`, after a case's `epd`: where the `perft` lines after it come from, until the next
//!   `source` of the case (`published <where>`, `agreed <implementation> <implementation> ...`,
//!   `oracle-alone`, `alone <implementation>`, `hand <where>`);
//! - `refused <why>`, after a case's `epd`: the ruleset refuses the position by design (a Chess960
//!   position in a peer's table of standard chess, its counts kept as the peer gives them); the case is
//!   set apart in [`PerftTable::refused`], so that whoever runs the counts never meets it, and a test can
//!   check that the oracle does refuse it.

use std::fmt;

/// The keys a table's lines start with.
pub const KEYS: &[&str] = &[
    "id",
    "epd",
    "perft",
    "ruleset",
    "counting",
    "switch",
    "exercises",
    "source",
    "refused",
];

/// A whole table: what it says of every case, and the cases.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PerftTable {
    /// The `ruleset` line.
    pub ruleset: Option<String>,
    /// The register entries of the `counting` line.
    pub counting: Vec<String>,
    pub cases: Vec<PerftCase>,
    /// The cases with a `refused` line: positions the ruleset refuses by design, not counted.
    pub refused: Vec<PerftCase>,
}

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
    /// The `source` in force at each count of `counts` (the same order), where one was given.
    pub sources: Vec<Option<String>>,
    /// The `switch` lines: `(name, value)`.
    pub switches: Vec<(String, String)>,
    /// The clause ids of the `exercises` lines.
    pub exercises: Vec<String>,
    /// The comment lines above the case, without their `#`.
    pub comment: Vec<String>,
    /// The `refused` line: why the ruleset refuses the position (the case is then in
    /// [`PerftTable::refused`]).
    pub refused: Option<String>,
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

/// Reads a `.perft` table's cases.
pub fn parse_perft_table(text: &str) -> Result<Vec<PerftCase>, TableError> {
    parse_perft_file(text).map(|t| t.cases)
}

/// The reader's state between lines.
#[derive(Default)]
struct Reader {
    table: PerftTable,
    pending_id: Option<String>,
    comment: Vec<String>,
    source: Option<String>,
}

/// Reads a whole `.perft` table.
pub fn parse_perft_file(text: &str) -> Result<PerftTable, TableError> {
    let mut r = Reader::default();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t = raw.trim();
        if t.is_empty() {
            r.comment.clear();
            continue;
        }
        if let Some(c) = t.strip_prefix('#') {
            r.comment.push(c.trim().to_string());
            continue;
        }
        let (key, rest) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
        r.line(line, key, rest.trim(), t)
            .map_err(|message| TableError { line, message })?;
        if !matches!(key, "id" | "epd") {
            r.comment.clear();
        }
    }
    if r.pending_id.is_some() {
        return Err(TableError {
            line: text.lines().count(),
            message: "the last `id` has no `epd`".to_string(),
        });
    }
    let (refused, cases) = std::mem::take(&mut r.table.cases)
        .into_iter()
        .partition(|c| c.refused.is_some());
    r.table.cases = cases;
    r.table.refused = refused;
    Ok(r.table)
}

impl Reader {
    /// Reads line number `line`, `whole`, which starts with `key`, then `rest`.
    fn line(&mut self, line: usize, key: &str, rest: &str, whole: &str) -> Result<(), String> {
        let needs = |what: &str| format!("`{key}` needs {what}");
        match key {
            "id" => {
                if rest.is_empty() {
                    return Err(needs("a name"));
                }
                if self.pending_id.is_some() {
                    return Err("two `id` lines without an `epd` between them".to_string());
                }
                self.pending_id = Some(rest.to_string());
                self.source = None;
            }
            "epd" => {
                if rest.is_empty() {
                    return Err(needs("a position"));
                }
                let id = self.pending_id.take();
                self.source = None;
                self.table.cases.push(PerftCase {
                    id: id.unwrap_or_else(|| format!("line {line}")),
                    epd: rest.to_string(),
                    line,
                    counts: Vec::new(),
                    sources: Vec::new(),
                    switches: Vec::new(),
                    exercises: Vec::new(),
                    comment: std::mem::take(&mut self.comment),
                    refused: None,
                });
            }
            "ruleset" | "counting" => {
                if !self.table.cases.is_empty() || self.pending_id.is_some() {
                    return Err(format!("`{key}` belongs before the first case"));
                }
                if rest.is_empty() {
                    return Err(needs("a value"));
                }
                if key == "ruleset" {
                    self.table.ruleset = Some(rest.to_string());
                } else {
                    self.table
                        .counting
                        .extend(rest.split_whitespace().map(String::from));
                }
            }
            _ if !KEYS.contains(&key) => {
                return Err(format!(
                    "unknown line kind `{key}` (expected {})",
                    KEYS.join(", ")
                ))
            }
            _ => {
                let source = self.source.clone();
                let Some(case) = self
                    .table
                    .cases
                    .last_mut()
                    .filter(|_| self.pending_id.is_none())
                else {
                    return Err(format!("`{key}` before any `epd` of its case"));
                };
                match key {
                    "perft" => {
                        let mut parts = rest.split_whitespace();
                        let depth = parts.next().and_then(|d| d.parse::<u32>().ok());
                        let count = parts.next().and_then(|c| c.parse::<u64>().ok());
                        let (Some(d), Some(c), None) = (depth, count, parts.next()) else {
                            return Err(format!(
                                "expected `perft <depth> <count>`, found `{whole}`"
                            ));
                        };
                        case.counts.push((d, c));
                        case.sources.push(source);
                    }
                    "switch" => match rest.split_once('=') {
                        Some((n, v)) if !n.trim().is_empty() && !v.trim().is_empty() => {
                            case.switches
                                .push((n.trim().to_string(), v.trim().to_string()));
                        }
                        _ => {
                            return Err(format!(
                                "expected `switch <name>=<value>`, found `{whole}`"
                            ))
                        }
                    },
                    "refused" if rest.is_empty() => return Err(needs("the reason")),
                    "refused" => case.refused = Some(rest.to_string()),
                    "exercises" if rest.is_empty() => return Err(needs("a clause id")),
                    "exercises" => case
                        .exercises
                        .extend(rest.split_whitespace().map(String::from)),
                    _ if rest.is_empty() => return Err(needs("where the counts come from")),
                    _ => self.source = Some(rest.to_string()),
                }
            }
        }
        Ok(())
    }
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
        assert_eq!(cases[0].comment, vec!["c"]);
        assert_eq!(cases[1].id, "line 6");
        assert_eq!(parse_perft_table("perft 1 2").unwrap_err().line, 1);
        assert_eq!(parse_perft_table("epd x\nperft one 2").unwrap_err().line, 2);
        assert!(parse_perft_table("id a\nid b").is_err());
        assert!(parse_perft_table("foo").is_err());
    }

    #[test]
    fn reads_our_keys() {
        let t = "# the file\n\nruleset circular\ncounting CC-perft\n\n# first\n# second\nid a\n# third\n\
                 epd x y\nswitch board=maximal\nswitch en-passant = literal\nexercises circular/8.2 circular/11.1\n\
                 perft 1 5\nsource agreed oracle other\nperft 2 25\nsource oracle-alone\nperft 3 99\n\
                 # not the next case's\nperft 4 100\n\nid b\nepd z\nperft 1 1\n";
        let table = parse_perft_file(t).unwrap();
        assert_eq!(table.ruleset.as_deref(), Some("circular"));
        assert_eq!(table.counting, vec!["CC-perft"]);
        let [a, b] = &table.cases[..] else {
            panic!("{:?}", table.cases)
        };
        assert_eq!(a.comment, vec!["first", "second", "third"]);
        assert_eq!(a.line, 10);
        assert_eq!(
            a.switches,
            vec![
                ("board".to_string(), "maximal".to_string()),
                ("en-passant".to_string(), "literal".to_string())
            ]
        );
        assert_eq!(a.exercises, vec!["circular/8.2", "circular/11.1"]);
        let sources: Vec<Option<&str>> = a.sources.iter().map(|s| s.as_deref()).collect();
        assert_eq!(
            sources,
            vec![
                None,
                Some("agreed oracle other"),
                Some("oracle-alone"),
                Some("oracle-alone")
            ]
        );
        // A source holds within its case only; a comment between counts belongs to no case.
        assert_eq!(b.sources, vec![None]);
        assert!(b.comment.is_empty());
    }

    #[test]
    fn refused_cases_are_set_apart() {
        let t = "id a\nepd x\nperft 1 2\n\nid c960\nepd y\nrefused Chess960 castling\nperft 1 3\n";
        let table = parse_perft_file(t).unwrap();
        assert_eq!(table.cases.len(), 1);
        let [r] = &table.refused[..] else {
            panic!("{:?}", table.refused)
        };
        assert_eq!(
            (r.id.as_str(), r.counts.as_slice()),
            ("c960", &[(1, 3)][..])
        );
        assert_eq!(r.refused.as_deref(), Some("Chess960 castling"));
        assert!(parse_perft_file("epd x\nrefused")
            .unwrap_err()
            .message
            .contains("the reason"));
    }

    #[test]
    fn our_keys_are_refused_out_of_place() {
        for (text, line, says) in [
            ("id a\nepd x\nruleset fide", 3, "before the first case"),
            ("id a\nepd x\ncounting X", 3, "before the first case"),
            ("switch a=b\nid a\nepd x", 1, "before any `epd`"),
            ("id a\nsource oracle-alone\nepd x", 2, "before any `epd`"),
            ("epd x\nswitch board", 2, "switch <name>=<value>"),
            ("epd x\nswitch =b", 2, "switch <name>=<value>"),
            ("epd x\nexercises", 2, "a clause id"),
            ("epd x\nsource", 2, "where the counts come from"),
            ("ruleset", 1, "a value"),
        ] {
            let e = parse_perft_file(text).unwrap_err();
            assert_eq!(e.line, line, "{text}");
            assert!(e.message.contains(says), "{text}: {e}");
        }
    }
}
