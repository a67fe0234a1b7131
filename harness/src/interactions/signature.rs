//! What one played move showed, as tokens an interaction table's features are read by: the clause ids of
//! the move's trace (the checks that let it through and the effects it had), `then:` and each clause of
//! the position it led to (the status clause and the clauses that state rests on: check, the conditions
//! of the ending), and a few facts the trace does not state, read off the texts ([`FACTS`]). A refused
//! candidate has a signature too: `refused:` and the refusing clause, with the clauses its checks had
//! said yes by before.

use oracle::core::AnyGame;
use std::collections::BTreeSet;

/// The facts a signature may carry besides clauses:
/// - `promotes`: the move's coordinate form names a piece to promote to (`b8b9m`, `e7e8k@a3`);
/// - `en-passant`: a Pawn (`P`/`p` on the from-square of the position before) moves to another file and
///   lands on an empty square (for the rulesets whose trace does not name en passant);
/// - `then:count-limit`: in the position reached, the count of the ruleset's no-progress rule is at its
///   limit or past it (see [`no_progress_count`]), whatever ended or did not end the game;
/// - `then:only-kings`: in the position reached, only Kings stand on the board.
///
/// and, for each clause that refused a candidate in the position the move was chosen in,
/// `before:refused:` and that clause (`before:refused:suicide-void/B.6`: captures were compulsory there).
pub const FACTS: &[&str] = &[
    "promotes",
    "en-passant",
    "then:count-limit",
    "then:only-kings",
];

/// The field of the position text holding each ruleset's no-progress count, and its limit: FIDE's and
/// suicide's fifty moves (100 half-moves), Void Chess's thirty (60), Circular's fifty (100, declared),
/// Minnaar's eighty turns (the tally).
pub fn no_progress_count(slug: &str) -> Option<(usize, u32)> {
    Some(match slug {
        "fide" | "suicide" | "suicide-void" => (4, 100),
        "void-chess" => (4, 60),
        "circular" => (5, 100),
        "minnaar" => (2, 80),
        _ => return None,
    })
}

/// The tokens of one played move or refused candidate.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Signature(pub BTreeSet<String>);

impl Signature {
    pub fn has(&self, token: &str) -> bool {
        self.0.contains(token)
    }

    /// The signature of the move `text` of a `slug` game, chosen in `before`, which its trace let through
    /// by `clauses`, and which led to `after`: that position's text, its status clause and the clauses its
    /// state rests on.
    pub fn of_move(
        slug: &str,
        text: &str,
        clauses: &[String],
        before: &Before,
        after: &After,
    ) -> Signature {
        let mut tokens: BTreeSet<String> = clauses.iter().cloned().collect();
        for c in &before.refused {
            tokens.insert(format!("before:refused:{c}"));
        }
        if en_passant(&before.position, text) {
            tokens.insert("en-passant".into());
        }
        for c in after.status.iter().chain(&after.state) {
            tokens.insert(format!("then:{c}"));
        }
        if promotes(text) {
            tokens.insert("promotes".into());
        }
        if count_at_limit(slug, &after.position) {
            tokens.insert("then:count-limit".into());
        }
        if only_kings(&after.position) {
            tokens.insert("then:only-kings".into());
        }
        Signature(tokens)
    }

    /// The signature of a candidate refused by `refused_by` after its checks said yes by `clauses`.
    pub fn of_refusal(refused_by: &str, clauses: &[String]) -> Signature {
        let mut tokens: BTreeSet<String> = clauses.iter().cloned().collect();
        tokens.insert(format!("refused:{refused_by}"));
        Signature(tokens)
    }

    /// The signatures of every legal move of `game` (each played on a copy) and of its refused
    /// candidates, as the differential tester sees them at a compared position.
    pub fn of_position(game: &dyn AnyGame) -> Vec<(Option<String>, Signature)> {
        Signature::of_position_where(game, |_| true)
    }

    /// [`Signature::of_position`], keeping only the signatures `keep` says yes to; a legal move is
    /// first judged without the position it leads to (no `then:` tokens), and played only when `keep`
    /// says yes to that.
    pub fn of_position_where(
        game: &dyn AnyGame,
        keep: impl Fn(&Signature) -> bool,
    ) -> Vec<(Option<String>, Signature)> {
        let trace = game.trace_position();
        let before = Before {
            position: game.position(),
            refused: trace.refused.iter().map(|c| c.to_string()).collect(),
        };
        let mut out = Vec::new();
        for (mv, clauses) in &trace.moves {
            let ids: Vec<String> = clauses.iter().map(|c| c.to_string()).collect();
            let unplayed = After::default();
            if !keep(&Signature::of_move(
                game.slug(),
                mv,
                &ids,
                &before,
                &unplayed,
            )) {
                continue;
            }
            let mut next = game.clone_box();
            if next.play(mv).is_err() {
                continue;
            }
            let after = After::of(next.as_ref());
            let sig = Signature::of_move(game.slug(), mv, &ids, &before, &after);
            if keep(&sig) {
                out.push((Some(mv.clone()), sig));
            }
        }
        for (no, clauses) in &trace.refusals {
            let ids: Vec<String> = clauses.iter().map(|c| c.to_string()).collect();
            let sig = Signature::of_refusal(&no.to_string(), &ids);
            if keep(&sig) {
                out.push((None, sig));
            }
        }
        out
    }
}

/// The position a move was chosen in, as a signature reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Before {
    pub position: String,
    /// The clauses that refused candidates there (each once).
    pub refused: Vec<String>,
}

