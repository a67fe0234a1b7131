//! Perft with the root moves shared among threads: each thread takes the next root move not yet taken and
//! counts the tree below it with [`crate::perft`], so the counts are those of one thread.

use crate::perft::{perft, perft_bulk};
use crate::play::make;
use crate::rules::legal_moves;
use crate::Position;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Each legal move of `pos` (coordinate form, sorted) with the leaves `depth` plies below `pos` that start
/// with it, counted on `threads` threads (every leaf played, or the last ply in bulk). Depth 0 has no moves.
pub fn divide_threaded(
    pos: &Position,
    depth: u32,
    bulk: bool,
    threads: usize,
) -> Vec<(String, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = legal_moves(pos);
    let next = AtomicUsize::new(0);
    let rows = Mutex::new(Vec::with_capacity(moves.len()));
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, moves.len().max(1)) {
            scope.spawn(|| loop {
                let Some(m) = moves.get(next.fetch_add(1, Ordering::Relaxed)) else {
                    return;
                };
                let child = make(pos, m, true);
                let n = if bulk {
                    perft_bulk(&child, depth - 1)
                } else {
                    perft(&child, depth - 1)
                };
                rows.lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((m.text(), n));
            });
        }
    });
    let mut rows = rows.into_inner().unwrap_or_else(|e| e.into_inner());
    rows.sort();
    rows
}

/// The leaves `depth` plies below `pos`, counted on `threads` threads.
pub fn perft_threaded(pos: &Position, depth: u32, bulk: bool, threads: usize) -> u64 {
    if depth == 0 {
        return 1;
    }
    divide_threaded(pos, depth, bulk, threads)
        .iter()
        .map(|(_, n)| n)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perft::divide;

    #[test]
    fn threads_give_the_counts_of_one_thread() {
        // The start (22 moves) and a scenario position with void tiles and a Minister to heal them.
        for text in [
            "startpos",
            "8k/9/9/R8/4M4/9/9/9/K8 w - - 0 1 9/9/4v4/3vv4/9/9/9/9/9",
        ] {
            let pos = Position::parse(text).unwrap();
            for depth in 0..=3 {
                for bulk in [false, true] {
                    let one = if bulk {
                        perft_bulk(&pos, depth)
                    } else {
                        perft(&pos, depth)
                    };
                    for threads in [1, 2, 5, 100] {
                        assert_eq!(
                            perft_threaded(&pos, depth, bulk, threads),
                            one,
                            "{text} {depth}"
                        );
                    }
                }
            }
            assert_eq!(divide_threaded(&pos, 3, true, 3), divide(&pos, 3, true));
        }
        // 22 x 22 from the start (tests/void_chess_start.rs derives it by hand).
        assert_eq!(
            perft_threaded(&Position::parse("startpos").unwrap(), 2, false, 2),
            484
        );
    }
}
