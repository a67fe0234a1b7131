//! Names read into engines, what each plays, and the engines a program adds.

use super::*;

#[test]
fn presets_resolve_without_fixed_paths() {
    let catalog = Catalog::new();
    assert_eq!(
        catalog.spec("uci:/bin/eng -x").unwrap(),
        EngineSpec::Uci(vec!["/bin/eng".into(), "-x".into()])
    );
    assert_eq!(
        catalog.spec("oracle serve").unwrap(),
        EngineSpec::Protocol(vec!["oracle".into(), "serve".into()])
    );
    assert_eq!(
        catalog.spec("shakmaty").unwrap(),
        EngineSpec::InProcess(SHAKMATY)
    );
    assert_eq!(
        catalog.spec("oracle").unwrap(),
        EngineSpec::InProcess(ORACLE)
    );
    // A UCI preset is whatever PATH finds (or the error says how to configure it).
    match (catalog.spec("stockfish"), on_path("stockfish")) {
        (Ok(EngineSpec::Preset(p, argv)), Some(found)) => {
            assert_eq!(p.name, "stockfish");
            assert_eq!(argv, vec![found.to_string_lossy().into_owned()])
        }
        (Err(e), None) => assert!(e.contains("STOCKFISH="), "{e}"),
        (other, found) => panic!("{other:?} with {found:?} on PATH"),
    }
}

#[test]
fn an_engine_that_cannot_play_the_ruleset_is_refused_before_the_first_game() {
    let catalog = Catalog::new();
    let stockfish = EngineSpec::Preset(preset("stockfish").unwrap(), vec!["sf".into()]);
    let mut options = Vec::new();
    let e = stockfish
        .check_ruleset("void-chess", &mut options)
        .unwrap_err();
    assert!(e.contains("cannot play `void-chess`"), "{e}");
    let uci = catalog.spec("uci:x").unwrap();
    assert!(uci.check_ruleset("minnaar", &mut options).is_err());
    uci.check_ruleset("fide", &mut options).unwrap();
    let fairy = EngineSpec::Preset(preset("fairy-stockfish").unwrap(), vec!["fsf".into()]);
    fairy.check_ruleset("suicide", &mut options).unwrap();
    assert_eq!(options, vec![("UCI_Variant".into(), "suicide".into())]);
    let shakmaty = catalog.spec("shakmaty").unwrap();
    assert!(shakmaty.check_ruleset("circular", &mut Vec::new()).is_err());
    let mine = catalog.spec("my-engine --flag").unwrap();
    mine.check_ruleset("circular", &mut Vec::new()).unwrap();
}

#[test]
fn an_engine_the_program_adds_is_listed_before_the_oracle() {
    const MINE: InProcess = InProcess {
        name: "mine",
        rulesets: &["void-chess"],
        start: |_, _| Err("not here".into()),
    };
    let catalog = Catalog::new().with(MINE);
    let names: Vec<&str> = catalog.named().iter().map(|(n, _)| *n).collect();
    assert_eq!(
        names,
        [
            "stockfish",
            "fairy-stockfish",
            "python-chess",
            "shakmaty",
            "mine",
            "oracle"
        ]
    );
    let spec = catalog.spec("mine").unwrap();
    spec.check_ruleset("void-chess", &mut Vec::new()).unwrap();
    assert!(spec.check_ruleset("fide", &mut Vec::new()).is_err());
    let e = spec
        .start("void-chess", &[], &[], Duration::from_secs(1))
        .err()
        .expect("refused");
    assert_eq!(e, "not here");
}

#[test]
fn the_python_chess_adapter_is_carried_by_the_harness() {
    let path = script("tools/python_chess_engine.py").expect("written");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("import chess"), "{}", path.display());
    assert!(script("tools/nothing.py").is_err());
}
