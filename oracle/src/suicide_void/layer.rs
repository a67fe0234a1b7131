//! The rules in force in one game of the suicide base or of Suicide Void Chess: the [`Layer`] the rule
//! files read, made from either ruleset's switches (`interpretation`).

use super::interpretation::{
    DrawRules, InsufficientMaterial, SuicideSwitches, SuicideVoidSwitches,
};

/// The rules in force, whichever of the two rulesets is played: the base has no void and its switches
/// only; Suicide Void Chess adds the void layer and its switches.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Layer {
    pub void: bool,
    /// The draws by the move count and by repetition (register SU-0-draw-rules).
    pub draw_rules: DrawRules,
    /// The draw when no piece can ever be taken (register SU-0-insufficient-material; base only).
    pub insufficient_material: InsufficientMaterial,
    pub promotion_victory: bool,
    pub relocate_to_squares_empty_before_capture: bool,
    pub skip_relocation_on_game_end: bool,
    /// The Giveaway and Antichess reading of a stalemate: the stalemated side wins (base only).
    pub stalemated_side_wins: bool,
    /// The Giveaway reading of castling: allowed as in standard chess (base only).
    pub castling: bool,
}

impl Default for Layer {
    fn default() -> Layer {
        Layer {
            void: false,
            draw_rules: DrawRules::None,
            insufficient_material: InsufficientMaterial::None,
            promotion_victory: false,
            relocate_to_squares_empty_before_capture: false,
            skip_relocation_on_game_end: false,
            stalemated_side_wins: false,
            castling: false,
        }
    }
}

impl From<&SuicideSwitches> for Layer {
    fn from(s: &SuicideSwitches) -> Layer {
        Layer {
            draw_rules: s.draw_rules,
            insufficient_material: s.insufficient_material,
            stalemated_side_wins: s.stalemated_side_wins,
            castling: s.castling,
            ..Layer::default()
        }
    }
}

impl From<&SuicideVoidSwitches> for Layer {
    fn from(s: &SuicideVoidSwitches) -> Layer {
        Layer {
            void: true,
            draw_rules: s.draw_rules,
            promotion_victory: s.promotion_victory,
            relocate_to_squares_empty_before_capture: s.relocate_to_squares_empty_before_capture,
            skip_relocation_on_game_end: s.skip_relocation_on_game_end,
            // B.4 and B.9 as written (register SV-0-giveaway-readings), and no draw by material
            // (SV-0-insufficient-material).
            insufficient_material: InsufficientMaterial::None,
            stalemated_side_wins: false,
            castling: false,
        }
    }
}
