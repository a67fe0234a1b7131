//! The export writes every case, the schema describes every case file, and a second export into the
//! same folder replaces the first while a folder holding anything else is refused.

use super::schema::{case_schema, validate};
use super::{export, RUNNER_PY};

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-suite-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn json_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(json_files(&p));
        } else if p.extension().is_some_and(|x| x == "json") {
            out.push(p);
        }
    }
    out
}

#[test]
fn every_exported_case_fits_the_schema_and_the_folder_is_complete() {
    let dir = scratch("export");
    let scenarios = crate::files::Source::Embedded;
    let n = export(&dir, &[], &scenarios).expect("the export");
    assert!(n.cases > 190 && n.readings > 10 && n.perft > 0, "{n:?}");
    let schema = case_schema();
    let mut files = 0;
    for folder in ["cases", "readings"] {
        for path in json_files(&dir.join(folder)) {
            let v: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
            validate(&schema, &schema, &v, &path.display().to_string()).unwrap();
            assert_eq!(
                folder == "readings",
                !v["interpretation"].as_object().unwrap().is_empty()
            );
            files += 1;
        }
    }
    assert_eq!(files, n.cases);
    for f in [
        "version.json",
        "RUNNER.md",
        "case.schema.json",
        "rulesets.json",
        "runner.py",
        "perft/README.md",
    ] {
        assert!(dir.join(f).is_file(), "{f}");
    }
    // Every perft table of tests/perft, one a ruleset at least.
    let tables = crate::data::below("perft")
        .filter(|(p, _)| p.ends_with(".perft"))
        .count();
    assert_eq!(n.perft, tables);
    for slug in [
        "fide",
        "suicide",
        "suicide-void",
        "void-chess",
        "minnaar",
        "circular",
    ] {
        let name = if slug == "fide" { "standard" } else { slug };
        assert!(dir.join(format!("perft/{name}.perft")).is_file(), "{name}");
    }
    let version: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("version.json")).unwrap()).unwrap();
    assert_eq!(version["cases"], n.cases);
    // The schema refuses what is not a case.
    let mut wrong: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(dir.join("cases/fide/13-castling.json")).unwrap(),
    )
    .unwrap();
    wrong["steps"][0]["expect"] =
        serde_json::json!([{"kind": "tile", "square": "e4", "state": "blue", "at": [1, 1]}]);
    assert!(validate(&schema, &schema, &wrong, "wrong").is_err());
    // Exporting again replaces the export; a folder with anything else in it is refused.
    export(&dir, &["fide".into()], &scenarios).expect("a second export");
    assert!(!dir.join("cases/void-chess").exists());
    let other = scratch("other");
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(other.join("notes.txt"), "mine").unwrap();
    let e = export(&other, &[], &scenarios).unwrap_err();
    assert!(e.contains("not empty"), "{e}");
    assert_eq!(
        std::fs::read_to_string(other.join("notes.txt")).unwrap(),
        "mine"
    );
    // The runner stays a short read (323 lines before the `refused` expectation, 335 with it).
    assert!(RUNNER_PY.lines().count() < 340);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&other);
}
