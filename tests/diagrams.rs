//! Every Void Chess board diagram of the suite reads as a position text, even while the ruleset itself
//! is being built (the diagram form is `oracle::void_chess::position`).

use conformance::{display_path, repo_root, yaml_files};

#[test]
fn every_void_chess_diagram_reads() {
    #[derive(serde::Deserialize)]
    struct Head {
        ruleset: String,
        #[serde(default)]
        board: Option<String>,
    }
    let mut bad = Vec::new();
    let mut seen = 0;
    for path in yaml_files(&repo_root().join("scenarios")) {
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(head) = serde_saphyr::from_str::<Head>(&text) else {
            continue; // the scenario test reports files that do not load
        };
        let (true, Some(board)) = (head.ruleset == "void-chess", head.board) else {
            continue;
        };
        seen += 1;
        if let Err(e) = oracle::void_chess::position::position_text(&board) {
            bad.push(format!("{}: {e}", display_path(&path)));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(seen > 0, "no Void Chess diagrams found");
}
