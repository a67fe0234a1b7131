//! The interpretation registers of the suicide base (`suicide`) and of Suicide Void Chess
//! (`suicide-void`): where the document leaves a question open, the readings and the switch that selects
//! one. `cargo xtask register` prints them.

use crate::core::{Reading, RegisterEntry};

const DRAW_RULES: RegisterEntry = RegisterEntry {
    id: "SU-0-draw-rules",
    clauses: &["suicide-void/0", "suicide-void/B.8", "suicide-void/B.9"],
    question: "Does a game end in a draw by the fifty-move rule or by repetition? The document names only \
               two ends (all pieces lost, B.8; stalemate, B.9); the FICS server, whose suicide rules the \
               basic rules are, also knows the fifty-move rule and threefold repetition; lichess, whose \
               Antichess is the base read as `-r antichess`, ends a game by itself after 100 plies without \
               a capture or a pawn move and at the fifth occurrence of a position, and only lets a player \
               claim the third (scalachess `Variant.autoDraw`: `fiftyMoves`, `fivefoldRepetition`; \
               lila's `Drawer`: threefold repetition is a claim, made for a player only by the \
               player's own preference).",
    switch: Some("draw-rules"),
    readings: &[
        Reading::new(
            "none",
            "no draw but the equal-count stalemate of B.9; a game goes on however long it lasts",
        ),
        Reading::new(
            "fics",
            "also drawn at once when 100 plies pass without a capture or a pawn move, or when \
             the same position (pieces, side to move, en passant square, void) stands for the \
             third time",
        ),
        Reading::new(
            "lichess",
            "also drawn at once when 100 plies pass without a capture or a pawn move (scalachess \
             `Variant.fiftyMoves`), or when the same position stands for the fifth time \
             (`History.fivefoldRepetition`; python-chess's `is_fivefold_repetition` agrees); a third \
             occurrence ends nothing by itself, as on lichess and in python-chess, where it is a \
             claim (`-r antichess`)",
        ),
    ],
    default: "none",
    why: "the document names no such rule; the FICS and lichess rules are switches for comparing with \
          the servers and engines that apply them",
};

const CASTLING_FIELD: RegisterEntry = RegisterEntry {
    id: "SU-B.4-castling-field",
    clauses: &["suicide-void/B.4"],
    question: "What of a position text whose FEN castling field grants castling rights?",
    why: "a right that can never be used would make equal positions differ in text",
    ..RegisterEntry::decided(&[Reading::new(
        "refused",
        "castling is not allowed, so the field must be `-`; any other field is refused with B.4 \
         (python-chess's SuicideBoard must be given `-` as well); under the suicide base's Giveaway reading \
         (`castling=allowed`, SU-B.4-giveaway-castling) the field holds the rights, `KQkq` at the start",
    )])
};

/// The Giveaway and Antichess readings of the suicide base, the names under which lichess (Antichess),
/// python-chess (`GiveawayBoard`, `AntichessBoard`) and Fairy-Stockfish (`giveaway`, `antichess`) play
/// it: the stalemated side wins, and Giveaway castles.
const STALEMATE: RegisterEntry = RegisterEntry {
    id: "SU-B.9-giveaway-stalemate",
    clauses: &["suicide-void/0", "suicide-void/B.9"],
    question: "What does a stalemate give? The introduction names the base \"Suicide Chess (or Giveaway \
               Chess)\"; B.9 gives a stalemate to the side with fewer pieces (FICS suicide, python-chess's \
               SuicideBoard, Fairy-Stockfish's `suicide`), where Giveaway and Antichess as lichess, \
               python-chess (GiveawayBoard, AntichessBoard) and Fairy-Stockfish (`giveaway`, `antichess`) \
               play them give it to the stalemated side.",
    switch: Some("stalemate"),
    readings: &[
        Reading::new(
            "fewer-pieces",
            "B.9 as written: the side with fewer pieces wins, the same number is a draw",
        ),
        Reading::new(
            "stalemated-wins",
            "the side to move with no legal move wins, whatever the counts (Giveaway, Antichess; \
             `oracle -r antichess`, `-r giveaway`, a record's `[Variant \"Antichess\"]`)",
        ),
    ],
    default: "fewer-pieces",
    why: "B.9 says so; the other reading is the game records and engines call Antichess and Giveaway",
};

