//! The game record (a start position, the moves played, the history and a status after every move) and the
//! object-safe face of a ruleset that the tools use without knowing which ruleset they hold.

use super::check::{ClauseSink, Verdict};
use super::interpretation::{Interpretation, RegisterEntry};
use super::rules::{perft_divide, Rejection, Rules, SquareView};
use super::trace::{PositionTrace, Recorder};
use super::Clause;
use super::{OracleError, Status};
use std::sync::OnceLock;

/// A ruleset behind a uniform, text-based face.
pub trait AnyRuleset: Send + Sync {
    /// The slug, e.g. `void-chess`.
    fn slug(&self) -> &'static str;
    /// The name for people.
    fn name(&self) -> &'static str;
    /// The interpretation register.
    fn register(&self) -> &'static [RegisterEntry];
    /// The game events that are not moves, with their meaning.
    fn events(&self) -> &'static [(&'static str, &'static str)];
    /// The one-line position form of a board diagram (`Unsupported` where the ruleset has none).
    fn position_from_diagram(&self, diagram: &str) -> Result<String, OracleError>;
    /// Starts a game from `start` (`startpos` or a position in text form) with the given switches.
    fn new_game(
        &self,
        start: &str,
        interpretation: &[(String, String)],
    ) -> Result<Box<dyn AnyGame>, OracleError>;
}

/// A game in progress, behind a uniform, text-based face. Moves are accepted in coordinate form or in
/// the ruleset's notation for people; they are reported in coordinate form.
pub trait AnyGame: Send {
    /// The ruleset's slug.
    fn slug(&self) -> &'static str;
    /// The start position in text form.
    fn start(&self) -> String;
    /// The moves played so far, coordinate form.
    fn moves(&self) -> &[String];
    /// The current position in text form.
    fn position(&self) -> String;
    /// Every position of the game in text form, the start first.
    fn positions(&self) -> Vec<String>;
    /// The side to move, in the ruleset's words.
    fn side_to_move(&self) -> &'static str;
    /// Every legal move of the current position by move generation, coordinate form, sorted.
    /// (A game ended by a history rule such as repetition still lists them; `status` says it has ended.)
    fn legal_moves(&self) -> Vec<String>;
    /// [`AnyGame::legal_moves`] as the texts the game keeps, not copied.
    fn legal_move_texts(&self) -> Vec<&str>;
    /// The legal moves as `(coordinate, notation for people)`, sorted by coordinate form.
    fn legal_moves_with_san(&self) -> Vec<(String, String)>;
    /// Decides a move without playing it: its coordinate form when legal, the first check that says no
    /// when not, or why the text is no move. A move after the game has ended is refused with the clause
    /// that ended it.
    fn explain(&self, text: &str) -> Verdict<String>;
    /// Runs the legal-move generation of the current position with every check reporting to `sink`, then
    /// reports the status clause (see [`crate::core::check`], "The clause trace").
    fn trace(&self, sink: &mut dyn ClauseSink);
    /// What the answer about the current position rested on: each legal move with the clauses of the
    /// checks that let it through, the clauses that refused the other candidates, and the status clause,
    /// from one traced generation (see [`crate::core::trace`]).
    fn trace_position(&self) -> PositionTrace;
    /// Plays a move. Refused when the game has ended or the move is illegal.
    fn play(&mut self, text: &str) -> Result<(), OracleError>;
    /// Plays a move like [`AnyGame::play`] and returns the clauses the play exercised, sorted: those of
    /// the checks that let the move through, those of the effects it had (see
    /// [`crate::core::Rules::play_traced`]), the clause that decided the status after it and the other
    /// clauses that state rests on (as [`AnyGame::trace_position`] reports them in `state`).
    fn play_traced(&mut self, text: &str) -> Result<Vec<Clause>, OracleError>;
    /// The clauses a move's notation for people is written by ([`crate::core::Rules::notation_clauses`]).
    fn notation_clauses(&self, san: &str) -> Vec<Clause>;
    /// Plays the `index`-th move of [`AnyGame::legal_moves`] as generation made it, without reading its
    /// text again, and returns that text: listing the moves and playing one of them generate the moves
    /// once (random games, fuzzing). Refused, as [`AnyGame::play`] refuses, when the game has ended, and
    /// when there is no such move.
    fn play_legal(&mut self, index: usize) -> Result<String, OracleError>;
    /// Plays moves in order; an error names the index of the move at fault, and the move as people number
    /// it (`move 8..., ply 16`; the ply counted from the first move given).
    fn play_all(&mut self, moves: &[String]) -> Result<(), OracleError> {
        let mut ply = 0;
        for (i, m) in moves.iter().enumerate() {
            // A PGN move number standing alone (`1.`, `12...`) is no move.
            if super::spellings::is_move_number(m) {
                continue;
            }
            ply += 1;
            let number = self.move_number();
            self.play(m)
                .map_err(|e| e.at_numbered_move(i, Some(numbered(number, ply))))?;
        }
        Ok(())
    }
    /// The number people give the next move (`8.`, `8...`), where the ruleset numbers moves so.
    fn move_number(&self) -> Option<String> {
        None
    }
    /// A game event that is not a move (agreement, flag fall, ...). Ends the game with its status.
    fn event(&mut self, name: &str) -> Result<(), OracleError>;
    /// How the game stands.
    fn status(&self) -> Status;
    /// The status after each move played (index 0: after the first move).
    fn statuses(&self) -> &[Status];
    /// Whether the side to move is in check.
    fn in_check(&self) -> bool;
    /// A picture of the current position for people.
    fn show(&self) -> String;
    /// What stands on a square.
    fn square(&self, name: &str) -> Result<SquareView, OracleError>;
    /// Perft from the current position.
    fn perft(&self, depth: u32) -> u64;
    /// Perft divided by first move, sorted by move text.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// The current switch values.
    fn interpretation(&self) -> Vec<(&'static str, &'static str)>;
    /// A copy of this game.
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// Each legal move (coordinate form, sorted) with the game that starts from the position it leads to,
    /// without history: the children perft counts (see `perft_run`).
    fn successors(&self) -> Vec<(String, Box<dyn AnyGame>)>;
}

