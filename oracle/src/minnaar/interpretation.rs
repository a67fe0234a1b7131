//! The interpretation register of Minnaar Chess: where the document leaves a question open, the readings,
//! our default and why. Print it with `cargo xtask register`.

use crate::core::{Reading, RegisterEntry};

crate::switch_readings! {
    /// What happens to the turn of an Establishment army that has lost all its pieces.
    pub enum EmptyArmy {
        /// Its turn comes round and it passes: a forced pass that counts as a turn.
        Pass = "pass",
        /// Its turn is left out of the cycle.
        Skip = "skip",
    }
}

crate::switch_readings! {
    /// What "four forced passes in a row" counts.
    pub enum FourPasses {
        /// Four consecutive turns of the battle, each a forced pass.
        ConsecutiveTurns = "consecutive-turns",
        /// Four consecutive turns of one group, each a forced pass.
        SameGroup = "same-group",
    }
}

crate::switch_readings! {
    /// Whether the forced passes of an army with no pieces count toward four passes of one group in a row.
    pub enum EmptyArmyPasses {
        /// They count like any forced pass.
        Counted = "counted",
        /// Only a group that still has pieces can end the battle by passing.
        NotCounted = "not-counted",
    }
}

crate::switch_readings! {
    /// Which rule refuses an Establishment King's move of two squares along a rank.
    pub enum KingTwoSquares {
        /// 5.9 (no castling) when the move is castling's, 5.1 (one square) otherwise.
        CastlingShape = "castling-shape",
        /// 5.1 always: with no castling in the game, no King move is castling.
        KingStep = "king-step",
    }
}

crate::switch_readings! {
    /// Whether perft counts below a victory.
    pub enum Perft {
        /// Nothing is counted below a victory (7.1, 7.2), as the peers count a variant's win.
        StopAtVictory = "stop-at-victory",
        /// The move list's moves are counted below every end.
        MovesOnly = "moves-only",
    }
}

crate::interpretation_switches! {
    /// The switches of the Minnaar register; `Default` is the register's defaults.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub struct MinnaarInterpretation in REGISTER {
        pub empty_army: EmptyArmy = "empty-army",
        pub four_passes: FourPasses = "four-passes",
        pub empty_army_passes: EmptyArmyPasses = "empty-army-passes",
        pub king_two_squares: KingTwoSquares = "king-two-squares",
        pub perft: Perft = "perft",
    }
}

