//! How a game chooses its start and its next move, and what a run tallies at every compared position.
//!
//! Hook points: [`Walk::start`] may adjust the start of a game (counters near their limits),
//! [`Walk::choose`] is called once per ply with the game's generator, the oracle's view of the position and
//! its features, and what the game has counted (a new walk is a new variant, selected with `--walk`); the
//! game's [`Ledger`] counts every compared position and the move chosen, and gives the tally by name
//! (`tally.rs`) at the end of the game. A walk may use what its own game has seen, never what other games saw: games
//! stay a function of the seed and the game number, so shards and replays play the same games.

use super::compare::Observed;
use super::ledger::{Ledger, View};
use super::rng::Rng;
use crate::interactions::signature::{no_progress_count, Placement};
use oracle::core::AnyRuleset;

/// The move-choice policy of the games (`--walk`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(any(test, feature = "cli"), derive(clap::ValueEnum))]
#[serde(rename_all = "kebab-case")]
pub enum Walk {
    /// Each legal move equally likely, from the start given.
    Uniform,
    /// The default: games take turns at the walks below. Of every eight games, two are `rare`, two are
    /// `repeat`, two are `captures` and two are `rare` from a start whose move counters are near their
    /// limits (`limits`).
    #[default]
    Steered,
    /// Favour moves whose clauses (and whose combination of clauses) this game has seen least; a quarter
    /// of the moves stay uniform. Moves that take back the side's last move are favoured too, so that
    /// positions repeat and the repetition rules are reached.
    Rare,
    /// Favour captures, so that games reach bare material and the endings it decides.
    Captures,
    /// `rare`, but a side takes back its own last move three times in four (from the start position,
    /// after a few plies), so that games go round in short cycles and positions repeat with whatever the
    /// first round changed (a tile healed, a right lost): the repetition rules, and what their counts
    /// compare, are reached.
    Repeat,
    /// `rare` from a start whose counters (the no-capture or no-pawn-move count, Minnaar's tally) are a few
    /// turns short of their limits, so that off-by-one errors in those counts show.
    Limits,
}

impl Walk {
    /// The walk game `g` plays: `steered` picks one per game, the others are themselves.
    fn of_game(self, g: u64) -> Walk {
        match self {
            Walk::Steered => match (g % 8, g % 4) {
                (4 | 5, _) => Walk::Repeat,
                (_, 0 | 1) => Walk::Rare,
                (_, 2) => Walk::Captures,
                _ => Walk::Limits,
            },
            other => other,
        }
    }

    /// The start game `g` plays from `start`: the same, except under `limits`, where its counters are
    /// set a few turns short of the ruleset's limits when the oracle accepts the result.
    pub fn start(
        self,
        ruleset: &dyn AnyRuleset,
        interpretation: &[(String, String)],
        start: &str,
        g: u64,
        rng: &mut Rng,
    ) -> String {
        if self.of_game(g) != Walk::Limits {
            return start.to_string();
        }
        let Ok(game) = ruleset.new_game(start, interpretation) else {
            return start.to_string();
        };
        let text = game.position();
        let mut fields: Vec<String> = text.split_whitespace().map(str::to_string).collect();
        // (field, limit) of each ruleset's count: FIDE's fifty moves (100 half-moves), Void Chess's
        // thirty (60), Circular's fifty (100, declared), Minnaar's eighty turns (the tally).
        let Some((field, limit)) = no_progress_count(ruleset.slug()) else {
            return start.to_string();
        };
        if fields.len() <= field || fields[field].parse::<u32>().is_err() {
            return start.to_string();
        }
        let short = 1 + rng.below(6) as u32;
        fields[field] = (limit - short).to_string();
        let adjusted = fields.join(" ");
        match ruleset.new_game(&adjusted, interpretation) {
            Ok(_) => adjusted,
            Err(_) => start.to_string(),
        }
    }

