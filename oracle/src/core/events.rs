//! Game events that are not moves (`agreement`, `flag-white`, a claim of a draw): the position an event
//! happens in, and the errors of an event refused, the same words in every ruleset that has events.

use super::{Clause, OracleError};

/// The position an event happens in: the last of `history` (a game always has its start position).
pub fn event_position<P>(history: &[P]) -> Result<&P, OracleError> {
    history.last().ok_or_else(|| OracleError::Unsupported {
        message: "a game event needs a position".to_string(),
    })
}

/// A claim the rules do not allow now (a draw with nothing to claim), refused with the clause it cites.
pub fn refused_claim(event: &str, message: impl Into<String>, clause: Clause) -> OracleError {
    OracleError::IllegalMove {
        text: event.to_string(),
        message: message.into(),
        clause,
        move_index: None,
    }
}

/// An event the ruleset `slug` does not have, with the list of those it has.
pub fn unknown_event(slug: &str, event: &str, events: &[(&str, &str)]) -> OracleError {
    let names: Vec<&str> = events.iter().map(|e| e.0).collect();
    OracleError::Unsupported {
        message: format!(
            "{slug} has no game event `{event}` (events: {})",
            names.join(", ")
        ),
    }
}
