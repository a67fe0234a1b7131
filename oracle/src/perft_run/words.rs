//! Counts and durations written for people, in the progress lines of a long count.

/// `1234567` as `1.2 M`, for progress lines.
pub fn short_number(x: f64) -> String {
    if x >= 1e15 {
        return format!("{x:.1e}");
    }
    for (unit, size) in [("T", 1e12), ("G", 1e9), ("M", 1e6), ("k", 1e3)] {
        if x >= size {
            return format!("{:.1} {unit}", x / size);
        }
    }
    format!("{x:.0}")
}

/// A duration for people: `45 s`, `12 min`, `3.5 h`, `2.1 days`.
pub fn short_duration(seconds: f64) -> String {
    if seconds < 90.0 {
        format!("{seconds:.0} s")
    } else if seconds < 5400.0 {
        format!("{:.0} min", seconds / 60.0)
    } else if seconds < 172_800.0 {
        format!("{:.1} h", seconds / 3600.0)
    } else {
        format!("{:.1} days", seconds / 86400.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_durations_for_people() {
        assert_eq!(short_number(950.0), "950");
        assert_eq!(short_number(4_865_609.0), "4.9 M");
        assert_eq!(short_duration(30.0), "30 s");
        assert_eq!(short_duration(600.0), "10 min");
        assert_eq!(short_duration(7200.0), "2.0 h");
        assert_eq!(short_duration(3.0 * 86400.0), "3.0 days");
    }
}
