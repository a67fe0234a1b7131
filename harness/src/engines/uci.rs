//! The adapter for UCI engines (Stockfish, Fairy-Stockfish): the legal moves from `go perft 1`, and where
//! the engine has the `d` command, the position (its `Fen:` line), check (its `Checkers:` line) and, in
//! standard chess, checkmate and stalemate read from those (`scope: board`) and a move written for people
//! from those (`uci_san`: the protocol's `notation`).

use super::engine::{Answer, Engine, Fault, Query, StatusScope};
use super::process::EngineProcess;
use std::time::Duration;

/// The UCI options that play a ruleset under register switches (`UCI_Variant=antichess` for the
/// suicide base with `stalemate=stalemated-wins`), or why the engine cannot.
pub type Reading = fn(&[(String, String)]) -> Result<Vec<(String, String)>, String>;

/// A UCI engine process.
pub struct UciEngine {
    process: EngineProcess,
    options: Vec<(String, String)>,
    timeout: Duration,
    reading: Option<Reading>,
}

impl UciEngine {
    /// Starts the engine, runs the `uci` handshake and sets `options` (`UCI_Variant=suicide`).
    pub fn start(
        argv: Vec<String>,
        options: &[(String, String)],
        timeout: Duration,
    ) -> Result<UciEngine, Fault> {
        let mut engine = UciEngine {
            process: EngineProcess::new(argv),
            options: options.to_vec(),
            timeout,
            reading: None,
        };
        engine
            .handshake()
            .map_err(|f| engine.process.handshake_failed("its UCI handshake", f))?;
        Ok(engine)
    }

    /// An engine whose UCI options play the readings `reading` gives: it then takes those switches.
    pub fn with_reading(mut self, reading: Reading) -> UciEngine {
        self.reading = Some(reading);
        self
    }

    fn handshake(&mut self) -> Result<(), Fault> {
        self.process.start()?;
        self.exchange("uci\n", |l| l == "uciok", "uci")?;
        let mut setup = String::new();
        for (name, value) in &self.options {
            setup.push_str(&format!("setoption name {name} value {value}\n"));
        }
        setup.push_str("isready\n");
        self.exchange(&setup, |l| l == "readyok", "setoption/isready")?;
        Ok(())
    }

    /// Sends `text` and collects the lines up to and including the one `end` accepts.
    fn exchange(
        &mut self,
        text: &str,
        end: impl Fn(&str) -> bool,
        request: &str,
    ) -> Result<Vec<String>, Fault> {
        self.process
            .exchange(text, self.timeout, end)
            .map_err(|e| e.fault(request, self.timeout))
    }
}

/// The UCI `position` command for a query: from the oracle's position before the last move when the
/// query has it (the engine then plays one move, not the whole game), else from the start.
fn position_command(q: &Query) -> String {
    if let (Some(before), Some(last)) = (&q.before_last, q.moves.last()) {
        return format!("position fen {before} moves {last}\n");
    }
    let mut s = if q.start == "startpos" {
        "position startpos".to_string()
    } else {
        format!("position fen {}", q.start)
    };
    if !q.moves.is_empty() {
        s.push_str(" moves");
        for m in &q.moves {
            s.push(' ');
            s.push_str(m);
        }
    }
    s.push('\n');
    s
}

/// Reads a `go perft 1` line `e2e4: 1` as the move `e2e4`.
fn perft_move(line: &str) -> Option<&str> {
    let (mv, count) = line.trim().split_once(": ")?;
    let move_like =
        (4..=6).contains(&mv.len()) && mv.chars().all(|c| c.is_ascii_alphanumeric() || c == '@');
    (move_like && count.trim().parse::<u64>().is_ok()).then_some(mv)
}

impl Engine for UciEngine {
    fn name(&self) -> String {
        format!("uci:{}", self.process.command_line())
    }

    fn restarts(&self) -> u32 {
        self.process.restarts()
    }

