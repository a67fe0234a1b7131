//! The engines `--engine` names: a table of presets (found on `PATH`, or where an environment variable
//! says), `uci:COMMAND`, or any command line speaking PROTOCOL.md; and which rulesets each can play.

use crate::engines::engine::Engine;
use crate::engines::process::split_command;
use crate::engines::protocol::ProtocolEngine;
use crate::engines::shakmaty_engine::ShakmatyEngine;
use crate::engines::uci::UciEngine;
use crate::engines::void_bitboard_engine::VoidBitboardEngine;
use crate::planted::{self, Planted};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How an engine is reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineSpec {
    /// A command line speaking PROTOCOL.md.
    Protocol(Vec<String>),
    /// A UCI engine's command line.
    Uci(Vec<String>),
    /// shakmaty in process.
    Shakmaty,
    /// void-bitboard (engines/void-bitboard) in process.
    VoidBitboard,
    /// The oracle itself in process, through the engine face.
    Oracle,
    /// A planted bug (`planted:NAME`, `crate::planted`) in process.
    Planted(&'static Planted),
}

/// How a preset is reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetKind {
    /// A UCI program found on `PATH` (or at the path the variable gives).
    Uci,
    /// A script of this repository run by `python3` (found on `PATH`), speaking PROTOCOL.md.
    PythonScript,
    /// A library linked into the tester (shakmaty, void-bitboard).
    InProcess,
}

/// A named engine.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    pub name: &'static str,
    pub kind: PresetKind,
    /// The program looked up on `PATH` (UCI), or the script under the repository root.
    pub program: &'static str,
    /// An environment variable that, when set, gives the program's path instead.
    pub variable: &'static str,
    /// The rulesets it plays, each with the UCI options it needs for it.
    pub rulesets: &'static [(&'static str, &'static [(&'static str, &'static str)])],
}

/// The presets. The FIDE engines play `fide`; those with a suicide mode (FICS rules) play `suicide` too.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "stockfish",
        kind: PresetKind::Uci,
        program: "stockfish",
        variable: "STOCKFISH",
        rulesets: &[("fide", &[])],
    },
    Preset {
        name: "fairy-stockfish",
        kind: PresetKind::Uci,
        program: "fairy-stockfish",
        variable: "FAIRY_STOCKFISH",
        rulesets: &[("fide", &[]), ("suicide", &[("UCI_Variant", "suicide")])],
    },
    Preset {
        name: "python-chess",
        kind: PresetKind::PythonScript,
        program: "tools/python_chess_engine.py",
        variable: "PYTHON",
        rulesets: &[("fide", &[]), ("suicide", &[])],
    },
    Preset {
        name: "shakmaty",
        kind: PresetKind::InProcess,
        program: "",
        variable: "",
        rulesets: &[("fide", &[]), ("suicide", &[])],
    },
    Preset {
        name: "void-bitboard",
        kind: PresetKind::InProcess,
        program: "",
        variable: "",
        rulesets: &[("void-chess", &[])],
    },
    Preset {
        name: "oracle",
        kind: PresetKind::InProcess,
        program: "",
        variable: "",
        rulesets: &[
            ("void-chess", &[]),
            ("fide", &[]),
            ("suicide-void", &[]),
            ("suicide", &[]),
            ("minnaar", &[]),
            ("circular", &[]),
        ],
    },
];

/// The repository root (where `tools/` lives).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The first executable file called `program` in the directories of `PATH`.
pub fn on_path(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|p| p.is_file())
}

/// The program a preset runs: the variable's value when set, else the program found on `PATH`.
fn locate(variable: &str, program: &str, preset: &str) -> Result<String, String> {
    if let Some(v) = std::env::var_os(variable).filter(|v| !v.is_empty()) {
        return Ok(v.to_string_lossy().into_owned());
    }
    on_path(program)
        .map(|p| p.to_string_lossy().into_owned())
        .ok_or_else(|| {
            format!(
                "the `{preset}` engine needs `{program}`, which is not on PATH: install it \
                 (ci/install-diff-engines.sh), add its folder to PATH (Debian puts it in /usr/games), \
                 or set {variable}=/path/to/{program}"
            )
        })
}

