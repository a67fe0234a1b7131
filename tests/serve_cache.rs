//! `oracle serve` keeps the last games it built and plays only the new moves of a request that extends one
//! (`oracle::game_cache`). Its answers must never change: over random streams of requests that go forward
//! ply by ply, go back, branch to another line, change switches or the start, add game events, bad moves
//! and other rulesets, the replies of one server (with its cache) equal the replies to each line answered
//! afresh (`handle_line`, which keeps nothing).
//!
//! More cases: `PROPTEST_CASES=200 cargo test --release --test serve_cache`.

mod proptest_support;

use conformance::fuzz_bodies::invariants::Picker;
use conformance::fuzz_bodies::{playout, rulesets};
use oracle::serve::{handle_line, serve};
use proptest::prelude::*;
use proptest_support::config;
use serde_json::{json, Value};

/// What one request of the stream asks: which line, how far along it, with which switches, which op.
#[derive(Clone, Debug)]
struct Ask {
    line: usize,
    plies: usize,
    switches: usize,
    op: u8,
    extra: u8,
}

fn ask() -> impl Strategy<Value = Ask> {
    (0..3usize, 0..40usize, 0..4usize, any::<u8>(), any::<u8>()).prop_map(
        |(line, plies, switches, op, extra)| Ask {
            line,
            plies,
            switches,
            op,
            extra,
        },
    )
}

/// Requests of one ruleset: three lines of play (random games from its start under the default switches),
/// four switch settings (the defaults first), asked in the order of `asks`. A request is often the one
/// before it plus a ply, so that the cache is extended as an engine under test would use it.
fn requests(ruleset: usize, seed: u64, asks: &[Ask]) -> Vec<String> {
    let all = rulesets();
    let ruleset = all[ruleset % all.len()];
    let slug = ruleset.slug();
    let mut rng = Picker::from_seed(seed);
    let lines: Vec<Vec<String>> = (0..3)
        .map(|_| {
            let mut left = 30 + rng.below(20);
            let game = playout::walk(ruleset, &[], &mut |n| {
                left = left.checked_sub(1)?;
                Some(rng.below(n))
            })
            .unwrap_or_else(|e| panic!("{e}"));
            game.moves().to_vec()
        })
        .collect();
    let switch_sets: Vec<Value> = (0..4)
        .map(|k| {
            let chosen = if k == 0 {
                Vec::new()
            } else {
                playout::choose_switches(ruleset, &mut |n| rng.below(n))
            };
            Value::Object(chosen.into_iter().map(|(a, b)| (a, json!(b))).collect())
        })
        .collect();
    let mut out = Vec::new();
    let mut last: Option<(usize, usize, usize)> = None;
    for (id, a) in asks.iter().enumerate() {
        // Half of the requests take the next ply of the previous one.
        let (line, plies, switches) = match last {
            Some((l, p, s)) if a.extra % 2 == 0 => (l, p + 1, s),
            _ => (a.line, a.plies, a.switches),
        };
        last = Some((line, plies, switches));
        let moves = &lines[line][..plies.min(lines[line].len())];
        let mut moves: Vec<String> = moves.to_vec();
        if a.extra % 7 == 3 {
            moves.push("a1a1".into());
        }
        let mut request = json!({
            "id": id,
            "ruleset": slug,
            "start": "startpos",
            "moves": moves,
            "interpretation": switch_sets[switches],
        });
        let obj = request.as_object_mut().expect("an object");
        let op = match a.op % 6 {
            0 => "moves",
            1 => "play",
            2 => "status",
            3 => "explain",
            4 => "perft",
            _ => "status",
        };
        obj.insert("op".into(), json!(op));
        match op {
            "explain" => {
                let next = lines[line]
                    .get(plies)
                    .cloned()
                    .unwrap_or_else(|| "e2e4".into());
                obj.insert("move".into(), json!(next));
            }
            "perft" => {
                obj.insert("depth".into(), json!(1));
            }
            _ => {}
        }
        if a.op >= 240 {
            obj.insert("event".into(), json!("agreement"));
        }
        if a.extra == 255 {
            obj.insert("ruleset".into(), json!("no-such-ruleset"));
        }
        out.push(request.to_string());
    }
    out
}

fn served(lines: &[String]) -> Vec<String> {
    let input = lines.join("\n") + "\n";
    let mut out = Vec::new();
    serve(input.as_bytes(), &mut out).expect("an in-memory stream");
    String::from_utf8(out)
        .expect("UTF-8 replies")
        .lines()
        .map(str::to_string)
        .collect()
}

proptest! {
    #![proptest_config(config(12))]

    #[test]
    fn cached_answers_equal_fresh_answers(
        ruleset in 0..16usize,
        seed in any::<u64>(),
        asks in proptest::collection::vec(ask(), 1..30),
    ) {
        let lines = requests(ruleset, seed, &asks);
        let fresh: Vec<String> = lines.iter().map(|l| handle_line(l)).collect();
        let cached = served(&lines);
        prop_assert_eq!(cached.len(), fresh.len());
        for (i, (c, f)) in cached.iter().zip(&fresh).enumerate() {
            prop_assert_eq!(c, f, "request {}: {}", i, &lines[i]);
        }
    }
}

/// The stream the benchmark measures, in small: a game asked ply by ply through one server gives the replies
/// of the same requests answered afresh, and a reply for every ply.
#[test]
fn a_game_asked_ply_by_ply() {
    let asks: Vec<Ask> = (0..40)
        .map(|i| Ask {
            line: 0,
            plies: 0,
            switches: 0,
            op: (i % 3) as u8,
            extra: if i == 0 { 1 } else { 0 },
        })
        .collect();
    for ruleset in 0..rulesets().len() {
        let lines = requests(ruleset, 7, &asks);
        let fresh: Vec<String> = lines.iter().map(|l| handle_line(l)).collect();
        assert_eq!(served(&lines), fresh);
        assert!(fresh.iter().all(|r| !r.contains("\"error\"")), "{fresh:?}");
    }
}
