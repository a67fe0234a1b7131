//! `oracle perft --threads N`: the root moves shared among threads give the counts and the divide of one
//! thread; a thread count that is not a whole number from 1 is refused.

#[path = "common/perft_threads.rs"]
mod perft_threads;

use perft_threads::{perft, refuses_bad_thread_counts, threads_print_what_one_does};

const ORACLE: &str = env!("CARGO_BIN_EXE_oracle");

#[test]
fn threads_give_the_divide_of_one_thread() {
    // Void Chess from the start, depth 3: 12230 (tests/perft/void-chess.perft, the oracle and void-bitboard
    // agreeing); FIDE depth 3: 8902 (published).
    for (ruleset, nodes) in [("void-chess", "12230"), ("fide", "8902")] {
        let args = ["-r", ruleset, "-d", "3", "--divide", "startpos"];
        threads_print_what_one_does(ORACLE, &args, nodes, &["2", "3"]);
    }
    let plain = perft(ORACLE, &["-d", "2", "-t", "2", "startpos"]);
    assert_eq!(plain.1, "Nodes searched: 484\n");
}

#[test]
fn a_thread_count_must_be_a_whole_number_from_one() {
    refuses_bad_thread_counts(ORACLE, &["-d", "2", "startpos"]);
}