/// How a move of a list is named in an error: as people number it, with its ply in the list (`move 8...,
/// ply 16`), or by its ply alone where the ruleset does not number moves so.
pub fn numbered(number: Option<String>, ply: usize) -> String {
    match number {
        Some(n) => format!("move {n}, ply {ply}"),
        None => format!("ply {ply}"),
    }
}

/// Wraps a typed ruleset value into the [`AnyRuleset`] face.
pub struct RulesetFace<R: Rules>(pub R);

impl<R: Rules> AnyRuleset for RulesetFace<R> {
    fn slug(&self) -> &'static str {
        self.0.slug()
    }
    fn name(&self) -> &'static str {
        self.0.name()
    }
    fn register(&self) -> &'static [RegisterEntry] {
        R::Interpretation::register()
    }
    fn events(&self) -> &'static [(&'static str, &'static str)] {
        self.0.events()
    }
    fn position_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        // The notes `oracle show` writes under its picture (the position text, the last move, check, the
        // status) are not part of the diagram: a pasted `show` output reads as its picture.
        let picture: String = diagram
            .lines()
            .filter(|l| {
                let key = l.trim_start().split(':').next().unwrap_or("");
                !matches!(key, "position" | "last move" | "check" | "status")
            })
            .map(|l| format!("{l}\n"))
            .collect();
        self.0.position_text_from_diagram(&picture)
    }
    fn new_game(
        &self,
        start: &str,
        interpretation: &[(String, String)],
    ) -> Result<Box<dyn AnyGame>, OracleError> {
        let interp = R::Interpretation::with(interpretation)?;
        Ok(Box::new(Game::new(self.0.clone(), start, interp)?))
    }
}

/// A game record of a typed ruleset: the start, the moves, every position, and a status after every move.
#[derive(Clone, Debug)]
pub struct Game<R: Rules> {
    pub rules: R,
    pub interp: R::Interpretation,
    pub history: Vec<R::Position>,
    move_texts: Vec<String>,
    statuses: Vec<Status>,
    initial_status: Status,
    event_status: Option<Status>,
    /// The legal moves of the current position with their coordinate texts, sorted by text: made by the
    /// first question that needs them and kept until the next move.
    legal: OnceLock<LegalList<R::Move>>,
    /// The notation for people of each of those moves, in their order: made when first asked, kept until
    /// the next move.
    sans: OnceLock<Vec<String>>,
}