static REGISTER: &[RegisterEntry] = &[
    RegisterEntry {
        id: "MN-6.3-empty-army",
        clauses: &["minnaar/6.1", "minnaar/6.3", "minnaar/8.3", "minnaar/9.2", "minnaar/9.3"],
        question: "When one Establishment army has lost all its pieces (the other still stands, so the battle \
                   goes on), does its turn still come round as a forced pass, or is it left out of the cycle?",
        switch: Some("empty-army"),
        readings: &[
            Reading::new(
                "pass",
                "its turn comes round; having no legal move it passes, and the pass counts as a turn \
                 (tally, marker, passes in a row)",
            ),
            Reading::new(
                "skip",
                "its turn is left out: only the groups with pieces take turns, and only their turns \
                 are counted",
            ),
        ],
        default: "pass",
        why: "6.1 says the four turns repeat from the first move; 6.3 makes a group with no legal move pass, and \
              a group with no pieces has none; 8.3 counts every turn including a pass. Under `skip` the tally \
              (80 turns) and the marker (20 turns of the last capturer) no longer end the battle on the same \
              turn, which 9.3 says they always do.",
    },
    RegisterEntry {
        id: "MN-6.4-four-passes",
        clauses: &["minnaar/6.3", "minnaar/6.4"],
        question: "What do \"four forced passes in a row\" count: four consecutive turns of the battle, or four \
                   consecutive turns of one group?",
        switch: Some("four-passes"),
        readings: &[
            Reading::new(
                "consecutive-turns",
                "four consecutive turns of the battle, each a forced pass: all four groups unable \
                 to move, one after the other",
            ),
            Reading::new(
                "same-group",
                "four consecutive turns of one group, each a forced pass, whatever the other groups \
                 did in between",
            ),
        ],
        default: "consecutive-turns",
        why: "6.3 has just said that a forced pass counts as a turn, and turns are what come in a row. Under \
              this reading the rule never ends a battle: four consecutive turns give each Sovereign group one \
              turn on the same board (a pass changes nothing), and of at most sixteen Sovereigns on 64 squares \
              one always has a neighbouring square that is empty or holds an Establishment piece, so one \
              Sovereign group can always move. The rule is then a safety net; `same-group` is the reading \
              under which it can happen, for an army boxed in by its allies.",
    },
    RegisterEntry {
        id: "MN-6.4-empty-army-passes",
        clauses: &["minnaar/6.3", "minnaar/6.4", "minnaar/7.1"],
        question: "Under `four-passes=same-group`, do the forced passes of an Establishment army with no pieces \
                   left count toward four passes of one group in a row? Under `empty-army=pass` such an army \
                   passes on every one of its turns, so its fourth turn after its last piece is taken would \
                   end the battle undecided.",
        switch: Some("empty-army-passes"),
        readings: &[
            Reading::new(
                "counted",
                "they count like any forced pass (6.3): four rounds after an army loses its last piece the \
                 battle ends undecided (6.4), unless the other army has been captured too by then \
                 (Liberation, 7.1)",
            ),
            Reading::new(
                "not-counted",
                "only a group that still has pieces ends the battle by passing four times in a row; an army \
                 with none passes, and its passes still count as turns (8.3), but they never end the battle",
            ),
        ],
        default: "counted",
        why: "The texts give it: under `empty-army=pass` the army's turn is a forced pass (6.3), and MN-6.3-empty-army \
              counts that pass as a turn like any other, in the passes in a row too; 6.4 names no exception. \
              The consequence is stark (after the first army falls, the Sovereigns have four rounds to take the \
              second, or the battle ends undecided), and `not-counted` is the reading that keeps 6.4 for a \
              group boxed in on the board, which is what `same-group` is for. Under the default \
              `four-passes=consecutive-turns` the switch changes nothing.",
    },
    RegisterEntry {
        id: "MN-5-king-two-squares",
        clauses: &["minnaar/5.1", "minnaar/5.9"],
        question: "An Establishment King's move of two squares along a rank breaks 5.1 (one square in any \
                   direction); when is it refused instead as castling, which 5.9 says there is none of?",
        switch: Some("king-two-squares"),
        readings: &[
            Reading::new(
                "castling-shape",
                "5.9 when the move is castling's: the King on its army's starting square (e5 White, e4 \
                 Black, 3.6) goes two squares along that rank toward a Rook of its own army on the rank's \
                 corner square on that side (h5 or a5, h4 or a4); every other King move of more than one \
                 square, a lone King's among them, breaks 5.1",
            ),
            Reading::new(
                "king-step",
                "5.1 always: there is no castling in the game, so no King move is castling, and every move \
                 of more than one square breaks the King's own rule",
            ),
        ],
        default: "castling-shape",
        why: "Both refuse the same moves; the question is which rule an arbiter cites. A player who moves the \
              King two squares toward its Rook from its starting square is castling, and 5.9 answers them; a \
              King anywhere else, or with no Rook on that side, is only moving too far, and 5.1 is the rule \
              broken.",
    },
    RegisterEntry {
        id: "MN-9-faction",
        clauses: &["minnaar/2.3", "minnaar/8.0", "minnaar/9.2", "minnaar/9.3"],
        question: "Section 2 calls White and Black together one allied faction; sections 8 and 9 count \"each \
                   faction's turn on its own\" and put the marker \"beside the faction that made the last \
                   capture\". Is a faction there an alliance or a turn group?",
        why: "8.0 equates 80 individual turns with 20 rounds of 4, and 9.2 calls the Black Establishment \"the \
              last faction to move in a round\": both only hold for the four turn groups.",
        ..RegisterEntry::decided(&[Reading::new(
            "turn-group",
            "in sections 8 and 9 a faction is one of the four turn groups",
        )])
    },
    RegisterEntry {
        id: "MN-9.2-marker-in-text",
        clauses: &["minnaar/9.1", "minnaar/9.2", "minnaar/9.3"],
        question: "The position text carries the tally; where does the marker stand in a position read from text?",
        why: "9.3: the marker sits beside the last capturer (or the Black Establishment at the start) and counts \
              its completed turns since, which is exactly where the tally puts it; in play the marker is then \
              kept by its own rule (9.2) and the property tests check that it keeps agreeing with the tally. \
              Under `empty-army=skip` the turns come round in a shorter cycle, and the marker is read in \
              that cycle, as play keeps it (its count then reaches 20 before the tally reaches 80: \
              MN-6.3-empty-army). A text whose tally puts the marker where no capture can have been made is \
              refused: beside a group with no piece left, or a group that cannot have taken what is missing \
              (9.2), or anywhere but beside the Black Establishment with every piece on the board (9.1).",
        ..RegisterEntry::decided(&[Reading::new(
            "from-tally",
            "beside the group that moved tally+1 turns before the group to move, counting the groups that \
             take turns, with a count of tally divided by their number (rounded down): tally/4 but under \
             `empty-army=skip`",
        )])
    },
    RegisterEntry {
        id: "MN-7-position-text",
        clauses: &["minnaar/7.1", "minnaar/7.2"],
        question: "A position text records the pieces on the board, not the captures made. When are \"all 16 \
                   Establishment pieces\" or \"all eight Sovereigns of a group\" captured?",
        why: "From the starting arrangement every piece missing from the board has been captured (no piece is \
              ever added: 5.9).",
        ..RegisterEntry::decided(&[Reading::new(
            "none-left",
            "when none of them is left on the board; a position where both victories would hold is \
             refused as impossible, since the first of them ends the battle",
        )])
    },
    RegisterEntry {
        id: "MN-8-two-ends-at-once",
        clauses: &["minnaar/6.4", "minnaar/8.0"],
        question: "If the 80th turn without a capture is also the fourth forced pass in a row, which rule ends the \
                   battle?",
        why: "The result is the same, THE STRUGGLE CONTINUES; the count is kept on every turn, so it is cited first.",
        ..RegisterEntry::decided(&[Reading::new(
            "eighty-turns",
            "both end it undecided; the status cites the eighty-turn rule (8.0)",
        )])
    },
    RegisterEntry {
        id: "MN-perft",
        clauses: &["minnaar/6.3", "minnaar/6.4", "minnaar/7.1", "minnaar/7.2", "minnaar/8.0"],
        question: "What does perft count, and does the end of a battle cut its tree?",
        switch: Some("perft"),
        readings: &[
            Reading::new(
                "stop-at-victory",
                "each turn's legal moves, a forced pass as one move (6.3); once a victory stands \
                 (Liberation 7.1, Divide and Conquer 7.2) nothing is counted below it; the undecided ends \
                 (eighty turns 8.0, four forced passes 6.4) do not cut the tree (the tally stays at 80)",
            ),
            Reading::new(
                "moves-only",
                "each turn's legal moves, a forced pass as one move; no end cuts the tree: below a victory \
                 the move list still gives the position's moves (PROTOCOL.md, after the game has ended), \
                 and perft counts them",
            ),
        ],
        default: "stop-at-victory",
        why: "The peers agree that a variant's win leaves nothing to count: python-chess's \
              `generate_legal_moves` yields nothing once `is_variant_end()`, shakmaty's `legal_moves` is \
              empty at a variant end, and scalachess's perft stops at `variantEnd`; an engine author copies \
              that convention, and a victory is Minnaar's variant end. The undecided ends rest on counts of \
              turns (the tally, the passes in a row), which perft ignores as all three ignore the \
              fifty-move clock (scalachess: 'when calculate perft we don't do autoDraw'). A group with no \
              legal move still has one, the pass, so apart from a victory the tree never ends. \
              `moves-only` counts by the oracle's move list, which still lists the moves after a victory.",
    },
];
