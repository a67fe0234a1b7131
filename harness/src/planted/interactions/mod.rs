//! The planted interaction bugs: two rules, each right alone, wrong where they meet (the oracle with one
//! deviation each, `Kind::Interaction`), of the kinds an engine author writes: an effect that a special
//! move skips where the common path applies it, an attack that one rule forgets in another rule's test,
//! legality judged at the wrong moment of a move's simulation, and the order in which two endings are
//! tested where one position is both. Each is one pair (or more) of the ruleset's interaction table
//! (`clauses/interactions/<slug>.yaml`), whose scenario catches it, and a default `cargo xtask diff` run
//! catches it from the seeds built for the pair (`diff/interaction_tests.rs`). The deviations are in
//! `void_chess.rs`, `chess.rs` (FIDE and Circular, and what Void Chess shares with them), `giveaway.rs` (suicide, Suicide Void) and
//! `minnaar.rs`; what they share (the last move read off the texts, a position edited and asked about) is
//! `last.rs`.

mod chess;
mod giveaway;
mod last;
mod minnaar;
mod void_chess;

use super::bug::{bug, Planted};

const VC: &str = "void-chess";

pub const BUGS: &[Planted] = &[
    bug(
        "en-passant-skips-the-janitor",
        &["void-chess/8.2", "void-chess/6.1", "void-chess/6.2.2"],
        "the Janitor does not run after an en passant capture: the mover's pieces left on unstable tiles survive",
        void_chess::en_passant_skips_the_janitor,
    )
    .interaction(VC),
    bug(
        "castling-skips-the-janitor",
        &["void-chess/8.1", "void-chess/6.1", "void-chess/6.2.2"],
        "the Janitor does not run after castling: the mover's pieces left on unstable tiles survive",
        void_chess::castling_skips_the_janitor,
    )
    .interaction(VC),
    bug(
        "promotion-capture-leaves-tile-normal",
        &["void-chess/8.3", "void-chess/5.1"],
        "a Pawn that captures and promotes leaves the square Normal (the promotion path skips 5.1)",
        void_chess::promotion_capture_leaves_tile_normal,
    )
    .interaction(VC),
    bug(
        "king-step-leaves-tile-normal",
        &["void-chess/7.2", "void-chess/3.1", "void-chess/2.5"],
        "a King stepping off an unstable tile leaves it Normal, not void (2.5 skipped in the King's move)",
        void_chess::king_step_leaves_tile_normal,
    )
    .interaction(VC),
    bug(
        "legality-before-the-janitor",
        &["void-chess/10.2", "void-chess/10.1", "void-chess/6.2.2"],
        "legality is judged before the Janitor runs: a move whose destruction opens a way to the King is allowed",
        void_chess::legality_before_the_janitor,
    )
    .interaction(VC),
    bug(
        "healed-void-check-missed",
        &["void-chess/4.6", "void-chess/4.2.2", "void-chess/7.1"],
        "check is judged as if the void a Minister healed on Step 1 were still void",
        void_chess::healed_void_check_missed,
    )
    .interaction(VC),
    bug(
        "en-passant-check-missed",
        &["void-chess/8.2", "void-chess/5.3", "void-chess/7.1"],
        "check is judged as if the Pawn taken en passant were still on its square",
        chess::en_passant_check_missed,
    )
    .interaction(VC),
    bug(
        "thirty-moves-before-checkmate",
        &["void-chess/9.1", "void-chess/9.6"],
        "the thirty-move rule is tested before checkmate: a mate on the sixtieth half-move is a draw",
        void_chess::thirty_moves_before_checkmate,
    )
    .interaction(VC),
    bug(
        "bare-kings-before-stalemate",
        &["void-chess/9.4", "void-chess/9.7"],
        "bare Kings are tested before stalemate: a stalemated bare King is a draw by 9.7",
        void_chess::bare_kings_before_stalemate,
    )
    .interaction(VC),
    bug(
        "checkmate-before-king-destroyed",
        &["void-chess/9.2", "void-chess/9.1", "void-chess/7.3"],
        "checkmate is tested before the King stranded on an unstable tile: the loss is cited as 9.1",
        void_chess::checkmate_before_king_destroyed,
    )
    .interaction(VC),
    bug(
        "fide-en-passant-check-missed",
        &["fide/3.2.2", "fide/4.2.1"],
        "check is judged as if the Pawn taken en passant were still on its square",
        chess::en_passant_check_missed,
    )
    .interaction("fide"),
    bug(
        "fide-castling-rook-check-missed",
        &["fide/3.1.1", "fide/3.1.2", "fide/4.1.1"],
        "after castling only the King's move is tested for check, not the Rook's",
        chess::castling_rook_check_missed,
    )
    .interaction("fide"),
    bug(
        "fide-promoted-piece-check-missed",
        &["fide/3.3.1", "fide/4.1.1"],
        "the check test looks at the Pawn that moved, not the piece it promoted to",
        chess::promoted_piece_check_missed,
    )
    .interaction("fide"),
    bug(
        "fide-fifty-moves-before-checkmate",
        &["fide/4.3.2", "fide/5.4"],
        "the fifty-move rule is tested before checkmate: a mate on the hundredth ply is a draw",
        chess::fifty_moves_before_checkmate,
    )
    .interaction("fide"),
    bug(
        "fide-en-passant-no-evasion",
        &["fide/3.2.2", "fide/4.1.2"],
        "a check is answered only by a King's move, a block or a capture on the checker's square: en passant is left out",
        chess::en_passant_no_evasion,
    )
    .interaction("fide"),
    bug(
        "circular-crossing-check-missed",
        &["circular/2.2", "circular/13.1"],
        "the check a piece gives from across the center-circle is missed",
        chess::crossing_check_missed,
    )
    .interaction("circular"),
    bug(
        "circular-castling-rook-check-missed",
        &["circular/11.2", "circular/13.1"],
        "after castling only the King's move is tested for check, not the Rook's",
        chess::castling_rook_check_missed,
    )
    .interaction("circular"),
    bug(
        "circular-en-passant-exposes-king",
        &["circular/10.5", "circular/10.6"],
        "en passant is not tested for the King's safety with the taken Pawn removed",
        chess::circular_en_passant_exposes_king,
    )
    .interaction("circular"),
    bug(
        "circular-own-rank-promotion-check-missed",
        &["circular/12.2", "circular/13.1"],
        "the check test looks at the Pawn that moved, not the piece it promoted to on its own first rank",
        chess::promoted_piece_check_missed,
    )
    .interaction("circular"),
    bug(
        "suicide-en-passant-not-compulsory",
        &["suicide-void/B.6", "suicide-void/B.2"],
        "only a capture onto an occupied square makes capturing compulsory: an en passant capture does not",
        giveaway::en_passant_not_compulsory,
    )
    .interaction("suicide"),
    bug(
        "suicide-en-passant-last-piece-missed",
        &["suicide-void/B.8", "suicide-void/B.2"],
        "the end by all pieces lost is tested on the capture's square, so a last Pawn taken en passant is missed",
        giveaway::en_passant_last_piece_missed,
    )
    .interaction("suicide"),
    bug(
        "suicide-stalemate-missed-after-promotion",
        &["suicide-void/B.9", "suicide-void/B.5"],
        "the stalemate is not tested after a promotion",
        giveaway::stalemate_missed_after_promotion,
    )
    .interaction("suicide"),
    bug(
        "suicide-stalemate-counts-the-captured-piece",
        &["suicide-void/B.9", "suicide-void/B.7"],
        "the stalemate count is taken before the captured piece leaves the board",
        giveaway::stalemate_counts_the_captured_piece,
    )
    .interaction("suicide"),
    bug(
        "void-promotion-capture-skips-relocation",
        &["suicide-void/S.5", "suicide-void/B.5"],
        "a capture that promotes does not move the void (the promotion path skips S.5)",
        giveaway::promotion_capture_skips_relocation,
    )
    .interaction("suicide-void"),
    bug(
        "void-end-before-relocation",
        &["suicide-void/S.5", "suicide-void/B.9"],
        "the end of the game is judged before the void moves: a stalemate made by the void's new square is missed",
        giveaway::end_before_relocation,
    )
    .interaction("suicide-void"),
    bug(
        "void-en-passant-last-piece-missed",
        &["suicide-void/B.8", "suicide-void/S.5"],
        "the end by all pieces lost is tested on the capture's square, so a last Pawn taken en passant is missed",
        giveaway::en_passant_last_piece_missed,
    )
    .interaction("suicide-void"),
    bug(
        "void-knight-capture-over-void-refused",
        &["suicide-void/S.4", "suicide-void/B.7"],
        "a Knight may move over the void, but not capture over it",
        giveaway::knight_capture_over_void_refused,
    )
    .interaction("suicide-void"),
    bug(
        "minnaar-king-capture-not-liberation",
        &["minnaar/5.8", "minnaar/7.1"],
        "Liberation is not declared when the last Establishment piece taken is a King",
        minnaar::king_capture_not_liberation,
    )
    .interaction("minnaar"),
    bug(
        "minnaar-win-on-the-eightieth-undecided",
        &["minnaar/9.5", "minnaar/8.0"],
        "the count is tested before the capture restarts it: a winning capture on the eightieth turn is undecided",
        minnaar::win_on_the_eightieth_undecided,
    )
    .interaction("minnaar"),
    bug(
        "minnaar-pass-never-ends-the-count",
        &["minnaar/8.3", "minnaar/8.0"],
        "the count is tested after moves only: a forced pass on the eightieth turn does not end the battle",
        minnaar::pass_never_ends_the_count,
    )
    .interaction("minnaar"),
    bug(
        "minnaar-king-capture-keeps-the-count",
        &["minnaar/5.8", "minnaar/8.1"],
        "the capture of a King does not restart the count",
        minnaar::king_capture_keeps_the_count,
    )
    .interaction("minnaar"),
];
