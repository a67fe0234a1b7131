//! The answer to each command of `oracle`.

use crate::cli::{Cli, Command};
use crate::game_args::{pasted_list_hint, ruleset_and_settings, show_notes, start, status_line};
use crate::perft::{perft_command, PerftHow};
use oracle::core::{OracleError, Verdict};
use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

/// Answers the command `cli` names: what it prints goes to standard output, the exit code is returned.
pub fn run(cli: Cli) -> Result<ExitCode, OracleError> {
    let mut out = String::new();
    let code = match cli.command {
        Command::Moves { game, san } => {
            let g = start(&game, false)?;
            let moves = g.legal_moves_with_san();
            for (coord, alg) in &moves {
                if san {
                    out.push_str(&format!("{coord} {alg}\n"));
                } else {
                    out.push_str(&format!("{coord}\n"));
                }
            }
            let status = g.status();
            out.push_str(&format!(
                "{} legal move{}{}\n",
                moves.len(),
                if moves.len() == 1 { "" } else { "s" },
                if status.is_over() && !moves.is_empty() {
                    " by move generation, but the game is over: none may be played"
                } else {
                    ""
                }
            ));
            out.push_str(&status_line(g.as_ref()));
            ExitCode::SUCCESS
        }
        Command::Play { game, record } => {
            let g = start(&game, false)?;
            out.push_str(&format!("position: {}\n", g.position()));
            out.push_str(&status_line(g.as_ref()));
            if let Some(path) = record {
                let (_, settings) = ruleset_and_settings(&game)?;
                let text = oracle::record::write_record(g.as_ref(), &settings)?;
                if let Err(e) = std::fs::write(&path, text) {
                    eprintln!("oracle: cannot write {}: {e}", path.display());
                    return Ok(ExitCode::from(2));
                }
            }
            ExitCode::SUCCESS
        }
        Command::CheckGame { file } => {
            let bytes = if file.as_os_str() == "-" {
                let mut b = Vec::new();
                if let Err(e) = std::io::Read::read_to_end(&mut std::io::stdin(), &mut b) {
                    eprintln!("oracle: cannot read standard input: {e}");
                    return Ok(ExitCode::from(2));
                }
                b
            } else {
                match std::fs::read(&file) {
                    Ok(bytes) => bytes,
                    Err(e) => {
                        eprintln!("oracle: cannot read {}: {e}", file.display());
                        return Ok(ExitCode::from(2));
                    }
                }
            };
            let (report, code) = oracle::record::check_file(&bytes);
            out.push_str(&report);
            ExitCode::from(code)
        }
        Command::Explain { game } => {
            let Some(mv) = game.moves.last().cloned() else {
                eprintln!(
                    "oracle: `explain` needs a move to explain after the position (and any moves before it), e.g. `oracle explain startpos e2e4`"
                );
                return Ok(ExitCode::from(2));
            };
            let g = start(&game, true)?;
            match g.explain(&mv) {
                Verdict::Legal(coord) => {
                    out.push_str(&format!("{mv}: legal ({coord})\n"));
                    ExitCode::SUCCESS
                }
                Verdict::Unreadable(e) => return Err(pasted_list_hint(e)),
                Verdict::Refused(r) => {
                    out.push_str(&format!("{mv}: illegal, {} ({})\n", r.message, r.clause));
                    ExitCode::from(1)
                }
            }
        }
        Command::Show {
            game,
            svg,
            out: file,
            moves_from,
            try_move,
        } => {
            let g = start(&game, false)?;
            if svg || moves_from.is_some() || try_move.is_some() {
                let opts = oracle::svg::SvgOptions {
                    moves_from,
                    try_move,
                    ..oracle::svg::SvgOptions::new()
                };
                out.push_str(&oracle::svg::board_svg(g.as_ref(), &opts)?);
            } else {
                out.push_str(&g.show());
                if !out.ends_with('\n') {
                    out.push('\n');
                }
                out.push_str(&show_notes(g.as_ref()));
            }
            if let Some(path) = file {
                if let Err(e) = std::fs::write(&path, &out) {
                    eprintln!("oracle: cannot write {}: {e}", path.display());
                    return Ok(ExitCode::from(2));
                }
                out.clear();
            }
            ExitCode::SUCCESS
        }
        Command::Perft {
            game,
            depth,
            divide,
            yes,
            threads,
        } => {
            let g = start(&game, false)?;
            let how = PerftHow {
                divide,
                yes,
                threads: threads.into(),
            };
            perft_command(g.as_ref(), depth, how, &mut out)
        }
        Command::Serve => {
            let stdin = std::io::stdin();
            let stdout = std::io::stdout();
            if let Err(e) = oracle::serve::serve(stdin.lock(), stdout.lock()) {
                eprintln!("oracle serve: {e}");
                return Ok(ExitCode::from(2));
            }
            ExitCode::SUCCESS
        }
        #[cfg(feature = "web")]
        Command::Web {
            listen,
            perft_budget,
            limits,
        } => {
            let api = oracle::web::api::Api::new(Duration::from_secs(perft_budget))
                .answering_within(Duration::from_secs(limits.request_timeout));
            let limits = oracle::web::limits::Limits {
                header_timeout: Duration::from_secs(limits.header_timeout),
                body_timeout: Duration::from_secs(limits.body_timeout),
                request_timeout: Duration::from_secs(limits.request_timeout),
                max_connections: limits.max_connections,
                max_requests: limits.max_requests,
            };
            if let Err(e) = oracle::web::server::run(listen, api, limits) {
                eprintln!("oracle web: {e}");
                return Ok(ExitCode::from(2));
            }
            ExitCode::SUCCESS
        }
        Command::Rulesets => {
            for r in oracle::rulesets() {
                out.push_str(&format!("{}\t{}\n", r.slug(), r.name()));
            }
            for r in oracle::names::READINGS {
                let switches: Vec<String> =
                    r.settings.iter().map(|(k, v)| format!("{k}={v}")).collect();
                out.push_str(&format!(
                    "{}\t{} (-r {} -i {})\n",
                    r.name,
                    r.title,
                    r.slug,
                    switches.join(" -i ")
                ));
            }
            ExitCode::SUCCESS
        }
        Command::Switches { ruleset } => {
            let (ruleset, _) = oracle::names::ruleset_named(&ruleset)?;
            for e in ruleset.register() {
                let Some(switch) = e.switch else { continue };
                let mut values = vec![format!("{}*", e.default)];
                let others = e.readings.iter().filter(|r| r.value != e.default);
                values.extend(others.map(|r| r.value.to_string()));
                out.push_str(&format!("{switch}\t{}\t{}\n", values.join(" "), e.question));
            }
            if out.is_empty() {
                out.push_str(&format!("{} has no switches\n", ruleset.slug()));
            }
            ExitCode::SUCCESS
        }
        Command::Events { ruleset } => {
            let (ruleset, _) = oracle::names::ruleset_named(&ruleset)?;
            for (name, meaning) in ruleset.events() {
                out.push_str(&format!("{name}\t{meaning}\n"));
            }
            if out.is_empty() {
                out.push_str(&format!("{} has no events\n", ruleset.slug()));
            }
            ExitCode::SUCCESS
        }
    };
    let _ = std::io::stdout().write_all(out.as_bytes());
    Ok(code)
}
