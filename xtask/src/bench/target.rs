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
