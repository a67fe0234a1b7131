//! A YAML scenario compiled into a [`Case`]: the oracle plays the scenario's moves to read what is
//! written for people (a diagram, the notation for people) into the protocol's terms.

use super::{needs, At, Case, Expect, Step};
use crate::expectations::{expected_piece, legal_named, norm};
use crate::scenario::{full_id, parse_scenario, Loaded, Step as YamlStep};
use crate::Registries;
use oracle::core::{AnyGame, Verdict};
use serde_saphyr::Spanned;
use std::collections::BTreeMap;

/// Reads and compiles one scenario text; `file` names it in errors and in the case, `id` is the case's.
pub fn compile_text(
    file: &str,
    id: &str,
    text: &str,
    registries: &Registries,
) -> Result<Case, String> {
    let loaded = parse_scenario(file, text, registries).map_err(|e| e.to_string())?;
    compile(&loaded, id)
}

/// Compiles a loaded scenario.
pub fn compile(l: &Loaded, id: &str) -> Result<Case, String> {
    let s = &l.scenario;
    let slug = s.ruleset.value.as_str();
    let here = |at: (u64, u64), msg: String| format!("{}:{}:{}: {msg}", l.file, at.0, at.1);
    let ruleset = oracle::ruleset(slug).map_err(|e| here(at(&s.ruleset), e.to_string()))?;
    let switches = s.switches();
    let (start_node, start) = s
        .start_text(|b| {
            ruleset
                .position_from_diagram(&b.value)
                .map_err(|e| here(at(b), format!("bad board diagram: {e}")))
        })
        .unwrap_or_else(|| Err(here(at(&s.ruleset), "no start".into())))?;
    let started = ruleset.new_game(&start, &switches);
    let defaults = ruleset
        .new_game("startpos", &[])
        .map_err(|e| e.to_string())?
        .interpretation();
    let interpretation: BTreeMap<String, String> = switches
        .iter()
        .filter(|(k, v)| !defaults.iter().any(|(dk, dv)| dk == k && dv == v))
        .cloned()
        .collect();
    let mut c = Compiler {
        l,
        steps: Vec::new(),
    };
    if let Some(want) = &s.refused {
        // A start the rules refuse: one step, asked at the start, expecting the refusal.
        if started.is_ok() {
            return Err(here(
                at(want),
                "the oracle accepts the start `refused` names".into(),
            ));
        }
        c.steps.push(Step {
            name: "start".into(),
            at: at(want),
            moves: Vec::new(),
            play: None,
            event: None,
            over: false,
            expect: vec![Expect::Refused {
                clause: full_id(slug, &want.value),
                at: at(want),
            }],
        });
    } else {
        let mut game = started.map_err(|e| here(at(start_node), format!("bad start: {e}")))?;
        let mut history = History::default();
        c.steps_of(&s.steps, "step", game.as_mut(), &mut history)?;
        for b in &s.branches {
            let mut g = game.clone_box();
            let mut h = history.clone();
            let label = format!("branch `{}` step", b.value.name);
            c.steps_of(&b.value.steps, &label, g.as_mut(), &mut h)?;
        }
    }
    let mut clauses = l.declared_ids();
    clauses.extend(l.asserted_ids());
    clauses.sort();
    clauses.dedup();
    let mut case = Case {
        id: id.to_string(),
        file: l.file.clone(),
        ruleset: slug.to_string(),
        title: s.title.clone(),
        clauses,
        interpretation,
        needs: Vec::new(),
        start,
        steps: c.steps,
    };
    case.needs = needs(&case);
    Ok(case)
}

fn at<T>(node: &Spanned<T>) -> At {
    (node.referenced.line(), node.referenced.column())
}

/// The moves played so far and the event applied, if any.
#[derive(Clone, Default)]
struct History {
    moves: Vec<String>,
    event: Option<String>,
}

struct Compiler<'a> {
    l: &'a Loaded,
    steps: Vec<Step>,
}

/// Whether a move text is in a coordinate form (`e2e4`, `e7e8q`, `e4e5e6`, `e4d5@h6`, `@e4`, `pass`):
/// squares of a letter and a number, at least two (or the void's one after `@`), then at most a
/// promotion letter and a void square after `@`.
pub fn coordinate_shaped(text: &str) -> bool {
    fn square(s: &str) -> Option<&str> {
        let mut chars = s.char_indices();
        let (_, f) = chars.next()?;
        let digits = s[1..].len()
            - s[1..]
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .len();
        (f.is_ascii_lowercase() && digits > 0).then(|| &s[1 + digits..])
    }
    if text == "pass" {
        return true;
    }
    let (body, void) = match text.split_once('@') {
        Some((b, v)) => (b, Some(v)),
        None => (text, None),
    };
    if void.is_some_and(|v| square(v) != Some("")) {
        return false;
    }
    let mut rest = body;
    let mut count = 0;
    while let Some(r) = square(rest) {
        rest = r;
        count += 1;
    }
    let promotion_ok =
        rest.is_empty() || (rest.len() == 1 && rest.chars().all(|c| c.is_ascii_lowercase()));
    (count >= 2 && promotion_ok) || (body.is_empty() && void.is_some())
}