const CASTLING: RegisterEntry = RegisterEntry {
    id: "SU-B.4-giveaway-castling",
    clauses: &["suicide-void/0", "suicide-void/B.4", "suicide-void/B.2"],
    question: "May a side castle? B.4 says \"Castling is not allowed\" (FICS suicide; lichess's \
               Antichess; python-chess's AntichessBoard starts without castling rights; Fairy-Stockfish's \
               `antichess` has none); Giveaway as python-chess's GiveawayBoard and Fairy-Stockfish's \
               `giveaway` play it castles as in standard chess.",
    switch: Some("castling"),
    readings: &[
        Reading::new(
            "none",
            "B.4 as written: no castling; a castling field other than `-` is refused",
        ),
        Reading::new(
            "allowed",
            "castling as in standard chess (B.2: the King and the Rook unmoved, FEN's `KQkq`, the \
             squares between them empty), without its conditions about check, since there is \
             none (B.3); it is no capture, so it is made only when no capture is (B.6); the \
             start has every right (`-r giveaway`, a record's `[Variant \"Giveaway\"]`)",
        ),
    ],
    default: "none",
    why: "B.4 says so; the other reading is Giveaway's as python-chess and Fairy-Stockfish play it",
};

/// Suicide Void Chess's answer to the question its base has switches for.
const NO_GIVEAWAY_READINGS: RegisterEntry = RegisterEntry {
    id: "SV-0-giveaway-readings",
    clauses: &["suicide-void/0", "suicide-void/B.4", "suicide-void/B.9"],
    question: "The introduction says the rules are those of \"Suicide Chess (or Giveaway Chess)\": do \
               Giveaway's stalemate (the stalemated side wins) and castling, which the suicide base has \
               as switches (SU-B.9-giveaway-stalemate, SU-B.4-giveaway-castling), apply here?",
    why: "where the document states the rule there is nothing to read into the word \"Giveaway\"",
    ..RegisterEntry::decided(&[Reading::new(
        "no",
        "the document writes its basic rules out, B.4 (no castling) and B.9 (fewer pieces wins a \
         stalemate) among them, so the question does not arise: the two switches are the base's \
         only, for records and engines of Giveaway and Antichess",
    )])
};

/// The draw that lichess, python-chess and shakmaty give Antichess when no piece can ever be taken.
const INSUFFICIENT_MATERIAL: RegisterEntry = RegisterEntry {
    id: "SU-0-insufficient-material",
    clauses: &["suicide-void/0", "suicide-void/B.8", "suicide-void/B.9"],
    question: "Is a game drawn when neither side can lose all its pieces? Neither the document nor the FICS \
               rules name such a draw. lichess (scalachess `Antichess.isInsufficientMaterial`), \
               python-chess (`SuicideBoard.has_insufficient_material`, which its `AntichessBoard` and \
               `GiveawayBoard` inherit, and `outcome()` applies) and shakmaty \
               (`Antichess::has_insufficient_material`, `Position::outcome`) all draw a game at once when \
               only Bishops are left, White's all on squares of one colour and Black's all on the other, \
               where no Bishop can ever take another; lichess alone also draws it when Pawns stand \
               beside those Bishops, each blocked by a Pawn, with no move, on squares the other side's \
               Bishops never reach.",
    switch: Some("insufficient-material"),
    readings: &[
        Reading::new(
            "none",
            "no such draw: the game goes on (with `draw-rules`, its move-count rule ends it)",
        ),
        Reading::new(
            "opposite-bishops",
            "drawn at once when only Bishops are left, every White Bishop on squares of one colour \
             and every Black Bishop on squares of the other (lichess, python-chess and shakmaty \
             agree; `-r giveaway`, as python-chess's GiveawayBoard plays it)",
        ),
        Reading::new(
            "lichess",
            "as `opposite-bishops`, and also when Pawns stand beside such Bishops, each Pawn on \
             squares of its own Bishops' colour, blocked by a Pawn on the square ahead and without \
             a move (scalachess `Antichess.isInsufficientMaterial`, `pawnBlockedByPawn`; \
             `-r antichess`)",
        ),
    ],
    default: "none",
    why: "neither the document nor the FICS rules name such a draw; the peers' draw is a switch, on under \
          the Antichess and Giveaway readings",
};

