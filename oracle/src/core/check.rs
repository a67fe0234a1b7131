//! A rule is a check; the check that decides is the check that explains.
//!
//! # Conventions
//!
//! Rule code names the things it handles the same way everywhere: `pos` the position, `mv` the move, `side`
//! the side to move, `sq` a square, `sink` the [`ClauseSink`] the checks report to.
//!
//! # Checks
//!
//! Each rule sentence of a rulebook is written once, as a *check*: a function returning [`Check`], which is
//! `Ok(())` when the rule allows and `Err(Rejection)` (the clause and a sentence for people) when it forbids.
//! Its conditions are written inline with [`require`], in the manner of the WebAssembly reference
//! interpreter's `require b at "message"`:
//!
//! ```ignore
//! /// void-chess/3.6: a Pawn advances onto an empty square.
//! fn pawn_advance<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, to: Square) -> Check {
//!     require(sink, !is_void(pos, to), clause!("void-chess/2.4"), || {
//!         format!("a Pawn may not move onto the void tile {}", name(to))
//!     })?;
//!     require(sink, pos.piece(to).is_none(), clause!("void-chess/3.6"), || {
//!         format!("{} is occupied; a Pawn captures diagonally", name(to))
//!     })
//! }
//! ```
//!
//! Move generation is candidate geometry filtered by the checks: a candidate is legal when every check on
//! it says yes ([`keep_legal`]). Deciding one move text ([`crate::core::Rules::check_move`]) runs the *same* checks on that
//! one candidate and reports the first that says no, as a [`Verdict::Refused`] ([`decide`]). There is no second
//! "why was this refused" module to keep in step with generation. A ruleset may keep a fast path (a
//! bitboard generator, say) only as a tested optimisation of the same checks.
//!
//! # Verdicts
//!
//! Deciding a move text has three answers, one type: [`Verdict::Legal`] with the move,
//! [`Verdict::Refused`] with the clause that forbids it, or [`Verdict::Unreadable`] when the text is not a
//! move of the notation at all (a typed [`OracleError`], exit 2 on the command line). The `readable!`
//! macro is the `?` of a verdict: it turns a reading error into `Verdict::Unreadable` and returns.
//!
//! # The clause trace
//!
//! Every check reports to a sink: [`ClauseSink::yes`] or [`ClauseSink::no`] with its clause. Generation
//! runs its checks with a sink too, so that a tool can count which clauses an answer rested on:
//!
//! - [`NoTrace`], the default: it records nothing and wants no sentences, so generation never formats a
//!   refusal's sentence. Rule functions are generic over `S: ClauseSink + ?Sized`; with `NoTrace` every
//!   call inlines away and costs nothing.
//! - [`Explaining`]: deciding one move text; it wants the sentences, records nothing.
//! - [`ClauseTally`]: counts, over the positions it is handed, the clauses of the checks that let legal
//!   moves through, the clause of the check that refused each refused candidate, and the status clause.
//!   Pass it as `&mut dyn ClauseSink` to [`crate::core::Rules::legal_moves_traced`] or
//!   [`crate::core::AnyGame::trace`].
//!
//! A ruleset's traced generation calls [`ClauseSink::settle`] after the checks of each candidate move, with
//! whether it was legal; a sink that buffers the yes-clauses of the candidate (as `ClauseTally` does)
//! keeps them only for legal moves. A check that says no ends the candidate (the `?`), so the refusing
//! clause recorded is the first that says no, exactly as deciding that move would report it.

pub use super::sinks::{ClauseSink, ClauseTally, Explaining, NoTrace};
use super::{Clause, OracleError};

/// Why a move is refused: the clause that forbids it, and a sentence for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    pub clause: Clause,
    pub message: String,
}

impl Rejection {
    pub fn new(clause: Clause, message: impl Into<String>) -> Rejection {
        Rejection {
            clause,
            message: message.into(),
        }
    }
}

/// What a rule says of one candidate: yes (`Ok`, with whatever the check found out on the way, such as the
/// position after the move) or no, with the clause and a sentence.
pub type Check<T = ()> = Result<T, Rejection>;

