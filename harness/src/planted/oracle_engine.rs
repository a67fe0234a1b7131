//! The oracle as an engine, with or without one planted bug: the oracle answers the query, then the
//! bug's deviation rewrites the answer where its rule applies (it reads the positions' text forms and
//! asks the oracle why a candidate move is refused, so the rewrite happens exactly where the rule
//! decides). Without a bug it is the `oracle` engine preset: the suite's own answers through the engine
//! face. Both take the interpretation switches, `explain` and game events, as `oracle serve` does.

use super::bug::{Deviation, Planted, Seen};
use super::deviate::oracle_answer;
use crate::engines::engine::{Answer, Engine, Explained, Fault, Judged, Query};
use oracle::core::{AnyGame, AnyRuleset, Verdict};

/// The oracle with at most one planted bug.
pub struct PlantedOracle {
    planted: Option<&'static Planted>,
    ruleset: &'static dyn AnyRuleset,
    interpretation: Vec<(String, String)>,
    /// The last game asked about (its start and the game), so that a query one move further costs one move.
    cache: Option<(String, Box<dyn AnyGame>)>,
}

impl PlantedOracle {
    pub fn new(planted: &'static Planted) -> PlantedOracle {
        PlantedOracle {
            planted: Some(planted),
            ruleset: oracle::ruleset(planted.ruleset).expect("the oracle has the ruleset"),
            interpretation: Vec::new(),
            cache: None,
        }
    }

    /// The oracle with no bug planted.
    pub fn plain(slug: &str) -> Result<PlantedOracle, String> {
        Ok(PlantedOracle {
            planted: None,
            ruleset: oracle::ruleset(slug).map_err(|e| e.to_string())?,
            interpretation: Vec::new(),
            cache: None,
        })
    }

    /// The game `q` reaches and the game before its last move (with that move).
    #[allow(clippy::type_complexity)]
    fn reach(
        &mut self,
        q: &Query,
    ) -> Result<(Box<dyn AnyGame>, Option<(Box<dyn AnyGame>, String)>), Fault> {
        let refuse = |message: String| Fault::Refused {
            request: q.describe(),
            message,
        };
        let (last, earlier) = match q.moves.split_last() {
            Some((last, earlier)) => (Some(last), earlier),
            None => (None, &q.moves[..]),
        };
        let mut game = match self.cache.take() {
            Some((start, game)) if start == q.start && earlier.starts_with(game.moves()) => game,
            _ => self
                .ruleset
                .new_game(&q.start, &self.interpretation)
                .map_err(|e| refuse(e.to_string()))?,
        };
        let done = game.moves().len();
        game.play_all(&earlier[done..])
            .map_err(|e| refuse(e.to_string()))?;
        let before = match last {
            Some(last) => {
                let before = game.clone_box();
                game.play(last).map_err(|e| refuse(e.to_string()))?;
                Some((before, last.clone()))
            }
            None => None,
        };
        self.cache = Some((q.start.clone(), game.clone_box()));
        Ok((game, before))
    }

    /// The answer about `game`, the bug's deviation applied.
    fn answer(&self, game: &dyn AnyGame, before: Option<(&dyn AnyGame, &str)>) -> Answer {
        let mut answer = oracle_answer(game);
        if let Some(Planted {
            deviation: Deviation::Oracle(f),
            clauses,
            ..
        }) = self.planted
        {
            let seen = Seen {
                game,
                before,
                clauses,
            };
            f(&seen, &mut answer);
        }
        answer
    }
}

impl Engine for PlantedOracle {
    fn name(&self) -> String {
        match self.planted {
            Some(p) => format!("planted:{}", p.name),
            None => format!("oracle:{}", self.ruleset.slug()),
        }
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        let (game, before) = self.reach(q)?;
        let before = before.as_ref().map(|(g, m)| (g.as_ref(), m.as_str()));
        Ok(self.answer(game.as_ref(), before))
    }