impl<R: Rules> Game<R> {
    /// Starts from `startpos` or a position in text form.
    pub fn new(rules: R, start: &str, interp: R::Interpretation) -> Result<Self, OracleError> {
        let start = start.trim();
        let pos = if start == "startpos" {
            rules.start_position(&interp)
        } else {
            rules.parse_position(start, &interp)?
        };
        Ok(Self::from_position(rules, pos, interp))
    }

    /// Starts from a position value.
    pub fn from_position(rules: R, pos: R::Position, interp: R::Interpretation) -> Self {
        let history = vec![pos];
        let initial_status = rules.status(&history, &interp);
        Game {
            rules,
            interp,
            history,
            move_texts: Vec::new(),
            statuses: Vec::new(),
            initial_status,
            event_status: None,
            legal: OnceLock::new(),
            sans: OnceLock::new(),
        }
    }

    /// The current position.
    pub fn current(&self) -> &R::Position {
        self.history.last().expect("a game has a start")
    }

    /// Plays a typed move, which must be legal.
    pub fn play_move(&mut self, mv: &R::Move) {
        let text = self.rules.format_move(self.current(), mv);
        let next = self.rules.play(self.current(), mv, &self.interp);
        self.push_position(text, next);
    }

    /// Every move is refused once the game has ended, by the clause that ended it.
    fn refuse_after_the_end(&self, text: &str) -> Result<(), OracleError> {
        let status = self.current_status();
        match (status.is_over(), status.clause) {
            (true, Some(clause)) => Err(OracleError::GameOver {
                text: text.to_string(),
                status: status.word(),
                clause,
                move_index: None,
            }),
            _ => Ok(()),
        }
    }

    /// Appends the position a move (given in coordinate form) led to, and its status.
    fn push_position(&mut self, text: String, next: R::Position) {
        self.history.push(next);
        self.legal = OnceLock::new();
        self.sans = OnceLock::new();
        self.move_texts.push(text);
        self.statuses
            .push(self.rules.status(&self.history, &self.interp));
    }

    /// Decides a move text: as the ruleset reads it, else as one of the other spellings people write
    /// (see [`super::spellings`]) when that names a move.
    fn decide_text(&self, text: &str) -> Verdict<R::Move> {
        let pos = self.current();
        let text = text.trim();
        let first = self.rules.check_move(pos, text, &self.interp);
        if first.is_legal() {
            return first;
        }
        // Only the pieces of the side to move: `f1i1` is White's castling spelling, never Black's.
        let side = self.rules.side_to_move(pos);
        let piece_on = |sq: &str| {
            let piece = self.rules.square(pos, sq).ok().and_then(|v| v.piece)?;
            (piece.split_once(' ').map(|(colour, _)| colour) == Some(side)).then_some(piece)
        };
        let mut refused = None;
        for alt in super::spellings::alternatives(text, &piece_on) {
            match self.rules.check_move(pos, &alt, &self.interp) {
                Verdict::Legal(m) => return Verdict::Legal(m),
                Verdict::Refused(r) if refused.is_none() => refused = Some(r),
                _ => {}
            }
        }
        if !matches!(first, Verdict::Unreadable(_)) {
            return first;
        }
        if let Some(r) = refused {
            return Verdict::Refused(r);
        }
        match super::spellings::loose_match(text, &self.legal_with_san()) {
            Some(coord) => self.rules.check_move(pos, &coord, &self.interp),
            None => first,
        }
    }

    /// Reports to `sink` the clauses the current position's state rests on besides its status clause:
    /// [`Rules::state_clauses`], and [`Rules::start_clauses`] when the game stands at the start position.
    fn trace_state(&self, sink: &mut dyn ClauseSink) {
        let pos = self.current();
        for clause in self
            .rules
            .state_clauses(pos, self.current_status(), &self.interp)
        {
            sink.status(clause);
        }
        if *pos == self.rules.start_position(&self.interp) {
            for &clause in self.rules.start_clauses() {
                sink.status(clause);
            }
        }
    }

