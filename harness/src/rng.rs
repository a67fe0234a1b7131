//! A small deterministic generator (splitmix64) that the fuzz bodies' checks, the generator of positions
//! for the interaction pairs and the differential tester's games draw from: the same seed gives the same
//! draws on every machine.

use std::collections::HashSet;

/// A small deterministic generator (splitmix64): inside a check it consumes no fuzzer bytes, so a failure
/// replays exactly.
pub struct Picker(u64);

impl Picker {
    pub fn from_seed(seed: u64) -> Picker {
        Picker(seed ^ 0x9e37_79b9_7f4a_7c15)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// An index below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// Up to `k` distinct indices below `n`, in increasing order.
    pub fn sample(&mut self, n: usize, k: Option<usize>) -> Vec<usize> {
        match k {
            Some(k) if k < n => {
                let mut chosen = HashSet::new();
                while chosen.len() < k {
                    chosen.insert(self.below(n));
                }
                let mut v: Vec<usize> = chosen.into_iter().collect();
                v.sort_unstable();
                v
            }
            _ => (0..n).collect(),
        }
    }
}
