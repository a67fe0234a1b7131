//! Where games start and how long a run may go: `--positions` files, `--time-limit`, `--shard`.

use std::path::Path;
use std::time::Duration;

/// Reads `90`, `90s`, `15m`, `1h`.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (number, unit) = match t.char_indices().find(|(_, c)| c.is_ascii_alphabetic()) {
        Some((i, _)) => (&t[..i], &t[i..]),
        None => (t, "s"),
    };
    let n: f64 = number
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a duration (e.g. 90, 90s, 15m, 1h)"))?;
    let scale = match unit {
        "s" => 1.0,
        "m" | "min" => 60.0,
        "h" => 3600.0,
        _ => return Err(format!("`{text}`: the unit must be s, m or h")),
    };
    if !(n.is_finite() && n >= 0.0) {
        return Err(format!("`{text}` is not a duration"));
    }
    Ok(Duration::from_secs_f64(n * scale))
}

/// Reads `i/n`.
pub fn parse_shard(text: &str) -> Result<(u64, u64), String> {
    let bad = || format!("--shard `{text}` must be I/N with 1 <= I <= N");
    let (i, n) = text.split_once('/').ok_or_else(bad)?;
    let (i, n): (u64, u64) = (
        i.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if n == 0 || i == 0 || i > n {
        return Err(bad());
    }
    Ok((i, n))
}

/// Reads an EPD file (or a `.perft` file's `epd` lines): the first four fields of each position line,
/// with the move counters when given, `0 1` when not.
pub fn read_positions(path: &Path) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read positions file {}: {e}", path.display()))?;
    positions_in(&path.display().to_string(), &text)
}

/// The positions of an EPD (or `.perft`) text, as [`read_positions`] reads a file; `file` names it in
/// errors.
pub fn positions_in(file: &str, text: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let first = line.split_whitespace().next().unwrap_or("");
        if first != "epd" && oracle::core::perft_table::KEYS.contains(&first) {
            continue;
        }
        let line = line.strip_prefix("epd ").unwrap_or(line);
        let body = line.split(';').next().unwrap_or("");
        let fields: Vec<&str> = body.split_whitespace().collect();
        if fields.len() < 4 {
            return Err(format!(
                "{file}:{}: a position needs at least four fields (placement, side, castling, en passant): `{raw}`",
                n + 1
            ));
        }
        let counters = fields.len() >= 6
            && fields[4].parse::<u32>().is_ok()
            && fields[5].parse::<u32>().is_ok();
        let fen = if counters {
            fields[..6].join(" ")
        } else {
            format!("{} 0 1", fields[..4].join(" "))
        };
        out.push(fen);
    }
    if out.is_empty() {
        return Err(format!("{file}: no positions"));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_shards_are_read() {
        assert_eq!(parse_duration("90").unwrap(), Duration::from_secs(90));
        assert_eq!(parse_duration("15m").unwrap(), Duration::from_secs(900));
        assert_eq!(parse_duration("1h").unwrap(), Duration::from_secs(3600));
        assert!(parse_duration("soon").is_err());
        assert!(parse_duration("5y").is_err());
        assert_eq!(parse_shard("3/8").unwrap(), (3, 8));
        assert!(parse_shard("0/8").is_err());
        assert!(parse_shard("9/8").is_err());
        assert!(parse_shard("x").is_err());
    }

    #[test]
    fn epd_and_perft_files_are_read() {
        let dir = std::env::temp_dir().join(format!("diff-epd-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("p.epd");
        std::fs::write(
            &path,
            "# comment\nruleset fide\nid kiwipete\nepd r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - ;D1 48\nsource published\nperft 1 48\n8/8/8/8/8/8/8/K6k b - - 3 40\n",
        )
        .unwrap();
        assert_eq!(
            read_positions(&path).unwrap(),
            vec![
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".to_string(),
                "8/8/8/8/8/8/8/K6k b - - 3 40".to_string()
            ]
        );
        std::fs::write(&path, "8/8 w\n").unwrap();
        let e = read_positions(&path).unwrap_err();
        assert!(e.contains(":1:"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
