//! Static HTML reports (no server, no scripts, no external assets): one page per failed scenario step or per
//! diff finding, with the boards drawn by `oracle::svg`, and an index. Shared by `cargo xtask check --html`
//! and `cargo xtask diff --html`.

use oracle::core::AnyGame;
use oracle::svg::{board_svg, SvgOptions};
use std::path::Path;

/// Escapes text for HTML.
pub fn esc(s: &str) -> String {
    oracle::svg::escape(s)
}

/// A complete page with the report's style.
pub fn page(title: &str, body: &str) -> String {
    format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{t}</title>
<style>
body {{ font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; margin: 24px; color: #1d1d1d; background: #ffffff; }}
h1 {{ font-size: 22px; }} h2 {{ font-size: 18px; margin-top: 28px; }}
table {{ border-collapse: collapse; font-size: 13px; }}
th, td {{ border: 1px solid #c9c9c9; padding: 3px 8px; text-align: left; vertical-align: top; }}
th {{ background: #eeeae2; }}
tr.uncovered td {{ background: #fde2e2; }}
.boards {{ display: flex; flex-wrap: wrap; gap: 24px; }}
.boards figure {{ margin: 0; }}
.boards svg {{ width: 420px; height: auto; border: 1px solid #c9c9c9; }}
figcaption {{ font-size: 14px; margin: 4px 0 8px; font-weight: bold; }}
pre, code {{ background: #f4f2ee; }}
pre {{ padding: 8px; white-space: pre-wrap; }}
.fail {{ color: #b00020; font-weight: bold; }} .ok {{ color: #1b7f2a; font-weight: bold; }}
dl {{ display: grid; grid-template-columns: max-content auto; gap: 4px 16px; }} dt {{ font-weight: bold; }} dd {{ margin: 0; }}
</style>
</head>
<body>
{body}
</body>
</html>
"#,
        t = esc(title)
    )
}

/// A board as an inline SVG figure with a caption; a board that cannot be drawn says why.
pub fn figure(caption: &str, game: &dyn AnyGame, try_move: Option<&str>) -> String {
    let opts = SvgOptions {
        try_move: try_move.map(str::to_string),
        ..SvgOptions::new()
    };
    let svg = match board_svg(game, &opts) {
        Ok(svg) => svg,
        Err(e) => format!("<p class=\"fail\">cannot draw: {}</p>", esc(&e.to_string())),
    };
    format!(
        "<figure><figcaption>{}</figcaption>\n{svg}</figure>\n",
        esc(caption)
    )
}

/// The POSIX shell word for an argument (single-quoted when it has anything but safe characters).
pub fn shell_word(s: &str) -> String {
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./@=:,+".contains(c))
    {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// The `oracle` command that replays a game up to its current position, with a sub-command and extras.
pub fn replay_command(game: &dyn AnyGame, interp: &[(String, String)], tail: &[&str]) -> String {
    let mut words = vec![
        "oracle".to_string(),
        "show".to_string(),
        "-r".to_string(),
        game.slug().to_string(),
    ];
    for (k, v) in interp {
        words.push("-i".to_string());
        words.push(shell_word(&format!("{k}={v}")));
    }
    words.push(shell_word(&game.start()));
    words.extend(game.moves().iter().map(|m| shell_word(m)));
    words.extend(tail.iter().map(|w| shell_word(w)));
    words.join(" ")
}

/// Writes a file of the report, making its directory.
pub fn write(dir: &Path, name: &str, text: &str) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let path = dir.join(name);
    std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// A file name for a page from free text: lower-case letters, digits and dashes.
pub fn slug_name(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').chars().take(80).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_names() {
        for (word, quoted) in [
            ("e2e4", "e2e4"),
            ("stockfish", "stockfish"),
            ("a b", "'a b'"),
            ("e2e4 e7e5", "'e2e4 e7e5'"),
            ("it's", r"'it'\''s'"),
            ("", "''"),
        ] {
            assert_eq!(shell_word(word), quoted);
        }
        assert_eq!(
            slug_name("tests/fixtures/x.yaml step 1"),
            "tests-fixtures-x-yaml-step-1"
        );
        let page = page("a <b>", "<p>x</p>");
        assert!(page.contains("<title>a &lt;b&gt;</title>"));
    }
}
