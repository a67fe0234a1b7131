//! The engines a name reaches: a table of programs found on `PATH` (or where an environment variable
//! says), engines linked into the program that runs the harness (shakmaty, the oracle, and whatever the
//! program adds: [`Catalog::with`]), `planted:NAME`, `uci:COMMAND`, or any command line speaking
//! PROTOCOL.md. A name is read once, at the edge, into an [`EngineSpec`]; everything after asks the spec
//! which rulesets the engine plays and starts it.

use crate::engines::engine::Engine;
use crate::engines::process::split_command;
use crate::engines::protocol::ProtocolEngine;
#[cfg(feature = "shakmaty")]
use crate::engines::shakmaty_engine::ShakmatyEngine;
use crate::engines::uci::UciEngine;
use crate::planted::{self, Planted};
use std::path::PathBuf;
use std::time::Duration;

/// A program the harness knows by name.
#[derive(Debug, PartialEq, Eq)]
pub struct Preset {
    pub name: &'static str,
    pub kind: PresetKind,
    /// The program looked up on `PATH` (UCI), or the script run by `python3` (embedded in the harness).
    pub program: &'static str,
    /// An environment variable that, when set, gives the program's path instead.
    pub variable: &'static str,
    /// The rulesets it plays, each with the UCI options it needs for it.
    pub rulesets: &'static [(&'static str, &'static [(&'static str, &'static str)])],
}

/// How a preset is reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetKind {
    /// A UCI program found on `PATH` (or at the path the variable gives).
    Uci,
    /// A script of the harness's (`data/tools/`) run by `python3` (found on `PATH`), speaking PROTOCOL.md.
    PythonScript,
}

/// The programs. The FIDE engines play `fide`; those with a suicide mode (FICS rules) play `suicide` too.
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
];

/// How an engine linked into the program starts for a ruleset under the switches given (an engine
/// without switches refuses any), or why it cannot.
pub type Start =
    fn(ruleset: &str, switches: &[(String, String)]) -> Result<Box<dyn Engine>, String>;

/// An engine linked into the program: its name, the rulesets it plays, and how it starts for one of
/// them.
#[derive(Clone, Copy)]
pub struct InProcess {
    pub name: &'static str,
    pub rulesets: &'static [&'static str],
    pub start: Start,
}

impl std::fmt::Debug for InProcess {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "InProcess({})", self.name)
    }
}

