//! Test support: a stand-in FIDE reference built on shakmaty, so that the tester's own machinery
//! (adapters, shrinking, faults) is tested whatever the state of the oracle's rulesets.

use oracle::core::{
    rules::find_legal, Clause, OracleError, Rejection, Rules, RulesetFace, SquareView, Status,
    Switches,
};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, KnownOutcome, Position};

#[derive(Clone, Debug)]
pub struct ShakmatyChess;

pub static SHAKMATY_CHESS: RulesetFace<ShakmatyChess> = RulesetFace(ShakmatyChess);

impl Rules for ShakmatyChess {
    type Position = Chess;
    type Move = shakmaty::Move;
    type Interpretation = Switches;

    fn slug(&self) -> &'static str {
        "fide"
    }
    fn name(&self) -> &'static str {
        "chess (shakmaty stand-in)"
    }
    fn start_position(&self, _: &Switches) -> Chess {
        Chess::default()
    }
    fn parse_position(&self, text: &str, _: &Switches) -> Result<Chess, OracleError> {
        let fen: Fen = text
            .parse()
            .map_err(|e| OracleError::bad_position(format!("{e}"), None))?;
        fen.into_position(CastlingMode::Standard)
            .map_err(|e| OracleError::bad_position(format!("{e}"), None))
    }
    fn format_position(&self, pos: &Chess) -> String {
        Fen::from_position(pos, EnPassantMode::Legal).to_string()
    }
    fn side_to_move(&self, pos: &Chess) -> &'static str {
        super::shakmaty_engine::color_word(pos.turn())
    }
    fn legal_moves(&self, pos: &Chess, _: &Switches) -> Vec<shakmaty::Move> {
        pos.legal_moves().into_iter().collect()
    }
    fn format_move(&self, _: &Chess, mv: &shakmaty::Move) -> String {
        mv.to_uci(CastlingMode::Standard).to_string()
    }
    fn check_move(
        &self,
        pos: &Chess,
        text: &str,
        interp: &Switches,
    ) -> Result<Result<shakmaty::Move, Rejection>, OracleError> {
        Ok(find_legal(self, pos, text, interp)
            .ok_or_else(|| Rejection::new(Clause("test/illegal"), format!("{text} is illegal"))))
    }
    fn play(&self, pos: &Chess, mv: &shakmaty::Move, _: &Switches) -> Chess {
        let mut p = pos.clone();
        p.play_unchecked(*mv);
        p
    }
    fn status(&self, history: &[Chess], _: &Switches) -> Status {
        let pos = history.last().expect("a history has a position");
        match pos.outcome().known() {
            None => Status::ongoing(),
            Some(KnownOutcome::Decisive { winner }) => Status::win(
                super::shakmaty_engine::color_word(winner),
                Clause("test/checkmate"),
                "checkmate",
            ),
            Some(KnownOutcome::Draw) => Status::draw(Clause("test/draw"), "draw"),
        }
    }
    fn in_check(&self, pos: &Chess, _: &Switches) -> bool {
        pos.is_check()
    }
    fn show(&self, pos: &Chess) -> String {
        format!("{:?}", pos.board())
    }
    fn square(&self, _: &Chess, _: &str) -> Result<SquareView, OracleError> {
        Err(OracleError::Unsupported {
            message: "not in the stand-in".into(),
        })
    }
}