    /// Sets the options of the reading the switches name, when the engine has readings; sent at once,
    /// and again at every restart.
    fn set_interpretation(&mut self, switches: &[(String, String)]) -> Result<(), String> {
        let Some(reading) = self.reading else {
            return super::engine::no_switches(switches);
        };
        let mut setup = String::new();
        for (name, value) in reading(switches)? {
            match self.options.iter_mut().find(|(k, _)| *k == name) {
                Some((_, v)) if *v == value => continue,
                Some((_, v)) => *v = value.clone(),
                None => self.options.push((name.clone(), value.clone())),
            }
            setup.push_str(&format!("setoption name {name} value {value}\n"));
        }
        if setup.is_empty() || !self.process.is_running() {
            return Ok(());
        }
        setup.push_str("ucinewgame\nisready\n");
        self.exchange(&setup, |l| l == "readyok", "setoption/isready")
            .map(|_| ())
            .map_err(|f| f.to_string())
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        if !self.process.is_running() {
            self.handshake().map_err(|f| match f {
                Fault::Fatal { message } => Fault::Crash {
                    request: q.describe(),
                    detail: format!("restart failed: {message}"),
                },
                other => other,
            })?;
        }
        let position = position_command(q);
        let request = format!("{position}go perft 1");
        // One round trip: `d` first (it answers at once), then the perft, which runs on the search
        // thread and ends with `Nodes searched`.
        let lines = self.exchange(
            &format!("{position}d\ngo perft 1\n"),
            |l| l.starts_with("Nodes searched"),
            &request,
        )?;
        let Some(end) = lines.iter().position(|l| l.starts_with("Nodes searched")) else {
            return Err(Fault::Garbage {
                request,
                line: format!("no `Nodes searched` line in: {}", lines.join(" | ")),
            });
        };
        let mut moves: Vec<String> = lines[..end]
            .iter()
            .filter_map(|l| perft_move(l))
            .map(str::to_string)
            .collect();
        moves.sort();
        let total = lines[end]
            .split(':')
            .nth(1)
            .and_then(|n| n.trim().parse::<usize>().ok());
        if total != Some(moves.len()) {
            return Err(Fault::Garbage {
                request,
                line: format!("{} move lines but `{}`", moves.len(), lines[end]),
            });
        }
        let fen = lines[..end]
            .iter()
            .find_map(|l| l.trim().strip_prefix("Fen: "))
            .map(|s| s.trim().to_string());
        let check = lines[..end]
            .iter()
            .find_map(|l| l.trim().strip_prefix("Checkers:"))
            .map(|s| !s.trim().is_empty());
        let status = self.board_status(&moves, fen.as_deref(), check);
        Ok(Answer {
            moves,
            position: fen,
            check,
            status,
            clause: None,
        })
    }

    /// The move written for people (Appendix C) from the engine's own answers: its board and legal moves
    /// before the move, its check and moves after ([`super::uci_san`]). Standard chess only, and only
    /// where the engine prints its FEN and its checkers.
    fn notation(&mut self, q: &Query, mv: &str) -> Option<Result<String, Fault>> {
        // Chess960's castling is the King's move onto its Rook, which `uci_san` does not read.
        let chess960 = self
            .options
            .iter()
            .any(|(k, v)| k == "UCI_Chess960" && v == "true");
        if !self.plays_standard_chess() || chess960 {
            return None;
        }
        let before = match self.query(q) {
            Ok(a) => a,
            Err(f) => return Some(Err(f)),
        };
        let fen = before.position.clone()?;
        let mut moves = q.moves.clone();
        moves.push(mv.to_string());
        let next = Query {
            start: q.start.clone(),
            moves,
            before_last: Some(fen.clone()),
        };
        let refused = |message: String| Fault::Refused {
            request: format!("notation {mv} after {}", q.describe()),
            message,
        };
        if !before.moves.iter().any(|m| m == mv) {
            return Some(Err(refused(format!(
                "the engine does not list {mv} among its legal moves"
            ))));
        }
        let after = match self.query(&next) {
            Ok(a) => a,
            Err(f) => return Some(Err(f)),
        };
        let after = super::uci_san::After {
            check: after.check?,
            has_move: !after.moves.is_empty(),
        };
        Some(super::uci_san::san(&fen, &before.moves, mv, after).map_err(refused))
    }
}

impl UciEngine {
    /// Whether the engine plays standard chess: no `UCI_Variant`, or `chess`.
    fn plays_standard_chess(&self) -> bool {
        let variant = self.options.iter().find(|(k, _)| k == "UCI_Variant");
        variant.is_none_or(|(_, v)| v == "chess")
    }

