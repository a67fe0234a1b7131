//! The move as Minnaar Chess makes it (section 6 says which moves a group has; this file only names them).

use crate::core::Square;

/// A turn: a group moves one of its pieces from one square to another (capturing what stands there), or,
/// having no legal move, passes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Piece { from: Square, to: Square },
    Pass,
}
