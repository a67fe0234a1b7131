//! A game: a start and the moves played from it, each checked, with the positions reached (9.5 needs
//! them) and the status of each.

use crate::attacks::king_must_move;
use crate::board::parse_square;
use crate::moves::{pseudo_legal, Move};
use crate::position::*;
use crate::rules::legal_moves;
use crate::status::{status, Status};

/// Why a move could not be played, with the clause that decided it where one did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not a move of the coordinate form (`e2e4`, `e4e5e6`, `e8e9m`).
    BadMove(String),
    /// A well-formed move the rules forbid here.
    Illegal {
        clause: &'static str,
        message: String,
    },
    /// The game had already ended.
    GameOver {
        clause: Option<&'static str>,
        message: String,
    },
}

impl MoveError {
    /// The protocol's kind word.
    pub fn kind(&self) -> &'static str {
        match self {
            MoveError::BadMove(_) => "bad-move",
            MoveError::Illegal { .. } => "illegal-move",
            MoveError::GameOver { .. } => "game-over",
        }
    }

    pub fn clause(&self) -> Option<&'static str> {
        match self {
            MoveError::BadMove(_) => None,
            MoveError::Illegal { clause, .. } => Some(clause),
            MoveError::GameOver { clause, .. } => *clause,
        }
    }

    pub fn message(&self) -> &str {
        match self {
            MoveError::BadMove(m) => m,
            MoveError::Illegal { message, .. } | MoveError::GameOver { message, .. } => message,
        }
    }
}

/// The squares and promotion letter of a coordinate move, without judging it.
pub fn read_coordinate(text: &str) -> Result<(u8, Option<u8>, u8, Option<usize>), MoveError> {
    let bad = || {
        MoveError::BadMove(format!(
            "`{text}` is not a coordinate move (e2e4, e4e5e6 for a Minister's path, e8e9m for a promotion)"
        ))
    };
    if !text.is_ascii() {
        return Err(bad());
    }
    let squares: Vec<Option<u8>> = (0..text.len() / 2)
        .map(|i| parse_square(&text[2 * i..2 * i + 2]))
        .collect();
    let promo = |c: u8| {
        "qrbnm"
            .find(c as char)
            .map(|i| [QUEEN, ROOK, BISHOP, KNIGHT, MINISTER][i])
    };
    let b = text.as_bytes();
    match (text.len(), squares.as_slice()) {
        (4, [Some(f), Some(t)]) => Ok((*f, None, *t, None)),
        (5, [Some(f), Some(t)]) => Ok((*f, None, *t, Some(promo(b[4]).ok_or_else(bad)?))),
        (6, [Some(f), Some(v), Some(t)]) => Ok((*f, Some(*v), *t, None)),
        _ => Err(bad()),
    }
}

/// The clause that refuses a well-formed move that is not legal.
pub fn refusal(pos: &Position, text: &str) -> Result<MoveError, MoveError> {
    let (from, _, _, _) = read_coordinate(text)?;
    let us = pos.side;
    let illegal = |clause: &'static str, message: String| MoveError::Illegal { clause, message };
    let Some(kind) = pos.kind_at(from) else {
        return Ok(illegal(
            "void-chess/1.7",
            format!("{text}: there is no piece on its first square"),
        ));
    };
    if pos.color_at(from) != Some(us) {
        return Ok(illegal(
            "void-chess/1.7",
            format!(
                "{text}: the piece belongs to {}, and {} is to move",
                color_word(1 - us),
                color_word(us)
            ),
        ));
    }
    if kind != KING && king_must_move(pos) {
        return Ok(illegal(
            "void-chess/7.2",
            format!("{text}: the King stands on an unstable tile, so only the King may move"),
        ));
    }
    let mut pseudo = Vec::new();
    pseudo_legal(pos, &mut pseudo);
    if pseudo.iter().any(|m| m.text() == text) {
        return Ok(illegal(
            "void-chess/10.1",
            format!("{text}: after the move and the Void Janitor the King would be attacked or destroyed"),
        ));
    }
    let clause = match kind {
        KING => "void-chess/3.1",
        QUEEN => "void-chess/3.2",
        ROOK => "void-chess/3.3",
        BISHOP => "void-chess/3.4",
        KNIGHT => "void-chess/3.5",
        MINISTER => "void-chess/4.2",
        _ => "void-chess/3.6",
    };
    Ok(illegal(
        clause,
        format!("{text}: the piece does not move so"),
    ))
}

/// A game in progress: the positions from the start (the start first) and the status of the last.
#[derive(Clone, Debug)]
pub struct Game {
    pub history: Vec<Position>,
    pub played: Vec<String>,
    pub status: Status,
    /// The legal moves of the current position, generated once (a query lists them, the next move is
    /// one of them).
    legal: Vec<Move>,
}

impl Game {
    pub fn new(start: Position) -> Game {
        let history = vec![start];
        let status = status(&history);
        Game {
            legal: legal_moves(&start),
            history,
            played: Vec::new(),
            status,
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.history.last().expect("a game has a start")
    }

    /// The legal moves of the current position (the position's, whether or not the game has ended).
    pub fn legal_moves(&self) -> Vec<Move> {
        self.legal.clone()
    }

    /// Plays a move given in coordinate form.
    pub fn play(&mut self, text: &str) -> Result<(), MoveError> {
        read_coordinate(text)?;
        if self.status.is_over() {
            return Err(MoveError::GameOver {
                clause: self.status.clause,
                message: format!("the game has ended: {}", self.status.reason),
            });
        }
        let pos = *self.position();
        let mut written = String::with_capacity(6);
        let named = |m: &Move| {
            written.clear();
            m.write_text(&mut written);
            written == text
        };
        let Some(m) = self.legal.iter().copied().find(named) else {
            return Err(refusal(&pos, text)?);
        };
        let next = crate::play::make(&pos, &m, true);
        self.legal = legal_moves(&next);
        self.history.push(next);
        self.played.push(text.to_string());
        self.status = status(&self.history);
        Ok(())
    }
}

/// Why a start and its moves reach no position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The start cannot be read, or is impossible.
    Position(crate::position::PositionError),
    /// The move at this index of the list could not be played.
    Move(usize, MoveError),
}

/// The last game built, so that a request one move further costs one move.
#[derive(Clone, Debug, Default)]
pub struct Replay {
    cache: Option<(String, Game)>,
}

impl Replay {
    /// The game reached from `start` (`startpos` or a position text) by `moves` in coordinate form.
    pub fn reach(&mut self, start: &str, moves: &[impl AsRef<str>]) -> Result<&Game, ReplayError> {
        let reusable = matches!(&self.cache, Some((s, g))
            if s == start && g.played.len() <= moves.len()
                && g.played.iter().zip(moves).all(|(a, b)| a == b.as_ref()));
        if !reusable {
            let pos = Position::parse(start).map_err(ReplayError::Position)?;
            self.cache = Some((start.to_string(), Game::new(pos)));
        }
        let (_, game) = self.cache.as_mut().expect("filled above");
        for (i, text) in moves.iter().enumerate().skip(game.played.len()) {
            game.play(text.as_ref())
                .map_err(|e| ReplayError::Move(i, e))?;
        }
        Ok(&self.cache.as_ref().expect("filled above").1)
    }
}
