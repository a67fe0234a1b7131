//! Rule interactions: where two rules meet in one move (a special move and an effect or test that follows
//! it in the same move, two endings in one position). Each ruleset's table
//! (`clauses/interactions/<slug>.yaml`, [`table`]) lists the pairs that matter, from the rulebook; a played
//! move's [`signature`] (its clause trace, the state it led to, a few facts) says which pairs it exercised.
//! The differential tester counts them (`interactions exercised: N of M`).

pub mod edit;
pub mod generate;
pub mod masks;
pub mod signature;
pub mod table;

pub use signature::{After, Before, Signature};
pub use table::{Pair, Table};
