//! The board and the position as the invariants see them through the text face: the square names of a
//! ruleset's board, what stands on each square of one position (read once and kept), and a game's switches.
//! Below the invariants and each ruleset's hooks, which read positions through it.

use oracle::core::{AnyGame, SquareView};
use std::cell::OnceCell;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// The names of the board's squares, found through the game's own `square` question: every name of a file
/// letter and a rank number from 1 to 26 that the ruleset accepts. Works for any board the rules name that way.
pub fn board_squares(game: &dyn AnyGame) -> Vec<String> {
    let mut out = Vec::new();
    for rank in 1..=26 {
        for file in 'a'..='z' {
            let name = format!("{file}{rank}");
            if game.square(&name).is_ok() {
                out.push(name);
            }
        }
    }
    out
}

/// The square names of a ruleset's board ([`board_squares`]) and where each stands in that list.
pub struct Board {
    pub names: Vec<String>,
    /// By file letter and rank number (`file * 26 + rank - 1`), the name's place in `names`.
    index: Vec<Option<u16>>,
}

impl Board {
    fn new(names: Vec<String>) -> Board {
        let mut index = vec![None; 26 * 26];
        for (i, name) in names.iter().enumerate() {
            if let Some(k) = Board::key(name) {
                index[k] = Some(i as u16);
            }
        }
        Board { names, index }
    }

    /// A name of a file letter and a rank number from 1 to 26, as [`board_squares`] makes them.
    fn key(name: &str) -> Option<usize> {
        let (file, rank) = name.split_at_checked(1)?;
        let file = file.bytes().next().filter(u8::is_ascii_lowercase)? - b'a';
        let rank: usize = rank.parse().ok().filter(|r| (1..=26).contains(r))?;
        Some(file as usize * 26 + rank - 1)
    }

    /// Where `name` stands in [`Board::names`], if it names a square of the board.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.index[Board::key(name)?].map(usize::from)
    }
}

/// The [`Board`] of the game's ruleset, found once per ruleset and kept: the square names a ruleset
/// accepts are those of its board, whatever stands on it (a playout asks for them at every start).
pub fn board_of(game: &dyn AnyGame) -> &'static Board {
    static BOARDS: OnceLock<Mutex<HashMap<&'static str, &'static Board>>> = OnceLock::new();
    let boards = BOARDS.get_or_init(|| Mutex::new(HashMap::new()));
    let mut boards = boards.lock().unwrap_or_else(|e| e.into_inner());
    boards
        .entry(game.slug())
        .or_insert_with(|| Box::leak(Box::new(Board::new(board_squares(game)))))
}

/// What stands on the squares of one position, each square read from the game when first asked and
/// kept (a random game asks about the same few squares for many of its moves).
pub struct Views<'g> {
    game: &'g dyn AnyGame,
    board: &'g Board,
    cells: Vec<OnceCell<Option<SquareView>>>,
}

impl<'g> Views<'g> {
    pub fn new(game: &'g dyn AnyGame, board: &'g Board) -> Views<'g> {
        Views {
            game,
            board,
            cells: (0..board.names.len()).map(|_| OnceCell::new()).collect(),
        }
    }

    /// The game whose position this is.
    pub fn game(&self) -> &'g dyn AnyGame {
        self.game
    }

    /// What stands on `name` (`None` when it names no square of the board).
    pub fn get(&self, name: &str) -> Option<&SquareView> {
        let i = self.board.index(name)?;
        self.cells[i]
            .get_or_init(|| self.game.square(name).ok())
            .as_ref()
    }
}

/// The switches of a game, owned, to start another game with them.
pub fn switches_of(game: &dyn AnyGame) -> Vec<(String, String)> {
    game.interpretation()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}