    /// The legal moves of the current position with their coordinate texts, sorted by text.
    fn legal_list(&self) -> &LegalList<R::Move> {
        self.legal.get_or_init(|| {
            let pos = self.current();
            let moves = self.rules.legal_moves(pos, &self.interp);
            let mut list = LegalList {
                texts: String::with_capacity(6 * moves.len()),
                moves: Vec::with_capacity(moves.len()),
            };
            for m in moves {
                let start = list.texts.len();
                self.rules.write_move(pos, &m, &mut list.texts);
                list.moves.push((start..list.texts.len(), m));
            }
            // No two legal moves share a coordinate text, so an unstable sort gives the one order.
            let texts = &list.texts;
            list.moves
                .sort_unstable_by(|a, b| texts[a.0.clone()].cmp(&texts[b.0.clone()]));
            list
        })
    }

    /// The notation for people of the moves of [`Game::legal_list`], in its order.
    fn legal_sans(&self) -> &[String] {
        self.sans.get_or_init(|| {
            let pos = self.current();
            self.legal_list()
                .iter()
                .map(|(_, m)| self.rules.format_san(pos, m, &self.interp))
                .collect()
        })
    }

    /// The legal moves as `(coordinate, notation for people)`, sorted by coordinate form.
    fn legal_with_san(&self) -> Vec<(String, String)> {
        self.legal_list()
            .iter()
            .zip(self.legal_sans())
            .map(|((coord, _), san)| (coord.to_string(), san.clone()))
            .collect()
    }

    fn current_status(&self) -> &Status {
        if let Some(s) = &self.event_status {
            return s;
        }
        self.statuses.last().unwrap_or(&self.initial_status)
    }
}

