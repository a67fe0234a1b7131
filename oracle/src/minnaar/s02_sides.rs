//! Section 2: the two sides. Sixteen Sovereigns in two originating groups, sixteen Establishment pieces in
//! two colours, and the four turn groups they form (section 6).

use crate::core::{Color, KindTable, PieceKind};

/// Where a Sovereign began: the dot says only this, not whose side it is on.
/// minnaar/2.2
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Origin {
    /// Dotted, begins on rank 1.
    Southern,
    /// Plain, begins on rank 8.
    Northern,
}

impl Origin {
    /// Both originating groups.
    pub const BOTH: [Origin; 2] = [Origin::Southern, Origin::Northern];

    /// `southern` or `northern`.
    pub fn word(self) -> &'static str {
        match self {
            Origin::Southern => "southern",
            Origin::Northern => "northern",
        }
    }
}

/// A traditional chess piece of the Establishment. There are no pawns (the pawns of a set are the Sovereigns).
/// minnaar/2.3
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    // In the order of the traditional back rank from the a-file (minnaar/3.6).
    Rook,
    Knight,
    Bishop,
    Queen,
    King,
}

/// minnaar/2.3: the Establishment's kinds, their letters (as in FEN) and words.
pub const KINDS: KindTable<Kind> = {
    use Kind::*;
    KindTable::new(
        &[King, Queen, Rook, Bishop, Knight],
        "KQRBN",
        &["king", "queen", "rook", "bishop", "knight"],
    )
};

impl PieceKind for Kind {
    const KINDS: KindTable<Kind> = KINDS;
}

impl Kind {
    /// How many of this kind one army has: the traditional back rank, and no promotion ever adds one.
    /// minnaar/3.6
    pub fn per_army(self) -> usize {
        match self {
            Kind::King | Kind::Queen => 1,
            Kind::Rook | Kind::Bishop | Kind::Knight => 2,
        }
    }
}

/// A piece on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A Sovereign of the Sovereign Alliance, by originating group.
    Sovereign(Origin),
    /// An Establishment piece: White or Black, and its kind.
    Establishment(Color, Kind),
}

/// The two allied factions.
/// minnaar/2.1
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Alliance {
    /// All sixteen Sovereigns: they win together or not at all.
    Sovereigns,
    /// White and Black Establishment together.
    Establishment,
}

impl Piece {
    /// The turn group that moves this piece.
    /// minnaar/6.2
    pub fn group(self) -> Group {
        match self {
            Piece::Sovereign(Origin::Southern) => Group::SouthernSovereigns,
            Piece::Sovereign(Origin::Northern) => Group::NorthernSovereigns,
            Piece::Establishment(Color::White, _) => Group::WhiteEstablishment,
            Piece::Establishment(Color::Black, _) => Group::BlackEstablishment,
        }
    }

    /// The faction the piece belongs to: all sixteen Sovereigns are allies, whatever their dot; White and
    /// Black Establishment are allies.
    /// minnaar/2.2, minnaar/2.3
    pub fn alliance(self) -> Alliance {
        match self {
            Piece::Sovereign(_) => Alliance::Sovereigns,
            Piece::Establishment(..) => Alliance::Establishment,
        }
    }

    /// The letter of the position text: `S` a Southern Sovereign, `s` a Northern Sovereign, `KQRBN` White,
    /// `kqrbn` Black.
    pub fn letter(self) -> char {
        match self {
            Piece::Sovereign(Origin::Southern) => 'S',
            Piece::Sovereign(Origin::Northern) => 's',
            Piece::Establishment(color, k) => KINDS.piece_letter(color, k),
        }
    }

    /// Reads a letter of the position text.
    pub fn from_letter(c: char) -> Option<Piece> {
        match c {
            'S' => Some(Piece::Sovereign(Origin::Southern)),
            's' => Some(Piece::Sovereign(Origin::Northern)),
            _ => {
                let (color, kind) = KINDS.read_piece_letter(c)?;
                Some(Piece::Establishment(color, kind))
            }
        }
    }

    /// Words for people and scenarios: `southern sovereign`, `black knight`.
    pub fn words(self) -> String {
        match self {
            Piece::Sovereign(o) => format!("{} sovereign", o.word()),
            Piece::Establishment(c, k) => [c.name(), " ", k.name()].concat(),
        }
    }
}

/// The four turn groups, in the order they move.
/// minnaar/6.1
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Group {
    SouthernSovereigns,
    WhiteEstablishment,
    NorthernSovereigns,
    BlackEstablishment,
}

impl Group {
    /// The four groups in turn order, Southern Sovereigns first.
    /// minnaar/6.1
    pub const IN_TURN_ORDER: [Group; 4] = [
        Group::SouthernSovereigns,
        Group::WhiteEstablishment,
        Group::NorthernSovereigns,
        Group::BlackEstablishment,
    ];

    /// The place of the group in a round, 0 to 3.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The group `n` turns after this one.
    pub fn after(self, n: usize) -> Group {
        Group::IN_TURN_ORDER[(self.index() + n) % 4]
    }

    /// The group `n` turns before this one.
    pub fn before(self, n: usize) -> Group {
        Group::IN_TURN_ORDER[(self.index() + 4 - n % 4) % 4]
    }

    /// The group whose turn follows this one's.
    /// minnaar/6.1
    pub fn next(self) -> Group {
        self.after(1)
    }

    /// The side word used by the oracle's tools.
    pub fn word(self) -> &'static str {
        match self {
            Group::SouthernSovereigns => "southern-sovereigns",
            Group::WhiteEstablishment => "white-establishment",
            Group::NorthernSovereigns => "northern-sovereigns",
            Group::BlackEstablishment => "black-establishment",
        }
    }

    /// Reads a side word.
    pub fn from_word(word: &str) -> Option<Group> {
        Group::IN_TURN_ORDER.into_iter().find(|g| g.word() == word)
    }

    /// The name of the group in the document's words.
    pub fn name(self) -> &'static str {
        match self {
            Group::SouthernSovereigns => "Southern Sovereigns",
            Group::WhiteEstablishment => "White Establishment",
            Group::NorthernSovereigns => "Northern Sovereigns",
            Group::BlackEstablishment => "Black Establishment",
        }
    }

    /// Whether `piece` is one of this group's own pieces.
    /// minnaar/6.2
    pub fn owns(self, piece: Piece) -> bool {
        piece.group() == self
    }
}
