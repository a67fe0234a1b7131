//! `cargo xtask serve --engine ENGINE`: PROTOCOL.md in front of any engine the tools reach
//! ([`harness::bridge`]) on standard input and output. An engine that crashes or hangs behind
//! the bridge ends the bridge (exit 1).

use harness::bridge::serve;
use std::process::ExitCode;

/// The options of `cargo xtask serve`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The engine: any form `cargo xtask diff --engine` takes.
    #[arg(long)]
    pub engine: String,
    /// A UCI option `NAME=VALUE` (repeatable).
    #[arg(long = "uci-option", value_name = "NAME=VALUE")]
    pub uci_options: Vec<String>,
}

pub fn run(args: &Args) -> ExitCode {
    let mut uci_options = Vec::new();
    for o in &args.uci_options {
        match o.split_once('=') {
            Some((k, v)) => uci_options.push((k.trim().to_string(), v.trim().to_string())),
            None => {
                eprintln!("cargo xtask serve: --uci-option `{o}` must be NAME=VALUE");
                return ExitCode::from(2);
            }
        }
    }
    let spec = match crate::catalog::catalog().spec(&args.engine) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cargo xtask serve: {e}");
            return ExitCode::from(2);
        }
    };
    let stdin = std::io::stdin();
    let out = std::io::stdout().lock();
    match serve(&args.engine, spec, uci_options, stdin.lock(), out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cargo xtask serve: {e}");
            ExitCode::from(1)
        }
    }
}
