//! The planted Minnaar Chess bugs: the oracle with one deviation each.

use super::board::{fields, Board};
use super::bug::{bug, Planted, Seen};
use super::deviate::{self, set_status};
use crate::engines::engine::Answer;

pub const BUGS: &[Planted] = &[
    bug(
        "tally-ends-at-79",
        &["minnaar/8.0"],
        "the eighty-turn count ends the battle one turn early, at 79",
        tally_ends_at_79,
    ),
    bug(
        "capture-on-turn-80-ends",
        &["minnaar/9.5"],
        "a capture on the turn that would complete the count still ends the battle",
        capture_on_turn_80_ends,
    ),
    bug(
        "pass-not-counted",
        &["minnaar/8.3"],
        "a forced pass is not counted by the tally",
        pass_not_counted,
    ),
    bug(
        "divide-and-conquer-south-only",
        &["minnaar/7.2"],
        "Divide and Conquer is declared only when the Southern group is captured",
        divide_and_conquer_south_only,
    ),
    bug(
        "empty-army-cannot-pass",
        &["minnaar/6.3"],
        "an Establishment army with no pieces has no move at all instead of its forced pass",
        empty_army_cannot_pass,
    ),
    bug(
        "sovereign-moves-five",
        &["minnaar/4.2"],
        "a Sovereign may move five squares (the landing square not counted in the four)",
        deviate::forgets_its_rule,
    ),
    bug(
        "establishment-captures-ally",
        &["minnaar/5.7"],
        "a White Establishment piece may capture a Black one, and a Black one a White one",
        deviate::forgets_its_rule,
    ),
    bug(
        "four-passes-play-on",
        &["minnaar/6.4"],
        "four forced passes in a row do not end the battle",
        deviate::misses_its_end,
    ),
];

fn tally_ends_at_79(seen: &Seen, answer: &mut Answer) {
    if !seen.over() && fields(&seen.position()).get(2) == Some(&"79") {
        set_status(answer, "undecided");
    }
}

fn capture_on_turn_80_ends(seen: &Seen, answer: &mut Answer) {
    let Some((prev, _)) = seen.before else { return };
    let prev_pos = prev.position();
    let now = seen.position();
    if !seen.over() && fields(&prev_pos).get(2) == Some(&"79") && fields(&now).get(2) == Some(&"0")
    {
        set_status(answer, "undecided");
    }
}

fn pass_not_counted(seen: &Seen, answer: &mut Answer) {
    let Some((prev, last)) = seen.before else {
        return;
    };
    if last != "pass" {
        return;
    }
    let prev_pos = prev.position();
    let now = seen.position();
    let mut out: Vec<String> = fields(&now).iter().map(|s| s.to_string()).collect();
    out[2] = fields(&prev_pos)[2].to_string();
    answer.position = Some(out.join(" "));
}

fn divide_and_conquer_south_only(seen: &Seen, answer: &mut Answer) {
    let now = seen.position();
    if seen.ended_by_its_clause() && Board::parse(fields(&now)[0]).count(|c| c == 'S') > 0 {
        set_status(answer, "ongoing");
    }
}

fn empty_army_cannot_pass(seen: &Seen, answer: &mut Answer) {
    let now = seen.position();
    let f = fields(&now);
    let board = Board::parse(f[0]);
    let army: &[char] = match f[1] {
        "white-establishment" => &['K', 'Q', 'R', 'B', 'N'],
        "black-establishment" => &['k', 'q', 'r', 'b', 'n'],
        _ => return,
    };
    if !seen.over() && board.count(|c| army.contains(&c)) == 0 {
        answer.moves.clear();
    }
}