impl<R: Rules> AnyGame for Game<R> {
    fn slug(&self) -> &'static str {
        self.rules.slug()
    }
    fn start(&self) -> String {
        self.rules.format_position(&self.history[0])
    }
    fn moves(&self) -> &[String] {
        &self.move_texts
    }
    fn position(&self) -> String {
        self.rules.format_position(self.current())
    }
    fn positions(&self) -> Vec<String> {
        self.history
            .iter()
            .map(|p| self.rules.format_position(p))
            .collect()
    }
    fn side_to_move(&self) -> &'static str {
        self.rules.side_to_move(self.current())
    }
    fn move_number(&self) -> Option<String> {
        self.rules.move_number(self.current())
    }
    fn legal_moves(&self) -> Vec<String> {
        self.legal_list()
            .iter()
            .map(|(t, _)| t.to_string())
            .collect()
    }
    fn legal_move_texts(&self) -> Vec<&str> {
        self.legal_list().iter().map(|(t, _)| t).collect()
    }
    fn legal_moves_with_san(&self) -> Vec<(String, String)> {
        self.legal_with_san()
    }
    fn explain(&self, text: &str) -> Verdict<String> {
        let status = self.current_status();
        let pos = self.current();
        let verdict = self.decide_text(text);
        if let (false, true, Some(clause)) = (
            matches!(verdict, Verdict::Unreadable(_)),
            status.is_over(),
            status.clause,
        ) {
            return Verdict::Refused(Rejection::new(
                clause,
                format!("the game is over: {status}"),
            ));
        }
        verdict.map(|m| self.rules.format_move(pos, &m))
    }
    fn trace_position(&self) -> PositionTrace {
        let pos = self.current();
        let mut recorder = Recorder::default();
        let legal = self
            .rules
            .legal_moves_traced(pos, &self.interp, &mut recorder);
        // The recorder settles one list per legal candidate, in generation order; a ruleset whose
        // generation reports no checks settles none, and its moves rest on no listed clause.
        let mut lists = std::mem::take(&mut recorder.legal).into_iter();
        let same_count = lists.len() == legal.len();
        let mut moves: Vec<(String, Vec<Clause>)> = legal
            .iter()
            .map(|m| {
                let clauses = if same_count {
                    lists.next().unwrap_or_default()
                } else {
                    Vec::new()
                };
                (self.rules.format_move(pos, m), clauses)
            })
            .collect();
        moves.sort();
        self.trace_state(&mut recorder);
        PositionTrace {
            moves,
            refused: recorder.refused,
            refusals: recorder.refusals,
            status: self.current_status().clause,
            state: recorder.state,
        }
    }
    fn trace(&self, sink: &mut dyn ClauseSink) {
        self.rules
            .legal_moves_traced(self.current(), &self.interp, sink);
        if let Some(clause) = self.current_status().clause {
            sink.status(clause);
        }
        self.trace_state(sink);
    }
    fn notation_clauses(&self, san: &str) -> Vec<Clause> {
        self.rules.notation_clauses(san)
    }
    fn play_traced(&mut self, text: &str) -> Result<Vec<Clause>, OracleError> {
        self.refuse_after_the_end(text)?;
        let mv = self.decide_text(text).into_move(text)?;
        let coord = self.rules.format_move(self.current(), &mv);
        let mut clauses: std::collections::BTreeSet<Clause> = self
            .trace_position()
            .moves
            .into_iter()
            .find(|(m, _)| *m == coord)
            .map(|(_, cs)| cs.into_iter().collect())
            .unwrap_or_default();
        let mut effects = Recorder::default();
        let next = self
            .rules
            .play_traced(self.current(), &mv, &self.interp, &mut effects);
        effects.settle(true);
        clauses.extend(effects.legal.into_iter().flatten());
        self.push_position(coord, next);
        clauses.extend(self.current_status().clause);
        let mut state = Recorder::default();
        self.trace_state(&mut state);
        clauses.extend(state.state);
        Ok(clauses.into_iter().collect())
    }
    fn play(&mut self, text: &str) -> Result<(), OracleError> {
        self.refuse_after_the_end(text)?;
        // When the legal moves are already listed (an engine under test asks for them, then plays one),
        // a coordinate text of the list is that move: the same move `decide_text` reads from it, since no
        // two legal moves share a coordinate text.
        if let Some(list) = self.legal.get() {
            if let Some((text, mv)) = list.find(text.trim()) {
                let (text, mv) = (text.to_string(), mv.clone());
                let next = self.rules.play(self.current(), &mv, &self.interp);
                self.push_position(text, next);
                return Ok(());
            }
        }
        let mv = self.decide_text(text).into_move(text)?;
        self.play_move(&mv);
        Ok(())
    }
    fn play_legal(&mut self, index: usize) -> Result<String, OracleError> {
        let Some((text, mv)) = self
            .legal_list()
            .get(index)
            .map(|(t, m)| (t.to_string(), m.clone()))
        else {
            return Err(OracleError::bad_move(
                &index.to_string(),
                format!(
                    "there is no legal move number {index} (there are {})",
                    self.legal_list().len()
                ),
            ));
        };
        let status = self.current_status();
        if let (true, Some(clause)) = (status.is_over(), status.clause) {
            return Err(OracleError::GameOver {
                text,
                status: status.word(),
                clause,
                move_index: None,
            });
        }
        self.play_move(&mv);
        Ok(text)
    }
    fn event(&mut self, name: &str) -> Result<(), OracleError> {
        let status = self.current_status().clone();
        if let (true, Some(clause)) = (status.is_over(), status.clause) {
            return Err(OracleError::GameOver {
                text: name.to_string(),
                status: status.word(),
                clause,
                move_index: None,
            });
        }
        let s = self.rules.event(&self.history, name, &self.interp)?;
        self.event_status = Some(s);
        Ok(())
    }
    fn status(&self) -> Status {
        self.current_status().clone()
    }
    fn statuses(&self) -> &[Status] {
        &self.statuses
    }
    fn in_check(&self) -> bool {
        self.rules.in_check(self.current(), &self.interp)
    }
    fn show(&self) -> String {
        self.rules.show(self.current())
    }
    fn square(&self, name: &str) -> Result<SquareView, OracleError> {
        self.rules.square(self.current(), name)
    }
    fn perft(&self, depth: u32) -> u64 {
        self.rules.perft(self.current(), depth, &self.interp)
    }
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        perft_divide(&self.rules, self.current(), depth, &self.interp)
    }
    fn interpretation(&self) -> Vec<(&'static str, &'static str)> {
        self.interp.values()
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
    fn successors(&self) -> Vec<(String, Box<dyn AnyGame>)> {
        let pos = self.current();
        let mut out: Vec<(String, Box<dyn AnyGame>)> = self
            .rules
            .legal_moves(pos, &self.interp)
            .iter()
            .map(|m| {
                let next = self.rules.play(pos, m, &self.interp);
                let game = Game::from_position(self.rules.clone(), next, self.interp.clone());
                (
                    self.rules.format_move(pos, m),
                    Box::new(game) as Box<dyn AnyGame>,
                )
            })
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out
    }
}

