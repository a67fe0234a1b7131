//! void-bitboard is a second implementation of the rules, written apart from the oracle: no source file
//! but `serve.rs` (which speaks the protocol with the oracle's protocol types) names the oracle.

#[test]
fn only_the_server_names_the_oracle() {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut naming = Vec::new();
    for entry in std::fs::read_dir(src).expect("src/") {
        let path = entry.expect("a directory entry").path();
        let text = std::fs::read_to_string(&path).expect("a source file");
        let uses: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//") && l.contains("oracle::"))
            .collect();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name == "serve.rs" {
            assert!(
                uses.iter().all(|l| l.contains("oracle::protocol")),
                "serve.rs uses the oracle beyond its protocol types: {uses:?}"
            );
        } else if !uses.is_empty() {
            naming.push(format!("{name}: {uses:?}"));
        }
    }
    assert!(naming.is_empty(), "{naming:#?}");
}
