//! The interpretation register of Circular Chess: the geometry decisions forced by the lost figures, and the
//! points the rules text leaves open. Each switch is a field of [`CircularInterpretation`].

use super::s02_board::Board;
use crate::core::interpretation::Readings;
use crate::core::{Reading, RegisterEntry};

crate::switch_readings! {
    /// How a Knight's leap meets a void space (circular/9.3, circular/X.6).
    pub enum KnightsAndVoids {
        /// Refused if any space of either L-shaped path (the 2x3 box minus start and end) is void.
        Strict = "strict",
        /// Allowed if at least one of the two L-shaped paths has no void space.
        Either = "either",
    }
}

crate::switch_readings! {
    /// Whether a one-step diagonal move past the corner of a void space is allowed (Ka1-i7 on Maximal).
    pub enum DiagonalPastVoidCorner {
        /// Allowed: the void is beside the arc, not on it.
        Pass = "pass",
        /// Refused: a void at either corner of the step blocks it.
        Blocked = "blocked",
    }
}

crate::switch_readings! {
    /// Who may capture en passant (circular/10.5).
    pub enum EnPassant {
        /// As the text says: a Pawn that has crossed the center, on the opponent's fourth rank, beside the
        /// Pawn that has just moved two spaces from its start.
        Literal = "literal",
        /// As in traditional Chess: any Pawn that could have captured on the space passed over (adds the
        /// Maximal-board captures from i2 and i7 across the a/i seam).
        PassedSquare = "passed-square",
    }
}

crate::switch_readings! {
    /// Whether a Pawn reaching a first rank must be promoted (circular/12.1-12.2 say "may").
    pub enum Promotion {
        /// It must, as in traditional Chess.
        Compulsory = "compulsory",
        /// It may also stay a Pawn.
        Optional = "optional",
    }
}

impl Readings for Board {
    fn from_reading(reading: &str) -> Option<Board> {
        Board::from_name(reading)
    }
    fn reading(self) -> &'static str {
        self.name()
    }
}

crate::interpretation_switches! {
    /// The switches of the Circular Chess register; `Default` is the register's defaults.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct CircularInterpretation in REGISTER {
        /// The board `startpos` stands for (a position text names its own board).
        pub board: Board = "board",
        pub knights_and_voids: KnightsAndVoids = "knights-and-voids",
        pub diagonal_past_void_corner: DiagonalPastVoidCorner = "diagonal-past-void-corner",
        pub en_passant: EnPassant = "en-passant",
        pub promotion: Promotion = "promotion",
    }
}