/// The preset called `name`.
pub fn preset(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.name == name)
}

/// Reads `--engine`: presets first, then `planted:NAME`, `uci:COMMAND`, then a protocol command line.
pub fn engine_spec(text: &str) -> Result<EngineSpec, String> {
    if let Some(name) = text.strip_prefix("planted:") {
        return planted::find(name).map(EngineSpec::Planted);
    }
    if let Some(p) = preset(text) {
        return Ok(match p.kind {
            PresetKind::Uci => EngineSpec::Uci(vec![locate(p.variable, p.program, p.name)?]),
            PresetKind::PythonScript => EngineSpec::Protocol(vec![
                locate(p.variable, "python3", p.name)?,
                repo_root().join(p.program).to_string_lossy().into_owned(),
            ]),
            PresetKind::InProcess => match p.name {
                "void-bitboard" => EngineSpec::VoidBitboard,
                "oracle" => EngineSpec::Oracle,
                _ => EngineSpec::Shakmaty,
            },
        });
    }
    Ok(match text.strip_prefix("uci:") {
        Some(cmd) => EngineSpec::Uci(split_command(cmd)?),
        None => EngineSpec::Protocol(split_command(text)?),
    })
}

/// Checks, before the first game, that the engine `text` can play `ruleset` with these UCI options, and
/// adds the options its preset needs for it (`UCI_Variant=suicide`). Protocol engines say which rulesets
/// they play in their `hello`, which the adapter checks; a UCI engine without `UCI_Variant` plays `fide`.
pub fn check_ruleset(
    text: &str,
    ruleset: &str,
    uci_options: &mut Vec<(String, String)>,
) -> Result<(), String> {
    let variant = uci_options.iter().any(|(k, _)| k == "UCI_Variant");
    if let Some(name) = text.strip_prefix("planted:") {
        let p = planted::find(name)?;
        if p.ruleset != ruleset {
            return Err(format!(
                "the planted bug `{name}` is in `{}`, not `{ruleset}`: `cargo xtask planted` lists \
                 the bugs of each ruleset",
                p.ruleset
            ));
        }
        return Ok(());
    }
    if let Some(p) = preset(text) {
        let Some((_, needs)) = p.rulesets.iter().find(|(slug, _)| *slug == ruleset) else {
            let plays: Vec<&str> = p.rulesets.iter().map(|(s, _)| *s).collect();
            return Err(format!(
                "the `{}` engine cannot play `{ruleset}` (it plays {}): give an engine for `{ruleset}`, \
                 e.g. --engine 'target/release/oracle serve'",
                p.name,
                plays.join(", ")
            ));
        };
        if !variant {
            for (k, v) in needs.iter() {
                uci_options.push((k.to_string(), v.to_string()));
            }
        }
        return Ok(());
    }
    if text.starts_with("uci:") && ruleset != "fide" && !variant {
        return Err(format!(
            "a UCI engine plays `fide` unless told otherwise: for `{ruleset}` give its variant with \
             --uci-option UCI_Variant=NAME"
        ));
    }
    Ok(())
}

