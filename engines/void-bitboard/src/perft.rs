//! Perft: the number of leaves of the legal move tree (register entry VC-perft: moves only, the draws by
//! history and material are not applied). [`perft`] plays every move down to the leaves; [`perft_bulk`]
//! counts the legal moves of the last ply with [`count_legal`], without playing those that cannot expose
//! the King.
//!
//! The tree is walked by one body compiled twice: for any x86-64 (or other) processor, and with the
//! population-count, bit-manipulation and 256-bit vector instructions (POPCNT, LZCNT, BMI1, BMI2, AVX,
//! AVX2: a position is copied in seven moves instead of a call to `memcpy`), taken when the processor
//! reports them. The counts are the same; only the instructions that compute them differ.

use crate::count::{count_legal_with, exposing_squares, needs_test};
use crate::moves::{pseudo_legal, MoveList};
use crate::play::make;
use crate::position::Position;
use crate::rules::{king_safe, legal_moves};

/// The leaves at `depth`, every move of every ply played (with its tile changes and the Janitor). A move
/// is judged by 10.1 on the position it leads to, unless [`needs_test`] shows it cannot expose the King.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    walk_detected(pos, depth, false)
}

/// The same count, with the last ply counted by [`count_legal`].
pub fn perft_bulk(pos: &Position, depth: u32) -> u64 {
    walk_detected(pos, depth, true)
}

/// The number of legal moves of `pos` (void-chess/10.1), counted as the last ply of [`perft_bulk`].
pub fn count_legal(pos: &Position) -> u64 {
    perft_bulk(pos, 1)
}

/// Per-move counts at `depth` (the moves in coordinate form, sorted).
pub fn divide(pos: &Position, depth: u32, bulk: bool) -> Vec<(String, u64)> {
    let below = depth.saturating_sub(1);
    let mut out: Vec<(String, u64)> = legal_moves(pos)
        .iter()
        .map(|m| {
            let next = make(pos, m, true);
            (m.text(), walk_detected(&next, below, bulk))
        })
        .collect();
    out.sort();
    out
}

/// The walk with the processor's own instructions where it has them.
fn walk_detected(pos: &Position, depth: u32, bulk: bool) -> u64 {
    let mut buffers: Vec<MoveList> = (0..=depth).map(|_| Vec::with_capacity(128)).collect();
    #[cfg(target_arch = "x86_64")]
    if modern::detected() {
        // SAFETY: the processor has the instructions `walk` is compiled with (just checked).
        return unsafe { modern::walk(pos, depth, bulk, &mut buffers) };
    }
    <Baseline as Isa>::walk(pos, depth, bulk, &mut buffers)
}

/// A set of instructions the walk is compiled for.
trait Isa {
    /// The tree below `p`, every move played on a copy; with `bulk`, the last ply counted by
    /// [`count_legal_with`]. `buffers` holds a move buffer for each ply below.
    fn walk(p: &Position, depth: u32, bulk: bool, buffers: &mut [MoveList]) -> u64;
}

/// Any processor of the target.
struct Baseline;

impl Isa for Baseline {
    fn walk(p: &Position, depth: u32, bulk: bool, buffers: &mut [MoveList]) -> u64 {
        walk::<Baseline>(p, depth, bulk, buffers)
    }
}

#[cfg(target_arch = "x86_64")]
mod modern {
    use super::{Isa, MoveList, Position};

    /// Whether the processor has the instructions of [`walk`].
    pub fn detected() -> bool {
        std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("avx")
            && std::arch::is_x86_feature_detected!("avx2")
    }

    /// Processors with POPCNT, LZCNT, BMI1, BMI2, AVX and AVX2.
    pub struct Modern;

    impl Isa for Modern {
        #[inline(always)]
        fn walk(p: &Position, depth: u32, bulk: bool, buffers: &mut [MoveList]) -> u64 {
            // SAFETY: only reached from `walk` below, which runs only where `detected()` held.
            unsafe { walk(p, depth, bulk, buffers) }
        }
    }

    /// [`super::walk`] compiled with those instructions.
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx,avx2")]
    pub unsafe fn walk(p: &Position, depth: u32, bulk: bool, buffers: &mut [MoveList]) -> u64 {
        super::walk::<Modern>(p, depth, bulk, buffers)
    }
}

#[inline(always)]
fn walk<I: Isa>(p: &Position, depth: u32, bulk: bool, buffers: &mut [MoveList]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((moves, below)) = buffers.split_first_mut() else {
        return 0;
    };
    if bulk && depth == 1 {
        return count_legal_with(p, moves);
    }
    moves.clear();
    pseudo_legal(p, moves);
    let exposed = exposing_squares(p);
    let us = p.side;
    let void = p.void;
    let mut nodes = 0;
    for m in moves.iter() {
        let next = make(p, m, true);
        if needs_test(m, exposed, void) && !king_safe(&next, us) {
            continue;
        }
        // The leaves are played like every other move; below them there is nothing to walk.
        nodes += if depth == 1 {
            1
        } else {
            I::walk(&next, depth - 1, bulk, below)
        };
    }
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both compilations of the walk give the same counts (on a processor with the instructions; on
    /// another, the baseline is the one that runs everywhere else too).
    #[test]
    fn the_walk_counts_alike_with_and_without_the_processors_instructions() {
        let positions = [
            Position::start(),
            Position::parse("8k/9/p8/4n4/2R3B2/9/9/7P1/K8 w - - 0 1 9/9/9/4u4/2u3u2/9/9/9/9")
                .expect("janitor-several-victims"),
        ];
        for pos in &positions {
            for bulk in [false, true] {
                let mut buffers: Vec<MoveList> = (0..=3).map(|_| Vec::new()).collect();
                let baseline = <Baseline as Isa>::walk(pos, 3, bulk, &mut buffers);
                assert_eq!(baseline, walk_detected(pos, 3, bulk), "{}", pos.text());
            }
        }
        assert_eq!(perft(&positions[0], 3), 12230);
    }
}
