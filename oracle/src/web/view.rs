//! `info` and `view`: what the page shows. `info` lists the rulesets with their switches and events;
//! `view` answers for one position everything the page draws: the oracle's SVG (with one piece's legal
//! moves marked, or a tried move's squares outlined as `oracle show --try` does), the legal moves and the
//! moves played in both forms, the status with its clause and the clause's title, and a tried move's
//! verdict with its clause and title.

use super::request::{ClauseView, ErrorView, WebRequest};
use crate::core::{AnyGame, OracleError, Reading, Verdict};
use crate::protocol::ErrorBody;
use crate::serve::oracle_failure;
use crate::svg::{board_svg, SvgOptions};
use serde::Serialize;

/// One switch of a ruleset's interpretation register.
#[derive(Serialize)]
pub struct SwitchView {
    pub name: &'static str,
    /// The register entry's id (`VC-9.3-void-trap`).
    pub entry: &'static str,
    pub question: &'static str,
    pub readings: &'static [Reading],
    pub default: &'static str,
    pub clauses: &'static [&'static str],
}

/// A game event of a ruleset.
#[derive(Serialize)]
pub struct EventView {
    pub name: &'static str,
    pub meaning: &'static str,
}

/// A ruleset as the page offers it.
#[derive(Serialize)]
pub struct RulesetView {
    pub slug: &'static str,
    pub name: &'static str,
    pub switches: Vec<SwitchView>,
    pub events: Vec<EventView>,
}

/// The reply to `info`.
#[derive(Serialize)]
pub struct InfoReply {
    pub name: &'static str,
    pub rulesets: Vec<RulesetView>,
}

/// `info`: every ruleset with its switches and events.
pub fn info() -> InfoReply {
    let rulesets = crate::rulesets()
        .into_iter()
        .map(|r| RulesetView {
            slug: r.slug(),
            name: r.name(),
            switches: r
                .register()
                .iter()
                .filter_map(|e| {
                    Some(SwitchView {
                        name: e.switch?,
                        entry: e.id,
                        question: e.question,
                        readings: e.readings,
                        default: e.default,
                        clauses: e.clauses,
                    })
                })
                .collect(),
            events: r
                .events()
                .iter()
                .map(|(name, meaning)| EventView { name, meaning })
                .collect(),
        })
        .collect();
    InfoReply {
        name: crate::serve::SERVER_NAME,
        rulesets,
    }
}

/// A move in coordinate form and in the ruleset's notation for people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveView {
    #[serde(rename = "move")]
    pub mv: String,
    pub san: String,
}

/// The status with its clause and the clause's title.
#[derive(Serialize)]
pub struct StatusView {
    /// `ongoing`, `white-wins`, ... as the protocol's `status`.
    pub word: String,
    pub over: bool,
    pub clause: Option<ClauseView>,
    pub reason: String,
}

/// A tried move's verdict.
#[derive(Serialize)]
pub struct TriedView {
    pub text: String,
    pub legal: bool,
    /// The coordinate form of a legal move.
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    pub mv: Option<String>,
    /// The clause that forbids a refused move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clause: Option<ClauseView>,
    /// The refusal's sentence.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// A text that is no move of the notation (kind `bad-move`, `bad-square`, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<ErrorView>,
}

/// The reply to `view`.
#[derive(Serialize)]
pub struct ViewReply {
    pub position: String,
    pub svg: String,
    pub side_to_move: &'static str,
    pub check: bool,
    pub status: StatusView,
    pub legal: Vec<MoveView>,
    /// The moves played from the start, in both forms.
    pub played: Vec<MoveView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tried: Option<TriedView>,
}

/// `view`: the position the request describes, drawn and described.
pub fn view(r: &WebRequest, game: &dyn AnyGame) -> Result<ViewReply, ErrorBody> {
    let tried = r.try_move.as_deref().map(|text| tried(game, text));
    let opts = SvgOptions {
        moves_from: r.from.clone(),
        // A text that is no move is answered in `tried`, with nothing drawn for it.
        try_move: r
            .try_move
            .clone()
            .filter(|_| tried.as_ref().is_some_and(|t| t.error.is_none())),
        ..SvgOptions::new()
    };
    let svg = board_svg(game, &opts).map_err(oracle_failure)?;
    let status = game.status();
    Ok(ViewReply {
        position: game.position(),
        svg,
        side_to_move: game.side_to_move(),
        check: game.in_check(),
        status: StatusView {
            word: status.word(),
            over: status.is_over(),
            clause: status.clause.map(|c| ClauseView::of(c.id())),
            reason: status.reason.clone(),
        },
        legal: game
            .legal_moves_with_san()
            .into_iter()
            .map(|(mv, san)| MoveView { mv, san })
            .collect(),
        played: played(game).map_err(oracle_failure)?,
        tried,
    })
}

fn tried(game: &dyn AnyGame, text: &str) -> TriedView {
    let mut view = TriedView {
        text: text.to_string(),
        legal: false,
        mv: None,
        clause: None,
        message: None,
        error: None,
    };
    match game.explain(text) {
        Verdict::Legal(coord) => {
            view.legal = true;
            view.mv = Some(coord);
        }
        Verdict::Refused(r) => {
            view.clause = Some(ClauseView::of(r.clause.id()));
            view.message = Some(r.message);
        }
        Verdict::Unreadable(e) => view.error = Some(e.into()),
    }
    view
}

/// The moves of the game in both forms: each in the notation of the position it was played in.
pub fn played(game: &dyn AnyGame) -> Result<Vec<MoveView>, OracleError> {
    // The game's own switches: those of a reading's name (`antichess`) are in force too.
    let switches: Vec<(String, String)> = game
        .interpretation()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut replay = crate::ruleset(game.slug())?.new_game(&game.start(), &switches)?;
    let mut out = Vec::new();
    for mv in game.moves() {
        let san = replay
            .legal_moves_with_san()
            .into_iter()
            .find(|(coord, _)| coord == mv)
            .map_or_else(|| mv.clone(), |(_, san)| san);
        replay.play(mv)?;
        out.push(MoveView {
            mv: mv.clone(),
            san,
        });
    }
    Ok(out)
}
