//! Properties of the suicide base (`suicide`) and Suicide Void Chess (`suicide-void`) beyond the generic ones
//! of `tests/properties.rs`.
//!
//! Both rulesets treat the colours alike once the void is placed (suicide-void/B.2: pieces move as in
//! standard chess, the same for both sides; S.3-S.5 name no colour), so perft of a position and of its mirror
//! (colours swapped, ranks reversed) are equal. Only the opening placement is Black's alone (S.1), so a
//! position before it has no mirror.

mod mirror_common;
mod proptest_support;

mirror_common::mirror_perft_properties!(suicide, "suicide");
mirror_common::mirror_perft_properties!(suicide_void, "suicide-void");
