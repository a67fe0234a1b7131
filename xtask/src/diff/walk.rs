//! How a game chooses its next move, and what a run tallies at every compared position.
//!
//! Hook points: [`Walk::choose`] is called once per ply with the game's generator and the oracle's view
//! of the position (a new walk is a new variant, selected with `--walk`); [`Tally::count`] is called at
//! every compared position with the same view (a per-position clause tally extends it). A walk may use
//! what its own game has seen, never what other games saw: games stay a function of the seed and the game
//! number, so shards and replays play the same games.

use super::compare::Observed;
use super::game::Rng;
use std::collections::BTreeMap;

/// The move-choice policy of the games (`--walk`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Walk {
    /// Each legal move equally likely.
    #[default]
    Uniform,
}

impl Walk {
    /// The index in `observed.moves` (not empty) of the move to play next.
    pub fn choose(self, rng: &mut Rng, observed: &Observed, _game: &Tally) -> usize {
        match self {
            Walk::Uniform => rng.below(observed.moves.len()),
        }
    }
}

/// What a game or a run saw at its compared positions, by name: for now the clause of every game end
/// the oracle gave (`status:fide/5.1`).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Tally(pub BTreeMap<String, u64>);

impl Tally {
    /// Counts one compared position.
    pub fn count(&mut self, observed: &Observed) {
        if let Some(c) = &observed.clause {
            *self.0.entry(format!("status:{c}")).or_insert(0) += 1;
        }
    }

    /// Adds another tally to this one.
    pub fn add(&mut self, other: &Tally) {
        for (k, n) in &other.0 {
            *self.0.entry(k.clone()).or_insert(0) += n;
        }
    }
}
