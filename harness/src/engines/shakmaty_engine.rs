//! The in-process adapter for the shakmaty crate: `Chess` for FIDE, `variant::Antichess` for the suicide
//! base rules. It decides check and the board-read ends (checkmate, stalemate, a variant's own end). What
//! shakmaty is asked and how its answers are worded is `crate::shakmaty_adapter`, which the
//! differential fuzz targets use too.

use super::engine::{Answer, Engine, Fault, Query, StatusScope};
use crate::shakmaty_adapter as adapter;
use shakmaty::{FromSetup, Position};

/// shakmaty playing one of its positions, remembering the last game so that a query one move further
/// costs one move.
pub struct ShakmatyEngine<P> {
    label: &'static str,
    cache: Option<(Query, P)>,
}

impl<P: Position + FromSetup + Default + Clone + Send> ShakmatyEngine<P> {
    pub fn new(label: &'static str) -> Self {
        ShakmatyEngine { label, cache: None }
    }

    /// The position a query reaches (start, then every move, each one checked against shakmaty's rules).
    pub fn position_after(&mut self, q: &Query) -> Result<&P, Fault> {
        let refuse = |message: String| Fault::Refused {
            request: q.describe(),
            message,
        };
        let reusable = matches!(&self.cache, Some((c, _))
            if c.start == q.start && q.moves.starts_with(&c.moves));
        if !reusable {
            let pos: P = adapter::read_start(&q.start).map_err(refuse)?;
            self.cache = Some((
                Query {
                    start: q.start.clone(),
                    moves: Vec::new(),
                    before_last: None,
                },
                pos,
            ));
        }
        let Some((cached, pos)) = self.cache.as_mut() else {
            return Err(refuse("no position".into()));
        };
        for text in &q.moves[cached.moves.len()..] {
            if let Err(message) = adapter::play(pos, text) {
                self.cache = None;
                return Err(refuse(message));
            }
            cached.moves.push(text.clone());
        }
        Ok(&self.cache.as_ref().expect("just filled").1)
    }
}

/// The answer shakmaty gives about a position.
pub fn answer_of<P: Position>(pos: &P) -> Answer {
    let legal = pos.legal_moves();
    Answer {
        moves: adapter::coordinate_texts(&legal),
        position: Some(adapter::fen(pos)),
        check: Some(pos.is_check()),
        status: Some((
            adapter::board_status_with(pos, legal.is_empty()),
            StatusScope::Board,
        )),
        clause: None,
    }
}

impl<P: Position + FromSetup + Default + Clone + Send> Engine for ShakmatyEngine<P> {
    fn name(&self) -> String {
        self.label.to_string()
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        let pos = self.position_after(q)?;
        Ok(answer_of(pos))
    }

    /// shakmaty's SAN (`SanPlus`: with the check and mate marks).
    fn notation(&mut self, q: &Query, mv: &str) -> Option<Result<String, Fault>> {
        let pos = match self.position_after(q) {
            Ok(p) => p,
            Err(f) => return Some(Err(f)),
        };
        Some(adapter::san(pos, mv).map_err(|message| Fault::Refused {
            request: format!("notation {mv} after {}", q.describe()),
            message,
        }))
    }
}
