//! The planted bugs: engines that are a correct engine with one deliberate mistake, each one a mistake
//! engine authors really make. They show that the tools catch what they should: `cargo xtask diff
//! --engine planted:NAME` (random games), `cargo xtask check --engine planted:NAME` (the rule cases
//! alone) and `cargo xtask matrix`. `cargo xtask planted` lists them.
//!
//! Every bug is one [`Planted`] entry (`bug.rs`) of one table: its kebab-case name, the clauses it
//! breaks (its ruleset is theirs), a one-line description, its `Kind`, and its [`Deviation`]: a
//! function that rewrites a correct engine's answer where the bug applies. Two correct engines are used:
//!
//! - `Deviation::Chess`: shakmaty's `Chess` (FIDE); the function gets shakmaty's position and the
//!   query (`fide.rs`; with the feature `shakmaty`);
//! - [`Deviation::Oracle`]: the oracle itself; the function gets the oracle's game (and the game
//!   before the last move) as a `Seen` (`void_chess.rs`, `suicide_void.rs`, `minnaar.rs`,
//!   `circular.rs`, `interactions/`).
//!
//! # Adding a planted bug
//!
//! 1. Write its deviation, `fn my_bug(seen: &Seen, answer: &mut Answer)`, in the file of its ruleset
//!    (or in `interactions/` for a bug where two rules meet, with its entry in `interactions/mod.rs`), using the helpers of `deviate.rs` and
//!    `board.rs` (read the position's fields, add a move the oracle refuses by a given clause, set the
//!    status...). A bug that only forgets the rule of its first clause, or only misses the game's
//!    end by it, takes `deviate.rs`'s `forgets_its_rule` or `misses_its_end`.
//! 2. Add its entry to that file's `BUGS` table: `bug("my-bug", &["void-chess/5.3"], "...", my_bug)`
//!    (`bug.rs`'s `bug`, or `chess_bug` for FIDE, giving its [`Deviation`]; an interaction bug's entry is
//!    `bug(...).interaction(ruleset)`).
//!
//! Nothing else: the name is then an engine of every command, listed by `cargo xtask planted`, and
//! the registry's tests check the name, the ruleset and the clauses. A new table file is added to
//! `TABLES`.

pub mod board;
mod bug;
mod circular;
pub mod deviate;
#[cfg(feature = "shakmaty")]
pub mod fide;
#[cfg(feature = "shakmaty")]
mod fide_deviations;
mod interactions;
mod minnaar;
pub mod oracle_engine;
mod suicide_void;
mod void_chess;
mod void_chess_end;

use crate::engines::engine::Engine;
pub use bug::{Deviation, Planted};

/// Every table of planted bugs.
const TABLES: &[&[Planted]] = &[
    #[cfg(feature = "shakmaty")]
    fide::BUGS,
    void_chess::BUGS,
    void_chess_end::BUGS,
    suicide_void::BUGS,
    minnaar::BUGS,
    circular::BUGS,
    interactions::BUGS,
];

/// Every planted bug, table by table.
pub fn all() -> impl Iterator<Item = &'static Planted> {
    TABLES.iter().flat_map(|t| t.iter())
}

/// The planted bug called `name`.
pub fn find(name: &str) -> Result<&'static Planted, String> {
    all()
        .find(|p| p.name == name)
        .ok_or_else(|| format!("no planted bug `{name}`: `cargo xtask planted` lists them"))
}

/// The engine of a planted bug.
pub fn engine(p: &'static Planted) -> Box<dyn Engine> {
    match p.deviation {
        #[cfg(feature = "shakmaty")]
        Deviation::Chess(_) => Box::new(fide::PlantedChess::new(p)),
        Deviation::Oracle(_) => Box::new(oracle_engine::PlantedOracle::new(p)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_planted_bug_is_named_once_with_its_ruleset_and_known_clauses() {
        let registries = crate::Registries::project().expect("the clause registries load");
        let mut names = std::collections::BTreeSet::new();
        for p in all() {
            assert!(names.insert(p.name), "{} twice", p.name);
            let kebab = p.name.split('-').all(|w| {
                !w.is_empty()
                    && w.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
            });
            assert!(kebab, "{} is not kebab-case", p.name);
            oracle::ruleset(p.ruleset).unwrap_or_else(|e| panic!("{}: {e}", p.name));
            assert!(!p.clauses.is_empty(), "{} breaks no clause", p.name);
            for c in p.clauses {
                assert!(registries.knows(c), "{}: unknown clause {c}", p.name);
                let of_its_ruleset = c.split_once('/').is_some_and(|(r, _)| r == p.ruleset);
                let interaction = p.kind.word() == "interaction";
                assert!(
                    of_its_ruleset || interaction,
                    "{}: {c} is not of {}",
                    p.name,
                    p.ruleset
                );
            }
            assert!(!p.description.is_empty() && !p.description.contains('\n'));
            assert_eq!(find(p.name).map(|f| f.name), Ok(p.name));
        }
        assert!(find("no-such-bug").is_err());
    }
}
