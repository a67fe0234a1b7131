//! void-bitboard against the oracle: perft counts, and seeded random games compared position by position
//! (legal moves, check, status and clause, the position text), as `cargo xtask diff` does at scale.

use oracle::core::AnyGame;
use void_bitboard::perft::{count_legal, perft, perft_bulk};
use void_bitboard::rules::legal_moves;
use void_bitboard::status::status;
use void_bitboard::{Game, Position};

fn oracle_game(start: &str) -> Box<dyn AnyGame> {
    oracle::ruleset("void-chess")
        .and_then(|r| r.new_game(start, &[]))
        .expect("the oracle reads the position")
}

/// Positions from scenarios/void-chess/ (their board diagrams in the one-line form), rich in tiles and
/// Ministers, and the position `game-opening-captures.yaml` reaches.
pub const SCENARIO_POSITIONS: &[(&str, &str)] = &[
    (
        "minister-heals-a-path",
        "8k/9/p8/9/9/9/1M7/B8/K8 w - - 0 1 9/9/5v3/4v4/3v5/2v6/9/9/9",
    ),
    (
        "minister-heals-void",
        "8k/9/9/R8/4M4/9/9/9/K8 w - - 0 1 9/9/4v4/3vv4/9/9/9/9/9",
    ),
    (
        "end-void-trap-near-miss",
        "8k/2R6/9/9/9/9/2m6/1N5P1/K8 w - - 0 1 9/9/9/9/9/9/9/vu7/1v7",
    ),
    (
        "void-blocks-movement",
        "8k/9/9/7B1/R3Q4/9/9/2PP5/K5N2 w - - 0 1 9/9/4v1v2/9/2v6/2v6/3v1v3/1v4vv1/9",
    ),
    (
        "janitor-several-victims",
        "8k/9/p8/4n4/2R3B2/9/9/7P1/K8 w - - 0 1 9/9/9/4u4/2u3u2/9/9/9/9",
    ),
];

#[test]
fn perft_from_the_start() {
    let start = Position::start();
    // void-chess/1.5, 3.5, 3.6, 4.2: 9 Pawns x 2 + 2 Knights x 2 = 22 (the Minister is walled in, 4.8),
    // and Black's 22 answers to each (docs/void-chess.md: derived by hand).
    assert_eq!(perft(&start, 1), 22);
    assert_eq!(perft(&start, 2), 484);
    let oracle = oracle_game("startpos");
    for depth in 1..=3 {
        assert_eq!(perft(&start, depth), oracle.perft(depth), "depth {depth}");
        assert_eq!(
            perft_bulk(&start, depth),
            oracle.perft(depth),
            "bulk, depth {depth}"
        );
    }
}

#[test]
fn perft_from_scenario_positions_equals_the_oracle() {
    for (name, text) in SCENARIO_POSITIONS {
        let pos = Position::parse(text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let oracle = oracle_game(text);
        assert_eq!(pos.text(), oracle.position(), "{name}: the text form");
        for depth in 1..=3 {
            let want = oracle.perft(depth);
            assert_eq!(perft(&pos, depth), want, "{name} depth {depth}");
            assert_eq!(perft_bulk(&pos, depth), want, "{name} bulk depth {depth}");
        }
    }
}

/// xorshift64: a seeded stream for the random games.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Compares the two at every position of a random game; captures are preferred half the time, so that
/// tiles turn unstable and void and the Janitor has work.
fn compare_game(start: &str, seed: u64, plies: usize) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut oracle = oracle_game(start);
    let mut game = Game::new(Position::parse(start).expect("readable"));
    let mut played: Vec<String> = Vec::new();
    for _ in 0..=plies {
        let at = format!("{start} moves {}", played.join(" "));
        let pos = *game.position();
        let mut mine: Vec<String> = legal_moves(&pos).iter().map(|m| m.text()).collect();
        mine.sort();
        let theirs = oracle.legal_moves();
        assert_eq!(mine, theirs, "legal moves at {at}");
        assert_eq!(count_legal(&pos), mine.len() as u64, "bulk count at {at}");
        assert_eq!(pos.text(), oracle.position(), "position at {at}");
        assert_eq!(
            Position::parse(&pos.text()),
            Ok(pos),
            "text round trip at {at}"
        );
        assert_eq!(
            void_bitboard::attacks::in_check(&pos, pos.side),
            oracle.in_check(),
            "check at {at}"
        );
        let ours = status(&game.history);
        let reference = oracle.status();
        assert_eq!(
            ours.word,
            reference.word(),
            "status at {at}: {}",
            reference.reason
        );
        assert_eq!(
            ours.clause.map(str::to_string),
            reference.clause.map(|c| c.to_string()),
            "clause at {at}"
        );
        if ours.is_over() || mine.is_empty() {
            return;
        }
        let captures: Vec<&String> = mine
            .iter()
            .filter(|m| {
                let to = void_bitboard::board::parse_square(&m[m.len() - 2..]).unwrap_or(0);
                pos.occupied() & void_bitboard::board::bit(to) != 0
            })
            .collect();
        let choice = if !captures.is_empty() && rng.next() & 1 == 0 {
            captures[(rng.next() % captures.len() as u64) as usize].clone()
        } else {
            mine[(rng.next() % mine.len() as u64) as usize].clone()
        };
        game.play(&choice).expect("a legal move plays");
        oracle
            .play(&choice)
            .expect("the oracle plays its own legal move");
        played.push(choice);
    }
}

#[test]
fn random_games_from_the_start_agree_with_the_oracle() {
    for seed in 1..=24 {
        compare_game("startpos", seed, 160);
    }
}

#[test]
fn random_games_from_scenario_positions_agree_with_the_oracle() {
    for (i, (_, text)) in SCENARIO_POSITIONS.iter().enumerate() {
        for seed in 0..6 {
            compare_game(text, 100 + 10 * i as u64 + seed, 120);
        }
    }
}

#[test]
fn the_perft_table_holds_for_void_bitboard() {
    // tests/perft/void-chess.perft at the root of the workspace; the small counts here, the rest by
    // `cargo xtask perft --engine void-bitboard --file tests/perft/void-chess.perft`. A case with a switch
    // is the oracle's alone: void-bitboard plays the default readings.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/perft/void-chess.perft"
    );
    let text = std::fs::read_to_string(path).expect("the table exists");
    let cases = oracle::core::perft_table::parse_perft_table(&text).expect("the table reads");
    let mut checked = 0;
    for case in cases.iter().filter(|c| c.switches.is_empty()) {
        let pos = Position::parse(&case.epd).expect("the table's positions read");
        for &(depth, expected) in case.counts.iter().filter(|(_, n)| *n <= 400_000) {
            assert_eq!(
                perft_bulk(&pos, depth),
                expected,
                "{} depth {depth}",
                case.id
            );
            if expected <= 20_000 {
                assert_eq!(
                    perft(&pos, depth),
                    expected,
                    "{} depth {depth} played",
                    case.id
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 17 * 3, "{checked} counts checked");
}
