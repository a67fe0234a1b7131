//! The interpretation register of Void Chess: where the rules leave a question open, the readings, our
//! default and why; each choice with an alternative is a named switch on [`VoidInterpretation`].

use crate::core::interpretation::{Reading, RegisterEntry};

crate::interpretation_switches! {
    /// The switches of the Void Chess register: each field is the switch it names, true for the reading
    /// after `if`. `Default` is the register's default readings.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct VoidInterpretation in REGISTER {
        pub minister_heals_every_square: bool = "minister-heals" if "every-square",
        pub promotion_capture_heals: bool = "promotion-capture-tile" if "normal",
        pub unstable_king_may_castle: bool = "unstable-king-castling" if "allowed",
        pub void_trap_on_any_pseudo_legal_move: bool = "void-trap" if "any-pseudo-legal",
        pub repetition_counts_any_en_passant_square: bool = "repetition-en-passant" if "square-set",
        pub janitor_resets_thirty_move_count: bool = "thirty-move-janitor" if "reset",
        pub pawns_attack_by_pseudo_legal_moves: bool = "pawn-attack" if "pseudo-legal-moves",
        pub fortress_needs_both_kings: bool = "fortress-kings" if "both",
        pub attacks_apply_7_2: bool = "attacks-under-7.2" if "apply",
        pub fortress_entry_one_move: bool = "fortress-entry" if "one-move",
    }
}

