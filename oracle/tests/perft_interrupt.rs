//! `oracle perft` on a count far too long to finish: it says its estimate first and refuses without
//! `--yes`; with `--yes` it reports progress on standard error, and Ctrl-C (SIGINT) stops it with the
//! partial divide on standard output and exit code 130, with one partial count for each thread's root move.

#![cfg(unix)]

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

const ORACLE: &str = env!("CARGO_BIN_EXE_oracle");

#[test]
fn an_estimate_over_an_hour_needs_yes() {
    let out = Command::new(ORACLE)
        .args(["perft", "-d", "9", "startpos"])
        .output()
        .expect("oracle runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("perft 9: about "), "{stderr}");
    assert!(
        stderr.contains("over an hour") && stderr.contains("--yes"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn ctrl_c_stops_with_the_partial_divide() {
    let stdout = interrupted(&[]);
    let lines: Vec<&str> = stdout.lines().collect();
    // No root move of depth 9 finishes in seconds: the first is in progress, its partial count shown.
    assert!(lines[0].ends_with(" (incomplete)"), "{stdout}");
    let partial: u64 = lines[0]
        .split_whitespace()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a count in {:?}", lines[0]));
    assert!(partial > 0);
    assert_eq!(lines[1], "");
    assert_eq!(
        lines[2],
        format!("Interrupted: {partial} nodes counted, 0 of 22 root moves complete")
    );
}

#[test]
fn ctrl_c_stops_every_thread_with_its_partial_count() {
    let stdout = interrupted(&["--threads", "2"]);
    let lines: Vec<&str> = stdout.lines().collect();
    // Two root moves in progress, one a thread, each with its partial count, then their sum.
    let partial: Vec<u64> = lines[..2]
        .iter()
        .map(|l| {
            assert!(l.ends_with(" (incomplete)"), "{stdout}");
            l.split_whitespace()
                .nth(1)
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("{l}"))
        })
        .collect();
    assert_eq!(lines[2], "");
    let sum: u64 = partial.iter().sum();
    assert!(sum > 0, "{stdout}");
    assert_eq!(
        lines[3],
        format!("Interrupted: {sum} nodes counted, 0 of 22 root moves complete")
    );
}

/// Runs `oracle perft -d 9 --yes startpos` with `extra`, waits for its estimate and a progress line,
/// sends Ctrl-C (SIGINT) and returns its standard output, checking exit code 130 and no final count.
fn interrupted(extra: &[&str]) -> String {
    let mut child = Command::new(ORACLE)
        .args(["perft", "-d", "9", "--yes", "startpos"])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("oracle runs");
    let stderr = child.stderr.take().expect("piped");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    // The estimate first, then a progress line (root moves done, nodes/s, the total's estimate).
    let mut seen = Vec::new();
    let progress = loop {
        match rx.recv_timeout(Duration::from_secs(120)) {
            Ok(line) => {
                seen.push(line.clone());
                if line.contains("root moves,") {
                    break line;
                }
            }
            Err(_) => {
                let _ = child.kill();
                panic!("no progress line within two minutes; stderr: {seen:?}");
            }
        }
    };
    assert!(seen[0].starts_with("perft 9: about "), "{seen:?}");
    assert!(progress.contains("0/22 root moves"), "{progress}");
    assert!(
        progress.contains("nodes/s") && progress.contains("total about"),
        "{progress}"
    );
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let out = child.wait_with_output().expect("oracle ends");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(out.status.code(), Some(130), "{stdout}");
    assert!(!stdout.contains("Nodes searched"));
    stdout
}