impl PartialEq for InProcess {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for InProcess {}

/// shakmaty in process: `Chess` for FIDE, `variant::Antichess` for the suicide base (the feature
/// `shakmaty`).
#[cfg(feature = "shakmaty")]
pub const SHAKMATY: InProcess = InProcess {
    name: "shakmaty",
    rulesets: &["fide", "suicide"],
    start: |ruleset, switches| {
        crate::engines::engine::no_switches(switches)?;
        Ok(match ruleset {
            "fide" => Box::new(ShakmatyEngine::<shakmaty::Chess>::new("shakmaty")),
            _ => Box::new(ShakmatyEngine::<shakmaty::variant::Antichess>::new(
                "shakmaty-antichess",
            )),
        })
    },
};

/// The oracle itself in process, through the engine face: every ruleset, every switch.
pub const ORACLE: InProcess = InProcess {
    name: "oracle",
    rulesets: &[
        "void-chess",
        "fide",
        "suicide-void",
        "suicide",
        "minnaar",
        "circular",
    ],
    start: |ruleset, switches| {
        let mut engine = planted::oracle_engine::PlantedOracle::plain(ruleset)?;
        engine.set_interpretation(switches)?;
        Ok(Box::new(engine))
    },
};

/// How an engine is reached: a name read once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineSpec {
    /// A command line speaking PROTOCOL.md (it says in its `hello` which rulesets it plays).
    Protocol(Vec<String>),
    /// `uci:COMMAND`: a UCI engine's command line (it plays `fide` unless given a `UCI_Variant`).
    Uci(Vec<String>),
    /// A preset program, found: its command line.
    Preset(&'static Preset, Vec<String>),
    /// An engine linked into the program.
    InProcess(InProcess),
    /// A planted bug (`planted:NAME`, [`crate::planted`]) in process.
    Planted(&'static Planted),
}

/// The engines a name can reach: the preset programs, the in-process engines (shakmaty, the ones the
/// program adds, the oracle last), the planted bugs, `uci:COMMAND` and protocol command lines.
#[derive(Clone, Debug)]
pub struct Catalog {
    in_process: Vec<InProcess>,
}

impl Default for Catalog {
    fn default() -> Self {
        Catalog {
            in_process: vec![
                #[cfg(feature = "shakmaty")]
                SHAKMATY,
            ],
        }
    }
}

impl Catalog {
    /// The harness's own engines: the presets, shakmaty (with the feature `shakmaty`), the oracle.
    pub fn new() -> Catalog {
        Catalog::default()
    }

    /// Adds an engine linked into the program (listed after those added before it, before the oracle).
    pub fn with(mut self, engine: InProcess) -> Catalog {
        self.in_process.push(engine);
        self
    }

    fn in_process(&self) -> impl Iterator<Item = &InProcess> {
        self.in_process.iter().chain(std::iter::once(&ORACLE))
    }

    /// Every engine known by name, each with the rulesets it plays, in the order reports list them:
    /// the programs, then the in-process engines, the oracle last.
    pub fn named(&self) -> Vec<(&'static str, Vec<&'static str>)> {
        let programs = PRESETS
            .iter()
            .map(|p| (p.name, p.rulesets.iter().map(|(s, _)| *s).collect()));
        let linked = self.in_process().map(|e| (e.name, e.rulesets.to_vec()));
        programs.chain(linked).collect()
    }

    /// Reads an engine's name: presets first, then `planted:NAME`, `uci:COMMAND`, then a protocol
    /// command line.
    pub fn spec(&self, text: &str) -> Result<EngineSpec, String> {
        if let Some(name) = text.strip_prefix("planted:") {
            return planted::find(name).map(EngineSpec::Planted);
        }
        if let Some(e) = self.in_process().find(|e| e.name == text) {
            return Ok(EngineSpec::InProcess(*e));
        }
        if let Some(p) = preset(text) {
            let argv = match p.kind {
                PresetKind::Uci => vec![locate(p.variable, p.program, p.name)?],
                PresetKind::PythonScript => vec![
                    locate(p.variable, "python3", p.name)?,
                    script(p.program)?.to_string_lossy().into_owned(),
                ],
            };
            return Ok(EngineSpec::Preset(p, argv));
        }
        Ok(match text.strip_prefix("uci:") {
            Some(cmd) => EngineSpec::Uci(split_command(cmd)?),
            None => EngineSpec::Protocol(split_command(text)?),
        })
    }
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

/// A script the harness carries (`data/tools/NAME`), written once to a folder of the harness's version
/// under the system's temporary folder so that `python3` can run it.
fn script(path: &str) -> Result<PathBuf, String> {
    let text = crate::data::file(path).ok_or_else(|| format!("the harness has no `{path}`"))?;
    let name = path.rsplit('/').next().unwrap_or(path);
    let dir =
        std::env::temp_dir().join(format!("void-chess-harness-{}", env!("CARGO_PKG_VERSION")));
    let file = dir.join(name);
    if std::fs::read_to_string(&file).is_ok_and(|t| t == text) {
        return Ok(file);
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    // Written under a name of this process's, then renamed: another run never reads half a script.
    let partial = dir.join(format!("{name}.{}", std::process::id()));
    std::fs::write(&partial, text)
        .and_then(|()| std::fs::rename(&partial, &file))
        .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    Ok(file)
}

/// The preset program called `name`.
pub fn preset(name: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.name == name)
}

impl EngineSpec {
    /// The engine's name as reports give it for a preset or an in-process engine (`stockfish`,
    /// `shakmaty`), `planted:NAME`, or `None` for a command line.
    pub fn name(&self) -> Option<String> {
        match self {
            EngineSpec::Preset(p, _) => Some(p.name.to_string()),
            EngineSpec::InProcess(e) => Some(e.name.to_string()),
            EngineSpec::Planted(p) => Some(format!("planted:{}", p.name)),
            EngineSpec::Protocol(_) | EngineSpec::Uci(_) => None,
        }
    }

    /// The rulesets the engine plays, where that is known before starting it (presets, in-process
    /// engines, planted bugs, UCI engines); a protocol engine says so in its `hello`.
    pub fn plays(&self) -> Option<Vec<String>> {
        let list: Vec<&str> = match self {
            EngineSpec::Preset(p, _) => p.rulesets.iter().map(|(s, _)| *s).collect(),
            EngineSpec::InProcess(e) => e.rulesets.to_vec(),
            EngineSpec::Planted(p) => vec![p.ruleset],
            EngineSpec::Uci(_) => vec!["fide"],
            EngineSpec::Protocol(_) => return None,
        };
        Some(list.into_iter().map(str::to_string).collect())
    }

    /// Checks, before the first game, that the engine can play `ruleset` with these UCI options, and
    /// adds the options its preset needs for it (`UCI_Variant=suicide`). Protocol engines say which
    /// rulesets they play in their `hello`, which the adapter checks; a UCI engine without
    /// `UCI_Variant` plays `fide`.
    pub fn check_ruleset(
        &self,
        ruleset: &str,
        uci_options: &mut Vec<(String, String)>,
    ) -> Result<(), String> {
        let variant = uci_options.iter().any(|(k, _)| k == "UCI_Variant");
        let cannot = |name: &str, plays: Vec<&str>| {
            Err(format!(
                "the `{name}` engine cannot play `{ruleset}` (it plays {}): give an engine for \
                 `{ruleset}`, e.g. --engine 'target/release/oracle serve'",
                plays.join(", ")
            ))
        };
        match self {
            EngineSpec::Planted(p) if p.ruleset != ruleset => Err(format!(
                "the planted bug `{}` is in `{}`, not `{ruleset}`: `cargo xtask planted` lists \
                 the bugs of each ruleset",
                p.name, p.ruleset
            )),
            EngineSpec::Planted(_) | EngineSpec::Protocol(_) => Ok(()),
            EngineSpec::Preset(p, _) => {
                let Some((_, needs)) = p.rulesets.iter().find(|(slug, _)| *slug == ruleset) else {
                    return cannot(p.name, p.rulesets.iter().map(|(s, _)| *s).collect());
                };
                if !variant {
                    for (k, v) in needs.iter() {
                        uci_options.push((k.to_string(), v.to_string()));
                    }
                }
                Ok(())
            }
            EngineSpec::InProcess(e) if !e.rulesets.contains(&ruleset) => {
                cannot(e.name, e.rulesets.to_vec())
            }
            EngineSpec::InProcess(_) => Ok(()),
            EngineSpec::Uci(_) if ruleset != "fide" && !variant => Err(format!(
                "a UCI engine plays `fide` unless told otherwise: for `{ruleset}` give its variant \
                 with --uci-option UCI_Variant=NAME"
            )),
            EngineSpec::Uci(_) => Ok(()),
        }
    }

    /// Starts one engine for `ruleset` under the switches `interpretation`.
    pub fn start(
        &self,
        ruleset: &str,
        uci_options: &[(String, String)],
        interpretation: &[(String, String)],
        timeout: Duration,
    ) -> Result<Box<dyn Engine>, String> {
        let uci = |argv: &[String]| -> Result<Box<dyn Engine>, String> {
            let engine =
                UciEngine::start(argv.to_vec(), uci_options, timeout).map_err(|f| f.to_string())?;
            // Told the suicide base's own variant, the engine plays its readings (Fairy-Stockfish's
            // antichess and giveaway) as the switches `stalemate` and `castling` name them, and takes
            // the switches that decide only draws (`insufficient-material`, `draw-rules`, which
            // antichess and giveaway set too) whatever their value: `crate::readings`.
            let suicide = ("UCI_Variant".to_string(), "suicide".to_string());
            Ok(if ruleset == "suicide" && uci_options.contains(&suicide) {
                Box::new(engine.with_reading(crate::readings::suicide_variant_options))
            } else {
                Box::new(engine)
            })
        };
        let protocol = |argv: &[String]| -> Result<Box<dyn Engine>, String> {
            Ok(Box::new(
                ProtocolEngine::start(argv.to_vec(), ruleset, interpretation, timeout)
                    .map_err(|f| f.to_string())?,
            ))
        };
        match self {
            EngineSpec::Protocol(argv) => protocol(argv),
            EngineSpec::Uci(argv) => uci(argv),
            EngineSpec::Preset(p, argv) => match p.kind {
                PresetKind::Uci => uci(argv),
                PresetKind::PythonScript => protocol(argv),
            },
            EngineSpec::InProcess(e) if !e.rulesets.contains(&ruleset) => Err(format!(
                "{} has no ruleset `{ruleset}` (it has {})",
                e.name,
                e.rulesets.join(", ")
            )),
            EngineSpec::InProcess(e) => (e.start)(ruleset, interpretation),
            EngineSpec::Planted(p) if p.ruleset != ruleset => Err(format!(
                "the planted bug `{}` is in `{}`, not `{ruleset}`",
                p.name, p.ruleset
            )),
            EngineSpec::Planted(p) => {
                let mut engine = planted::engine(p);
                if matches!(p.deviation, planted::Deviation::Oracle(_)) {
                    engine.set_interpretation(interpretation)?;
                }
                Ok(engine)
            }
        }
    }
}

#[cfg(test)]
mod tests;
