//! `voidchess.Board`: a game of any ruleset under any reading, in the manner of python-chess's `Board`.
//! Everything is asked of the oracle's uniform game face (`oracle::core::AnyGame`), so a board answers
//! exactly as `oracle moves`, `explain`, `play`, `show --svg`, `perft` and `oracle serve` do.

use crate::answers::{Refusal, Status};
use crate::errors::{failure, Answer};
use crate::game::{coordinate, settings_of, State};
use oracle::core::{AnyGame, Verdict};
use oracle::names::{ruleset_named, with_given};
use oracle::svg::{board_svg, SvgOptions};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use std::sync::{Mutex, MutexGuard, PoisonError};

type Identity = (
    &'static str,
    Vec<(&'static str, &'static str)>,
    String,
    Vec<String>,
    Option<String>,
);

/// A game of one ruleset: its position, its moves, and every question the oracle answers about it.
#[pyclass(module = "voidchess", frozen)]
pub struct Board {
    state: Mutex<State>,
}

impl Board {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while the lock was held leaves nothing half done: every change is a whole assignment.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn game(&self) -> Box<dyn AnyGame> {
        self.lock().game.clone_box()
    }

    /// What makes two boards equal: the ruleset, the switch values, the start, the moves, the event.
    fn identity(&self) -> Identity {
        let state = self.lock();
        (
            state.ruleset.slug(),
            state.game.interpretation(),
            state.game.start(),
            state.game.moves().to_vec(),
            state.event.clone(),
        )
    }
}

#[pymethods]
impl Board {
    /// A game of `ruleset` (a slug, or a reading's name such as `antichess`) from `position` (`startpos`,
    /// the ruleset's one-line text form, or a board diagram of several lines), under the switches of
    /// `interpretation`, after `moves`.
    #[new]
    #[pyo3(signature = (ruleset = "void-chess", position = "startpos", interpretation = None, moves = None))]
    fn new(
        ruleset: &str,
        position: &str,
        interpretation: Option<&Bound<'_, PyDict>>,
        moves: Option<Vec<String>>,
    ) -> Answer<Self> {
        let (rules, named) = ruleset_named(ruleset)?;
        let settings = with_given(ruleset, named, &settings_of(interpretation)?)?;
        let start = if position.trim().contains('\n') {
            rules.position_from_diagram(position)?
        } else {
            position.trim().to_string()
        };
        let mut game = rules.new_game(&start, &settings)?;
        game.play_all(&moves.unwrap_or_default())?;
        Ok(Board {
            state: Mutex::new(State {
                ruleset: rules,
                settings,
                start,
                game,
                event: None,
                legal: None,
            }),
        })
    }