    /// The ends of standard chess read off the engine's own answers (`scope: board`): with no legal
    /// move, the checkers it prints decide checkmate (fide/5.1.1: the side to move loses) or stalemate
    /// (fide/5.2.1: a draw); with a legal move, no end the board shows. Only for standard chess (no
    /// `UCI_Variant`, or `chess`), and only where the engine prints its checkers and its FEN's side to
    /// move: a variant's ends are its own.
    fn board_status(
        &self,
        moves: &[String],
        fen: Option<&str>,
        check: Option<bool>,
    ) -> Option<(String, StatusScope)> {
        if !self.plays_standard_chess() {
            return None;
        }
        let side = fen?.split_whitespace().nth(1)?;
        let word = match (moves.is_empty(), check?, side) {
            (false, _, _) => "ongoing",
            (true, false, _) => "draw",
            (true, true, "w") => "black-wins",
            (true, true, "b") => "white-wins",
            _ => return None,
        };
        Some((word.to_string(), StatusScope::Board))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_lines_are_read_as_moves() {
        assert_eq!(perft_move("e2e4: 1"), Some("e2e4"));
        assert_eq!(perft_move("a7a8q: 1"), Some("a7a8q"));
        assert_eq!(perft_move("Nodes searched: 20"), None);
        assert_eq!(perft_move("info string hello: 3"), None);
    }

    /// fide/5.1.1: checkmated, the side to move loses; fide/5.2.1: stalemated, a draw; read from the
    /// engine's move list, its checkers and its FEN's side to move, in standard chess only.
    #[test]
    fn mate_and_stalemate_are_read_from_the_moves_and_the_checkers() {
        let engine = |options: &[(&str, &str)]| UciEngine {
            process: EngineProcess::new(vec!["stockfish".into()]),
            options: options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            timeout: Duration::from_secs(1),
            reading: None,
        };
        let fide = engine(&[]);
        let word = |e: &UciEngine, moves: &[&str], fen: Option<&str>, check: Option<bool>| {
            let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            e.board_status(&moves, fen, check).map(|(w, scope)| {
                assert_eq!(scope, StatusScope::Board);
                w
            })
        };
        let white = Some("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        let black = Some("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert_eq!(
            word(&fide, &[], white, Some(true)).as_deref(),
            Some("black-wins")
        );
        assert_eq!(
            word(&fide, &[], black, Some(true)).as_deref(),
            Some("white-wins")
        );
        assert_eq!(
            word(&fide, &[], black, Some(false)).as_deref(),
            Some("draw")
        );
        assert_eq!(
            word(&fide, &["e2e4"], white, Some(true)).as_deref(),
            Some("ongoing")
        );
        // Without the checkers or the FEN nothing is read; a variant's ends are its own.
        assert_eq!(word(&fide, &[], white, None), None);
        assert_eq!(word(&fide, &[], None, Some(true)), None);
        let suicide = engine(&[("UCI_Variant", "suicide")]);
        assert_eq!(word(&suicide, &[], black, Some(false)), None);
        let chess = engine(&[("UCI_Variant", "chess")]);
        assert_eq!(
            word(&chess, &[], black, Some(false)).as_deref(),
            Some("draw")
        );
    }

    #[test]
    fn position_commands_follow_uci() {
        let q = Query {
            start: "startpos".into(),
            moves: vec!["e2e4".into(), "e7e5".into()],
            before_last: None,
        };
        assert_eq!(position_command(&q), "position startpos moves e2e4 e7e5\n");
        let q = Query {
            start: "8/8/8/8/8/8/8/K6k w - - 0 1".into(),
            moves: vec![],
            before_last: None,
        };
        assert_eq!(
            position_command(&q),
            "position fen 8/8/8/8/8/8/8/K6k w - - 0 1\n"
        );
        let q = Query {
            start: "startpos".into(),
            moves: vec!["e2e4".into(), "e7e5".into()],
            before_last: Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".into()),
        };
        assert_eq!(
            position_command(&q),
            "position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 moves e7e5\n"
        );
    }
}