/// The legal moves of a position with their coordinate texts, sorted by text: the texts written one after
/// another into one string (a position's texts are many and short), each move with the span of its own.
#[derive(Clone, Debug)]
struct LegalList<M> {
    texts: String,
    moves: Vec<(std::ops::Range<usize>, M)>,
}

impl<M> LegalList<M> {
    fn len(&self) -> usize {
        self.moves.len()
    }

    /// The `index`-th move in the order of the texts, with its text.
    fn get(&self, index: usize) -> Option<(&str, &M)> {
        self.moves
            .get(index)
            .map(|(span, m)| (&self.texts[span.clone()], m))
    }

    /// Every move with its text, in the order of the texts.
    fn iter(&self) -> impl Iterator<Item = (&str, &M)> + '_ {
        self.moves
            .iter()
            .map(|(span, m)| (&self.texts[span.clone()], m))
    }

    /// The move whose coordinate text is `text`.
    fn find(&self, text: &str) -> Option<(&str, &M)> {
        let i = self
            .moves
            .binary_search_by(|(span, _)| self.texts[span.clone()].cmp(text))
            .ok()?;
        self.get(i)
    }
}

#[cfg(test)]
mod tests {
    use crate::core::OracleError;

    /// The legal list's texts, written by `Rules::write_move`, are the texts `Rules::format_move` gives,
    /// in every ruleset, along a game that takes a different move each ply.
    #[test]
    fn the_listed_texts_are_the_coordinate_texts() {
        fn along<R: super::Rules>(rules: R) {
            let mut game = super::Game::new(rules.clone(), "startpos", Default::default()).unwrap();
            for ply in 0..40usize {
                let pos = game.current().clone();
                let list = game.legal_list();
                for (text, mv) in list.iter() {
                    assert_eq!(text, rules.format_move(&pos, mv), "{}", rules.slug());
                }
                if list.len() == 0 || game.current_status().is_over() {
                    break;
                }
                let mv = list.get((ply * 7 + 3) % list.len()).unwrap().1.clone();
                game.play_move(&mv);
            }
        }
        along(crate::void_chess::VoidChess);
        along(crate::fide::Fide);
        along(crate::suicide_void::SuicideRules(
            crate::suicide_void::Suicide,
        ));
        along(crate::suicide_void::SuicideRules(
            crate::suicide_void::SuicideVoid,
        ));
        along(crate::minnaar::Minnaar);
        along(crate::circular::Circular);
    }

    /// A move played from the list is the move its text names: the same record, position and status, in
    /// every ruleset, along a game that takes a different move each ply.
    #[test]
    fn a_move_played_from_the_list_is_the_move_its_text_plays() {
        for ruleset in crate::rulesets() {
            let mut by_index = ruleset.new_game("startpos", &[]).unwrap();
            let mut by_text = ruleset.new_game("startpos", &[]).unwrap();
            for ply in 0..40usize {
                let legal = by_index.legal_moves();
                if legal.is_empty() || by_index.status().is_over() {
                    break;
                }
                let i = (ply * 7 + 3) % legal.len();
                assert_eq!(by_index.play_legal(i).unwrap(), legal[i]);
                by_text.play(&legal[i]).unwrap();
                assert_eq!(by_index.moves(), by_text.moves(), "{}", ruleset.slug());
                assert_eq!(by_index.position(), by_text.position());
                assert_eq!(by_index.status(), by_text.status());
                assert_eq!(by_index.legal_moves(), by_text.legal_moves());
            }
        }
    }

    #[test]
    fn play_legal_refuses_a_number_beyond_the_list_and_a_move_after_the_end() {
        let fide = crate::ruleset("fide").unwrap();
        let mut game = fide.new_game("startpos", &[]).unwrap();
        let e = game.play_legal(20).unwrap_err();
        assert!(
            e.to_string()
                .contains("no legal move number 20 (there are 20)"),
            "{e}"
        );
        assert!(game.moves().is_empty());
        // After a draw by agreement the moves are still listed, and every one is refused with the
        // clause that ended the game, as `play` refuses them.
        game.event("agreement").unwrap();
        assert_eq!(game.legal_moves().len(), 20);
        match game.play_legal(0) {
            Err(OracleError::GameOver { clause, .. }) => assert_eq!(clause.id(), "fide/5.5"),
            other => panic!("expected the game over, got {other:?}"),
        }
        assert!(game.moves().is_empty());
    }
}
