//! The checks of `perft --threads N` that the oracle and void-bitboard share: both programs read the
//! option alike and print the same `Nodes searched` line. Each crate's tests/perft_threads.rs includes
//! this file by its path and names its own program.

use std::process::Command;

/// `program perft args`: the exit code, what it printed and what it said on stderr.
pub fn perft(program: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(program)
        .arg("perft")
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{program} runs: {e}"));
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

/// `perft args` on one thread succeeds and ends with `Nodes searched: {nodes}`; on each of `threads`
/// threads (`--threads N` before `args`) it exits and prints the same.
pub fn threads_print_what_one_does(program: &str, args: &[&str], nodes: &str, threads: &[&str]) {
    let (code, stdout, stderr) = perft(program, args);
    assert_eq!(code, Some(0), "{args:?}: {stderr}");
    assert!(
        stdout.ends_with(&format!("\nNodes searched: {nodes}\n")),
        "{args:?}: {stdout}"
    );
    for n in threads {
        let mut threaded = vec!["--threads", n];
        threaded.extend(args);
        let (many_code, many_stdout, _) = perft(program, &threaded);
        assert_eq!(
            (many_code, many_stdout),
            (code, stdout.clone()),
            "{args:?} on {n} threads"
        );
    }
}

/// `perft args --threads N` with N not a whole number from 1 to 1024 is a usage error that names the
/// option and prints nothing.
pub fn refuses_bad_thread_counts(program: &str, args: &[&str]) {
    for bad in ["0", "two", "1025"] {
        let mut with_bad = args.to_vec();
        with_bad.extend(["--threads", bad]);
        let (code, stdout, stderr) = perft(program, &with_bad);
        assert_eq!(code, Some(2), "{bad}: {stderr}");
        assert!(stdout.is_empty());
        assert!(stderr.contains("--threads"), "{bad}: {stderr}");
    }
}