/// The register, in the order of the rules.
pub static REGISTER: &[RegisterEntry] = &[
    RegisterEntry {
        id: "VC-1.4-piece-count",
        clauses: &["void-chess/1.4", "void-chess/1.5", "void-chess/1.6"],
        question: "1.4 says each player begins with 16 pieces, but its own list (1 K, 1 Q, 1 M, 2 R, 2 N, \
                   2 B, 9 P) and the set-up of 1.5/1.6 make 18. Which?",
        why: "the list and the set-up agree with each other and fill a 9-file board; '16' is the orthodox \
              chess count left over",
        ..RegisterEntry::decided(&[Reading::new(
            "eighteen",
            "18 pieces each, as listed and as 1.5/1.6 place them: nine on the back rank and nine Pawns",
        )])
    },
    RegisterEntry {
        id: "VC-4.2-minister-path",
        clauses: &["void-chess/4.2", "void-chess/4.2.1", "void-chess/4.2.2", "void-chess/4.6"],
        question: "Is a two-step Minister move its destination, or its path? May Step 2 follow a Step 1 onto \
                   a void tile with no piece?",
        why: "4.6 heals every tile the Minister moves onto, so two paths to one square leave different \
              boards; 4.2.1 lets Step 1 land on a void tile and 4.2.2 asks only that it be empty",
        ..RegisterEntry::decided(&[Reading::new(
            "path",
            "a move is its path: `e4e5e6` and `e4d5e6` are different moves (perft counts both), since the \
             Step 1 square is healed (4.6); a void tile with no piece is empty for 4.2.2, so Step 2 may \
             follow it",
        )])
    },
    RegisterEntry {
        id: "VC-4.6-heal-path",
        clauses: &["void-chess/4.6", "void-chess/4.2.1"],
        question: "Does the Minister heal the tile of its Step 1 in a two-step move, or only the tile it \
                   ends on?",
        switch: Some("minister-heals"),
        readings: &[
            Reading::new(
                "every-square",
                "every void or unstable tile the Minister steps on, Step 1 included, becomes Normal",
            ),
            Reading::new(
                "destination-only",
                "only the tile the Minister ends its move on becomes Normal",
            ),
        ],
        default: "every-square",
        why: "4.6 says 'when the Minister moves onto' a tile, and Step 1 is a move onto a square (4.2.1 \
              names it a destination)",
    },
    RegisterEntry {
        id: "VC-5.2-promotion-capture",
        clauses: &["void-chess/5.1", "void-chess/5.2", "void-chess/8.3"],
        question: "A Pawn captures and promotes to a Minister: does the square become unstable (5.1) or is \
                   it healed (5.2)?",
        switch: Some("promotion-capture-tile"),
        readings: &[
            Reading::new(
                "unstable",
                "the Pawn made the capture, so the square becomes unstable (the new Minister is immune to \
                 the Janitor, 4.7)",
            ),
            Reading::new("normal", "a Minister arrives on the square, so it is healed to Normal"),
        ],
        default: "unstable",
        why: "5.2 applies when 'the Minister makes the capture'; here the capturing piece is a Pawn, \
              promoted only after it lands (8.3)",
    },
    RegisterEntry {
        id: "VC-5.1-void-capture",
        clauses: &["void-chess/5.1", "void-chess/5.2", "void-chess/4.6"],
        question: "5.1 says a capture on a void tile leaves it void, 'which can only arise with the \
                   Minister'. When does that happen?",
        why: "5.2 says the healing 'overrides the unstable creation'; 4.6 heals void tiles the Minister \
              moves onto, so 5.1's void case has no effect",
        ..RegisterEntry::decided(&[Reading::new(
            "never",
            "never: only a Minister can capture on a void tile, and a Minister heals the tile it captures on \
             (4.6, 5.2), so the square ends Normal",
        )])
    },
    RegisterEntry {
        id: "VC-2.5-capture-effects",
        clauses: &["void-chess/2.5", "void-chess/5.1", "void-chess/5.3", "void-chess/6.1"],
        question: "In which order do the tile changes of a move and the Janitor apply?",
        why: "6.1 runs the Janitor after 'all tile state changes from that move'; 6A.2 says leaving turns \
              the tile void 'before any other processing'",
        ..RegisterEntry::decided(&[Reading::new(
            "move-then-janitor",
            "the moving piece's square turns void at once if it was unstable (2.5); a capture makes the \
             landing square unstable (en passant: the square the Pawn lands on); then the Janitor runs (6.1)",
        )])
    },
    RegisterEntry {
        id: "VC-6.2.1-safe-squares",
        clauses: &["void-chess/6.2.1", "void-chess/6.2.2", "void-chess/4.7", "void-chess/8.1.5"],
        question: "Which squares does the Janitor spare? Castling moves two pieces.",
        why: "6.2.1 spares 'the piece that just moved'; in castling both pieces move. The Rook's square is \
              in fact never unstable (it was empty, and an unstable tile always holds a piece), so no switch \
              is needed",
        ..RegisterEntry::decided(&[Reading::new(
            "arrival-squares",
            "the square the moving piece arrived on (for castling both the King's and the Rook's), and every \
             Minister",
        )])
    },
    RegisterEntry {
        id: "VC-7.2-castling",
        clauses: &["void-chess/7.2", "void-chess/8.1"],
        question: "With the King on an unstable tile at the start of the turn, may the player castle (a King \
                   move that leaves the tile)?",
        switch: Some("unstable-king-castling"),
        readings: &[
            Reading::new("forbidden", "only the King's one-square moves are allowed"),
            Reading::new("allowed", "castling is allowed too, when 8.1 permits it"),
        ],
        default: "forbidden",
        why: "7.2: 'No other piece may be moved', and castling moves the Rook. (A King that stands on an \
              unstable tile has captured there, so it has moved and lost its castling rights; only a set-up \
              position can ask this.)",
    },
    RegisterEntry {
        id: "VC-8.1-castling",
        clauses: &["void-chess/8.1.2", "void-chess/8.1.4", "void-chess/8.1.5", "void-chess/8.1.6"],
        question: "Which squares must be empty, non-void and unattacked when castling on the 9x9 board?",
        why: "8.1.5 and 8.1.6 fix the King's and Rook's squares; 8.1.2 asks for every square between them",
        ..RegisterEntry::decided(&[Reading::new(
            "orthodox",
            "kingside King e->g, Rook i->f, with f, g, h empty and not void; queenside King e->c, Rook a->d, \
             with b, c, d empty and not void; the King not in check and f/g (d/c) not attacked",
        )])
    },
    RegisterEntry {
        id: "VC-3.6-pawns",
        clauses: &["void-chess/3.6", "void-chess/8.2", "void-chess/8.3"],
        question: "Pawns on the 9x9 board: where do they start, what is their en passant square, what may \
                   they promote to?",
        why: "3.6 and 8.3 as written; the en passant square follows FEN, and 9.5 decides when it matters",
        ..RegisterEntry::decided(&[Reading::new(
            "orthodox",
            "double step from rank 2 (White) / 8 (Black) over two empty non-void squares; the en passant \
             square is set after every double step; promotion on rank 9 / 1 to Q, R, B, N or M",
        )])
    },
    RegisterEntry {
        id: "VC-10.3-minister-attack",
        clauses: &["void-chess/10.3", "void-chess/4.2"],
        question: "Which squares does a Minister attack?",
        why: "10.3 uses the opponent's pseudo-legal moves, and a Minister's Step 2 needs an empty Step 1",
        ..RegisterEntry::decided(&[Reading::new(
            "pseudo-legal-reach",
            "the eight neighbours, and each square two steps away that it reaches through a neighbour with \
             no piece (void or not); it is the only piece that attacks a void tile",
        )])
    },
    RegisterEntry {
        id: "VC-10.3-attacks-under-7.2",
        clauses: &["void-chess/10.3", "void-chess/7.2", "void-chess/7.1"],
        question: "10.3 computes attacks from the opponent's pseudo-legal moves, and 7.2 limits a side whose \
                   King stands on an unstable tile to King moves. Does a piece of that side still attack \
                   (give check, guard squares)?",
        switch: Some("attacks-under-7.2"),
        readings: &[
            Reading::new(
                "ignore",
                "every piece attacks as its movement allows, whatever the tile under its King: 7.2 restricts \
                 what a side may move on its turn, not what it threatens",
            ),
            Reading::new(
                "apply",
                "while a side's King stands on an unstable tile, only that King attacks: its side's \
                 pseudo-legal moves are King moves only",
            ),
        ],
        default: "ignore",
        why: "7.2 speaks of 'the start of its turn'; the threats that 10.1 and 8.1 ask about are the \
              opponent's pieces as they stand, as in orthodox chess, where a piece that may not move \
              (pinned) still gives check",
    },
    RegisterEntry {
        id: "VC-10.3-pawn-attack",
        clauses: &["void-chess/10.3", "void-chess/8.1.4", "void-chess/3.6"],
        question: "10.3 computes attacks from the opponent's pseudo-legal moves. On an empty square (the \
                   squares a castling King passes or lands on), does a Pawn attack its diagonals (it cannot \
                   move there) or the squares it can advance to?",
        switch: Some("pawn-attack"),
        readings: &[
            Reading::new(
                "diagonal",
                "a Pawn attacks the two squares diagonally ahead, empty or not, as in orthodox chess",
            ),
            Reading::new(
                "pseudo-legal-moves",
                "for the empty castling squares, a Pawn attacks the squares it could advance to, not its \
                 diagonals",
            ),
        ],
        default: "diagonal",
        why: "8.1 castles 'consistent with standard chess rules', where a Pawn's attack is its capture \
              diagonal. (Squares holding the King are unaffected: there a Pawn's pseudo-legal capture is its \
              diagonal under both readings)",
    },
    RegisterEntry {
        id: "VC-9-precedence",
        clauses: &["void-chess/9.2", "void-chess/9.1", "void-chess/9.3", "void-chess/9.4", "void-chess/9.7", "void-chess/9.8", "void-chess/9.5", "void-chess/9.6"],
        question: "When several endings hold at once, which decides?",
        why: "wins and losses decided by the position come before draws; draws by material and structure \
              before draws by history",
        ..RegisterEntry::decided(&[Reading::new(
            "fixed-order",
            "for the side to move: 9.2 (a King stranded on an unstable tile, 7.3, and destroyed, 6.4), 9.1, \
             9.3, 9.4, 9.7, 9.8, 9.5, 9.6",
        )])
    },
    RegisterEntry {
        id: "VC-9.2-king-destroyed",
        clauses: &["void-chess/9.2", "void-chess/6.4", "void-chess/7.3", "void-chess/10.1"],
        question: "When is a King destroyed by the Janitor, since 10.1 makes every move that destroys it \
                   illegal?",
        why: "10.1 rules out every move after which the King is destroyed, so 9.2's 'could not move away' is \
              the 7.3 case, and 'did not move away' cannot happen",
        ..RegisterEntry::decided(&[Reading::new(
            "stranded",
            "only when its side starts a turn with the King on an unstable tile and no legal King move \
             (7.3): the game ends with that side's loss, cited as 9.2 (the list of game ends) with 7.3 and \
             6.4 in the reason",
        )])
    },
    RegisterEntry {
        id: "VC-9.3-void-trap",
        clauses: &["void-chess/9.3", "void-chess/9.4", "void-chess/10.1"],
        question: "No legal move and not in check: a 9.3 void trap (loss) or a 9.4 stalemate (draw)?",
        switch: Some("void-trap"),
        readings: &[
            Reading::new(
                "janitor-skipped",
                "a 9.3 loss when at least one pseudo-legal move would be legal were the Janitor skipped (the \
                 move's own tile changes, such as 2.5, still apply); otherwise a 9.4 draw",
            ),
            Reading::new(
                "any-pseudo-legal",
                "a 9.3 loss whenever any pseudo-legal move exists; a 9.4 draw only with no pseudo-legal move \
                 at all",
            ),
        ],
        default: "janitor-skipped",
        why: "9.3 speaks of moves that lead to 'the King's destruction via the void system'; 9.4 of a \
              'genuine absence of any possible move'. A move that is illegal without the Janitor is ordinary \
              stalemate material",
    },
    RegisterEntry {
        id: "VC-9.5-repetition",
        clauses: &["void-chess/9.5"],
        question: "When are two positions 'the same' for threefold repetition, given 'the same en passant \
                   possibilities'?",
        switch: Some("repetition-en-passant"),
        readings: &[
            Reading::new(
                "legal-capture",
                "placement, tiles, side to move and castling rights agree, and the en passant square agrees \
                 only where an en passant capture is actually legal",
            ),
            Reading::new(
                "square-set",
                "as above, but the en passant square counts whenever it is set",
            ),
        ],
        default: "legal-capture",
        why: "'possibilities' are captures that can be made; an en passant square nobody can use changes \
              nothing (as in FIDE 9.2)",
    },
    RegisterEntry {
        id: "VC-9.6-janitor",
        clauses: &["void-chess/9.6", "void-chess/6.2.2"],
        question: "Does a piece destroyed by the Janitor reset the thirty-move count?",
        switch: Some("thirty-move-janitor"),
        readings: &[
            Reading::new(
                "no-reset",
                "no: only a pawn move or a capture resets it; the draw is automatic at 60 half-moves",
            ),
            Reading::new("reset", "yes: a destruction resets it like a capture"),
        ],
        default: "no-reset",
        why: "9.6 names pawn moves and captures; a destruction is not a capture (Article 5 against Article \
              6). In play the readings rarely differ: the capture that made the tile unstable reset the \
              count two plies before the destruction",
    },
    RegisterEntry {
        id: "VC-9.8-fortress",
        clauses: &["void-chess/9.8", "void-chess/9.8.1", "void-chess/9.8.2", "void-chess/9.8.3", "void-chess/9.8.4"],
        question: "What is the enclosed region, when is it 'enclosed', how is 'can legally move into' \
                   judged, what is a pawn's 'void-free path'?",
        why: "the most literal reading of 9.8's flood fill; the alternatives have no support in the text",
        ..RegisterEntry::decided(&[Reading::new(
            "flood-fill",
            "the region is the 8-connected flood fill from the King over non-void squares (the board edge \
             bounds it); it is enclosed only if some non-void square lies outside it; 'can legally move \
             into' is judged as if the opponent were to move now; a Pawn's path is the squares straight \
             ahead on its file up to its promotion rank",
        )])
    },
    RegisterEntry {
        id: "VC-9.8-fortress-kings",
        clauses: &["void-chess/9.8", "void-chess/9.8.1", "void-chess/9.8.2"],
        question: "9.8 speaks of 'a King' enclosed by voids. When one King is walled into a small pocket, \
                   the other King's region (the rest of the board) is enclosed too, since the pocket lies \
                   outside it. Is the game drawn when either King meets the four conditions, or only when \
                   both do?",
        switch: Some("fortress-kings"),
        readings: &[
            Reading::new(
                "either",
                "drawn when either King meets all four conditions: a King in the large region whose opponent \
                 is walled into a pocket is 'enclosed' too, so the game is drawn even if a piece of its own \
                 could still jump into the pocket",
            ),
            Reading::new(
                "both",
                "drawn only when both Kings meet all four conditions: no side can bring a piece to the \
                 other's King",
            ),
        ],
        default: "either",
        why: "'If a King is completely enclosed' asks for one King, and the flood fill gives the large \
              region the same standing as the pocket; `both` follows the rule's stated purpose ('no progress \
              is possible') where a Knight could still jump into the pocket",
    },
    RegisterEntry {
        id: "VC-9.8.2-fortress-entry",
        clauses: &["void-chess/9.8", "void-chess/9.8.2", "void-chess/9.8.3", "void-chess/9.8.4"],
        question: "9.8.2 asks that no opponent piece 'can legally move into the enclosed region'. On the \
                   next move only, or ever? A Knight two moves away can still jump in, yet 9.8 speaks of a \
                   King 'permanently isolated' where 'no progress is possible'.",
        switch: Some("fortress-entry"),
        readings: &[
            Reading::new(
                "reachable",
                "with no Minister on the board (9.8.3) the voids are permanent, so only a Knight can cross a \
                 void wall: the region is entered if some opponent Knight can, over any number of Knight \
                 moves onto non-void squares, land on one of its squares. Pawns are 9.8.4's business",
            ),
            Reading::new(
                "one-move",
                "no legal move of the opponent, were it to move now, ends in the region",
            ),
        ],
        default: "reachable",
        why: "'permanently isolated' and 'no progress is possible' describe a wall no piece will ever cross; \
              a Knight that needs two moves to jump in has not been shut out",
    },
    RegisterEntry {
        id: "VC-perft",
        clauses: &["void-chess/9.5", "void-chess/9.6", "void-chess/9.7", "void-chess/9.8"],
        question: "Does perft stop at the draws by history or material?",
        why: "perft counts the move tree; it is compared with engines that count it the same way",
        ..RegisterEntry::decided(&[Reading::new(
            "moves-only",
            "perft counts legal moves and ignores 9.5-9.8, as perft does in chess (positions without legal \
             moves count nothing below them)",
        )])
    },
];