/// The decision on one move text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<M> {
    /// The rules allow it: here is the move it names.
    Legal(M),
    /// A well-formed move that the rules forbid here, with the first check that said no.
    Refused(Rejection),
    /// Not a move of this ruleset's notation at all.
    Unreadable(OracleError),
}

impl<M> Verdict<M> {
    /// The verdict of a candidate `mv` whose checks answered `check`.
    pub fn of(mv: M, check: Check) -> Verdict<M> {
        match check {
            Ok(()) => Verdict::Legal(mv),
            Err(r) => Verdict::Refused(r),
        }
    }

    /// Whether the move is legal.
    pub fn is_legal(&self) -> bool {
        matches!(self, Verdict::Legal(_))
    }

    /// The legal move, if the verdict is legal.
    pub fn legal(self) -> Option<M> {
        match self {
            Verdict::Legal(m) => Some(m),
            _ => None,
        }
    }

    /// The refusal, if the rules refused the move.
    pub fn refusal(self) -> Option<Rejection> {
        match self {
            Verdict::Refused(r) => Some(r),
            _ => None,
        }
    }

    /// The reading error, if the text is no move.
    pub fn unreadable(self) -> Option<OracleError> {
        match self {
            Verdict::Unreadable(e) => Some(e),
            _ => None,
        }
    }

    /// The same verdict about another form of the move (its text, say).
    pub fn map<N>(self, f: impl FnOnce(M) -> N) -> Verdict<N> {
        match self {
            Verdict::Legal(m) => Verdict::Legal(f(m)),
            Verdict::Refused(r) => Verdict::Refused(r),
            Verdict::Unreadable(e) => Verdict::Unreadable(e),
        }
    }

    /// The move to play, or the error to report: a refusal becomes [`OracleError::IllegalMove`] naming `text`.
    pub fn into_move(self, text: &str) -> Result<M, OracleError> {
        match self {
            Verdict::Legal(m) => Ok(m),
            Verdict::Refused(r) => Err(OracleError::IllegalMove {
                text: text.to_string(),
                message: r.message,
                clause: r.clause,
                move_index: None,
            }),
            Verdict::Unreadable(e) => Err(e),
        }
    }
}

impl<M> From<Result<M, Rejection>> for Verdict<M> {
    fn from(decided: Result<M, Rejection>) -> Verdict<M> {
        match decided {
            Ok(m) => Verdict::Legal(m),
            Err(r) => Verdict::Refused(r),
        }
    }
}

/// The `?` of a [`Verdict`]: `readable!(expr)` is the value of a `Result<T, OracleError>`, or returns
/// `Verdict::Unreadable` with its error.
#[macro_export]
macro_rules! readable {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(e) => return $crate::core::Verdict::Unreadable(e.into()),
        }
    };
}

/// `require(sink, b, clause, || sentence)`: the check of `clause` says yes when `b` holds, and otherwise
/// no, with the sentence (formatted only when the sink wants sentences).
#[inline(always)]
pub fn require<S: ClauseSink + ?Sized>(
    sink: &mut S,
    b: bool,
    clause: Clause,
    sentence: impl FnOnce() -> String,
) -> Check {
    if b {
        sink.yes(clause);
        Ok(())
    } else {
        sink.no(clause);
        let message = if sink.wants_sentences() {
            sentence()
        } else {
            String::new()
        };
        Err(Rejection { clause, message })
    }
}

/// `refuse(sink, clause, || sentence)`: a check that always says no (the arm of a rule that forbids).
#[inline(always)]
pub fn refuse<T, S: ClauseSink + ?Sized>(
    sink: &mut S,
    clause: Clause,
    sentence: impl FnOnce() -> String,
) -> Check<T> {
    require(sink, false, clause, sentence).map(|()| unreachable!("a refusal says no"))
}

/// `effect(sink, b, clause)`: when `b` holds, the legal move does what `clause` says (the Janitor destroys a
/// piece, the Rook moves with the King, the Pawn becomes a Queen...): a yes-clause that only a trace reads.
/// Where working out `b` costs time, ask [`ClauseSink::traces`] first.
#[inline(always)]
pub fn effect<S: ClauseSink + ?Sized>(sink: &mut S, b: bool, clause: Clause) {
    if b {
        sink.yes(clause);
    }
}

