//! The date and time now, in UTC, for the stamps the harness and its tools write (the suite export's
//! version, a mutation run's record), without a date crate.

/// Now, UTC: (`YYYY-MM-DD`, `HH:MM`).
pub fn utc_now() -> (String, String) {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    utc(secs)
}

/// The UTC date and time of `secs` seconds after 1970-01-01 00:00: (`YYYY-MM-DD`, `HH:MM`).
pub fn utc(secs: u64) -> (String, String) {
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    let minute = (secs % 86_400) / 60;
    (
        format!("{year:04}-{month:02}-{day:02}"),
        format!("{:02}:{:02}", minute / 60, minute % 60),
    )
}

#[cfg(test)]
mod tests {
    use super::utc;

    #[test]
    fn dates_are_civil_dates() {
        // 0 is the epoch; 951,782,400 is 2000-02-29 00:00 (a leap day of a century divisible by 400);
        // 1,798,675,200 + 3,660 is 2026-12-31 01:01 (as `date -u -d @1798678860` prints it).
        assert_eq!(utc(0), ("1970-01-01".into(), "00:00".into()));
        assert_eq!(utc(951_782_400), ("2000-02-29".into(), "00:00".into()));
        assert_eq!(
            utc(1_798_675_200 + 3_660),
            ("2026-12-31".into(), "01:01".into())
        );
    }
}