impl Compiler<'_> {
    fn err(&self, at: At, name: &str, msg: String) -> String {
        format!("{}:{}:{}: {name}: {msg}", self.l.file, at.0, at.1)
    }

    fn steps_of(
        &mut self,
        steps: &[Spanned<YamlStep>],
        label: &str,
        game: &mut dyn AnyGame,
        history: &mut History,
    ) -> Result<(), String> {
        for (i, step) in steps.iter().enumerate() {
            let name = step.value.name(label, i);
            let st = &step.value;
            let mut play = None;
            if let Some(p) = &st.play {
                if history.event.is_some() {
                    let msg = "a move after a game event: the protocol asks an event after the moves only";
                    return Err(self.err(at(p), &name, msg.into()));
                }
                let coordinate = match game.explain(p.value.trim()) {
                    Verdict::Legal(c) => c,
                    _ => {
                        let msg =
                            format!("cannot play `{}` (the oracle refuses it)", p.value.trim());
                        return Err(self.err(at(p), &name, msg));
                    }
                };
                game.play(&coordinate)
                    .map_err(|e| self.err(at(p), &name, e.to_string()))?;
                history.moves.push(coordinate.clone());
                play = Some(coordinate);
            }
            if let (Some(ev), Some(want)) = (&st.event, &st.refused) {
                // The refused event is asked on its own; the game goes on without it.
                self.steps.push(Step {
                    name: format!("{name} (the event `{}`)", ev.value.trim()),
                    at: at(ev),
                    moves: history.moves.clone(),
                    play: None,
                    event: Some(ev.value.trim().to_string()),
                    over: game.status().is_over(),
                    expect: vec![Expect::Refused {
                        clause: full_id(game.slug(), &want.value),
                        at: at(want),
                    }],
                });
            } else if let Some(ev) = &st.event {
                game.event(ev.value.trim())
                    .map_err(|e| self.err(at(ev), &name, e.to_string()))?;
                history.event = Some(ev.value.trim().to_string());
            }
            let expect = self.expectations(st, &*game);
            self.steps.push(Step {
                name,
                at: at(step),
                moves: history.moves.clone(),
                play,
                event: history.event.clone(),
                over: game.status().is_over(),
                expect,
            });
        }
        Ok(())
    }

    /// The step's expectations, in the order the checker checks them.
    fn expectations(&self, st: &YamlStep, game: &dyn AnyGame) -> Vec<Expect> {
        let slug = game.slug();
        let mut out = Vec::new();
        for mv in &st.legal {
            let text = mv.value.trim().to_string();
            let coordinate = match game.explain(&text) {
                Verdict::Legal(c) => c,
                _ => text.clone(),
            };
            out.push(Expect::Legal {
                mv: coordinate,
                text,
                at: at(mv),
            });
        }
        for (mv, clause) in st.illegal.iter().flat_map(|i| i.0.iter()) {
            let text = mv.value.trim().to_string();
            let coordinate = if coordinate_shaped(&text) {
                Some(text.clone())
            } else {
                super::for_people::coordinate_of(game, &text)
            };
            out.push(Expect::Illegal {
                mv: coordinate,
                clause: clause
                    .as_ref()
                    .map(|c| full_id(slug, &c.value))
                    .unwrap_or_default(),
                text,
                at: at(mv),
            });
        }
        for (sq, state) in &st.tiles {
            out.push(Expect::Tile {
                square: sq.trim().to_string(),
                state: norm(&state.value),
                at: at(state),
            });
        }
        for (sq, piece) in &st.pieces {
            out.push(Expect::Piece {
                square: sq.trim().to_string(),
                piece: expected_piece(&piece.value),
                at: at(piece),
            });
        }
        if let Some(want) = &st.moves {
            let legal = game.legal_moves_with_san();
            let mut moves: Vec<String> = want
                .value
                .iter()
                .map(|m| legal_named(&legal, m).map_or_else(|| m.trim().to_string(), String::clone))
                .collect();
            moves.sort();
            moves.dedup();
            out.push(Expect::Moves {
                moves,
                at: at(want),
            });
        }
        for (from, want) in &st.reach {
            let mut squares: Vec<String> =
                want.value.iter().map(|s| s.trim().to_string()).collect();
            squares.sort();
            squares.dedup();
            out.push(Expect::Reach {
                from: from.trim().to_string(),
                squares,
                at: at(want),
            });
        }
        for (coord, san) in &st.notation {
            out.push(Expect::Notation {
                mv: coord.trim().to_string(),
                san: san.value.trim().to_string(),
                at: at(san),
            });
        }
        if let Some(n) = &st.move_count {
            out.push(Expect::MoveCount {
                count: n.value,
                at: at(n),
            });
        }
        if let Some(c) = &st.check {
            out.push(Expect::Check {
                value: c.value,
                at: at(c),
            });
        }
        if let Some(s) = &st.status {
            out.push(Expect::Status {
                outcome: s.value.outcome.clone(),
                clause: s.value.clause.as_ref().map(|c| full_id(slug, c)),
                at: at(s),
            });
        }
        if let Some(side) = &st.to_move {
            out.push(Expect::ToMove {
                side: norm(&side.value),
                at: at(side),
            });
        }
        if let Some(p) = &st.position {
            out.push(Expect::Position {
                position: p.value.trim().to_string(),
                at: at(p),
            });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::coordinate_shaped;

    #[test]
    fn coordinate_forms_are_told_from_the_notation_for_people() {
        for t in [
            "e2e4", "e7e8q", "e4e5e6", "e4d5@h6", "@e4", "pass", "a3i5", "e7e8k@a3",
        ] {
            assert!(coordinate_shaped(t), "{t}");
        }
        for t in [
            "e4", "exd5", "Rxe5", "O-O", "e8=Q", "Nf3", "exd5@h6", "e2-e4", "e7e8qq",
        ] {
            assert!(!coordinate_shaped(t), "{t}");
        }
    }
}
