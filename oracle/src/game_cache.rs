//! The games `oracle serve` keeps between requests. An engine under test asks about one game ply by ply,
//! each request naming the whole history again; replaying it every time costs a replay per ply. The cache
//! keeps the last few games built, keyed by ruleset, start and switches, with the move texts that built
//! them; a request whose moves extend a kept game's plays only the new moves.
//!
//! The answers never change: a game is reused only when its key is the request's and its move texts are
//! the first of the request's, word for word, so the same moves are played from the same start as a fresh
//! build would; a request that goes back or branches builds afresh (from a kept game that is a prefix,
//! where there is one). Errors are those of a fresh build, move index included.

use crate::core::{AnyGame, OracleError};
use std::ops::Deref;

/// How many games `oracle serve` keeps.
pub const DEFAULT_CAPACITY: usize = 8;

struct Entry {
    ruleset: String,
    start: String,
    switches: Vec<(String, String)>,
    /// The move texts as the requests gave them (coordinate form or notation for people).
    moves: Vec<String>,
    game: Box<dyn AnyGame>,
}

impl Entry {
    /// Whether this game is the start of the one asked for.
    fn extends_to(
        &self,
        ruleset: &str,
        start: &str,
        switches: &[(String, String)],
        moves: &[impl AsRef<str>],
    ) -> bool {
        self.ruleset == ruleset
            && self.start == start
            && self.switches == switches
            && self.moves.len() <= moves.len()
            && self.moves.iter().zip(moves).all(|(a, b)| a == b.as_ref())
    }
}

/// The last games built, the most recently used last.
pub struct GameCache {
    entries: Vec<Entry>,
    capacity: usize,
    /// Moves played to answer requests since the cache was made (a measure for tests and benchmarks).
    plies_played: u64,
}

impl Default for GameCache {
    fn default() -> Self {
        GameCache::new(DEFAULT_CAPACITY)
    }
}

impl GameCache {
    /// A cache keeping up to `capacity` games (0 keeps none: every request builds afresh).
    pub fn new(capacity: usize) -> GameCache {
        GameCache {
            entries: Vec::new(),
            capacity,
            plies_played: 0,
        }
    }

    /// Moves played so far to build the games asked for.
    pub fn plies_played(&self) -> u64 {
        self.plies_played
    }

    /// The game of ruleset `slug` from `start` with `switches`, after `moves`: what
    /// `ruleset(slug)?.new_game(start, switches)?.play_all(moves)?` gives, with the same errors.
    pub fn game(
        &mut self,
        slug: &str,
        start: &str,
        switches: &[(String, String)],
        moves: &[impl AsRef<str>],
    ) -> Result<&(dyn AnyGame + 'static), OracleError> {
        if self.capacity == 0 {
            self.entries.clear();
        }
        let found = self
            .entries
            .iter()
            .enumerate()
            .filter(|(_, e)| e.extends_to(slug, start, switches, moves))
            .max_by_key(|(_, e)| e.moves.len())
            .map(|(i, _)| i);
        let mut entry = match found {
            // Taken out, extended, and put back as the most recently used.
            Some(i) => self.entries.remove(i),
            None => Entry {
                ruleset: slug.to_string(),
                start: start.to_string(),
                switches: switches.to_vec(),
                moves: Vec::new(),
                game: crate::ruleset(slug)?.new_game(start, switches)?,
            },
        };
        let mut outcome = Ok(());
        for (i, m) in moves.iter().enumerate().skip(entry.moves.len()) {
            self.plies_played += 1;
            let number = entry.game.move_number();
            if let Err(e) = entry.game.play(m.as_ref()) {
                let number = crate::core::face::numbered(number, i + 1);
                outcome = Err(e.at_numbered_move(i, Some(number)));
                break;
            }
            entry.moves.push(m.as_ref().to_string());
        }
        // With capacity 0 the game is handed back through a one-entry list that the next call clears.
        while self.entries.len() >= self.capacity.max(1) {
            self.entries.remove(0);
        }
        self.entries.push(entry);
        outcome?;
        Ok(self.entries.last().expect("just pushed").game.as_ref())
    }
}

/// A game borrowed from the cache or built for one request (after a game event, which is not kept).
pub enum GameRef<'a> {
    Kept(&'a (dyn AnyGame + 'static)),
    Own(Box<dyn AnyGame>),
}

impl Deref for GameRef<'_> {
    type Target = dyn AnyGame;
    fn deref(&self) -> &(dyn AnyGame + 'static) {
        match self {
            GameRef::Kept(g) => *g,
            GameRef::Own(g) => g.as_ref(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh(slug: &str, moves: &[String]) -> Result<String, String> {
        let mut g = crate::ruleset(slug)
            .map_err(|e| e.to_string())?
            .new_game("startpos", &[])
            .map_err(|e| e.to_string())?;
        g.play_all(moves)
            .map_err(|e| format!("{e} {:?}", e.move_index()))?;
        Ok(g.position())
    }

    fn strings(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn extending_a_game_plays_only_the_new_moves() {
        let mut cache = GameCache::default();
        let line = strings(&["e2e4", "e7e5", "g1f3", "b8c6"]);
        for k in 0..=line.len() {
            let got = cache
                .game("fide", "startpos", &[], &line[..k])
                .map(|g| g.position());
            assert_eq!(got.map_err(|e| e.to_string()), fresh("fide", &line[..k]));
        }
        assert_eq!(cache.plies_played(), 4, "each move played once");
        // Going back builds afresh; the longer game is still kept and extended again.
        let back = cache
            .game("fide", "startpos", &[], &line[..2])
            .map(|g| g.position());
        assert_eq!(back.map_err(|e| e.to_string()), fresh("fide", &line[..2]));
        let before = cache.plies_played();
        let mut longer = line.clone();
        longer.push("f1b5".into());
        cache.game("fide", "startpos", &[], &longer).unwrap();
        assert_eq!(cache.plies_played(), before + 1);
    }

    #[test]
    fn errors_are_those_of_a_fresh_build() {
        let mut cache = GameCache::default();
        let good = strings(&["e2e4", "e7e5"]);
        cache.game("fide", "startpos", &[], &good).unwrap();
        let bad = strings(&["e2e4", "e7e5", "e1e3", "d7d5"]);
        let err = cache
            .game("fide", "startpos", &[], &bad)
            .map(|_| ())
            .unwrap_err();
        let mut g = crate::ruleset("fide")
            .unwrap()
            .new_game("startpos", &[])
            .unwrap();
        let fresh_err = g.play_all(&bad).unwrap_err();
        assert_eq!(err, fresh_err);
        assert_eq!(err.move_index(), Some(2));
        assert!(cache
            .game("no-such", "startpos", &[], &[] as &[&str])
            .is_err());
        let switch = vec![("no-such-switch".to_string(), "x".to_string())];
        assert!(cache
            .game("fide", "startpos", &switch, &[] as &[&str])
            .is_err());
    }

    #[test]
    fn different_switches_or_starts_are_different_games() {
        let mut cache = GameCache::new(2);
        let line = strings(&["e2e4"]);
        cache.game("fide", "startpos", &[], &line).unwrap();
        let other = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
        let p = cache.game("fide", other, &[], &line).unwrap().position();
        assert!(
            p.contains(" b - "),
            "no castling rights from a start without them: {p}"
        );
        cache.game("suicide", "startpos", &[], &line).unwrap();
        assert_eq!(cache.entries.len(), 2, "the capacity holds");
    }
}
