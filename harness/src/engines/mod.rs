//! The engines the tools test, behind one face (`engine::Engine`: `query`, and `explain`, game events
//! and switches where an engine has them), and the adapters that reach them: a PROTOCOL.md command line
//! (`protocol`, over `process`), a UCI engine (`uci`), shakmaty in process; an engine written in Rust
//! implements the face itself. The differential tester (`diff`), the rule cases (`check_engine`), the
//! planted bugs and the matrix use them; `presets` names them.

pub mod engine;
pub mod process;
pub mod protocol;
#[cfg(feature = "shakmaty")]
pub mod shakmaty_engine;
pub mod uci;
pub mod uci_san;