/// Suicide Void Chess's answer to the question the base has a switch for.
const SV_NO_INSUFFICIENT_MATERIAL: RegisterEntry = RegisterEntry {
    id: "SV-0-insufficient-material",
    clauses: &["suicide-void/0", "suicide-void/B.8", "suicide-void/B.9"],
    question:
        "Is a game drawn when neither side can lose all its pieces (for example Bishops on squares \
               of opposite colours that can never meet), as the base's switch `insufficient-material` \
               (SU-0-insufficient-material) reads lichess's Antichess?",
    why: "neither the document nor the FICS rules name such a draw",
    ..RegisterEntry::decided(&[Reading::new(
        "no",
        "the game goes on (with `draw-rules`, its move-count rule ends it)",
    )])
};

const GAME_OVER_NO_MOVES: RegisterEntry = RegisterEntry {
    id: "SU-B.8-no-moves-after-the-end",
    clauses: &["suicide-void/B.8"],
    question:
        "In a position where a side has lost all its pieces, does the other side still have moves?",
    why: "the game has ended; python-chess's SuicideBoard lists no moves there either",
    ..RegisterEntry::decided(&[Reading::new(
        "none",
        "the game is over (B.8), so no move is legal and the move list is empty",
    )])
};

const PERFT_COUNTS: RegisterEntry = RegisterEntry {
    id: "SU-perft",
    clauses: &["suicide-void/B.8", "suicide-void/B.9", "suicide-void/S.1", "suicide-void/S.5", "suicide-void/S.6"],
    question: "What does perft count, and does the end of a game cut its tree?",
    why: "perft counts the move tree as the move list gives it, the published suicide tables' convention, so \
          that engines compare",
    ..RegisterEntry::decided(&[Reading::new(
        "moves-only",
        "the legal moves of every position: once a side has lost all its pieces no move is legal \
         (B.8), and a stalemated side (B.9) has none, so nothing is counted below them; the draws \
         of `draw-rules=fics` do not cut the tree. In Suicide Void Chess, Black's placement of the \
         void is a move (SV-S.1), a capture counts once for each square the void may be moved to \
         (SV-S.5), and after a promotion victory (S.6) the other side's moves are counted, as the \
         move list gives them",
    )])
};

/// The register of the suicide base ruleset.
pub static SUICIDE_REGISTER: &[RegisterEntry] = &[
    DRAW_RULES,
    CASTLING_FIELD,
    INSUFFICIENT_MATERIAL,
    GAME_OVER_NO_MOVES,
    STALEMATE,
    CASTLING,
    PERFT_COUNTS,
];

