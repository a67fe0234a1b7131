//! Test-only: engines with one planted bug in a rare rule of Void Chess, Suicide Void Chess, Minnaar Chess
//! or Circular Chess, to show that the tester reaches those rules and catches each bug. Each one is the
//! oracle with one deviation, a mistake an engine author could make: the oracle answers the query, then the
//! deviation rewrites the answer where its rule applies (it reads the positions' text forms and asks the
//! oracle why a candidate move is refused, so the rewrite happens exactly where the rule decides).

use super::engine::{Answer, Engine, Fault, Query};
use oracle::core::{AnyGame, AnyRuleset};

mod board;
mod deviate;

use deviate::oracle_answer;

/// The planted bugs, by ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleMutant {
    // Void Chess.
    /// A void trap (9.3) is called a stalemate draw (9.4).
    VoidTrapIsStalemate,
    /// The Void Fortress draw (9.8) is never declared.
    FortressMissed,
    /// The thirty-move rule (9.6) draws one half-move late: at 61, not 60.
    ThirtyMoveOneLate,
    /// An en passant capture leaves its landing square Normal (5.3 forgotten: the Pawn landed on an empty
    /// square, so the engine does not see a capture there).
    EnPassantLeavesTileNormal,
    /// A Minister capturing on an unstable tile leaves it unstable (5.1's "remains unstable" applied
    /// over 5.2's healing).
    MinisterCaptureKeepsUnstable,
    /// The Minister may not take Step 1 onto a void tile (the void rule of 2.4 applied to it too).
    MinisterAvoidsVoidStep,
    /// Castling is allowed over a void tile between King and Rook (8.1.2 checks only for pieces).
    CastlingOverVoid,
    /// Threefold repetition (9.5) ignores the castling rights (a King that stepped out and back repeats).
    RepetitionIgnoresCastlingRights,
    // Suicide Void Chess.
    /// On stalemate (B.9) the stalemated side wins, as in lichess antichess.
    StalematedSideWins,
    /// A Pawn's two-square advance may pass over the void (S.4 checked on the landing square only).
    DoubleStepOverVoid,
    /// After en passant the void may not go to the taken Pawn's square (the engine frees only the
    /// capture's destination).
    EnPassantSquareNotFreed,
    /// No promotion to a King (P.2 forgotten).
    NoKingPromotion,
    /// The capture that takes the last piece skips the void's relocation (S.5 read with an exception).
    LastCaptureSkipsRelocation,
    // Minnaar Chess.
    /// The eighty-turn count (8.0) ends the battle one turn early, at 79.
    TallyEndsAt79,
    /// A capture on the turn that would complete the count (9.5) still ends the battle.
    CaptureOnTurn80Ends,
    /// A forced pass is not counted by the tally (8.3 forgotten).
    PassNotCounted,
    /// Divide and Conquer (7.2) is declared only when the Southern group is captured.
    DivideAndConquerSouthOnly,
    /// An Establishment army with no pieces has no move at all instead of its forced pass (6.3).
    EmptyArmyCannotPass,
    // Circular Chess.
    /// The King may not cross the centre (8.2).
    KingCannotCrossCentre,
    /// Castling over an attacked arc (11.1 checks only the King's own space).
    CastlingOverAttackedArc,
    /// Stalemate (14.2) is a loss for the stalemated side.
    StalemateLoses,
    /// The fifty-move rule (14.4) ends the game by itself instead of being declared.
    FiftyMovesAutomatic,
    /// No promotion on the Pawn's own first rank (12.2 forgotten).
    NoPromotionOnOwnFirstRank,
}

impl RuleMutant {
    pub const ALL: [RuleMutant; 23] = [
        RuleMutant::VoidTrapIsStalemate,
        RuleMutant::FortressMissed,
        RuleMutant::ThirtyMoveOneLate,
        RuleMutant::EnPassantLeavesTileNormal,
        RuleMutant::MinisterCaptureKeepsUnstable,
        RuleMutant::MinisterAvoidsVoidStep,
        RuleMutant::CastlingOverVoid,
        RuleMutant::RepetitionIgnoresCastlingRights,
        RuleMutant::StalematedSideWins,
        RuleMutant::DoubleStepOverVoid,
        RuleMutant::EnPassantSquareNotFreed,
        RuleMutant::NoKingPromotion,
        RuleMutant::LastCaptureSkipsRelocation,
        RuleMutant::TallyEndsAt79,
        RuleMutant::CaptureOnTurn80Ends,
        RuleMutant::PassNotCounted,
        RuleMutant::DivideAndConquerSouthOnly,
        RuleMutant::EmptyArmyCannotPass,
        RuleMutant::KingCannotCrossCentre,
        RuleMutant::CastlingOverAttackedArc,
        RuleMutant::StalemateLoses,
        RuleMutant::FiftyMovesAutomatic,
        RuleMutant::NoPromotionOnOwnFirstRank,
    ];

    /// The ruleset the bug is planted in.
    pub fn slug(self) -> &'static str {
        use RuleMutant::*;
        match self {
            VoidTrapIsStalemate
            | FortressMissed
            | ThirtyMoveOneLate
            | EnPassantLeavesTileNormal
            | MinisterCaptureKeepsUnstable
            | MinisterAvoidsVoidStep
            | CastlingOverVoid
            | RepetitionIgnoresCastlingRights => "void-chess",
            StalematedSideWins
            | DoubleStepOverVoid
            | EnPassantSquareNotFreed
            | NoKingPromotion
            | LastCaptureSkipsRelocation => "suicide-void",
            TallyEndsAt79
            | CaptureOnTurn80Ends
            | PassNotCounted
            | DivideAndConquerSouthOnly
            | EmptyArmyCannotPass => "minnaar",
            KingCannotCrossCentre
            | CastlingOverAttackedArc
            | StalemateLoses
            | FiftyMovesAutomatic
            | NoPromotionOnOwnFirstRank => "circular",
        }
    }
}
/// The oracle with one planted bug.
pub struct RuleMutantEngine {
    mutant: Option<RuleMutant>,
    ruleset: &'static dyn AnyRuleset,
    interpretation: Vec<(String, String)>,
    /// The last game asked about (its start and the game), so that a query one move further costs one move.
    cache: Option<(String, Box<dyn AnyGame>)>,
}

impl RuleMutantEngine {
    pub fn new(mutant: RuleMutant) -> RuleMutantEngine {
        RuleMutantEngine {
            mutant: Some(mutant),
            ruleset: oracle::ruleset(mutant.slug()).expect("the oracle has the ruleset"),
            interpretation: Vec::new(),
            cache: None,
        }
    }

    /// The oracle with no bug planted.
    pub fn plain(slug: &str) -> RuleMutantEngine {
        RuleMutantEngine {
            mutant: None,
            ruleset: oracle::ruleset(slug).expect("the oracle has the ruleset"),
            interpretation: Vec::new(),
            cache: None,
        }
    }
}

impl Engine for RuleMutantEngine {
    fn name(&self) -> String {
        match self.mutant {
            Some(m) => format!("mutant:{m:?}"),
            None => format!("oracle:{}", self.ruleset.slug()),
        }
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
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
        let before = last.map(|_| game.clone_box());
        if let Some(last) = last {
            game.play(last).map_err(|e| refuse(e.to_string()))?;
        }
        self.cache = Some((q.start.clone(), game.clone_box()));
        let mut answer = oracle_answer(game.as_ref());
        let before = before.as_deref().zip(last.map(String::as_str));
        if let Some(mutant) = self.mutant {
            mutant.deviate(game.as_ref(), before, &mut answer);
        }
        Ok(answer)
    }
}
