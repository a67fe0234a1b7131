//! An interaction table compiled for the differential tester's hot loop: every token its features name
//! gets a bit, each feature three masks (`all`, `any`, `none`), each pair its two features and the tokens
//! it needs before a move is played. A move's signature is then a [`Tokens`] value made of the bits of
//! its clauses and facts (the tokens the table does not name are left out: no feature reads them), and a
//! pair is shown by it exactly when [`super::Table::shows`] says so of the [`super::Signature`] with the
//! same tokens (`tests` below holds the two together on random games of every ruleset).

use super::signature::{count_at_limit, only_kings, promotes};
use super::table::Table;
use oracle::core::Clause;
use std::collections::HashMap;

/// A set of a table's tokens, one bit each.
pub type Tokens = u128;

pub use super::table::MAX_TOKENS;

/// The bits of the tokens a clause appears in: itself, `then:`, `refused:` and `before:refused:` it
/// (each 0 where the table does not name that token).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClauseTokens {
    pub plain: Tokens,
    pub then: Tokens,
    pub refused: Tokens,
    pub before_refused: Tokens,
}

#[derive(Clone, Copy, Debug, Default)]
struct FeatureMask {
    all: Tokens,
    any: Tokens,
    none: Tokens,
}

impl FeatureMask {
    #[inline]
    fn shown_by(&self, sig: Tokens) -> bool {
        sig & self.all == self.all && (self.any == 0 || sig & self.any != 0) && sig & self.none == 0
    }
}

/// A pair: its two features (indices into `Masks::features`, `None` for a name the table lacks) and the
/// tokens its features' `all` lists need that are not about the position reached.
#[derive(Clone, Debug)]
struct PairMask {
    id: String,
    first: Option<usize>,
    second: Option<usize>,
    need: Tokens,
    reachable: bool,
}

/// A table compiled to bit masks.
#[derive(Clone, Debug, Default)]
pub struct Masks {
    slug: String,
    bits: HashMap<String, u32>,
    /// The bits of each clause the tokens name (alone or after `then:`, `refused:`, `before:refused:`).
    by_clause: HashMap<String, ClauseTokens>,
    features: Vec<FeatureMask>,
    pairs: Vec<PairMask>,
    /// The bits of the facts (0 where the table does not name them).
    pub promotes: Tokens,
    pub en_passant: Tokens,
    pub count_limit: Tokens,
    pub only_kings: Tokens,
}

impl Masks {
    /// `table` compiled (`Table::parse` holds its tokens to [`MAX_TOKENS`]).
    pub fn of(table: &Table) -> Masks {
        let mut bits: HashMap<String, u32> = HashMap::new();
        let mut names: HashMap<&str, usize> = HashMap::new();
        let mut features = Vec::new();
        for (name, f) in &table.features {
            let mut mask = |tokens: &[String]| -> Tokens {
                let mut m = 0;
                for t in tokens {
                    let next = bits.len() as u32;
                    let bit = *bits.entry(t.clone()).or_insert(next);
                    // Past the bits of `Tokens` (which `Table::parse` refuses) a token reads as absent.
                    m |= 1u128.checked_shl(bit).unwrap_or(0);
                }
                m
            };
            let compiled = FeatureMask {
                all: mask(&f.all),
                any: mask(&f.any),
                none: mask(&f.none),
            };
            names.insert(name, features.len());
            features.push(compiled);
        }
        let bit = |t: &str| bits.get(t).map_or(0, |&b| 1 << b);
        let pairs = table
            .pairs
            .iter()
            .map(|p| {
                let need = [&p.first, &p.second]
                    .into_iter()
                    .filter_map(|name| table.features.get(name))
                    .flat_map(|f| f.all.iter())
                    .filter(|t| !t.starts_with("then:"))
                    .fold(0, |m, t| m | bit(t));
                PairMask {
                    id: p.id.clone(),
                    first: names.get(p.first.as_str()).copied(),
                    second: names.get(p.second.as_str()).copied(),
                    need,
                    reachable: p.reachable(),
                }
            })
            .collect();
        let mut by_clause: HashMap<String, ClauseTokens> = HashMap::new();
        for (token, &b) in &bits {
            if super::signature::FACTS.contains(&token.as_str()) {
                continue;
            }
            let (clause, slot): (&str, fn(&mut ClauseTokens) -> &mut Tokens) =
                if let Some(c) = token.strip_prefix("then:") {
                    (c, |t| &mut t.then)
                } else if let Some(c) = token.strip_prefix("refused:") {
                    (c, |t| &mut t.refused)
                } else if let Some(c) = token.strip_prefix("before:refused:") {
                    (c, |t| &mut t.before_refused)
                } else {
                    (token, |t| &mut t.plain)
                };
            *slot(by_clause.entry(clause.to_string()).or_default()) |= 1 << b;
        }
        Masks {
            slug: table.slug.clone(),
            by_clause,
            promotes: bit("promotes"),
            en_passant: bit("en-passant"),
            count_limit: bit("then:count-limit"),
            only_kings: bit("then:only-kings"),
            bits,
            features,
            pairs,
        }
    }

    /// The bit of `token`, 0 where the table does not name it.
    pub fn bit(&self, token: &str) -> Tokens {
        self.bits.get(token).map_or(0, |&b| 1 << b)
    }

    /// The bits of the tokens `clause` appears in.
    pub fn clause(&self, clause: Clause) -> ClauseTokens {
        self.by_clause.get(clause.id()).copied().unwrap_or_default()
    }

    /// The bits of the tokens of a list of clauses (each alone).
    pub fn clauses(&self, clauses: &[Clause]) -> Tokens {
        clauses.iter().fold(0, |t, &c| t | self.clause(c).plain)
    }

