//! `oracle perft --threads N`: the root moves shared among threads give the counts and the divide of one
//! thread; a thread count that is not a whole number from 1 is refused.

use std::process::Command;

const ORACLE: &str = env!("CARGO_BIN_EXE_oracle");

fn perft(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(ORACLE)
        .arg("perft")
        .args(args)
        .output()
        .expect("oracle runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

#[test]
fn threads_give_the_divide_of_one_thread() {
    // Void Chess from the start, depth 3: 12230 (tests/perft/void-chess.perft, the oracle and void-bitboard
    // agreeing); FIDE depth 3: 8902 (published).
    for (ruleset, nodes) in [("void-chess", "12230"), ("fide", "8902")] {
        let one = perft(&["-r", ruleset, "-d", "3", "--divide", "startpos"]);
        assert_eq!(one.0, Some(0), "{}", one.2);
        assert!(
            one.1.ends_with(&format!("\nNodes searched: {nodes}\n")),
            "{}",
            one.1
        );
        for threads in ["2", "3"] {
            let many = perft(&[
                "-r",
                ruleset,
                "-d",
                "3",
                "--divide",
                "--threads",
                threads,
                "startpos",
            ]);
            assert_eq!(many, one, "{ruleset} on {threads} threads");
        }
    }
    let plain = perft(&["-d", "2", "-t", "2", "startpos"]);
    assert_eq!(plain.1, "Nodes searched: 484\n");
}

#[test]
fn a_thread_count_must_be_a_whole_number_from_one() {
    for bad in ["0", "two", "1025"] {
        let (code, stdout, stderr) = perft(&["-d", "2", "--threads", bad, "startpos"]);
        assert_eq!(code, Some(2), "{bad}: {stderr}");
        assert!(stdout.is_empty());
        assert!(stderr.contains("--threads"), "{bad}: {stderr}");
    }
}
