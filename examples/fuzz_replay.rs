//! Replays fuzz inputs through a fuzz body without libFuzzer and prints the executions per CPU second of
//! the body alone: `cargo run --release --example fuzz_replay -- TARGET DIR_OR_FILE... [--repeat N]`.
//! A profiler (`valgrind --tool=callgrind`) run on it shows where a body's time goes (docs/fuzzing.md).

use std::path::{Path, PathBuf};

fn cpu_seconds() -> f64 {
    // utime and stime, fields 14 and 15 of /proc/self/stat, in clock ticks (100 a second on Linux).
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit_once(')').map(|(_, r)| r).unwrap_or("");
    let f: Vec<&str> = after.split_whitespace().collect();
    let tick = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    (tick(11) + tick(12)) / 100.0
}

fn files(p: &Path, out: &mut Vec<PathBuf>) {
    if p.is_dir() {
        let mut v: Vec<PathBuf> = std::fs::read_dir(p)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .collect();
        v.sort();
        for f in v {
            files(&f, out);
        }
    } else if p.is_file() {
        out.push(p.to_path_buf());
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut repeat = 1usize;
    if let Some(i) = args.iter().position(|a| a == "--repeat") {
        repeat = args.get(i + 1).and_then(|n| n.parse().ok()).unwrap_or(1);
        args.drain(i..(i + 2).min(args.len()));
    }
    let Some((target, paths)) = args.split_first() else {
        eprintln!("usage: fuzz_replay TARGET DIR_OR_FILE... [--repeat N]");
        std::process::exit(2);
    };
    let mut inputs = Vec::new();
    for p in paths {
        files(Path::new(p), &mut inputs);
    }
    let data: Vec<Vec<u8>> = inputs.iter().map(|f| std::fs::read(f).unwrap()).collect();
    let (cpu0, wall0) = (cpu_seconds(), std::time::Instant::now());
    let mut n = 0u64;
    for _ in 0..repeat {
        for d in &data {
            if conformance::fuzz_bodies::run_target(target, d).is_none() {
                eprintln!("no target `{target}`");
                std::process::exit(2);
            }
            n += 1;
        }
    }
    let (cpu, wall) = (cpu_seconds() - cpu0, wall0.elapsed().as_secs_f64());
    println!(
        "{target}: {n} executions in {cpu:.2} CPU s ({wall:.2} s): {:.0} per CPU second",
        n as f64 / cpu.max(0.01)
    );
}