/// Generation by checks: the candidates on which `check` says yes, each settled with the sink.
#[inline]
pub fn keep_legal<M, S: ClauseSink + ?Sized>(
    sink: &mut S,
    candidates: impl IntoIterator<Item = M>,
    mut check: impl FnMut(&mut S, &M) -> Check,
) -> Vec<M> {
    candidates
        .into_iter()
        .filter(|mv| {
            let legal = check(sink, mv).is_ok();
            sink.settle(legal);
            legal
        })
        .collect()
}

/// Deciding one candidate by the same checks, with its sentence: [`Verdict::Legal`] or the first no.
pub fn decide<M>(mv: M, check: impl FnOnce(&mut Explaining, &M) -> Check) -> Verdict<M> {
    let answer = check(&mut Explaining, &mv);
    Verdict::of(mv, answer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clause;
    use std::collections::BTreeMap;

    fn pawn_rule<S: ClauseSink + ?Sized>(sink: &mut S, open: bool, empty: bool) -> Check {
        require(sink, open, clause!("void-chess/2.4"), || "void".into())?;
        require(sink, empty, clause!("void-chess/3.6"), || "occupied".into())
    }

    #[test]
    fn a_check_says_yes_or_no_with_its_clause_and_sentence_only_when_wanted() {
        assert_eq!(pawn_rule(&mut Explaining, true, true), Ok(()));
        let no = pawn_rule(&mut Explaining, true, false).unwrap_err();
        assert_eq!(
            (no.clause.id(), no.message.as_str()),
            ("void-chess/3.6", "occupied")
        );
        let quiet = pawn_rule(&mut NoTrace, false, false).unwrap_err();
        assert_eq!(
            (quiet.clause.id(), quiet.message.as_str()),
            ("void-chess/2.4", "")
        );
    }

    #[test]
    fn the_tally_keeps_yes_clauses_of_legal_candidates_and_the_first_no_of_refused_ones() {
        let mut t = ClauseTally::new();
        let legal = pawn_rule(&mut t, true, true).is_ok();
        t.settle(legal);
        let legal = pawn_rule(&mut t, true, false).is_ok();
        t.settle(legal);
        let legal = pawn_rule(&mut t, false, true).is_ok();
        t.settle(legal);
        t.status(clause!("void-chess/9.1"));
        let ids =
            |m: &BTreeMap<Clause, u64>| m.iter().map(|(c, n)| (c.id(), *n)).collect::<Vec<_>>();
        assert_eq!(
            ids(&t.legal),
            [("void-chess/2.4", 1), ("void-chess/3.6", 1)]
        );
        assert_eq!(
            ids(&t.refused),
            [("void-chess/2.4", 1), ("void-chess/3.6", 1)]
        );
        assert_eq!(ids(&t.status), [("void-chess/9.1", 1)]);
    }

    #[test]
    fn generation_and_deciding_run_the_same_check() {
        let rule = |s: &mut dyn ClauseSink, n: &u8| {
            require(s, n.is_multiple_of(2), clause!("void-chess/3.6"), || {
                format!("{n} is odd")
            })
        };
        let mut tally = ClauseTally::new();
        assert_eq!(keep_legal(&mut tally, 0..5u8, |s, n| rule(s, n)), [0, 2, 4]);
        assert_eq!(tally.legal.values().sum::<u64>(), 3);
        assert_eq!(tally.refused.values().sum::<u64>(), 2);
        let no = decide(3u8, |s, n| rule(s, n)).refusal().unwrap();
        assert_eq!(no.message, "3 is odd");
    }

    #[test]
    fn a_verdict_becomes_the_error_play_reports() {
        let r: Verdict<u8> = Verdict::of(1, Err(Rejection::new(clause!("void-chess/1.7"), "no")));
        assert_eq!(
            r.clone().into_move("a1b1").unwrap_err().kind(),
            "illegal-move"
        );
        assert_eq!(r.refusal().map(|r| r.clause.id()), Some("void-chess/1.7"));
        assert_eq!(Verdict::of(1u8, Ok(())).map(|m| m + 1).legal(), Some(2));
    }
}
