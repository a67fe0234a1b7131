//! A figure held to a target, as the end of `cargo xtask bench` lists it.

/// A figure held to a target: what was measured, the target, and whether it holds.
pub struct Target {
    pub what: String,
    pub measured: String,
    pub wanted: String,
    pub held: bool,
}

impl Target {
    /// A ratio that must be at least `at_least`.
    pub fn ratio(what: impl Into<String>, ratio: f64, at_least: f64) -> Target {
        Target {
            what: what.into(),
            measured: ratio_text(ratio),
            wanted: format!("at least {}", ratio_text(at_least)),
            held: ratio >= at_least,
        }
    }

    /// A figure that must be at most `limit` (`unit` follows both).
    pub fn at_most(what: impl Into<String>, value: f64, limit: f64, unit: &str) -> Target {
        let shown = |v: f64| {
            if v.fract() == 0.0 {
                format!("{v:.0}")
            } else {
                format!("{v:.1}")
            }
        };
        Target {
            what: what.into(),
            measured: format!("{} {unit}", shown(value)),
            wanted: format!("at most {} {unit}", shown(limit)),
            held: value <= limit,
        }
    }
}

/// `2.50x`, or `1/2.50` below one.
fn ratio_text(r: f64) -> String {
    if r >= 1.0 {
        format!("{r:.2}x")
    } else {
        format!("1/{:.2}", 1.0 / r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ratio_holds_from_its_target_up() {
        let t = Target::ratio("void-bitboard / Stockfish", 0.55, 1.0);
        assert!(!t.held);
        assert_eq!(
            (t.measured.as_str(), t.wanted.as_str()),
            ("1/1.82", "at least 1.00x")
        );
        let t = Target::ratio("oracle / shakmaty", 1.0 / 2.62, 1.0 / 3.0);
        assert!(t.held);
        assert_eq!(
            (t.measured.as_str(), t.wanted.as_str()),
            ("1/2.62", "at least 1/3.00")
        );
        assert!(Target::ratio("equal", 1.0, 1.0).held);
    }

    #[test]
    fn a_limit_holds_up_to_itself() {
        let t = Target::at_most("p99", 20.9, 50.0, "ms");
        assert!(t.held);
        assert_eq!(
            (t.measured.as_str(), t.wanted.as_str()),
            ("20.9 ms", "at most 50 ms")
        );
        assert!(!Target::at_most("wrong answers", 1.0, 0.0, "answers").held);
    }
}
