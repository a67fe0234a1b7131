//! The interpretation register of the FIDE rules reference: where its text leaves a question open, the
//! readings, our default and why; each reading with an alternative is a switch of [`FideInterpretation`].

use crate::core::{Reading, RegisterEntry};

crate::switch_readings! {
    /// Whether a draw rule ends the game by itself or only when a player claims it (event `claim-draw`).
    pub enum DrawRule {
        Automatic = "automatic",
        Claim = "claim",
    }
}

crate::switch_readings! {
    /// What the en passant part of "same ... en passant rights" (`fide/5.3`) compares.
    pub enum EnPassantRights {
        /// A right exists only when an en passant capture is legal in the position.
        Capturable = "capturable",
        /// A right exists after every two-square advance, whether or not a capture is possible.
        DoubleStep = "double-step",
    }
}

crate::switch_readings! {
    /// What "the opponent lacks mating material" (`fide/6.2`) means.
    pub enum MatingMaterial {
        /// The opponent has a King alone, or a King with a single Bishop or a single Knight: one side of the
        /// document's own cases `fide/5.2.1`-`5.2.3`.
        MinorOrBare = "minor-or-bare",
        /// Only an opponent with a bare King lacks mating material.
        BareKing = "bare-king",
    }
}

crate::interpretation_switches! {
    /// The switches of the FIDE register; `Default` is the register's defaults.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    pub struct FideInterpretation in REGISTER {
        pub fifty_move: DrawRule = "fifty-move",
        pub threefold: DrawRule = "threefold",
        pub repetition_en_passant: EnPassantRights = "repetition-en-passant",
        pub flag_fall_material: MatingMaterial = "flag-fall-material",
    }
}

