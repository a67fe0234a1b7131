//! `setup`, `check-record` and `record`: positions and games as people paste them. `check-record` gives
//! each game of a record its `oracle check-game` verdict (the same [`crate::record::check_record`]) and the
//! coordinate form of each move up to the first one that is not legal, so that the page can show the
//! position after any move.

use super::request::{ClauseView, WebRequest};
use crate::core::{AnyGame, Verdict};
use crate::protocol::ErrorBody;
use crate::record::{check_record, read_records, write_record, GameVerdict, Record};
use crate::serve::{bad_request, oracle_failure};
use serde::Serialize;

/// The reply to `setup`.
#[derive(Serialize)]
pub struct SetupReply {
    /// The position in the ruleset's one-line text form.
    pub position: String,
}

/// `setup`: a pasted position, one line of text or a board diagram (several lines, as `oracle show`
/// prints it), checked by the ruleset's validator and written in its one-line form.
pub fn setup(r: &WebRequest) -> Result<SetupReply, ErrorBody> {
    let (ruleset, switches) = r.ruleset()?;
    let text = r.text()?.trim();
    if text.is_empty() {
        return Err(bad_request(
            "the position is empty: paste a position text or a diagram",
        ));
    }
    let line = if text.contains('\n') {
        ruleset
            .position_from_diagram(text)
            .map_err(oracle_failure)?
    } else {
        text.to_string()
    };
    let game = ruleset.new_game(&line, &switches).map_err(oracle_failure)?;
    Ok(SetupReply {
        position: game.position(),
    })
}

/// One move of a checked record.
#[derive(Serialize)]
pub struct RecordMoveView {
    /// As written in the record.
    pub text: String,
    /// Its coordinate form, for a legal move.
    #[serde(rename = "move")]
    pub mv: Option<String>,
    /// Where it is written.
    pub place: String,
}

/// One game of a checked record.
#[derive(Serialize)]
pub struct RecordGameView {
    /// `oracle check-game`'s line for the game.
    pub verdict: String,
    /// 0 legal, 1 an illegal move or a `Result` the moves contradict, 2 a record that cannot be replayed.
    pub code: u8,
    /// The clause of the first illegal move, with its title.
    pub clause: Option<ClauseView>,
    /// Where the game starts in the text.
    pub place: Option<String>,
    pub tags: Vec<(String, String)>,
    /// What the page needs to show a position of the game (absent when the record cannot be replayed).
    pub ruleset: Option<String>,
    pub start: String,
    pub interpretation: std::collections::BTreeMap<String, String>,
    pub moves: Vec<RecordMoveView>,
}

/// The reply to `check-record`.
#[derive(Serialize)]
pub struct CheckRecordReply {
    pub games: Vec<RecordGameView>,
    /// Where the text stops being a record, after the games read before it (not `error`: a reply with
    /// `error` is an error reply).
    pub malformed: Option<String>,
}

/// `check-record`: every game of the text, as `oracle check-game` checks a file.
pub fn check_records(r: &WebRequest) -> Result<CheckRecordReply, ErrorBody> {
    let (records, error) = read_records(r.text()?);
    let games = records.iter().map(game_view).collect();
    let malformed = error.map(|e| format!("malformed record: {e}"));
    let malformed = malformed.or_else(|| {
        records
            .is_empty()
            .then(|| "no game in the record".to_string())
    });
    Ok(CheckRecordReply { games, malformed })
}

fn game_view(record: &Record) -> RecordGameView {
    let verdict = check_record(record);
    let clause = match &verdict {
        GameVerdict::Illegal {
            clause: Some(c), ..
        } => Some(ClauseView::of(c)),
        _ => None,
    };
    let mut view = RecordGameView {
        verdict: verdict.describe(),
        code: verdict.code(),
        clause,
        place: record.place.map(|p| p.to_string()),
        tags: record.tags.clone(),
        ruleset: None,
        start: "startpos".to_string(),
        interpretation: Default::default(),
        moves: Vec::new(),
    };
    if let Some((game, settings)) = start_of(record) {
        view.ruleset = Some(game.slug().to_string());
        view.start = game.start();
        view.interpretation = settings.into_iter().collect();
        view.moves = replay(record, game);
    }
    view
}

/// Switches as (name, value) pairs.
type Settings = Vec<(String, String)>;

/// The game a record starts, with its switches, when the record names a ruleset, a start and switches
/// that can be read (what [`check_record`] reads; when they cannot, its verdict says why).
fn start_of(record: &Record) -> Option<(Box<dyn AnyGame>, Settings)> {
    let (game, settings, _) = crate::record::start_of(record).ok()?;
    Some((game, settings))
}

/// The record's moves, each with its coordinate form while the moves are legal.
fn replay(record: &Record, mut game: Box<dyn AnyGame>) -> Vec<RecordMoveView> {
    let mut legal = true;
    record
        .moves
        .iter()
        .map(|m| {
            let mut mv = None;
            if legal {
                match game.explain(&m.text) {
                    Verdict::Legal(coord) if game.play(&coord).is_ok() => mv = Some(coord),
                    _ => legal = false,
                }
            }
            RecordMoveView {
                text: m.text.clone(),
                mv,
                place: m.place.to_string(),
            }
        })
        .collect()
}

/// The reply to `record`.
#[derive(Serialize)]
pub struct RecordReply {
    pub record: String,
}

/// `record`: the game as a record, as `oracle play --record` writes it.
pub fn record(r: &WebRequest, game: &dyn AnyGame) -> Result<RecordReply, ErrorBody> {
    let (_, switches) = r.ruleset()?;
    let record = write_record(game, &switches).map_err(oracle_failure)?;
    Ok(RecordReply { record })
}
