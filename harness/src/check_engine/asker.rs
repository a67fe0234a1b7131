//! The engine asked once per position, and what a step gathers: failures, reasons it could not
//! answer, clauses not compared.

use super::verdict::{Failure, Verdict};
use crate::cases::text_form::TextForm;
use crate::cases::{At, Case};
use crate::engines::engine::{Answer, Engine, Fault, Query};

/// A position as asked: the moves from the start and the event after them.
type Asked = (Vec<String>, Option<String>);

/// The engine's answer about one position, asked once.
pub(super) struct Asker<'a> {
    pub(super) engine: &'a mut dyn Engine,
    pub(super) case: &'a Case,
    pub(super) form: Option<TextForm>,
    pub(super) last: Option<(Asked, Result<Answer, Fault>)>,
}

impl Asker<'_> {
    pub(super) fn query(&self, moves: &[String]) -> Query {
        Query {
            start: self.case.start.clone(),
            moves: moves.to_vec(),
            before_last: None,
        }
    }

    pub(super) fn answer(
        &mut self,
        moves: &[String],
        event: Option<&str>,
    ) -> Result<Answer, Fault> {
        let key = (moves.to_vec(), event.map(str::to_string));
        if let Some((k, a)) = &self.last {
            if *k == key {
                return a.clone();
            }
        }
        let q = self.query(moves);
        let a = match event {
            None => self.engine.query(&q),
            Some(ev) => self.engine.query_event(&q, ev).unwrap_or_else(|| {
                Err(Fault::Unsupported {
                    request: format!("{} event {ev}", q.describe()),
                    message: "the engine has no game events".into(),
                })
            }),
        };
        self.last = Some((key, a.clone()));
        a
    }
}

/// What one step gathered.
#[derive(Default)]
pub(super) struct Tally {
    pub(super) failures: Vec<Failure>,
    reasons: Vec<String>,
    pub(super) not_compared: usize,
}

impl Tally {
    pub(super) fn fail(&mut self, at: At, key: &str, expected: String, engine: String) {
        self.failures.push(Failure {
            at,
            key: key.to_string(),
            expected,
            engine,
        });
    }

    pub(super) fn not_answered(&mut self, why: String) {
        if !self.reasons.contains(&why) {
            self.reasons.push(why);
        }
    }

    /// A fault answering a question: the engine's refusal or crash is a failure; a question it says it
    /// cannot answer is not answered.
    pub(super) fn fault(&mut self, at: At, key: &str, expected: String, fault: &Fault) {
        match fault {
            Fault::Unsupported { message, .. } => self.not_answered(message.clone()),
            Fault::Refused { message, .. } => {
                self.fail(at, key, expected, format!("refused: {message}"))
            }
            other => self.fail(at, key, expected, format!("engine fault: {other}")),
        }
    }

    pub(super) fn verdict(self) -> (Verdict, usize) {
        let v = if !self.failures.is_empty() {
            Verdict::Failed {
                failures: self.failures,
            }
        } else if !self.reasons.is_empty() {
            Verdict::NotAnswered {
                reasons: self.reasons,
            }
        } else {
            Verdict::Passed
        };
        (v, self.not_compared)
    }
}

pub(super) fn listed(moves: &[String]) -> String {
    format!("{} legal moves: {}", moves.len(), moves.join(" "))
}
