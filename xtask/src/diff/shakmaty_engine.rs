//! The in-process adapter for the shakmaty crate: `Chess` for FIDE, `variant::Antichess` for the suicide
//! base rules. It decides check and the board-read ends (checkmate, stalemate, a variant's own end).

use super::engine::{Answer, Engine, Fault, Query, StatusScope};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, EnPassantMode, FromSetup, KnownOutcome, Position};

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
            let pos: P = if q.start == "startpos" {
                P::default()
            } else {
                let fen: Fen = q
                    .start
                    .parse()
                    .map_err(|e| refuse(format!("bad FEN `{}`: {e}", q.start)))?;
                fen.into_position(CastlingMode::Standard)
                    .map_err(|e| refuse(format!("impossible position `{}`: {e}", q.start)))?
            };
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
            let uci: UciMove = match text.parse() {
                Ok(u) => u,
                Err(e) => {
                    let message = format!("bad move `{text}`: {e}");
                    self.cache = None;
                    return Err(refuse(message));
                }
            };
            let m = match uci.to_move(pos) {
                Ok(m) => m,
                Err(e) => {
                    let message = format!("illegal move `{text}`: {e}");
                    self.cache = None;
                    return Err(refuse(message));
                }
            };
            pos.play_unchecked(m);
            cached.moves.push(text.clone());
        }
        Ok(&self.cache.as_ref().expect("just filled").1)
    }
}

/// `white` or `black`.
pub fn color_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The status a position shows on the board alone: a variant's own end, checkmate, stalemate.
pub fn board_status<P: Position>(pos: &P) -> String {
    let known = pos.variant_outcome().known().or_else(|| {
        pos.legal_moves().is_empty().then(|| {
            if pos.is_check() {
                KnownOutcome::Decisive {
                    winner: !pos.turn(),
                }
            } else {
                KnownOutcome::Draw
            }
        })
    });
    match known {
        None => "ongoing".to_string(),
        Some(KnownOutcome::Decisive { winner }) => format!("{}-wins", color_word(winner)),
        Some(KnownOutcome::Draw) => "draw".to_string(),
    }
}

/// The answer shakmaty gives about a position.
pub fn answer_of<P: Position>(pos: &P) -> Answer {
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect();
    moves.sort();
    Answer {
        moves,
        position: Some(Fen::from_position(pos, EnPassantMode::Legal).to_string()),
        check: Some(pos.is_check()),
        status: Some((board_status(pos), StatusScope::Board)),
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
}