    /// Whether `sig` may show one of `pairs` once played ([`Masks::could_show`]).
    pub fn could_show_any(&self, pairs: &[usize], sig: Tokens) -> bool {
        pairs.iter().any(|&p| self.could_show(p, sig))
    }

    /// How many pairs the table has, in its order.
    pub fn pairs(&self) -> usize {
        self.pairs.len()
    }

    /// The id of pair `p` (`first + second`).
    pub fn pair_id(&self, p: usize) -> &str {
        &self.pairs[p].id
    }

    /// Whether pair `p` (its index in the table) is reachable.
    pub fn reachable(&self, p: usize) -> bool {
        self.pairs[p].reachable
    }

    /// Whether the signature `sig` shows pair `p`: both its features.
    #[inline]
    pub fn shows(&self, p: usize, sig: Tokens) -> bool {
        let pair = &self.pairs[p];
        let shown = |f: Option<usize>| f.is_some_and(|f| self.features[f].shown_by(sig));
        shown(pair.first) && shown(pair.second)
    }

    /// Whether `sig`, a move's signature before it is played, has every token pair `p` needs before the
    /// move is played ([`Table::could_show`]).
    #[inline]
    pub fn could_show(&self, p: usize, sig: Tokens) -> bool {
        let need = self.pairs[p].need;
        sig & need == need
    }

    /// The facts of the position a move leads to: `then:count-limit` and `then:only-kings` where the
    /// table names them and they hold of the position text.
    pub fn then_facts(&self, position: &str) -> Tokens {
        let mut t = 0;
        if self.count_limit != 0 && count_at_limit(&self.slug, position) {
            t |= self.count_limit;
        }
        if self.only_kings != 0 && only_kings(position) {
            t |= self.only_kings;
        }
        t
    }

    /// The `promotes` fact of the move `text`, where the table names it.
    pub fn promotes(&self, text: &str) -> Tokens {
        if self.promotes != 0 && promotes(text) {
            self.promotes
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::signature::{After, Before, Placement, Signature};
    use super::super::table::Table;
    use super::*;
    use crate::rng::Picker;

    /// The signature of move `mv` of `game` (played) on the masks, as the tester and the generator make
    /// it.
    fn masked(m: &Masks, game: &dyn oracle::core::AnyGame, mv: &str, clauses: &[Clause]) -> Tokens {
        let trace = game.trace_position();
        let before = trace
            .refused
            .iter()
            .fold(0, |t, &c| t | m.clause(c).before_refused);
        let position = game.position();
        let mut sig = before | m.clauses(clauses) | m.promotes(mv);
        if m.en_passant != 0 && Placement::of(&position).is_some_and(|p| p.en_passant(mv)) {
            sig |= m.en_passant;
        }
        let mut next = game.clone_box();
        next.play(mv).unwrap();
        let after = next.trace_position();
        let mut then = m.then_facts(&next.position());
        for &c in after.status.iter().chain(&after.state) {
            then |= m.clause(c).then;
        }
        sig | then
    }

    /// Every pair of every table is shown (and may be shown) by a move's masks exactly when the
    /// signature by name shows it, at every position of random games from the start and from the
    /// witnesses of the tables' first pairs.
    #[test]
    fn the_masks_read_every_move_as_the_signature_does() {
        let mut rng = Picker::from_seed(11);
        let mut compared = 0;
        for ruleset in oracle::rulesets() {
            let Some(table) = Table::project(ruleset.slug()) else {
                continue;
            };
            let m = &Masks::of(&table);
            let mut starts = vec!["startpos".to_string()];
            for p in table.reachable().take(6) {
                let witnesses = super::super::generate::witnesses(ruleset, &table, p);
                starts.extend(witnesses.into_iter().map(|b| b.position));
            }
            for start in starts {
                let Ok(mut game) = ruleset.new_game(&start, &[]) else {
                    continue;
                };
                for _ in 0..12 {
                    if game.status().is_over() {
                        break;
                    }
                    let trace = game.trace_position();
                    let before = Before {
                        position: game.position(),
                        refused: trace.refused.iter().map(|c| c.to_string()).collect(),
                    };
                    for (mv, clauses) in &trace.moves {
                        let ids: Vec<String> = clauses.iter().map(|c| c.to_string()).collect();
                        let slug = ruleset.slug();
                        let unplayed =
                            Signature::of_move(slug, mv, &ids, &before, &After::default());
                        let mut next = game.clone_box();
                        next.play(mv).unwrap();
                        let after = After::of(next.as_ref());
                        let sig = Signature::of_move(slug, mv, &ids, &before, &after);
                        let mask = masked(m, game.as_ref(), mv, clauses);
                        for (i, p) in table.pairs.iter().enumerate() {
                            let at = &before.position;
                            assert_eq!(
                                table.shows(p, &sig),
                                m.shows(i, mask),
                                "{} {mv} {at}",
                                p.id
                            );
                            let could = table.could_show(p, &unplayed);
                            assert_eq!(could, m.could_show(i, mask), "{} {mv} {at}", p.id);
                            compared += 1;
                        }
                    }
                    for (no, clauses) in &trace.refusals {
                        let ids: Vec<String> = clauses.iter().map(|c| c.to_string()).collect();
                        let sig = Signature::of_refusal(no.id(), &ids);
                        let mask = m.clause(*no).refused | m.clauses(clauses);
                        for (i, p) in table.pairs.iter().enumerate() {
                            assert_eq!(table.shows(p, &sig), m.shows(i, mask), "{} by {no}", p.id);
                        }
                    }
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    game.play(&moves[rng.below(moves.len())]).unwrap();
                }
            }
        }
        assert!(compared > 10_000, "{compared} pairs compared");
    }
}
