//! The mirrored-perft property, shared by the property files of the rulesets that treat both colours alike.
//! A file that uses it also declares `mod proptest_support;`, whose settings it runs under.

/// `mirror_perft_properties!(module_name, "slug")`: a proptest that plays a random game in the ruleset and
/// checks that the reached position and its mirror have the same perft at depths 1 to 3 (3 with `--release`
/// only, to keep debug runs short), with exactly the mirrored moves at depth 1.
macro_rules! mirror_perft_properties {
    ($name:ident, $slug:literal) => {
        mod $name {
            use conformance::fuzz_bodies::{mirror, playout};
            use proptest::prelude::*;
            use proptest::sample::Index;

            proptest! {
                #![proptest_config(super::proptest_support::config(8))]

                #[test]
                fn mirrored_positions_have_equal_perft(choices in prop::collection::vec(any::<Index>(), 0..60)) {
                    let ruleset = oracle::ruleset($slug).map_err(|e| TestCaseError::fail(e.to_string()))?;
                    let mut it = choices.iter();
                    let game = playout::walk(ruleset, &[], &mut |n| it.next().map(|i| i.index(n)));
                    let game = game.map_err(TestCaseError::fail)?;
                    let depth = if cfg!(debug_assertions) { 2 } else { 3 };
                    for d in 1..=depth {
                        mirror::check_mirror_perft(game.as_ref(), d).map_err(|e| {
                            TestCaseError::fail(format!("{e}\n  moves from the start: {}", game.moves().join(" ")))
                        })?;
                    }
                }
            }
        }
    };
}

pub(crate) use mirror_perft_properties;
