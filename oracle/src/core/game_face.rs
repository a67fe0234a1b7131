//! Every typed ruleset and game behind the uniform face ([`super::face`]): [`RulesetFace`] wraps a
//! [`Rules`] value as an [`AnyRuleset`], and a [`Game`] answers as an [`AnyGame`], each question turned into
//! the typed one and the answer into text.

use super::check::{ClauseSink, Verdict};
use super::face::{AnyGame, AnyRuleset};
use super::game::{Game, LegalList};
use super::interpretation::{Interpretation, RegisterEntry};
use super::rules::{perft_divide, Rejection, Rules, SquareView};
use super::trace::{PositionTrace, Recorder};
use super::Clause;
use super::{OracleError, Status};

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
        let mut recorder = Recorder::for_a_position();
        let legal = self
            .rules
            .legal_moves_traced(pos, &self.interp, &mut recorder);
        // The recorder settles one list per legal candidate, in generation order; a ruleset whose
        // generation reports no checks settles none, and its moves rest on no listed clause.
        let lists = std::mem::take(&mut recorder.legal);
        let same_count = lists.len() == legal.len();
        // The legal moves are known now: a move played next is found among them.
        let (listed, order) =
            LegalList::sorted_from(&legal, |m, out| self.rules.write_move(pos, m, out));
        let moves = listed
            .iter()
            .zip(&order)
            .map(|((text, _), &i)| {
                let clauses = if same_count { lists[i as usize] } else { &[] };
                (text.to_string(), clauses)
            })
            .collect();
        let _ = self.legal.set(listed);
        self.trace_state(&mut recorder);
        PositionTrace {
            moves,
            refused: recorder.refused(),
            refusals: recorder.refusals(),
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
            .map(|(_, cs)| cs.iter().copied().collect())
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
        self.event = Some((name.to_string(), s));
        Ok(())
    }
    fn event_played(&self) -> Option<&str> {
        self.event.as_ref().map(|(name, _)| name.as_str())
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
        if self.rules.perft_stops(pos, &self.interp) {
            return Vec::new();
        }
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
