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

crate::interpretation_switches! {
    /// The switches of the Minnaar register; `Default` is the register's defaults.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub struct MinnaarInterpretation in REGISTER {
        pub empty_army: EmptyArmy = "empty-army",
        pub four_passes: FourPasses = "four-passes",
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
              (This counts four turns a round, as 6.1 does; under `empty-army=skip` the marker of a position \
              read from text is only as good as that assumption.)",
        ..RegisterEntry::decided(&[Reading::new(
            "from-tally",
            "beside the group that moved tally+1 turns before the group to move, with a count of \
             tally/4 (rounded down)",
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
        why: "A group always has a turn, a pass when nothing else (6.3), so the tree never ends by itself; \
              counting the moves as the move list gives them keeps perft a property of the moves alone, \
              one convention with every other ruleset here.",
        ..RegisterEntry::decided(&[Reading::new(
            "moves-only",
            "each turn's legal moves, a forced pass as one move (6.3); a battle's end (7.1, 7.2, 6.4, \
             8.0) does not cut the tree: the move list still gives the position's moves, and perft \
             counts them (the tally stays at 80)",
        )])
    },
];