/// The position a move led to, as a signature reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct After {
    pub position: String,
    /// The clause that decided the status, where one did.
    pub status: Option<String>,
    /// The clauses the state rests on besides (check, the conditions of the ending).
    pub state: Vec<String>,
}

impl After {
    /// The current position of `game` (one traced generation: use the caller's trace where it has one).
    pub fn of(game: &dyn AnyGame) -> After {
        let trace = game.trace_position();
        After {
            position: game.position(),
            status: trace.status.map(|c| c.to_string()),
            state: trace.state.iter().map(|c| c.to_string()).collect(),
        }
    }
}

/// Whether the coordinate form names a promotion: after its squares (before any `@`), a letter.
pub fn promotes(text: &str) -> bool {
    let body = text.split('@').next().unwrap_or("");
    body.chars().any(|c| c.is_ascii_digit()) && body.ends_with(|c: char| c.is_ascii_alphabetic())
}

/// Whether `text` moves a Pawn of `position` to another file onto an empty square (an en passant
/// capture: a Pawn changes file only by capturing).
fn en_passant(position: &str, text: &str) -> bool {
    Placement::of(position).is_some_and(|p| p.en_passant(text))
}

/// The piece letter on square `sq` (`e4`: a file letter from `a`, a rank number from 1) of the placement
/// (the first field with a `/`: ranks from the last, digits runs of empty squares, `#` a void space, `+`
/// and `-` marks), or `None` for an empty or void square.
pub fn piece_at(position: &str, sq: &str) -> Option<char> {
    Placement::of(position)?.piece_at(sq)
}

/// The placement of a position text, read once for many questions ([`piece_at`]).
pub struct Placement<'a> {
    ranks: Vec<&'a str>,
}

impl<'a> Placement<'a> {
    /// The placement of `position`: its first field with a `/`, or `None` where there is none.
    pub fn of(position: &'a str) -> Option<Placement<'a>> {
        let placement = position.split_whitespace().find(|f| f.contains('/'))?;
        Some(Placement {
            ranks: placement.split('/').collect(),
        })
    }

    /// [`piece_at`] of this placement.
    pub fn piece_at(&self, sq: &str) -> Option<char> {
        let file = sq.as_bytes().first()?.checked_sub(b'a')? as usize;
        let rank: usize = sq.get(1..)?.parse().ok()?;
        let row = self.ranks.get(self.ranks.len().checked_sub(rank)?)?;
        let mut col = 0;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                col += d as usize;
            } else if c == '+' || c == '-' {
                continue;
            } else {
                if col == file {
                    return (c != '#').then_some(c);
                }
                col += 1;
            }
            if col > file {
                return None;
            }
        }
        None
    }

    /// Whether `text` moves a Pawn of this placement to another file onto an empty square (an en passant
    /// capture: a Pawn changes file only by capturing).
    pub fn en_passant(&self, text: &str) -> bool {
        let squares =
            oracle::core::square_names::squares_named(text.split('@').next().unwrap_or(""));
        let [from, to] = squares.as_slice() else {
            return false;
        };
        from.as_bytes()[0] != to.as_bytes()[0]
            && self
                .piece_at(from)
                .is_some_and(|p| p.eq_ignore_ascii_case(&'p'))
            && self.piece_at(to).is_none()
    }
}

/// Whether `slug`'s no-progress count in the position text is at its limit or past it.
pub(crate) fn count_at_limit(slug: &str, position: &str) -> bool {
    let Some((field, limit)) = no_progress_count(slug) else {
        return false;
    };
    position
        .split_whitespace()
        .nth(field)
        .and_then(|f| f.parse::<u32>().ok())
        .is_some_and(|n| n >= limit)
}

/// Whether the placement (the first field with a `/`) holds only Kings.
pub(crate) fn only_kings(position: &str) -> bool {
    position
        .split_whitespace()
        .find(|f| f.contains('/'))
        .is_some_and(|p| {
            p.chars()
                .filter(|c| c.is_ascii_alphabetic())
                .all(|c| c.eq_ignore_ascii_case(&'k'))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_are_read_off_the_texts() {
        assert!(promotes("b8b9m"));
        assert!(promotes("e7e8k@a3"));
        assert!(!promotes("e4e5e6"));
        assert!(!promotes("e4d5@h6"));
        assert!(!promotes("pass"));
        assert!(!promotes("@e4"));
        let fen = "8/8/8/3pP3/8/8/8/8 w - d6 0 1";
        assert!(en_passant(fen, "e5d6"));
        assert!(!en_passant(fen, "e5e6"));
        assert!(en_passant(&format!("{fen} a1"), "e5d6@a2"));
        assert_eq!(piece_at(fen, "d5"), Some('p'));
        assert_eq!(piece_at(fen, "d6"), None);
        assert!(count_at_limit(
            "void-chess",
            "4k4/9/9/9/9/9/9/9/4K4 w - - 60 40 -"
        ));
        assert!(!count_at_limit(
            "void-chess",
            "4k4/9/9/9/9/9/9/9/4K4 w - - 59 40 -"
        ));
        assert!(count_at_limit(
            "minnaar",
            "s7/8/8/8/8/8/8/S6k white-establishment 80 0/0/0/0"
        ));
        assert!(only_kings("4k4/9/9/9/9/9/9/9/4K4 w - - 60 40 -"));
        assert!(!only_kings("4k4/9/9/9/9/9/9/9/4KQ3 w - - 60 40 -"));
        assert!(!only_kings(
            "medial rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPP#/RNBQKBNR# w KQkq - 0 1"
        ));
    }
}
