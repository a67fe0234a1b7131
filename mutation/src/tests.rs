use super::*;

fn args(words: &[&str]) -> MutantsArgs {
    use clap::Parser;
    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        a: MutantsArgs,
    }
    Cli::try_parse_from(std::iter::once("mutants").chain(words.iter().copied()))
        .unwrap()
        .a
}

#[test]
fn the_scratch_copy_holds_the_tracked_files_and_links_under_target_only() {
    let root = conformance::repo_root();
    let tree = root.join(format!("target/mutants/tree-test-{}", std::process::id()));
    copy_tracked(&root, &tree).unwrap();
    assert!(tree.join("oracle/src/void_chess/s06_janitor.rs").is_file());
    let link = std::fs::symlink_metadata(tree.join("harness/data/scenarios")).unwrap();
    assert!(link.file_type().is_symlink());
    assert!(tree.join("harness/data/scenarios/void-chess").is_dir());
    assert!(!tree.join("target").exists());
    std::fs::remove_dir_all(&tree).unwrap();
    let err = copy_tracked(&root, &root.join("scratch")).unwrap_err();
    assert!(err.contains("not under target/"), "{err}");
}

#[test]
fn section_names() {
    for yes in [
        "s04_minister.rs",
        "sb_castling.rs",
        "s02_board",
        "s00_base_and_exceptions.rs",
    ] {
        assert!(is_section(yes), "{yes}");
    }
    for no in [
        "show.rs",
        "square_names.rs",
        "san_parts.rs",
        "mod.rs",
        "s1_x.rs",
        "s_x.rs",
    ] {
        assert!(!is_section(no), "{no}");
    }
}

#[test]
fn every_ruleset_has_its_section_files_and_the_files_of_a_section_folder() {
    let root = conformance::repo_root();
    let all = plan(&root, &args(&[])).unwrap();
    for (slug, dir) in RULESETS {
        let files = rule_files(&root.join("oracle/src").join(dir)).unwrap();
        assert!(files.len() >= 6, "{slug}: {files:?}");
        assert!(files.iter().all(|f| all.files.contains(f)), "{slug}");
    }
    let name = |f: &PathBuf| f.strip_prefix(&root).unwrap().display().to_string();
    let names: Vec<String> = all.files.iter().map(name).collect();
    for want in [
        "oracle/src/circular/s02_board/tables.rs",
        "oracle/src/suicide_void/sb_castling.rs",
        "oracle/src/void_chess/s11_notation.rs",
        "oracle/src/fide/s01_board.rs",
    ] {
        assert!(names.iter().any(|n| n == want), "{want} not in {names:?}");
    }
    for not in [
        "interpretation.rs",
        "show.rs",
        "mod.rs",
        "notation.rs",
        "position.rs",
    ] {
        assert!(
            !names.iter().any(|n| n.ends_with(&format!("/{not}"))),
            "{not}"
        );
    }
    assert!(!names.iter().any(|n| n.contains("/core/")));
    let one = plan(&root, &args(&["-r", "minnaar"])).unwrap();
    assert!(one
        .files
        .iter()
        .all(|f| name(f).starts_with("oracle/src/minnaar/")));
    assert_eq!(one.label, "minnaar");
    let err = plan(&root, &args(&["-r", "chess"])).unwrap_err();
    assert!(err.contains("--ruleset chess"), "{err}");
}

#[test]
fn the_tests_are_the_rule_cases_alone() {
    let root = conformance::repo_root();
    let a = args(&["--shard", "2/8", "--in-diff"]);
    assert_eq!(a.in_diff.as_deref(), Some("main"));
    let p = plan(&root, &a).unwrap();
    let words = command_args(&p, &a, &root, Path::new("out"), Some(Path::new("d.patch")))
        .unwrap()
        .join(" ");
    for want in [
        "--package void-chess-oracle",
        "--test-package conformance",
        "-C --test=scenarios --",
        "--shard 1/8",
        "--in-diff d.patch",
        // cargo-mutants' own baseline would run the oracle's tests, not the root package's.
        "--baseline skip",
    ] {
        assert!(words.contains(want), "{want} not in {words}");
    }
    assert!(!words.contains("properties"), "{words}");
    let b = args(&["-p", "void-bitboard", "--in-diff", "HEAD~3"]);
    assert_eq!(b.in_diff.as_deref(), Some("HEAD~3"));
    let p = plan(&root, &b).unwrap();
    let words = command_args(&p, &b, &root, Path::new("out"), None)
        .unwrap()
        .join(" ");
    assert!(
        words.contains("--test-package void-bitboard -C --test=conformance"),
        "{words}"
    );
    assert!(
        words.contains("engines/void-bitboard/src/engine_face.rs"),
        "{words}"
    );
    for (x, _) in BITBOARD_EXCLUDED {
        assert!(!words.contains(&format!("src/{x}")), "{x}: {words}");
    }
    assert!(!words.contains("--in-place"), "{words}");
    assert!(!words.contains("--baseline"), "{words}");
    let c = args(&["-p", "void-bitboard", "--scratch", "--iterate"]);
    let words = command_args(&plan(&root, &c).unwrap(), &c, &root, Path::new("out"), None)
        .unwrap()
        .join(" ");
    assert!(words.contains("--in-place --iterate"), "{words}");
    assert!(!words.contains("--jobs"), "{words}");
    assert!(plan(&root, &args(&["-p", "void-bitboard", "-r", "fide"])).is_err());
    assert!(plan(&root, &args(&["-p", "stockfish"])).is_err());
    for bad in ["0/4", "5/4", "x", "1/0", "2"] {
        assert!(shard(bad).is_err(), "{bad}");
    }
    assert_eq!(shard("4/4"), Ok((4, 4)));
}