    /// The index in `observed.moves` (not empty) of the move to play next; `history` holds the moves
    /// played so far in this game, `view` the position's features and `game` what this game has counted.
    pub fn choose(
        self,
        g: u64,
        rng: &mut Rng,
        observed: &Observed,
        view: &View,
        history: &[String],
        game: &Ledger,
    ) -> usize {
        let n = observed.moves.len();
        match self.of_game(g) {
            Walk::Uniform => rng.below(n),
            Walk::Captures => {
                let placement = Placement::of(&observed.position);
                let captures: Vec<usize> = (0..n)
                    .filter(|&i| is_capture(placement.as_ref(), &observed.moves[i]))
                    .collect();
                if !captures.is_empty() && rng.below(8) != 0 {
                    captures[rng.below(captures.len())]
                } else {
                    rng.below(n)
                }
            }
            walk @ (Walk::Rare | Walk::Repeat | Walk::Limits | Walk::Steered) => {
                if walk == Walk::Repeat && history.len() >= repeat_onset(g) {
                    if let Some(back) = take_back(observed, history) {
                        if rng.below(4) != 0 {
                            return back;
                        }
                    }
                }
                if rng.below(4) == 0 {
                    return rng.below(n);
                }
                if let Some(back) = take_back(observed, history) {
                    if rng.below(3) == 0 {
                        return back;
                    }
                }
                // Squared, so that a move with a clause never seen stands out among common ones.
                let unseen = game.pairs_unseen();
                let novelty = if unseen.is_empty() {
                    Vec::new()
                } else {
                    game.pair_novelties(&unseen, view, n)
                };
                let weights: Vec<f64> = (0..n)
                    .map(|i| {
                        let pairs = novelty.get(i).copied().unwrap_or(0.0);
                        (game.rarity(view, i) + pairs).powi(2)
                    })
                    .collect();
                pick_weighted(rng, &weights)
            }
        }
    }
}

/// The ply from which a `repeat` game goes round: at once from a seed (an odd game: the situation the
/// seed holds is at its start), after 10, 20 or 30 plies of `rare` from the start position, so that the
/// pieces are out, the Kings can step and the tiles have changed before the rounds begin.
fn repeat_onset(g: u64) -> usize {
    if g % 2 == 1 {
        0
    } else {
        10 * (1 + (g / 8 % 3) as usize)
    }
}

/// The move that takes back the side's own last move (`e2e4` after `e4e2` two plies ago... that is, the
/// reverse of the move played two plies before), where it is legal.
fn take_back(observed: &Observed, history: &[String]) -> Option<usize> {
    let own_last = history.len().checked_sub(2).map(|i| &history[i])?;
    let mut squares = square_names(own_last);
    let (Some(from), Some(to), None) = (squares.next(), squares.next(), squares.next()) else {
        return None;
    };
    // The reverse `{to}{from}`, compared in its two parts.
    observed
        .moves
        .iter()
        .position(|m| m.len() == to.len() + from.len() && m.starts_with(to) && m.ends_with(from))
}

/// An index chosen with probability proportional to its weight (uniform when every weight is zero).
fn pick_weighted(rng: &mut Rng, weights: &[f64]) -> usize {
    let total: f64 = weights.iter().sum();
    if total <= 0.0 || !total.is_finite() {
        return rng.below(weights.len());
    }
    let mut x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return i;
        }
        x -= w;
    }
    weights.len() - 1
}

/// The squares a coordinate move names before any `@` (`e2e4` -> e2, e4; `e4e5e6` -> e4, e5, e6;
/// `e7d8k@a3` -> e7, d8; `pass` and `@e4` -> none).
fn square_names(mv: &str) -> impl Iterator<Item = &str> {
    crate::expectations::square_names(mv.split('@').next().unwrap_or(""))
}

#[cfg(test)]
fn squares_of(mv: &str) -> Vec<&str> {
    square_names(mv).collect()
}

