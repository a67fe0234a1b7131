//! The game record of a typed ruleset: a start position, the moves played, the history and a status after
//! every move, with the legal moves of the current position kept until the next move.

use super::check::{ClauseSink, Verdict};
use super::rules::Rules;
use super::{OracleError, Status};
use std::sync::OnceLock;

/// A game record of a typed ruleset: the start, the moves, every position, and a status after every move.
#[derive(Clone, Debug)]
pub struct Game<R: Rules> {
    pub rules: R,
    pub interp: R::Interpretation,
    pub history: Vec<R::Position>,
    pub(super) move_texts: Vec<String>,
    pub(super) statuses: Vec<Status>,
    pub(super) initial_status: Status,
    /// The game event that ended the game (`agreement`, ...) and the status it gave.
    pub(super) event: Option<(String, Status)>,
    /// The legal moves of the current position with their coordinate texts, sorted by text: made by the
    /// first question that needs them and kept until the next move.
    pub(super) legal: OnceLock<LegalList<R::Move>>,
    /// The notation for people of each of those moves, in their order: made when first asked, kept until
    /// the next move.
    pub(super) sans: OnceLock<Vec<String>>,
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
            event: None,
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
    pub(super) fn refuse_after_the_end(&self, text: &str) -> Result<(), OracleError> {
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
    pub(super) fn push_position(&mut self, text: String, next: R::Position) {
        self.history.push(next);
        self.legal = OnceLock::new();
        self.sans = OnceLock::new();
        self.move_texts.push(text);
        self.statuses
            .push(self.rules.status(&self.history, &self.interp));
    }

    /// Decides a move text: as the ruleset reads it, else as one of the other spellings people write
    /// (see [`super::spellings`]) when that names a move.
    pub(super) fn decide_text(&self, text: &str) -> Verdict<R::Move> {
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
    pub(super) fn trace_state(&self, sink: &mut dyn ClauseSink) {
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
    pub(super) fn legal_list(&self) -> &LegalList<R::Move> {
        self.legal.get_or_init(|| {
            let pos = self.current();
            let moves = self.rules.legal_moves(pos, &self.interp);
            LegalList::sorted_from(&moves, |m, out| self.rules.write_move(pos, m, out)).0
        })
    }

    /// The notation for people of the moves of [`Game::legal_list`], in its order.
    pub(super) fn legal_sans(&self) -> &[String] {
        self.sans.get_or_init(|| {
            let pos = self.current();
            self.legal_list()
                .iter()
                .map(|(_, m)| self.rules.format_san(pos, m, &self.interp))
                .collect()
        })
    }

    /// The legal moves as `(coordinate, notation for people)`, sorted by coordinate form.
    pub(super) fn legal_with_san(&self) -> Vec<(String, String)> {
        self.legal_list()
            .iter()
            .zip(self.legal_sans())
            .map(|((coord, _), san)| (coord.to_string(), san.clone()))
            .collect()
    }

    pub(super) fn current_status(&self) -> &Status {
        if let Some((_, s)) = &self.event {
            return s;
        }
        self.statuses.last().unwrap_or(&self.initial_status)
    }
}

/// The legal moves of a position with their coordinate texts, sorted by text: the texts written one after
/// another into one string (a position's texts are many and short), each move with the span of its own.
#[derive(Clone, Debug)]
pub(super) struct LegalList<M> {
    texts: String,
    moves: Vec<(std::ops::Range<usize>, M)>,
}

impl<M: Clone> LegalList<M> {
    /// `moves`, each with its text written by `write`, sorted by text; with each listed move's index in
    /// `moves` (the order a traced generation's lists of clauses follow).
    pub(super) fn sorted_from(
        moves: &[M],
        mut write: impl FnMut(&M, &mut String),
    ) -> (LegalList<M>, Vec<u32>) {
        let mut texts = String::with_capacity(6 * moves.len());
        let mut spans: Vec<(std::ops::Range<usize>, u32)> = Vec::with_capacity(moves.len());
        for (i, m) in moves.iter().enumerate() {
            let start = texts.len();
            write(m, &mut texts);
            spans.push((start..texts.len(), i as u32));
        }
        // No two legal moves share a coordinate text, so an unstable sort gives the one order.
        spans.sort_unstable_by(|a, b| texts[a.0.clone()].cmp(&texts[b.0.clone()]));
        let order = spans.iter().map(|&(_, i)| i).collect();
        let moves = spans
            .into_iter()
            .map(|(span, i)| (span, moves[i as usize].clone()))
            .collect();
        (LegalList { texts, moves }, order)
    }
}

impl<M> LegalList<M> {
    pub(super) fn len(&self) -> usize {
        self.moves.len()
    }

    /// The `index`-th move in the order of the texts, with its text.
    pub(super) fn get(&self, index: usize) -> Option<(&str, &M)> {
        self.moves
            .get(index)
            .map(|(span, m)| (&self.texts[span.clone()], m))
    }

    /// Every move with its text, in the order of the texts.
    pub(super) fn iter(&self) -> impl Iterator<Item = (&str, &M)> + '_ {
        self.moves
            .iter()
            .map(|(span, m)| (&self.texts[span.clone()], m))
    }

    /// The move whose coordinate text is `text`.
    pub(super) fn find(&self, text: &str) -> Option<(&str, &M)> {
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
