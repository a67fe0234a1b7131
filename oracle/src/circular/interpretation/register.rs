//! The entries of the Circular Chess register: the question, the readings, the default and why.

use crate::core::{Reading, RegisterEntry};

pub(super) static REGISTER: &[RegisterEntry] = &[
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
            Reading::new(
                "literal",
                "allowed if the path 9.1 writes avoids void spaces: two spaces along the rank and then one \
                 along the file, or two along the file and then one along the rank, the long leg first \
                 (Nh1-i3 on Maximal passes h2 and h3, allowed; Nb1-i7 passes a1 and the void i8, refused; \
                 a leap is then not always a leap back: Ni3-h1 passes the void i1)",
            ),
        ],
        default: "strict",
        why: "9.3: a Knight 'may NOT move across or jump over void spaces'; a void anywhere in the box is \
              jumped over whichever way the leap is drawn. 9.1 describes where a Knight may go, not a path \
              it travels ('the spaces to which the Knight may move can be found by ... proceeding'), and it \
              jumps (9.1: 'the only piece that may jump over other pieces'), so the box it spans is what it \
              jumps over. Under strict every board has 20 first moves for White; under either, Maximal adds \
              Nb1-i7 and Ng1-i2; under literal it has 20 too (their written paths pass i8 and i1), while \
              Nh1-i3 and Black's Nh8-i6, refused under strict, are allowed.",
    },
    RegisterEntry {
        id: "CC-diagonal-past-void-corner",
        clauses: &[
            "circular/6.2",
            "circular/6.3",
            "circular/8.3",
            "circular/10.5",
            "circular/10.6",
        ],
        question: "Does a void space beside a diagonal step (at its corner) block it, e.g. Ka1-i7 or Ba1-i7 \
                   on Maximal? (A Pawn's diagonal capture, en passant included, is such a step: 10.6.)",
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
                   i2xa6 and i7xa3 across the a/i seam)? (Which spaces are the opponent's fourth rank for one \
                   that has: CC-en-passant-fourth-rank.)",
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
        id: "CC-en-passant-fourth-rank",
        clauses: &["circular/10.5", "circular/2.3", "circular/2.4"],
        question: "Which spaces are 'its opponent's fourth rank' for a Pawn that has crossed the center? A \
                   White Pawn can cross onto i4 (a4xi4 through the center) and a Black one onto i5 (a5xi5): \
                   spaces next to the center-circle whose names carry White's and Black's own fourth-rank \
                   digit, because file i's numbers change side at the seam.",
        switch: Some("fourth-rank"),
        readings: &[
            Reading::new(
                "circle",
                "the innermost circle, every space next to the center-circle, for both players: a crossed \
                 Pawn there beside the Pawn that has just moved two spaces captures it en passant whatever \
                 the digit of its space (White i4xa6 after a7-a5, Black i5xa3 after a2-a4)",
            ),
            Reading::new(
                "rank-digit",
                "the spaces whose names carry the digit: rank 5 for White, rank 4 for Black (White i4xa6 \
                 and Black i5xa3 are refused, White i5xh6 and Black i4xh3 allowed)",
            ),
        ],
        default: "circle",
        why: "2.3 calls a rank a circle or a segment of one, and the innermost ring is a complete circle on \
              every board: counted from either player's first rank it is the fourth. A Pawn that has crossed \
              the center stands on it only just after crossing, and the text's case (Figure 12) is that \
              Pawn beside the one that moved two spaces; reading the digit instead would let one crossed \
              Pawn on i4 capture and refuse the other, on the same circle beside the same kind of move.",
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
              Knight'; 'The game ends in a draw' makes it automatic, not a claim. (A move that mates and \
              leaves such material: CC-mate-and-material.)",
        ..RegisterEntry::decided(&[Reading::new(
            "at-most-one-minor-each",
            "the game ends drawn at once when each player has at most a King and one Bishop or Knight",
        )])
    },
    RegisterEntry {
        id: "CC-mate-and-material",
        clauses: &["circular/13.2", "circular/14.1", "circular/14.2", "circular/14.3"],
        question: "A capture that checkmates can leave King and Knight against King and Bishop: 14.1 says the \
                   mate wins, 14.3 that the game ends in a draw. Which end comes first?",
        switch: Some("mate-and-material"),
        readings: &[
            Reading::new(
                "checkmate-first",
                "the checkmate wins (13.2, 14.1); insufficient material draws only a position that is not \
                 mate, and a stalemate stays a stalemate (14.2)",
            ),
            Reading::new(
                "material-first",
                "insufficient material ends the game in a draw whatever else holds: a mate or a stalemate \
                 that leaves it is a draw by 14.3",
            ),
        ],
        default: "checkmate-first",
        why: "14.3 gives its reason, 'there is insufficient material for either player to achieve mate', \
              which a mate on the board disproves; the rules are 'as like to traditional Chess as the board \
              allows', where checkmate ends the game at once. python-chess (`Board.outcome`: checkmate \
              before insufficient material) and lichess (scalachess: `Mate` before `Draw`) decide so too.",
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
        id: "CC-maximal-rank-2",
        clauses: &["circular/3.3", "circular/2.4", "circular/X.2"],
        question: "On the Maximal board White's second rank has nine spaces (a2 .. h2 and i2; Black's: a7 .. h7 \
                   and i7) and each player eight Pawns: which space stays empty?",
        why: "The text's set-up (3.3) is illustrated on the Medial board, where i2 and i7 are void and the \
              rank has eight spaces. 'The starting positions of White's pieces are the same as in \
              traditional Chess' (X.2): each piece of the first rank with its Pawn in front of it, on the \
              same file, and i2 stands in front of the void i1, where no piece stands. Any other choice \
              would leave a piece of a..h without its Pawn and put a Pawn on i2 beside the opponent's a7 on \
              ring 2, unlike any traditional array; no reading of the text supports one.",
        ..RegisterEntry::decided(&[Reading::new(
            "i-file-empty",
            "the Pawns stand on a2 .. h2 and a7 .. h7, in front of the pieces; i2 and i7 stay empty",
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
