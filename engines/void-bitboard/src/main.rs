//! `void-bitboard serve` (the engine protocol, PROTOCOL.md) and `void-bitboard perft --depth N [--bulk]
//! [--divide] [--threads N] [POSITION]`.

use std::process::ExitCode;
use std::time::Instant;
use void_bitboard::perft::{divide, perft, perft_bulk};
use void_bitboard::split::{divide_threaded, perft_threaded};
use void_bitboard::Position;

const USAGE: &str = "\
usage: void-bitboard serve
       void-bitboard perft --depth N [--bulk] [--divide] [--threads N] [POSITION]

  serve      answer the JSON-lines engine protocol (PROTOCOL.md) on standard input and output
  perft      count the leaves of the legal move tree N plies deep from POSITION (`startpos` when absent;
             a position is the seven fields of the Void Chess text form, quoted or not)
  --bulk     count the last ply's legal moves without playing those that cannot expose the King
  --divide   print each legal move's count first
  --threads  share the root moves among N threads (default 1; the same counts)
";

fn usage_error(message: &str) -> ExitCode {
    eprintln!("void-bitboard: {message}\n\n{USAGE}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("serve") if args.len() == 1 => {
            let stdin = std::io::stdin();
            let stdout = std::io::stdout();
            match void_bitboard::serve::serve(stdin.lock(), stdout.lock()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("void-bitboard serve: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Some("serve") => usage_error("`serve` takes no arguments"),
        Some("perft") => run_perft(&args[1..]),
        Some("-h" | "--help") => {
            print!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some(other) => usage_error(&format!("unknown command `{other}`")),
        None => usage_error("give a command"),
    }
}

fn run_perft(args: &[String]) -> ExitCode {
    let (mut depth, mut bulk, mut show_divide, mut fields) = (None, false, false, Vec::new());
    let mut threads = 1usize;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--depth" | "-d" => {
                let Some(v) = it.next() else {
                    return usage_error("--depth needs a value");
                };
                match v.parse::<u32>() {
                    Ok(d) if d <= 20 => depth = Some(d),
                    _ => return usage_error(&format!("--depth `{v}` is not a whole number 0..20")),
                }
            }
            "--threads" | "-t" => {
                let Some(v) = it.next() else {
                    return usage_error("--threads needs a value");
                };
                match v.parse::<usize>() {
                    Ok(n) if (1..=1024).contains(&n) => threads = n,
                    _ => {
                        return usage_error(&format!(
                            "--threads `{v}` is not a whole number 1..1024"
                        ))
                    }
                }
            }
            "--bulk" => bulk = true,
            "--divide" => show_divide = true,
            s if s.starts_with("--") => return usage_error(&format!("unknown option `{s}`")),
            s => fields.push(s.to_string()),
        }
    }
    let Some(depth) = depth else {
        return usage_error("perft needs --depth N");
    };
    let text = if fields.is_empty() {
        "startpos".to_string()
    } else {
        fields.join(" ")
    };
    let pos = match Position::parse(&text) {
        Ok(p) => p,
        Err(e) => {
            let clause = e.clause.map(|c| format!(" ({c})")).unwrap_or_default();
            eprintln!(
                "void-bitboard: bad position `{text}`: {}{clause}",
                e.message
            );
            return ExitCode::from(2);
        }
    };
    let t = Instant::now();
    let nodes = if show_divide && depth > 0 {
        let lines = if threads > 1 {
            divide_threaded(&pos, depth, bulk, threads)
        } else {
            divide(&pos, depth, bulk)
        };
        for (m, n) in &lines {
            println!("{m}: {n}");
        }
        println!();
        lines.iter().map(|(_, n)| n).sum()
    } else if threads > 1 {
        perft_threaded(&pos, depth, bulk, threads)
    } else if bulk {
        perft_bulk(&pos, depth)
    } else {
        perft(&pos, depth)
    };
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "{:.3} s, {:.2} M nodes/s",
        secs,
        nodes as f64 / secs.max(1e-9) / 1e6
    );
    println!("Nodes searched: {nodes}");
    ExitCode::SUCCESS
}
