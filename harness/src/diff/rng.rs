//! The seeded generator of the differential tester's games: the same seed and game number give the same
//! game on every machine.

/// A small, fast, seedable generator (SplitMix64, the conformance suite's): the same seed and game
/// number give the same game on every machine.
pub use crate::rng::Picker as Rng;

/// SplitMix64's increment (the golden ratio in 64 bits).
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// The generator of game `game` of a run seeded `seed`: state `seed ^ (game + 1) * GOLDEN` (`from_seed`
/// mixes in one `GOLDEN` of its own, taken out here), one output skipped.
pub fn game_rng(seed: u64, game: u64) -> Rng {
    let mut r = Rng::from_seed(seed ^ game.wrapping_add(1).wrapping_mul(GOLDEN) ^ GOLDEN);
    r.next_u64();
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_is_reproducible_and_game_dependent() {
        let a: Vec<u64> = (0..4).map(|_| game_rng(1, 7).next_u64()).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        assert_ne!(game_rng(1, 7).next_u64(), game_rng(1, 8).next_u64());
        assert_ne!(game_rng(1, 7).next_u64(), game_rng(2, 7).next_u64());
        // SplitMix64's published first output for state 0 after one step.
        let mut r = Rng::from_seed(GOLDEN);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
    }
}
