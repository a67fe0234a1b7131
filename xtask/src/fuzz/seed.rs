//! `cargo xtask fuzz seed`: the seed files of every corpus, from real games of every ruleset.

use super::cargo_fuzz::root;
use conformance::fuzz_bodies::{self, invariants::Picker, targets};
use std::path::PathBuf;

/// Writes (or rewrites) seed files of every corpus from real games of every ruleset present; files it does
/// not write (hand-made seeds, committed regressions) stay.
pub fn seed() -> Result<(), String> {
    let root = root();
    let mut written = 0;
    for t in &targets() {
        let dir = root.join("fuzz/corpus").join(t);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let mut put = |target: &str, name: String, data: &[u8]| -> Result<(), String> {
        let path = root
            .join("fuzz/corpus")
            .join(target)
            .join(format!("seed-{name}"));
        written += 1;
        std::fs::write(&path, data).map_err(|e| format!("{}: {e}", path.display()))
    };
    put(
        "serve_line",
        "hello".into(),
        b"{\"id\":1,\"op\":\"hello\"}\n",
    )?;
    put(
        "serve_line",
        "garbage".into(),
        b"{\"op\":\nnot json\n\xff\n",
    )?;
    put(
        "game_record",
        "opera-game".into(),
        b"[Variant \"fide\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 d6 {a comment} 3. d4 (3. Bc4) Bg4 1-0\n",
    )?;
    put(
        "scenario_text",
        "empty".into(),
        b"ruleset: void-chess\ntitle: x\nsteps: []\n",
    )?;
    // The differential targets: one input per seed position, a few random moves from it.
    for (target, slug) in [("diff_fide", "fide"), ("diff_suicide", "suicide")] {
        let mut rng = Picker::from_seed(slug.len() as u64);
        for i in 0..fuzz_bodies::differential::seeds(slug).len() {
            let mut data = (i as u16).to_le_bytes().to_vec();
            data.extend((0..16).map(|_| rng.below(256) as u8));
            put(target, format!("{i:03}"), &data)?;
        }
    }
    for (i, ruleset) in fuzz_bodies::rulesets().into_iter().enumerate() {
        let slug = ruleset.slug();
        let game = ruleset
            .new_game("startpos", &[])
            .map_err(|e| format!("{slug}: {e}"))?;
        // A short and a longer game, chosen by a fixed generator.
        let mut rng = Picker::from_seed(i as u64 + 1);
        let mut plies: Vec<u8> = Vec::new();
        let mut g = game.clone_box();
        let mut texts = vec![g.position()];
        for n in 0..24 {
            if g.status().is_over() || g.legal_moves().is_empty() {
                break;
            }
            let pick = rng.below(256) as u8;
            let moves = g.legal_moves();
            let m = moves[pick as usize % moves.len()].clone();
            g.play(&m).map_err(|e| format!("{slug}: {e}"))?;
            plies.push(pick);
            if n == 5 || n == 23 {
                texts.push(g.position());
            }
        }
        for (k, text) in texts.iter().enumerate() {
            put(
                "position_text",
                format!("{slug}-{k}"),
                &fuzz_bodies::position_input(i as u8, text),
            )?;
        }
        let short = &plies[..plies.len().min(4)];
        let mut g = game.clone_box();
        for &p in short {
            let moves = g.legal_moves();
            let m = moves[p as usize % moves.len()].clone();
            g.play(&m).map_err(|e| format!("{slug}: {e}"))?;
        }
        let sans = g.legal_moves_with_san();
        if let Some((coord, san)) = sans.first() {
            put(
                "move_text",
                format!("{slug}-coord"),
                &fuzz_bodies::move_input(i as u8, short, coord),
            )?;
            put(
                "move_text",
                format!("{slug}-san"),
                &fuzz_bodies::move_input(i as u8, short, san),
            )?;
            let backwards: String = coord.chars().rev().collect();
            put(
                "move_text",
                format!("{slug}-other"),
                &fuzz_bodies::move_input(i as u8, short, &backwards),
            )?;
        }
        let moves: Vec<String> = g.moves().to_vec();
        let mut lines = String::new();
        for op in ["moves", "status", "play"] {
            lines.push_str(
                &serde_json::json!({"id": op, "op": op, "ruleset": slug, "start": "startpos", "moves": moves})
                    .to_string(),
            );
            lines.push('\n');
        }
        lines.push_str(
            &serde_json::json!({"id": 9, "op": "perft", "depth": 1, "ruleset": slug, "start": texts[0]})
                .to_string(),
        );
        lines.push('\n');
        if let Some((coord, _)) = sans.first() {
            lines.push_str(
                &serde_json::json!({"id": 10, "op": "explain", "move": coord, "ruleset": slug,
                    "start": "startpos", "moves": moves})
                .to_string(),
            );
            lines.push('\n');
        }
        put("serve_line", slug.to_string(), lines.as_bytes())?;
        let target = fuzz_bodies::playout_target(slug);
        for k in 0..3u64 {
            let mut rng = Picker::from_seed(k * 7919 + i as u64);
            let bytes: Vec<u8> = (0..16 + 24 * k).map(|_| rng.below(256) as u8).collect();
            put(&target, format!("{k}"), &bytes)?;
        }
    }
    // Scenario files, where the scenario suite has them: the first of each ruleset, if small.
    if let Ok(dirs) = std::fs::read_dir(root.join("scenarios")) {
        for d in dirs.flatten().filter(|d| d.path().is_dir()) {
            let mut files: Vec<PathBuf> = std::fs::read_dir(d.path())
                .map_err(|e| e.to_string())?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
                .collect();
            files.sort();
            if let Some(f) = files
                .into_iter()
                .find(|f| f.metadata().is_ok_and(|m| m.len() < 3000))
            {
                let data = std::fs::read(&f).map_err(|e| e.to_string())?;
                put(
                    "scenario_text",
                    d.file_name().to_string_lossy().into_owned(),
                    &data,
                )?;
            }
        }
    }
    // Every target has at least one seed.
    for t in &targets() {
        let dir = root.join("fuzz/corpus").join(t);
        if std::fs::read_dir(&dir)
            .map_err(|e| e.to_string())?
            .next()
            .is_none()
        {
            put(t, "empty".into(), b"")?;
        }
    }
    println!("wrote {written} seed files under fuzz/corpus/");
    Ok(())
}
