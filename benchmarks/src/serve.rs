//! The serve section of `cargo xtask bench`: `oracle serve` asked about one game ply by ply, with its kept
//! games against replaying every request (target: at least 20x for the stream the differential tester
//! sends).

use super::clock::timed;
use super::options::Options;
use super::target::Target;

/// The game's length in plies.
const PLIES: usize = 200;

pub fn run(_: &Options) -> Result<Vec<Target>, String> {
    Ok(vec![Target::ratio(
        "oracle serve: kept games / replaying every request, as the tester asks",
        serve_cache_ratio(PLIES)?,
        20.0,
    )])
}

/// `oracle serve` asked about one game ply by ply, as an engine under test is: a Void Chess game of
/// `plies` plies (the first random game that long), each request naming the whole history. Two request
/// streams: the one `cargo xtask diff` sends (`moves`, `status`, `play` at every ply) and `moves` alone.
/// Prints the time with the server's kept games against replaying every request from the start (what
/// `handle_line` alone does), and returns the ratio of the tester's stream.
fn serve_cache_ratio(plies: usize) -> Result<f64, String> {
    let ruleset = oracle::ruleset("void-chess").map_err(|e| e.to_string())?;
    let mut longest: Vec<String> = Vec::new();
    for seed in 0..500u64 {
        let mut rng = harness::rng::Picker::from_seed(seed);
        let mut left = plies;
        let game = conformance::fuzz_bodies::playout::walk(ruleset, &[], &mut |n| {
            left = left.checked_sub(1)?;
            Some(rng.below(n))
        })?;
        if game.moves().len() > longest.len() {
            longest = game.moves().to_vec();
        }
        if longest.len() >= plies {
            break;
        }
    }
    let stream = |ops: &[&str]| -> Vec<String> {
        (0..=longest.len())
            .flat_map(|k| ops.iter().map(move |op| (k, op)))
            .map(|(k, op)| {
                serde_json::json!({"id": k, "op": op, "ruleset": "void-chess", "start": "startpos",
                    "moves": &longest[..k]})
                .to_string()
            })
            .collect()
    };
    println!(
        "\noracle serve, a {}-ply void-chess game asked ply by ply \
         (CPU time, best of 7; replaying every request against the kept games):",
        longest.len()
    );
    let tester = serve_stream_ratio(&stream(&["moves", "status", "play"]))?;
    println!("  as `cargo xtask diff` asks (moves, status, play at every ply): {tester}");
    let moves_only = serve_stream_ratio(&stream(&["moves"]))?;
    println!("  `moves` alone at every ply:                                   {moves_only}");
    Ok(tester.ratio)
}

/// The times of one request stream, replayed request by request and served with kept games.
struct ServeTimes {
    requests: usize,
    replaying: f64,
    cached: f64,
    ratio: f64,
}

impl std::fmt::Display for ServeTimes {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "{} requests, {:.4} s against {:.4} s: {:.1}x",
            self.requests, self.replaying, self.cached, self.ratio
        )
    }
}

fn serve_stream_ratio(lines: &[String]) -> Result<ServeTimes, String> {
    // Thread CPU time, the best of seven runs each: on a shared machine a run of a few milliseconds is
    // otherwise measured with whatever else the machine did meanwhile.
    let mut replaying = f64::INFINITY;
    let mut cached = f64::INFINITY;
    let mut replayed: Vec<String> = Vec::new();
    let mut out = Vec::new();
    let input = lines.join("\n") + "\n";
    for _ in 0..7 {
        let (r, secs) = timed(|| {
            lines
                .iter()
                .map(|l| oracle::serve::handle_line(l))
                .collect::<Vec<String>>()
        });
        replayed = r;
        replaying = replaying.min(secs);
        out.clear();
        let (served, secs) = timed(|| oracle::serve::serve(input.as_bytes(), &mut out));
        served.map_err(|e| e.to_string())?;
        cached = cached.min(secs);
    }
    let cached_replies: Vec<&str> = std::str::from_utf8(&out)
        .map_err(|e| e.to_string())?
        .lines()
        .collect();
    if cached_replies != replayed {
        return Err("oracle serve: the kept games gave other answers than replaying".into());
    }
    if let Some(error) = replayed.iter().find(|r| r.contains("\"error\"")) {
        return Err(format!(
            "oracle serve: a request of the benchmark failed: {error}"
        ));
    }
    Ok(ServeTimes {
        requests: lines.len(),
        replaying,
        cached,
        ratio: replaying / cached.max(1e-9),
    })
}
