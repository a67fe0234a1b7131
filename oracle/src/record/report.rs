//! `oracle check-game`'s answer for a whole file: one line for each game (where it starts, its verdict),
//! then where the text stops being a record, and the exit code of the worst (0, 1, 2).

use super::{check_record, read_records, record_text};

/// The report on a record file's bytes, and its exit code: 2 for bytes that are not text, a text that
/// stops being a record, or no game at all; else the worst game's (`GameVerdict::code`).
pub fn check_file(bytes: &[u8]) -> (String, u8) {
    let text = match record_text(bytes) {
        Ok(t) => t,
        Err(e) => return (format!("unreadable: {e}\n"), 2),
    };
    let (games, error) = read_records(&text);
    let mut out = String::new();
    let mut worst = 0u8;
    for (i, record) in games.iter().enumerate() {
        let verdict = check_record(record);
        let at = record.place.map(|p| format!(" ({p})")).unwrap_or_default();
        out.push_str(&format!("game {}{at}: {}\n", i + 1, verdict.describe()));
        worst = worst.max(verdict.code());
    }
    if let Some(e) = error {
        out.push_str(&format!(
            "game {}: malformed record: {e}\n",
            games.len() + 1
        ));
        worst = 2;
    } else if games.is_empty() {
        out.push_str("no game in the record\n");
        worst = 2;
    }
    (out, worst)
}