    /// The oracle's own count (which stops where the ruleset's perft convention stops it, a Minnaar
    /// victory: register MN-perft); a planted bug counts through its answers, so that its bug shows.
    fn perft(&mut self, q: &Query, depth: u32) -> Option<Result<u64, Fault>> {
        if self.planted.is_some() {
            return None;
        }
        Some(self.reach(q).map(|(game, _)| game.perft(depth)))
    }

    fn set_interpretation(&mut self, switches: &[(String, String)]) -> Result<(), String> {
        self.ruleset
            .new_game("startpos", switches)
            .map_err(|e| e.to_string())?;
        if self.interpretation != switches {
            self.interpretation = switches.to_vec();
            self.cache = None;
        }
        Ok(())
    }

    /// The oracle's judgement, kept consistent with the deviation's legal moves: a move the bug adds is
    /// legal, a move it removes is refused (by no clause: the engine has none for it).
    fn explain(&mut self, q: &Query, event: Option<&str>, mv: &str) -> Explained {
        let (mut game, before) = match self.reach(q) {
            Ok(r) => r,
            Err(f) => return Some(Err(f)),
        };
        if let Some(ev) = event {
            if let Err(e) = game.event(ev) {
                return Some(Err(Fault::Unsupported {
                    request: format!("{} event {ev}", q.describe()),
                    message: e.to_string(),
                }));
            }
        }
        let before = before.as_ref().map(|(g, m)| (g.as_ref(), m.as_str()));
        let moves = self.answer(game.as_ref(), before).moves;
        // A listed move is legal while the game goes on (after its end every move is refused).
        let over = game.status().is_over();
        let listed = |m: &str| !over && moves.iter().any(|x| x == m);
        Some(Ok(match game.explain(mv) {
            Verdict::Legal(coordinate) if listed(&coordinate) => Judged::Legal { coordinate },
            Verdict::Legal(coordinate) => Judged::Refused {
                clause: None,
                message: format!("{coordinate} is not among the planted engine's legal moves"),
            },
            _ if listed(mv) => Judged::Legal {
                coordinate: mv.to_string(),
            },
            Verdict::Refused(r) => Judged::Refused {
                clause: Some(r.clause.to_string()),
                message: r.message.to_string(),
            },
            Verdict::Unreadable(e) => Judged::Refused {
                clause: None,
                message: e.to_string(),
            },
        }))
    }

    /// The oracle's notation for people of a move among the engine's legal moves (a move the bug removes
    /// is refused, as `oracle serve` refuses a move that is not legal).
    fn notation(&mut self, q: &Query, mv: &str) -> Option<Result<String, Fault>> {
        let (game, before) = match self.reach(q) {
            Ok(r) => r,
            Err(f) => return Some(Err(f)),
        };
        let before = before.as_ref().map(|(g, m)| (g.as_ref(), m.as_str()));
        let listed = self
            .answer(game.as_ref(), before)
            .moves
            .iter()
            .any(|m| m == mv);
        let request = format!("notation {mv} after {}", q.describe());
        let written = game
            .legal_moves_with_san()
            .into_iter()
            .find(|(c, _)| c == mv)
            .map(|(_, san)| san);
        Some(match written {
            Some(san) if listed => Ok(san),
            Some(_) => Err(Fault::Refused {
                request,
                message: format!("{mv} is not among the planted engine's legal moves"),
            }),
            None => Err(Fault::Unsupported {
                request,
                message: format!("the oracle has no notation for {mv}, which it does not allow"),
            }),
        })
    }

    fn query_event(&mut self, q: &Query, event: &str) -> Option<Result<Answer, Fault>> {
        let (mut game, _) = match self.reach(q) {
            Ok(r) => r,
            Err(f) => return Some(Err(f)),
        };
        let request = format!("{} event {event}", q.describe());
        let known = self.ruleset.events().iter().any(|(name, _)| *name == event);
        Some(match game.event(event) {
            Ok(()) => Ok(self.answer(game.as_ref(), None)),
            Err(e) if known => Err(Fault::Refused {
                request,
                message: e.to_string(),
            }),
            Err(e) => Err(Fault::Unsupported {
                request,
                message: e.to_string(),
            }),
        })
    }
}
