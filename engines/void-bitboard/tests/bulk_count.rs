//! The bulk count (count.rs: most moves counted from target masks, without playing them) against the legal
//! moves found by playing every candidate (rules.rs), at every position of seeded random games and at every
//! position one move further: the two must agree wherever the Janitor, the tiles, pins through void tiles,
//! a Minister's paths, en passant and castling make the shortcut's reasoning matter.

use void_bitboard::perft::count_legal;
use void_bitboard::play::make;
use void_bitboard::rules::legal_moves;
use void_bitboard::Position;

/// xorshift64: a seeded stream for the random games.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays a game of up to `plies` from `start`, captures preferred three times in four (so that tiles turn
/// unstable and void and the Janitor has work), checking every position reached and each of its children.
/// Returns the number of positions checked.
fn check_game(start: &str, seed: u64, plies: usize) -> usize {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut pos = Position::parse(start).expect("readable");
    let mut checked = 0;
    for ply in 0..plies {
        let moves = legal_moves(&pos);
        assert_eq!(
            count_legal(&pos),
            moves.len() as u64,
            "{} (ply {ply})",
            pos.text()
        );
        for m in &moves {
            let child = make(&pos, m, true);
            assert_eq!(
                count_legal(&child),
                legal_moves(&child).len() as u64,
                "{} after {} (ply {ply})",
                pos.text(),
                m.text()
            );
        }
        checked += 1 + moves.len();
        if moves.is_empty() {
            break;
        }
        let captures: Vec<_> = moves.iter().filter(|m| m.flags & 1 != 0).collect();
        let m = if !captures.is_empty() && rng.below(4) != 0 {
            *captures[rng.below(captures.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        pos = make(&pos, &m, true);
    }
    checked
}

#[test]
fn the_bulk_count_is_the_number_of_legal_moves_along_random_games() {
    let starts = [
        "startpos",
        // scenarios/void-chess: Ministers beside void tiles, a Rook behind them; three unstable tiles under
        // pieces of both sides; voids closing lines.
        "8k/9/9/R8/4M4/9/9/9/K8 w - - 0 1 9/9/4v4/3vv4/9/9/9/9/9",
        "8k/9/p8/4n4/2R3B2/9/9/7P1/K8 w - - 0 1 9/9/9/4u4/2u3u2/9/9/9/9",
        "8k/9/9/7B1/R3Q4/9/9/2PP5/K5N2 w - - 0 1 9/9/4v1v2/9/2v6/2v6/3v1v3/1v4vv1/9",
        // Both sides' Ministers out and two voids after the opening of game-opening-captures.yaml.
        "rnb1kb1mr/ppp1ppppp/6n2/9/9/2B6/2N6/PPP2PPPP/R1B1K1MNR w KQkq - 4 7 9/9/9/9/4v4/3v5/9/9/9",
    ];
    let mut checked = 0;
    for (i, start) in starts.iter().enumerate() {
        for seed in 0..20 {
            checked += check_game(start, 1000 * i as u64 + seed, 120);
        }
    }
    assert!(checked > 200_000, "{checked} positions checked");
}

#[test]
fn a_victim_of_the_janitor_that_closes_a_ministers_path_leaves_only_the_moves_that_deal_with_it() {
    // White's Knight on d2 stands on an unstable tile (it captured there): whatever else White moves, the
    // Janitor destroys it and d2 turns void (6.2, 6A.3), and the Black Minister on e3 then reaches e1
    // through d2 (4.2, 10.3); the Knight's own moves leave d2 void as well (2.5). Left: the King to f1
    // (d1 is reached through d2 too) and the f-Pawn taking the Minister (derived by hand).
    let pos = Position::parse("4k4/9/9/9/9/9/4m4/3NPP3/R3K4 w - - 0 1 9/9/9/9/9/9/9/3u5/9")
        .expect("a possible position");
    let mut legal: Vec<String> = legal_moves(&pos).iter().map(|m| m.text()).collect();
    legal.sort();
    assert_eq!(legal, ["e1f1", "f2e3"]);
    assert_eq!(count_legal(&pos), 2);
}
