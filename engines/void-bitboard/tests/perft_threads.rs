//! `void-bitboard perft --threads N`: the root moves shared among threads give the counts and the divide
//! of one thread, every leaf played or in bulk; a bad thread count is refused with the usage.

use std::process::Command;

const ENGINE: &str = env!("CARGO_BIN_EXE_void-bitboard");

fn perft(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(ENGINE)
        .arg("perft")
        .args(args)
        .output()
        .expect("void-bitboard runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

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
            let one = perft(&args);
            assert_eq!(one.0, Some(0), "{}", one.2);
            assert!(
                one.1.ends_with(&format!("\nNodes searched: {nodes}\n")),
                "{}",
                one.1
            );
            for threads in ["2", "7"] {
                let mut threaded = vec!["--threads", threads];
                threaded.extend(&args);
                assert_eq!(
                    perft(&threaded).1,
                    one.1,
                    "{position} {bulk:?} {threads} threads"
                );
            }
        }
    }
    assert_eq!(perft(&["-d", "2", "-t", "2"]).1, "Nodes searched: 484\n");
}

#[test]
fn a_bad_thread_count_is_refused() {
    for bad in ["0", "two", "1025"] {
        let (code, stdout, stderr) = perft(&["--depth", "2", "--threads", bad]);
        assert_eq!(code, Some(2), "{bad}: {stderr}");
        assert!(stdout.is_empty());
        assert!(stderr.contains("--threads"), "{bad}: {stderr}");
    }
    let (code, _, stderr) = perft(&["--depth", "2", "--threads"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--threads needs a value"), "{stderr}");
}