/// The register of Suicide Void Chess: the base entries, then the void layer's.
pub static SUICIDE_VOID_REGISTER: &[RegisterEntry] = &[
    DRAW_RULES,
    CASTLING_FIELD,
    SV_NO_INSUFFICIENT_MATERIAL,
    GAME_OVER_NO_MOVES,
    PERFT_COUNTS,
    NO_GIVEAWAY_READINGS,
    RegisterEntry {
        id: "SV-S.1-placement-move",
        clauses: &["suicide-void/S.1", "suicide-void/S.2"],
        question: "Is Black's opening placement of the void a move of the game, and how is it written?",
        why: "the placement is a choice made by a player in turn, so the tools (move lists, perft, \
              the differential tester) see it as one",
        ..RegisterEntry::decided(&[Reading::new(
            "move",
            "it is Black's first move, written `@e4`, recorded in the game like any other; before \
             it the position text has Black to move and void `-`; it does not advance the \
             half-move clock or the move number; after it White is to move (S.2)",
        )])
    },
    RegisterEntry {
        id: "SV-S.5-relocation-in-the-move",
        clauses: &["suicide-void/S.5"],
        question: "Is the void's relocation after a capture part of the capturing move, or a turn of its own?",
        why: "\"the player that made the capture must move\" the void: it completes the capture, the \
              opponent does not move in between",
        ..RegisterEntry::decided(&[Reading::new(
            "one-move",
            "one move: the capture and the void's new square, written `e4d5@h6`; a capture without \
             a new void square is refused with S.5",
        )])
    },
    RegisterEntry {
        id: "SV-S.5-relocation-squares",
        clauses: &["suicide-void/S.5"],
        question: "\"A different unoccupied square\": unoccupied after the capture (the capturer's start \
                   square and a pawn taken en passant have been vacated), or before it?",
        switch: Some("relocation-squares"),
        readings: &[
            Reading::new(
                "after-capture",
                "any square empty once the capture is made, except the void's own square",
            ),
            Reading::new(
                "before-capture",
                "only squares already empty before the capture and still empty after it, except \
                 the void's own square (the capturer's start square and an en passant victim's \
                 square are excluded, and so is the square an en passant capture lands on)",
            ),
        ],
        default: "after-capture",
        why: "the rule says the void is moved \"after any piece is captured\", so the board after the \
              capture is the one it is moved on",
    },
    RegisterEntry {
        id: "SV-S.5-game-ending-capture",
        clauses: &["suicide-void/S.5", "suicide-void/B.8", "suicide-void/S.6"],
        question: "Must the void be relocated after a capture that ends the game at once (taking the \
                   opponent's last piece; a capture onto the last rank under S.6)?",
        switch: Some("relocation-on-game-end"),
        readings: &[
            Reading::new(
                "required",
                "yes: S.5 has no exception, the move still names the void's new square",
            ),
            Reading::new(
                "skipped",
                "no: such a capture is written without a void square (`e4d5`)",
            ),
        ],
        default: "required",
        why: "S.5 says \"after any piece is captured\" without exception; one move form for every capture",
    },
    RegisterEntry {
        id: "SV-S.4-pawn-double-step",
        clauses: &["suicide-void/S.4", "suicide-void/S.3"],
        question: "Does a Pawn's two-square first move \"move over\" the square between, so that the void \
                   there forbids it? And en passant?",
        why: "the pawn passes over the middle square as a Rook would",
        ..RegisterEntry::decided(&[Reading::new(
            "blocked",
            "yes: only a Knight moves over the void, so the double step is forbidden (S.4); the \
             square passed over is then never the void, and an en passant capture never lands \
             on it",
        )])
    },
    RegisterEntry {
        id: "SV-S.6-promotion-victory",
        clauses: &["suicide-void/S.6", "suicide-void/B.8"],
        question: "Is the optional promotion victory in force? When it is, what happens to the pawn?",
        switch: Some("promotion-victory"),
        readings: &[
            Reading::new(
                "off",
                "a pawn reaching the last rank is promoted (Q R B N K) and the game goes on",
            ),
            Reading::new(
                "on",
                "a pawn reaching the last rank wins at once for its side: it stays a pawn on that \
                 rank and the move carries no promotion letter (`e7e8`); but if that move \
                 captures the opponent's last piece, the capture comes first and the opponent, \
                 having lost all its pieces, wins (B.8)",
            ),
        ],
        default: "off",
        why: "the document calls it an additional variation (\"there can be\"), not part of the rules",
    },
];

crate::switch_readings! {
    /// The readings of `draw-rules` (register SU-0-draw-rules).
    pub enum DrawRules {
        None = "none",
        Fics = "fics",
        Lichess = "lichess",
    }
}

crate::switch_readings! {
    /// The readings of `insufficient-material` (register SU-0-insufficient-material).
    pub enum InsufficientMaterial {
        None = "none",
        OppositeBishops = "opposite-bishops",
        Lichess = "lichess",
    }
}

crate::interpretation_switches! {
    /// The switches of the suicide base ruleset; `Default` is the register's defaults.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct SuicideSwitches in SUICIDE_REGISTER {
        pub draw_rules: DrawRules = "draw-rules",
        pub insufficient_material: InsufficientMaterial = "insufficient-material",
        pub stalemated_side_wins: bool = "stalemate" if "stalemated-wins",
        pub castling: bool = "castling" if "allowed",
    }
}

crate::interpretation_switches! {
    /// The switches of Suicide Void Chess; `Default` is the register's defaults.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct SuicideVoidSwitches in SUICIDE_VOID_REGISTER {
        pub draw_rules: DrawRules = "draw-rules",
        pub promotion_victory: bool = "promotion-victory" if "on",
        pub relocate_to_squares_empty_before_capture: bool = "relocation-squares" if "before-capture",
        pub skip_relocation_on_game_end: bool = "relocation-on-game-end" if "skipped",
    }
}
