//! `void-bitboard perft --threads N`: the root moves shared among threads give the counts and the divide
//! of one thread, every leaf played or in bulk; a bad thread count is refused with the usage.

#[path = "../../../oracle/tests/common/perft_threads.rs"]
mod perft_threads;

use perft_threads::{perft, refuses_bad_thread_counts, threads_print_what_one_does};

const ENGINE: &str = env!("CARGO_BIN_EXE_void-bitboard");

#[test]
fn threads_give_the_divide_of_one_thread() {
    // Depth 3 from the start: 12230; the Minister beside three void tiles (minister-heals-void in
    // tests/perft/void-chess.perft), depth 3: 16102. Both agreed by the oracle.
    let heals = "8k/9/9/R8/4M4/9/9/9/K8 w - - 0 1 9/9/4v4/3vv4/9/9/9/9/9";
    for (position, nodes) in [("startpos", "12230"), (heals, "16102")] {
        for bulk in [&[][..], &["--bulk"][..]] {
            let mut args = vec!["--depth", "3", "--divide"];
            args.extend(bulk);
            args.push(position);
            threads_print_what_one_does(ENGINE, &args, nodes, &["2", "7"]);
        }
    }
    assert_eq!(
        perft(ENGINE, &["-d", "2", "-t", "2"]).1,
        "Nodes searched: 484\n"
    );
}

#[test]
fn a_bad_thread_count_is_refused() {
    refuses_bad_thread_counts(ENGINE, &["--depth", "2"]);
    let (code, _, stderr) = perft(ENGINE, &["--depth", "2", "--threads"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--threads needs a value"), "{stderr}");
}
