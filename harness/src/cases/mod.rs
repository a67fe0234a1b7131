//! The rule cases in a language-neutral form: each YAML scenario compiled into a [`Case`], its steps
//! asked as an engine is asked (the start, the coordinate moves played from it, a game event) and its
//! expectations in the protocol's terms (PROTOCOL.md). `cargo xtask check --engine` runs the cases
//! against an engine (`check_engine`), and `cargo xtask suite export` writes them as JSON for runners
//! in any language (`RUNNER.md`, the case schema `case.schema.json`).
//!
//! Compiling uses the oracle only to read what a scenario writes for people: a board diagram into the
//! position text, a move in the notation for people into its coordinate form. The expected answers are
//! the scenario's own.

pub mod compile;
pub mod fields;
pub mod for_people;
pub mod select;
pub mod text_form;

pub use select::load_cases;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One rule case.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Case {
    /// `<ruleset folder>/<file name without .yaml>`: unique in a suite.
    pub id: String,
    /// The scenario file, as the checker names it (`scenarios/fide/01-castling.yaml`).
    pub file: String,
    pub ruleset: String,
    pub title: String,
    /// The clauses the case is about: those its header names and those its steps assert (full ids).
    pub clauses: Vec<String>,
    /// The register switches the case sets away from their default reading: the case holds only under
    /// these readings. Empty for a case of the default readings.
    pub interpretation: BTreeMap<String, String>,
    /// What an engine needs to answer every step (RUNNER.md lists the tags): a runner may skip by tag.
    pub needs: Vec<String>,
    /// `startpos` or a position text.
    pub start: String,
    pub steps: Vec<Step>,
}

/// One step: the position reached, the move played to reach it (an implicit expectation that it was
/// legal), and the expectations there.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Step {
    /// `step 2 (Move 2 (Black))`, `branch `Option A` step 1`: as the checker names it.
    pub name: String,
    /// Where the step is in the file (line and column).
    pub at: At,
    /// Every move from the start, coordinate form, this step's included.
    pub moves: Vec<String>,
    /// The move this step plays (the last of `moves`), which must be among the legal moves of the
    /// position before it.
    pub play: Option<String>,
    /// A game event after `moves` (this step's or an earlier step's: events end the game).
    pub event: Option<String>,
    /// The game has ended here (by the rules of the ruleset, as the oracle reads the scenario's
    /// moves): every move is then refused by the end, whatever the position allows, so an `illegal`
    /// expectation is asked by `explain` or the status, not by the legal moves (PROTOCOL.md, "After
    /// the game has ended").
    pub over: bool,
    pub expect: Vec<Expect>,
}

/// Where an expectation is written: line and column of its key in the scenario file.
pub type At = (u64, u64);

/// One expectation about the position a step reaches.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Expect {
    /// The move is legal: among the legal moves (`move` in coordinate form; `text` as written).
    Legal {
        #[serde(rename = "move")]
        mv: String,
        text: String,
        at: At,
    },
    /// The move is not legal, refused by `clause`. `move` is its coordinate form where the text is one,
    /// or a castling or a promotion written for people ([`for_people`]); `null` for another text in the
    /// notation for people, which `explain` judges (or, where the engine does not explain, its notation
    /// of its legal moves).
    Illegal {
        #[serde(rename = "move")]
        mv: Option<String>,
        text: String,
        clause: String,
        at: At,
    },
    /// The tile (or space) state of a square: `normal`, `unstable`, `void`.
    Tile {
        square: String,
        state: String,
        at: At,
    },
    /// The piece on a square in words (`white rook`), or `null` for none.
    Piece {
        square: String,
        piece: Option<String>,
        at: At,
    },
    /// Exactly these legal moves, coordinate form, sorted.
    Moves { moves: Vec<String>, at: At },
    /// The number of legal moves.
    MoveCount { count: usize, at: At },
    /// The squares the legal moves starting on `from` end on.
    Reach {
        from: String,
        squares: Vec<String>,
        at: At,
    },
    /// The notation for people of a legal move (the protocol's `notation`).
    Notation {
        #[serde(rename = "move")]
        mv: String,
        san: String,
        at: At,
    },
    /// Whether the side to move is in check.
    Check { value: bool, at: At },
    /// The status word, and the clause that ended the game where the scenario names one.
    Status {
        outcome: String,
        clause: Option<String>,
        at: At,
    },
    /// The side to move, as the ruleset words it (`white`, `northern-sovereigns`).
    ToMove { side: String, at: At },
    /// The whole position, compared field by field (not the lenient fields).
    Position { position: String, at: At },
    /// The rules refuse the step's position: its start text (a step with no moves), or its game event
    /// (a claim with nothing to claim); the engine answers with an error, which names `clause` where
    /// it names a clause.
    Refused { clause: String, at: At },
}