/// Starts one engine.
pub fn start_engine(
    spec: &EngineSpec,
    ruleset: &str,
    uci_options: &[(String, String)],
    interpretation: &[(String, String)],
    timeout: Duration,
) -> Result<Box<dyn Engine>, String> {
    Ok(match spec {
        EngineSpec::Protocol(argv) => Box::new(
            ProtocolEngine::start(argv.clone(), ruleset, interpretation, timeout)
                .map_err(|f| f.to_string())?,
        ),
        EngineSpec::Uci(argv) => {
            let engine =
                UciEngine::start(argv.clone(), uci_options, timeout).map_err(|f| f.to_string())?;
            // Told the suicide base's own variant, the engine plays its readings (Fairy-Stockfish's
            // antichess and giveaway) as the switches name them.
            let suicide = [("UCI_Variant".to_string(), "suicide".to_string())];
            if ruleset == "suicide" && uci_options.contains(&suicide[0]) {
                Box::new(engine.with_reading(crate::readings::suicide_variant_options))
            } else {
                Box::new(engine)
            }
        }
        EngineSpec::Shakmaty => match ruleset {
            "fide" => Box::new(ShakmatyEngine::<shakmaty::Chess>::new("shakmaty")),
            "suicide" => Box::new(ShakmatyEngine::<shakmaty::variant::Antichess>::new(
                "shakmaty-antichess",
            )),
            other => {
                return Err(format!(
                    "shakmaty has no ruleset `{other}` (it has fide, suicide)"
                ))
            }
        },
        EngineSpec::VoidBitboard => match ruleset {
            "void-chess" => Box::<VoidBitboardEngine>::default(),
            other => {
                return Err(format!(
                    "void-bitboard has no ruleset `{other}` (it has void-chess)"
                ))
            }
        },
        EngineSpec::Oracle => {
            let mut engine = planted::oracle_engine::PlantedOracle::plain(ruleset)?;
            engine.set_interpretation(interpretation)?;
            Box::new(engine)
        }
        EngineSpec::Planted(p) if p.ruleset != ruleset => {
            return Err(format!(
                "the planted bug `{}` is in `{}`, not `{ruleset}`",
                p.name, p.ruleset
            ))
        }
        EngineSpec::Planted(p) => {
            let mut engine = planted::engine(p);
            if matches!(p.deviation, planted::Deviation::Oracle(_)) {
                engine.set_interpretation(interpretation)?;
            }
            engine
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_resolve_without_fixed_paths() {
        assert_eq!(
            engine_spec("uci:/bin/eng -x").unwrap(),
            EngineSpec::Uci(vec!["/bin/eng".into(), "-x".into()])
        );
        assert_eq!(
            engine_spec("oracle serve").unwrap(),
            EngineSpec::Protocol(vec!["oracle".into(), "serve".into()])
        );
        assert_eq!(engine_spec("shakmaty").unwrap(), EngineSpec::Shakmaty);
        assert_eq!(
            engine_spec("void-bitboard").unwrap(),
            EngineSpec::VoidBitboard
        );
        // A UCI preset is whatever PATH finds (or the error says how to configure it).
        match (engine_spec("stockfish"), on_path("stockfish")) {
            (Ok(EngineSpec::Uci(argv)), Some(found)) => {
                assert_eq!(argv, vec![found.to_string_lossy().into_owned()])
            }
            (Err(e), None) => assert!(e.contains("STOCKFISH="), "{e}"),
            (other, found) => panic!("{other:?} with {found:?} on PATH"),
        }
    }

    #[test]
    fn an_engine_that_cannot_play_the_ruleset_is_refused_before_the_first_game() {
        let mut options = Vec::new();
        let e = check_ruleset("stockfish", "void-chess", &mut options).unwrap_err();
        assert!(e.contains("cannot play `void-chess`"), "{e}");
        assert!(check_ruleset("uci:x", "minnaar", &mut options).is_err());
        check_ruleset("uci:x", "fide", &mut options).unwrap();
        check_ruleset("fairy-stockfish", "suicide", &mut options).unwrap();
        assert_eq!(options, vec![("UCI_Variant".into(), "suicide".into())]);
        assert!(check_ruleset("shakmaty", "circular", &mut Vec::new()).is_err());
        check_ruleset("void-bitboard", "void-chess", &mut Vec::new()).unwrap();
        assert!(check_ruleset("void-bitboard", "fide", &mut Vec::new()).is_err());
        check_ruleset("my-engine --flag", "circular", &mut Vec::new()).unwrap();
    }
}