    /// The ruleset's slug (`void-chess`).
    #[getter]
    fn ruleset(&self) -> &'static str {
        self.lock().ruleset.slug()
    }

    /// The ruleset's name for people.
    #[getter]
    fn ruleset_name(&self) -> &'static str {
        self.lock().ruleset.name()
    }

    /// Every switch of the ruleset with the value this board reads it with, in register order.
    #[getter]
    fn interpretation<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let out = PyDict::new(py);
        for (name, value) in self.lock().game.interpretation() {
            out.set_item(name, value)?;
        }
        Ok(out)
    }

    /// The current position in the ruleset's one-line text form (FEN for `fide`).
    #[getter]
    fn position(&self) -> String {
        self.lock().game.position()
    }

    /// The start position in text form.
    #[getter]
    fn start(&self) -> String {
        self.lock().game.start()
    }

    /// The moves played, coordinate form, in order.
    #[getter]
    fn move_stack(&self) -> Vec<String> {
        self.lock().game.moves().to_vec()
    }

    /// The side to move, in the ruleset's words (`white`, `southern-sovereigns`, ...).
    #[getter]
    fn turn(&self) -> &'static str {
        self.lock().game.side_to_move()
    }

    /// The game event that ended the game (`end_by`), if one did.
    #[getter]
    fn event(&self) -> Option<String> {
        self.lock().event.clone()
    }

    /// Every legal move of the position, coordinate form, sorted; after the game has ended, what the
    /// position allows (PROTOCOL.md, "After the game has ended").
    #[getter]
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let mut state = self.lock();
        let texts = match &state.legal {
            Some(texts) => texts,
            None => {
                let made = (state.game.legal_move_texts().iter())
                    .map(|t| PyString::new(py, t).unbind())
                    .collect();
                state.legal.insert(made)
            }
        };
        PyList::new(py, texts.iter().map(|t| t.bind(py)))
    }

    /// The legal moves as (coordinate form, notation for people), sorted by coordinate form.
    fn legal_moves_with_san(&self) -> Vec<(String, String)> {
        self.lock().game.legal_moves_with_san()
    }

    /// A legal move (coordinate form or the notation for people) in coordinate form, as python-chess's
    /// `parse_san` reads one. Raises `BadMove` for a text that is no move, `IllegalMove` (with the
    /// clause) for one the rules forbid here.
    fn parse_move(&self, mv: &str) -> Answer<String> {
        coordinate(&*self.lock().game, mv)
    }

    /// A legal move in the ruleset's notation for people (SAN where it has one). Raises `BadMove` for a
    /// text that is no move, `IllegalMove` (with the clause) for one the rules forbid here.
    fn san(&self, mv: &str) -> Answer<String> {
        let state = self.lock();
        let coord = coordinate(&*state.game, mv)?;
        let found = state
            .game
            .legal_moves_with_san()
            .into_iter()
            .find(|(c, _)| *c == coord)
            .map(|(_, san)| san);
        // A move after a game event is judged legal by the position only when the game has not
        // ended; explain refuses it otherwise, so a legal verdict is always among the legal moves.
        Ok(found.unwrap_or(coord))
    }

    /// Plays a move (coordinate form or the notation for people) and returns its coordinate form.
    /// Raises `BadMove`, `IllegalMove` (with the clause) or `GameOver` (with the clause that ended it).
    fn push(&self, mv: &str) -> Answer<String> {
        let mut state = self.lock();
        state.game.play(mv)?;
        state.legal = None;
        Ok(state.game.moves().last().cloned().unwrap_or_default())
    }

    /// [`Board::push`] of a move in the notation for people (`Nf3`, `O-O`, Circular's and Minnaar's own).
    fn push_san(&self, san: &str) -> Answer<String> {
        self.push(san)
    }

    /// Takes back the last move (or the game event that ended the game) and returns it.
    fn pop(&self) -> Answer<String> {
        let mut state = self.lock();
        state.legal = None;
        if let Some(event) = state.event.take() {
            let moves = state.game.moves().to_vec();
            let mut game = state.fresh()?;
            game.play_all(&moves)?;
            state.game = game;
            return Ok(event);
        }
        let mut moves = state.game.moves().to_vec();
        let Some(last) = moves.pop() else {
            return Err(failure("bad-move", "pop from a board with no move played"));
        };
        let mut game = state.fresh()?;
        game.play_all(&moves)?;
        state.game = game;
        Ok(last)
    }

    /// Why a move is refused (its clause, the clause's title and the reason), or `None` when it is legal:
    /// at Void Chess's start, `g1g2` is refused by `void-chess/4.8` (a Minister ringed by friendly pieces
    /// cannot move). After the game has ended every move is refused with the clause that ended it.
    /// Raises `BadMove` for a text that is no move of the ruleset's notation.
    fn explain(&self, mv: &str) -> Answer<Option<Refusal>> {
        match self.lock().game.explain(mv) {
            Verdict::Legal(_) => Ok(None),
            Verdict::Refused(r) => Ok(Some(Refusal::of(mv, &r))),
            Verdict::Unreadable(e) => Err(e.into()),
        }
    }

    /// Whether the move is legal here (a text that is no move is not).
    fn is_legal(&self, mv: &str) -> bool {
        matches!(self.lock().game.explain(mv), Verdict::Legal(_))
    }

    /// How the game stands: the word, the clause that ended it and its title, the reason, check, turn
    /// (after 1. f3 e5 2. g4 Qh4 in FIDE chess: `black-wins` by `fide/4.3.2`, checkmate).
    fn status(&self) -> Status {
        let state = self.lock();
        let g = &state.game;
        Status::of(&g.status(), g.in_check(), g.side_to_move())
    }

    /// Whether the side to move is in check (rulesets without check: never).
    fn is_check(&self) -> bool {
        self.lock().game.in_check()
    }

    /// Whether the game has ended, by the rules or by an event.
    fn is_game_over(&self) -> bool {
        self.lock().game.status().is_over()
    }

    /// Ends the game by an event that is not a move (`agreement`: a draw by `fide/5.5`; `flag-white`,
    /// `end-battle` (`minnaar/8.5`), ...: the ruleset's `events`). Raises `Unsupported` for an event the
    /// ruleset does not have, `GameOver` after the end.
    fn end_by(&self, event: &str) -> Answer<()> {
        let mut state = self.lock();
        state.game.event(event)?;
        state.event = Some(event.to_string());
        state.legal = None;
        Ok(())
    }

    /// The ruleset's game events that are not moves, with what each means.
    #[getter]
    fn events(&self) -> Vec<(&'static str, &'static str)> {
        self.lock().ruleset.events().to_vec()
    }

    /// The piece on a square in words (`white minister`), `None` for an empty one.
    fn piece_at(&self, square: &str) -> Answer<Option<String>> {
        Ok(self.lock().game.square(square)?.piece)
    }

    /// The state of a square's tile (`normal`, `unstable`, `void`), `None` where the ruleset has none.
    fn tile_at(&self, square: &str) -> Answer<Option<String>> {
        Ok(self.lock().game.square(square)?.state)
    }

    /// A copy of this board, its moves included.
    fn copy(&self) -> Board {
        let state = self.lock();
        Board {
            state: Mutex::new(State {
                ruleset: state.ruleset,
                settings: state.settings.clone(),
                start: state.start.clone(),
                game: state.game.clone_box(),
                event: state.event.clone(),
                legal: None,
            }),
        }
    }

    /// The number of leaves `depth` plies below the position (the history-based draws are not applied,
    /// as is usual: register entries such as `VC-perft`, `FIDE-perft`). `threads` share the root moves.
    /// Ctrl-C stops it (`KeyboardInterrupt`).
    #[pyo3(signature = (depth, threads = 1))]
    fn perft(&self, py: Python<'_>, depth: u32, threads: usize) -> PyResult<u64> {
        if depth == 0 {
            return Ok(1);
        }
        Ok(crate::count::divide(py, self.game(), depth, threads)?
            .iter()
            .map(|(_, n)| n)
            .sum())
    }

    /// Perft split by first move: coordinate form to leaf count.
    #[pyo3(signature = (depth, threads = 1))]
    fn divide(&self, py: Python<'_>, depth: u32, threads: usize) -> PyResult<Vec<(String, u64)>> {
        crate::count::divide(py, self.game(), depth, threads)
    }

    /// The board as `oracle show --svg` draws it: `try_move` draws a legal move as a second arrow or
    /// outlines a refused one's squares under its clause, `moves_from` marks one piece's legal moves,
    /// `last_move` draws the last move played as an arrow.
    #[pyo3(signature = (try_move = None, moves_from = None, last_move = true))]
    fn svg(
        &self,
        try_move: Option<String>,
        moves_from: Option<String>,
        last_move: bool,
    ) -> Answer<String> {
        let opts = SvgOptions {
            moves_from,
            try_move,
            last_move,
        };
        Ok(board_svg(&*self.lock().game, &opts)?)
    }

    /// The picture a notebook shows (Jupyter calls it): [`Board::svg`] with its defaults.
    fn _repr_svg_(&self) -> Answer<String> {
        Ok(board_svg(&*self.lock().game, &SvgOptions::new())?)
    }

    /// The text picture of `oracle show`.
    fn __str__(&self) -> String {
        self.lock().game.show()
    }

    fn __repr__(&self) -> String {
        let state = self.lock();
        format!(
            "Board({:?}, {:?})",
            state.ruleset.slug(),
            state.game.position()
        )
    }

    /// Boards are equal when they play the same ruleset under the same readings from the same start,
    /// with the same moves and event.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        let Ok(other) = other.cast::<Board>() else {
            return false;
        };
        // Each board's lock is taken alone, so that two threads comparing a == b and b == a cannot
        // wait on each other.
        self.identity() == other.get().identity()
    }
}