impl Expect {
    /// Where it is written.
    pub fn at(&self) -> At {
        match self {
            Expect::Legal { at, .. }
            | Expect::Illegal { at, .. }
            | Expect::Tile { at, .. }
            | Expect::Piece { at, .. }
            | Expect::Moves { at, .. }
            | Expect::MoveCount { at, .. }
            | Expect::Reach { at, .. }
            | Expect::Notation { at, .. }
            | Expect::Check { at, .. }
            | Expect::Status { at, .. }
            | Expect::ToMove { at, .. }
            | Expect::Position { at, .. }
            | Expect::Refused { at, .. } => *at,
        }
    }

    /// The scenario key it comes from (`legal`, `move_count`, ...), for messages.
    pub fn key(&self) -> &'static str {
        match self {
            Expect::Legal { .. } => "legal",
            Expect::Illegal { .. } => "illegal",
            Expect::Tile { .. } => "tiles",
            Expect::Piece { .. } => "pieces",
            Expect::Moves { .. } => "moves",
            Expect::MoveCount { .. } => "move_count",
            Expect::Reach { .. } => "reach",
            Expect::Notation { .. } => "notation",
            Expect::Check { .. } => "check",
            Expect::Status { .. } => "status",
            Expect::ToMove { .. } => "to_move",
            Expect::Position { .. } => "position",
            Expect::Refused { .. } => "refused",
        }
    }
}

/// The tags of what an engine needs for a case (RUNNER.md): every case needs `moves`.
pub fn needs(case: &Case) -> Vec<String> {
    let mut tags = vec!["moves"];
    if !case.interpretation.is_empty() {
        tags.push("reading");
    }
    for step in &case.steps {
        if step.event.is_some() {
            tags.push("event");
        }
        for e in &step.expect {
            tags.extend(match e {
                Expect::Illegal { mv: None, .. } => &["explain"][..],
                Expect::Illegal { .. } => &["explain-clause"],
                Expect::Tile { .. } => &["position", "tiles"],
                Expect::Piece { .. } | Expect::ToMove { .. } | Expect::Position { .. } => {
                    &["position"]
                }
                Expect::Notation { .. } => &["notation"],
                Expect::Check { .. } => &["check"],
                Expect::Status {
                    clause: Some(_), ..
                } => &["status", "status-clause"],
                Expect::Status { .. } => &["status"],
                Expect::Refused { .. } => &["refused"],
                _ => &[],
            });
        }
    }
    let mut tags: Vec<String> = tags.into_iter().map(str::to_string).collect();
    tags.sort();
    tags.dedup();
    tags
}

/// Every scenario's games, as the checker plays them: the game after the start and after each step,
/// by ruleset (for tests that compare a reading of positions with the oracle's).
#[cfg(test)]
pub fn project_positions() -> Vec<(&'static str, Vec<Box<dyn oracle::core::AnyGame>>)> {
    let registries = crate::Registries::project().expect("the registries load");
    let mut out = Vec::new();
    let files = crate::files::Source::Embedded.scenarios(None);
    for f in files.expect("the scenarios") {
        let l = crate::parse_scenario(&f.name, &f.text, registries).expect("the scenario loads");
        let slug = oracle::ruleset(&l.scenario.ruleset.value)
            .expect("a ruleset")
            .slug();
        let mut games = Vec::new();
        crate::runner::run_scenario_observed(&l, &crate::runner::default_resolver, &mut |_, g| {
            games.push(g.clone_box())
        })
        .expect("the scenario passes");
        out.push((slug, games));
    }
    out
}