static REGISTER: &[RegisterEntry] = &[
    RegisterEntry {
        id: "CC-board",
        clauses: &["circular/2.1"],
        question: "Which of the three boards is played?",
        switch: Some("board"),
        readings: &[
            Reading::new("maximal", "70 spaces: i1 and i8 are void"),
            Reading::new("medial", "68 spaces: i1, i2, i7 and i8 are void"),
            Reading::new("minimal", "66 spaces: i1, i2, i3, i6, i7 and i8 are void"),
        ],
        default: "medial",
        why: "The rules apply to all three; the document illustrates the Medial board. The switch chooses the \
              board of `startpos`; a position text always names its own board.",
    },
    RegisterEntry {
        id: "CC-voids-from-rim",
        clauses: &["circular/2.1", "circular/2.2", "circular/X.1"],
        question: "Which spaces of the extra diameter (file i) are void on each board?",
        why: "The only arrangement that is symmetric left and right, puts the voids at the outer perimeter \
              (X.1) and gives 70/68/66 spaces; it agrees with 2.4's example that i6 is playable on Medial \
              (geometry note, sections 2.3 and 3.2).",
        ..RegisterEntry::decided(&[Reading::new(
            "from-rim",
            "voids are taken from the outer rim inward at both ends of file i: 2, 4 or 6 spaces",
        )])
    },
    RegisterEntry {
        id: "CC-file-i-rank-1",
        clauses: &["circular/2.4"],
        question: "Which end of file i is rank 1?",
        why: "Counter-clockwise from a1..h1 the next space is i1; colours then follow the traditional rule on \
              every file; and 2.4's example (i6 just right of the voids on White's left, on Medial) holds \
              (geometry note, section 2.5).",
        ..RegisterEntry::decided(&[Reading::new(
            "white-right",
            "i1..i4 lie on White's right (next to h1 and a8), i5..i8 on White's left",
        )])
    },
    RegisterEntry {
        id: "CC-knights-and-voids",
        clauses: &["circular/9.3", "circular/X.6"],
        question: "When does a void space block a Knight's leap?",
        switch: Some("knights-and-voids"),
        readings: &[
            Reading::new(
                "strict",
                "refused if any space of either L-shaped path (the 2x3 box minus its ends) is void",
            ),
            Reading::new(
                "either",
                "allowed if one of the two L-shaped paths avoids void spaces",
            ),
        ],
        default: "strict",
        why: "9.3: a Knight 'may NOT move across or jump over void spaces'; a void anywhere in the box is \
              jumped over whichever way the leap is drawn. Under strict every board has 20 first moves for \
              White; under either, Maximal adds Nb1-i7 and Ng1-i2.",
    },
    RegisterEntry {
        id: "CC-diagonal-past-void-corner",
        clauses: &["circular/6.2", "circular/6.3", "circular/8.3"],
        question: "Does a void space beside a diagonal step (at its corner) block it, e.g. Ka1-i7 or Ba1-i7 \
                   on Maximal?",
        switch: Some("diagonal-past-void-corner"),
        readings: &[
            Reading::new("pass", "allowed: only a void on the arc itself blocks"),
            Reading::new("blocked", "refused: a void at either corner of the step blocks it"),
        ],
        default: "pass",
        why: "6.2 blocks a Bishop by 'void spaces between it and its destination'; a void at the corner of a \
              step lies beside the arc, not between the spaces of it (geometry note, section 6.4).",
    },
    RegisterEntry {
        id: "CC-pawn-forward",
        clauses: &["circular/10.1", "circular/10.3", "circular/12.2"],
        question: "Which way is a Pawn's 'forward' after it has passed between file a and file i, and where \
                   does it promote?",
        why: "10.1 defines forward by the center, not by rank numbers, and 12.2 allows promotion on the \
              Pawn's own first rank (geometry note, model P2).",
        ..RegisterEntry::decided(&[Reading::new(
            "radial",
            "each Pawn moves toward the center until it has crossed it, then away from it (the Pawn \
             remembers whether it has crossed); it promotes on reaching the outer ring, which is either \
             player's first rank",
        )])
    },
    RegisterEntry {
        id: "CC-en-passant",
        clauses: &["circular/10.5"],
        question: "May a Pawn that has not crossed the center capture en passant (the Maximal-board cases \
                   i2xa6 and i7xa3 across the a/i seam)?",
        switch: Some("en-passant"),
        readings: &[
            Reading::new(
                "literal",
                "only a Pawn that has crossed the center, on the opponent's fourth rank, beside the Pawn that \
                 has just moved two spaces",
            ),
            Reading::new(
                "passed-square",
                "any Pawn that attacks the space passed over, as in traditional Chess",
            ),
        ],
        default: "literal",
        why: "10.5 states the conditions in full: the capturer 'has passed over the center-circle and \
              occupies a space on its opponent's fourth rank' and the captured Pawn moved 'to a space \
              adjacent to the capturing Pawn'.",
    },
    RegisterEntry {
        id: "CC-no-return",
        clauses: &["circular/5.4", "circular/7.1", "circular/X.7"],
        question: "What is 'the space from which it started' for a Rook or Queen?",
        why: "A move can only return a piece to a space if its path is a closed loop, which only a complete \
              ring allows; reading it as the game's start space would forbid Ra1-a2-a1, which nothing in the \
              text suggests.",
        ..RegisterEntry::decided(&[Reading::new(
            "this-move",
            "the space the move starts from: a trip round a complete ring is no move; reaching one \
             destination two ways is one move",
        )])
    },
    RegisterEntry {
        id: "CC-castling-arc",
        clauses: &["circular/11.1", "circular/11.2"],
        question: "Which spaces must be empty and unattacked for Castling?",
        why: "11.1 (ii) and (iii) speak of 'the arc of spaces between the King and Rook', unlike traditional \
              Chess which only protects the King's path; 13.1 forbids ending in check.",
        ..RegisterEntry::decided(&[Reading::new(
            "whole-arc",
            "every space on the first rank strictly between King and Rook (b1, c1, d1 on the Queen's side); \
             the King not in check and not ending in check",
        )])
    },
    RegisterEntry {
        id: "CC-promotion",
        clauses: &["circular/12.1", "circular/12.2"],
        question: "Must a Pawn on a first rank be promoted, and to what?",
        switch: Some("promotion"),
        readings: &[
            Reading::new(
                "compulsory",
                "it must become a Queen, Rook, Bishop or Knight, as in traditional Chess",
            ),
            Reading::new(
                "optional",
                "it may also stay a Pawn (it then has no forward move left)",
            ),
        ],
        default: "compulsory",
        why: "12.1 says 'may be promoted' but also 'Just as in traditional Chess', where promotion is \
              compulsory; a Pawn left on the rim could never move again.",
    },
    RegisterEntry {
        id: "CC-draw-claims",
        clauses: &["circular/14.4", "circular/14.5", "circular/14.6"],
        question: "Are the fifty-move and repetition draws automatic, and what counts as the same position?",
        why: "14.4 and 14.5: the player to move 'may declare a draw'; 14.6 defines the same arrangement by \
              pieces alone, so castling rights, en passant and a Pawn's crossed state do not count.",
        ..RegisterEntry::decided(&[Reading::new(
            "claims",
            "both are claims of the player to move (events `claim-fifty-moves`, `claim-repetition`), \
             accepted only when valid; positions are compared by the pieces' kinds, colours and spaces and \
             the player to move only",
        )])
    },
    RegisterEntry {
        id: "CC-insufficient-material",
        clauses: &["circular/14.3"],
        question: "Which material is insufficient?",
        why: "14.3 as written: 'neither player has more material than a King and a Bishop or a King and a \
              Knight'; 'The game ends in a draw' makes it automatic, not a claim.",
        ..RegisterEntry::decided(&[Reading::new(
            "at-most-one-minor-each",
            "the game ends drawn at once when each player has at most a King and one Bishop or Knight",
        )])
    },
    RegisterEntry {
        id: "CC-perft",
        clauses: &["circular/13.2", "circular/14.2", "circular/14.3", "circular/14.4", "circular/14.5"],
        question: "What does perft count, and does the end of a game cut its tree?",
        why: "perft counts the move tree as it is counted in traditional chess, where only a position without \
              a legal move ends it.",
        ..RegisterEntry::decided(&[Reading::new(
            "moves-only",
            "the legal moves of every position, each promotion choice a move: checkmate (13.2) and stalemate \
             (14.2) leave no move, so nothing is counted below them; insufficient material (14.3) and the \
             draws a player may declare (14.4, 14.5) do not cut the tree",
        )])
    },
    RegisterEntry {
        id: "CC-touch-move",
        clauses: &["circular/4.3"],
        question: "How does the touch-move etiquette enter the oracle?",
        why: "4.3 governs the physical handling of pieces, which a move list does not record.",
        ..RegisterEntry::decided(&[Reading::new(
            "moves-are-final",
            "a move given to the oracle is the released move: it is final and cannot be taken back; touching \
             is outside a move list",
        )])
    },
    RegisterEntry {
        id: "CC-pawn-notation",
        clauses: &["circular/2.4", "circular/10.1"],
        question: "How is a Pawn's move written when two Pawns can reach the same space (one that has \
                   crossed the center and one that has not, both advancing to h3)?",
        switch: None,
        readings: &[
            Reading::new(
                "origin",
                "as for the other pieces: an advance names the Pawn's rank of origin (`2h3`, `4h3`), a capture \
                 its file, or its whole space where the file does not tell them apart",
            ),
            Reading::new(
                "unmarked",
                "as in traditional notation, a Pawn's advance is never marked (the two moves read alike)",
            ),
        ],
        default: "origin",
        why: "2.4 names the spaces but not how to tell two Pawn moves apart; on a round board two Pawns of a \
              side can advance to one space from opposite sides of the center, and a written move must name one \
              move.",
    },
];