/// Whether the last square of `mv` holds a piece in the position's placement (`signature::piece_at`:
/// its first field with a `/`; `#` a void space holds none). En passant is not seen as a capture; a
/// position the reader does not follow gives no captures.
fn is_capture(placement: Option<&Placement>, mv: &str) -> bool {
    let Some(placement) = placement else {
        return false;
    };
    let mut squares = square_names(mv);
    let Some(from) = squares.next() else {
        return false;
    };
    let to = squares.last().unwrap_or(from);
    from != to && placement.piece_at(to).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diff::game::game_rng;
    use oracle::core::Clause;

    #[test]
    fn captures_are_read_off_the_placement() {
        let capture = |position: &str, mv: &str| is_capture(Placement::of(position).as_ref(), mv);
        let fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        assert!(capture(fen, "e4d5"));
        assert!(!capture(fen, "e4e5"));
        let circular = "medial rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPP#/RNBQKBNR# w KQkq - 0 1";
        assert!(capture(circular, "a2a7"));
        assert!(!capture(circular, "a2a3"));
        assert!(!capture(circular, "h2i2"), "i2 is a void space");
        assert!(!capture("no placement", "e4d5"));
        assert_eq!(squares_of("e4e5e6"), ["e4", "e5", "e6"]);
        assert_eq!(squares_of("e7d8k@a3"), ["e7", "d8"]);
        assert!(squares_of("pass").is_empty());
    }

    #[test]
    fn steering_takes_turns_and_keeps_games_a_function_of_seed_and_number() {
        assert_eq!(Walk::Steered.of_game(0), Walk::Rare);
        assert_eq!(Walk::Steered.of_game(2), Walk::Captures);
        assert_eq!(Walk::Steered.of_game(7), Walk::Limits);
        assert_eq!(Walk::Uniform.of_game(7), Walk::Uniform);
        const X1: Clause = Clause("x/1");
        const X9: Clause = Clause("x/9");
        let x1 = X1;
        let observed = Observed {
            moves: vec!["a1a2".into(), "b1b2".into(), "c1c2".into()],
            move_clauses: vec![&[X1], &[X1, X9], &[]],
            ..Observed::default()
        };
        let mut ledger = Ledger::new(None);
        let view = ledger.view(&observed);
        ledger.set_seen(x1, 50);
        let picks = |seed: u64| {
            let mut rng = game_rng(seed, 0);
            (0..200)
                .map(|_| Walk::Rare.choose(0, &mut rng, &observed, &view, &[], &ledger))
                .collect::<Vec<_>>()
        };
        assert_eq!(picks(3), picks(3));
        let count = |k: usize| picks(3).iter().filter(|&&i| i == k).count();
        let (common, rare) = (count(0), count(1));
        assert!(
            rare > 110 && rare > 2 * common,
            "the move with the unseen clause x/9 is favoured: {rare} of 200 (the other: {common})"
        );
    }

    #[test]
    fn repeat_games_go_round_to_a_repetition() {
        use crate::diff::compare::observe;
        let ruleset = oracle::ruleset("void-chess").unwrap();
        let repeated = (0..8u64).filter(|&g| {
            let mut game = ruleset.new_game("startpos", &[]).unwrap();
            let (mut rng, mut ledger) = (game_rng(1, g), Ledger::new(None));
            for _ in 0..80 {
                let observed = observe(game.as_ref());
                if observed.over {
                    break;
                }
                let view = ledger.view(&observed);
                ledger.count(&view);
                let i = Walk::Repeat.choose(g, &mut rng, &observed, &view, game.moves(), &ledger);
                ledger.played(&view, i);
                game.play(&observed.moves[i]).unwrap();
            }
            game.status()
                .clause
                .is_some_and(|c| c.to_string() == "void-chess/9.5")
        });
        assert!(
            repeated.count() >= 4,
            "most repeat games end by threefold repetition"
        );
    }

    #[test]
    fn limits_starts_have_counters_near_their_limits() {
        let ruleset = oracle::ruleset("void-chess").unwrap();
        let mut rng = game_rng(1, 3);
        let start = Walk::Limits.start(ruleset, &[], "startpos", 3, &mut rng);
        let halfmove: u32 = start.split_whitespace().nth(4).unwrap().parse().unwrap();
        assert!((54..60).contains(&halfmove), "{start}");
        let same = Walk::Rare.start(ruleset, &[], "startpos", 3, &mut rng);
        assert_eq!(same, "startpos");
    }
}