static REGISTER: &[RegisterEntry] = &[
    RegisterEntry {
        id: "FIDE-5.4-fifty-move",
        clauses: &["fide/5.4"],
        question: "Does the fifty-move rule end the game by itself once 50 moves by each side have passed \
                   without a pawn advance or a capture, or only when a player claims it?",
        switch: Some("fifty-move"),
        readings: &[
            Reading::new(
                "automatic",
                "the game is drawn as soon as the hundredth such ply is played",
            ),
            Reading::new(
                "claim",
                "the game goes on until the player to move claims the draw (event `claim-draw`)",
            ),
        ],
        default: "automatic",
        why: "The document lists the rule among the draw conditions beside stalemate, says the moves \"have \
              elapsed\", and mentions no claim; the claim reading is the over-the-board FIDE Laws' 9.3.",
    },
    RegisterEntry {
        id: "FIDE-5.3-threefold-claim",
        clauses: &["fide/5.3"],
        question: "Does a threefold repetition end the game by itself, or only when a player claims it?",
        switch: Some("threefold"),
        readings: &[
            Reading::new(
                "automatic",
                "the game is drawn as soon as the position occurs for the third time",
            ),
            Reading::new(
                "claim",
                "the game goes on until the player to move claims the draw (event `claim-draw`)",
            ),
        ],
        default: "automatic",
        why: "The document lists repetition among the draw conditions and mentions no claim.",
    },
    RegisterEntry {
        id: "FIDE-5.3-en-passant",
        clauses: &["fide/5.3", "fide/3.2.3"],
        question: "For \"same ... en passant rights\", does a two-square advance create an en passant right \
                   when no enemy Pawn can actually capture en passant?",
        switch: Some("repetition-en-passant"),
        readings: &[
            Reading::new(
                "capturable",
                "a right exists only when an en passant capture is legal in that position",
            ),
            Reading::new(
                "double-step",
                "a right exists after every two-square advance (the raw FEN field)",
            ),
        ],
        default: "capturable",
        why: "The same rule also asks for the same legal move set, which an uncapturable en passant square \
              does not change; FIDE's Laws (9.2.3) read it so.",
    },
    RegisterEntry {
        id: "FIDE-5.3-legal-move-set",
        clauses: &["fide/5.3"],
        question: "Threefold repetition asks for the same player to move, \"same legal move set, castling \
                   rights, and en passant rights\": is the legal move set compared on its own, and could it \
                   stand in for the rights?",
        why: "The sentence lists the conditions side by side (all must hold); none of them is offered as a \
              replacement for another.",
        ..RegisterEntry::decided(&[Reading::new(
            "all-four",
            "positions repeat when the board, the side to move, the castling rights and the en \
             passant right (see FIDE-5.3-en-passant) are the same; those decide the legal moves, so \
             the move sets are then the same too, and a castling right that cannot be used now \
             still tells two positions apart",
        )])
    },
    RegisterEntry {
        id: "FIDE-6.2-mating-material",
        clauses: &["fide/6.1", "fide/6.2"],
        question: "When a flag falls, what does \"the opponent lacks mating material\" mean?",
        switch: Some("flag-fall-material"),
        readings: &[
            Reading::new(
                "minor-or-bare",
                "the opponent has a King alone, or King and one Bishop, or King and one Knight \
                 (one side of the cases 5.2.1-5.2.3)",
            ),
            Reading::new(
                "bare-king",
                "only an opponent with a King alone lacks mating material",
            ),
        ],
        default: "minor-or-bare",
        why: "Section 6 speaks of the opponent's material alone, and section 5.2's cases are the document's \
              only account of material that cannot mate: a lone King, or a King with a single minor piece. \
              (FIDE's over-the-board Laws, 6.9, instead ask whether any series of legal moves could mate; \
              the document does not say so.)",
    },
    RegisterEntry {
        id: "FIDE-2.1.2-own-king",
        clauses: &["fide/2.1.2", "fide/4.1.2"],
        question: "The document forbids the King moving into an attacked square and requires a check to be \
                   eliminated; may another piece move so as to expose its own King (a pinned piece, an en \
                   passant capture that opens a line)?",
        why: "\"Moving into check is strictly illegal\" is about the King's safety, not the piece moved; \
              every chess rulebook reads it so.",
        ..RegisterEntry::decided(&[Reading::new(
            "never",
            "no move may leave the mover's own King attacked; such a move is refused citing 2.1.2 \
             (or 4.1.2 when the King was already in check)",
        )])
    },
    RegisterEntry {
        id: "FIDE-5.2-listed-cases",
        clauses: &["fide/5.2.1", "fide/5.2.2", "fide/5.2.3", "fide/5.2.4"],
        question: "Is a position drawn for insufficient material beyond the four listed cases (two Knights, \
                   Bishops all on one colour, blocked pawns)?",
        why: "The document gives the list without \"for example\"; other dead positions end by the other rules.",
        ..RegisterEntry::decided(&[Reading::new(
            "listed",
            "exactly the four cases: K v K, K+B v K, K+N v K, K+B v K+B with the Bishops on \
             same-coloured squares; every other position plays on",
        )])
    },
    RegisterEntry {
        id: "FIDE-5-precedence",
        clauses: &["fide/4.3.2", "fide/5.1", "fide/5.2.1", "fide/5.3", "fide/5.4"],
        question: "When one move both checkmates and completes a repetition or the fifty moves, which ends the \
                   game?",
        why: "Checkmate and stalemate \"terminate immediately\" (4.3.2, 5.1); the other conditions describe a \
              state reached by the move.",
        ..RegisterEntry::decided(&[Reading::new(
            "mate-first",
            "checkmate, then stalemate, then insufficient material, then repetition, then the \
             fifty-move rule",
        )])
    },
    RegisterEntry {
        id: "FIDE-perft",
        clauses: &["fide/5.1", "fide/5.2.1", "fide/5.2.2", "fide/5.3", "fide/5.4"],
        question: "What does perft count, and does the end of a game cut its tree?",
        why: "perft counts the move tree as the published tables count it (chessprogramming.org, python-chess, \
              shakmaty), so that engines compare",
        ..RegisterEntry::decided(&[Reading::new(
            "moves-only",
            "the legal moves of every position, each promotion choice a move: checkmate and \
             stalemate leave no move, so nothing is counted below them; dead positions, repetition \
             and the fifty-move rule do not cut the tree",
        )])
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Interpretation;

    #[test]
    fn every_switch_round_trips_and_defaults_match_the_register() {
        let default = FideInterpretation::default();
        for entry in REGISTER {
            let Some(switch) = entry.switch else { continue };
            assert_eq!(default.get(switch), Some(entry.default), "{}", entry.id);
            for reading in entry.readings {
                let mut i = FideInterpretation::default();
                i.set(switch, reading.value).unwrap();
                assert_eq!(i.get(switch), Some(reading.value));
            }
        }
        assert!(FideInterpretation::default()
            .set("fifty-move", "never")
            .is_err());
        assert!(FideInterpretation::default().set("nothing", "x").is_err());
    }
}
