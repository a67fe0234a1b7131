//! What a word of a record's movetext is: a closing result, an annotation glyph (`$1`, `!?`, `+-`), the
//! `e.p.` that follows an en passant capture, a move number (`12.`, `12...`, glued to its move or not), a
//! null move (`Z0`, `--`), or a move with the marks written after it (`Qh2+`, `Bg6?!`, `exd6e.p.`).

use super::{CheckMark, Marks};

/// A word of the movetext.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Word {
    /// `1-0`, `0-1`, `1/2-1/2` (or `½-½`), `*`, or a ruleset's status word (`undecided`,
    /// `establishment-wins`).
    Result(String),
    /// An annotation glyph: numeric (`$1`) or written (`!?`, `??`, `+-`, `=`, `∞`). Nothing to check.
    Glyph,
    /// `e.p.` (or `ep`) standing alone: the move before it is an en passant capture.
    EnPassant,
    /// A move number; `rest` is the move glued to it (`12.e4`), with the count of characters before it.
    Number {
        number: u32,
        rest: Option<(String, usize)>,
    },
    /// A move, or a null move.
    Move(MoveWord),
}

/// A move as written, with its marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveWord {
    /// The move with its check or mate mark, its glyphs and `e.p.` left out.
    pub text: String,
    pub marks: Marks,
    /// `Z0` (ChessBase), `--` (SCID and others), `0000` (UCI): a side passes.
    pub null: bool,
}

/// The written glyphs other than `$n` and runs of `!` and `?`.
const GLYPHS: &[&str] = &[
    "=", "+-", "-+", "+/-", "-/+", "+=", "=+", "+/=", "=/+", "±", "∓", "⩲", "⩱", "∞", "=∞",
];

/// The null moves programs write.
const NULL_MOVES: &[&str] = &["Z0", "--", "0000"];

/// A closing result: PGN's (`1-0`, `0-1`, `1/2-1/2`, `*`), or a status word of a ruleset whose ends PGN
/// has no result for (`undecided`, `sovereign-alliance-wins`: Minnaar's, as `oracle play --record`
/// writes them); no move of any ruleset is written so.
fn is_result(word: &str) -> bool {
    let side_wins = word.strip_suffix("-wins").is_some_and(|side| {
        !side.is_empty() && side.chars().all(|c| c.is_ascii_lowercase() || c == '-')
    });
    matches!(
        word,
        "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "draw" | "undecided"
    ) || side_wins
}

/// What `word` is. The error says what is wrong with a move number that is no number.
pub fn classify(word: &str) -> Result<Word, String> {
    if is_result(word) {
        return Ok(Word::Result(word.replace('½', "1/2")));
    }
    let numeric_glyph =
        word.len() > 1 && word.starts_with('$') && word[1..].chars().all(|d| d.is_ascii_digit());
    let written_glyph = !word.is_empty() && word.chars().all(|c| c == '!' || c == '?');
    if numeric_glyph || written_glyph || GLYPHS.contains(&word) {
        return Ok(Word::Glyph);
    }
    if matches!(word, "e.p." | "ep" | "e.p") {
        return Ok(Word::EnPassant);
    }
    // A move number, alone (`12.`, `12...`) or glued to its move (`12.e4`, `12...e5`).
    let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
    let rest = &word[digits.len()..];
    if !digits.is_empty() && rest.starts_with('.') {
        let after = rest.trim_start_matches('.');
        let number = digits
            .parse::<u32>()
            .map_err(|_| format!("move number `{digits}` is too large"))?;
        let rest = (!after.is_empty()).then(|| {
            (
                after.to_string(),
                word.chars().count() - after.chars().count(),
            )
        });
        return Ok(Word::Number { number, rest });
    }
    Ok(Word::Move(move_word(word)))
}

/// A move word: its glyphs and a glued `e.p.` taken off, its check or mate mark read.
pub fn move_word(word: &str) -> MoveWord {
    let mut text = word.trim_end_matches(['!', '?']);
    let mut en_passant = false;
    for suffix in ["e.p.", "e.p"] {
        if let Some(t) = text.strip_suffix(suffix).filter(|t| !t.is_empty()) {
            text = t;
            en_passant = true;
            break;
        }
    }
    let text = text.trim_end_matches(['!', '?']);
    let check = if text.ends_with('#') || text.ends_with("++") {
        CheckMark::Mate
    } else if text.ends_with('+') {
        CheckMark::Check
    } else {
        CheckMark::None
    };
    MoveWord {
        null: NULL_MOVES.contains(&text),
        text: text.to_string(),
        marks: Marks { check, en_passant },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_of_real_records() {
        assert_eq!(classify("½-½"), Ok(Word::Result("1/2-1/2".into())));
        for word in [
            "undecided",
            "sovereign-alliance-wins",
            "establishment-wins",
            "draw",
        ] {
            assert_eq!(classify(word), Ok(Word::Result(word.into())), "{word}");
        }
        assert!(matches!(classify("-wins"), Ok(Word::Move(_))));
        for glyph in ["$14", "!?", "??", "!", "+-", "=", "∞"] {
            assert_eq!(classify(glyph), Ok(Word::Glyph), "{glyph}");
        }
        assert_eq!(classify("e.p."), Ok(Word::EnPassant));
        assert_eq!(
            classify("12...e5"),
            Ok(Word::Number {
                number: 12,
                rest: Some(("e5".into(), 5))
            })
        );
        let Ok(Word::Move(m)) = classify("Bg6?!") else {
            panic!()
        };
        assert_eq!(
            (m.text.as_str(), m.marks, m.null),
            ("Bg6", Marks::default(), false)
        );
        let m = move_word("Qh2+!");
        assert_eq!((m.text.as_str(), m.marks.check), ("Qh2+", CheckMark::Check));
        assert_eq!(move_word("Rd8#").marks.check, CheckMark::Mate);
        let m = move_word("exd6e.p.");
        assert_eq!((m.text.as_str(), m.marks.en_passant), ("exd6", true));
        assert!(move_word("Z0").null && move_word("--").null);
        assert!(classify("99999999999.").is_err());
    }
}
