//! The SVG pictures of every ruleset parse as XML and have the cells the rules give each board:
//! 81 tiles for Void Chess (void-chess/1.1, 9x9), 64 squares for the 8x8 rulesets, and 70, 68 or 66
//! playable spaces for Circular Chess's Maximal, Medial and Minimal boards (circular/2.1, with 2, 4 or 6
//! void spaces of the 72-space pattern).

use oracle::svg::{board_svg, SvgOptions};

fn svg_of(
    slug: &str,
    start: &str,
    moves: &[&str],
    interp: &[(&str, &str)],
    opts: &SvgOptions,
) -> String {
    let interp: Vec<(String, String)> = interp
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut game = oracle::ruleset(slug)
        .unwrap()
        .new_game(start, &interp)
        .unwrap();
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    game.play_all(&moves).unwrap();
    board_svg(game.as_ref(), opts).unwrap()
}

fn has_class(n: &roxmltree::Node, class: &str) -> bool {
    n.attribute("class")
        .is_some_and(|c| c.split_whitespace().any(|w| w == class))
}

/// The `data-square` names of the elements carrying `class`.
fn squares_with(doc: &roxmltree::Document, class: &str) -> Vec<String> {
    doc.descendants()
        .filter(|n| has_class(n, class))
        .filter_map(|n| n.attribute("data-square").map(str::to_string))
        .collect()
}

fn pieces(doc: &roxmltree::Document, words: &str) -> usize {
    doc.descendants()
        .filter(|n| has_class(n, "piece") && n.attribute("data-piece") == Some(words))
        .count()
}

fn parse(svg: &str) -> roxmltree::Document<'_> {
    let doc =
        roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not well-formed XML: {e}"));
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    assert_eq!(
        doc.root_element().tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    doc
}

#[test]
fn every_ruleset_start_board_has_its_cells() {
    for (slug, cells) in [
        ("void-chess", 81),
        ("fide", 64),
        ("suicide", 64),
        ("suicide-void", 64),
        ("minnaar", 64),
        ("circular", 68),
    ] {
        let svg = svg_of(slug, "startpos", &[], &[], &SvgOptions::new());
        let doc = parse(&svg);
        let names = squares_with(&doc, "cell");
        assert_eq!(names.len(), cells, "{slug}");
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), cells, "{slug}: a square drawn twice");
        // Every start position of these rulesets has 32 pieces.
        assert_eq!(
            doc.descendants().filter(|n| has_class(n, "piece")).count(),
            if slug == "void-chess" { 36 } else { 32 },
            "{slug}"
        );
    }
}

#[test]
fn circular_boards_have_70_68_66_playable_spaces_and_their_voids() {
    for (board, playable, voids) in [
        ("maximal", 70, vec!["i1", "i8"]),
        ("medial", 68, vec!["i1", "i2", "i7", "i8"]),
        ("minimal", 66, vec!["i1", "i2", "i3", "i6", "i7", "i8"]),
    ] {
        let svg = svg_of(
            "circular",
            "startpos",
            &[],
            &[("board", board)],
            &SvgOptions::new(),
        );
        let doc = parse(&svg);
        assert_eq!(squares_with(&doc, "cell").len(), playable, "{board}");
        let mut drawn = squares_with(&doc, "void-space");
        drawn.sort();
        assert_eq!(drawn, voids, "{board}");
        assert!(svg.contains("center-circle"));
    }
}

#[test]
fn void_chess_tiles_unstable_red_and_void_holes() {
    let start =
        "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 9/9/9/9/4v4/9/9/4u4/9";
    let svg = svg_of("void-chess", start, &[], &[], &SvgOptions::new());
    let doc = parse(&svg);
    assert_eq!(squares_with(&doc, "unstable"), ["e2"]);
    assert_eq!(squares_with(&doc, "void"), ["e5"]);
    let e2 = doc
        .descendants()
        .find(|n| has_class(n, "cell") && n.attribute("data-square") == Some("e2"))
        .unwrap();
    // void-chess/2.3: an Unstable tile is marked red.
    let fill = e2.attribute("fill").unwrap();
    let rgb = u32::from_str_radix(fill.trim_start_matches('#'), 16).unwrap();
    let (r, g, b) = (rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff);
    assert!(r > 180 && g < 100 && b < 100, "e2 is drawn {fill}");
    assert_eq!(pieces(&doc, "white minister"), 1);
    assert_eq!(pieces(&doc, "black minister"), 1);
}

#[test]
fn void_chess_light_square_in_each_near_right_corner() {
    // void-chess/1.2: each player has a light-coloured square in the near-right corner (i1, a9).
    let doc_text = svg_of("void-chess", "startpos", &[], &[], &SvgOptions::new());
    let doc = parse(&doc_text);
    let light = squares_with(&doc, "light");
    assert!(light.contains(&"i1".to_string()) && light.contains(&"a9".to_string()));
    let fide = svg_of("fide", "startpos", &[], &[], &SvgOptions::new());
    let light = squares_with(&parse(&fide), "light");
    // fide/1.2: h1 for White, a8 for Black.
    assert!(light.contains(&"h1".to_string()) && light.contains(&"a8".to_string()));
    assert!(!light.contains(&"a1".to_string()));
}

#[test]
fn last_move_arrow_and_moves_from_targets() {
    let opts = SvgOptions {
        moves_from: Some("g1".to_string()),
        ..SvgOptions::new()
    };
    let svg = svg_of("fide", "startpos", &["e2e4"], &[], &opts);
    // It is Black's move: g1's Knight has no move now, so no target is marked.
    let doc = parse(&svg);
    assert!(squares_with(&doc, "target").is_empty());
    assert_eq!(
        doc.descendants()
            .filter(|n| has_class(n, "last-move"))
            .count(),
        1
    );
    let svg = svg_of("fide", "startpos", &[], &[], &opts);
    let mut targets = squares_with(&parse(&svg), "target");
    targets.sort();
    // A Knight on g1 at the start reaches f3 and h3 (fide/3.6).
    assert_eq!(targets, ["f3", "h3"]);
}

#[test]
fn a_refused_move_outlines_its_squares_and_cites_its_clause() {
    let opts = SvgOptions {
        try_move: Some("e1e3".to_string()),
        ..SvgOptions::new()
    };
    let svg = svg_of("fide", "startpos", &[], &[], &opts);
    let doc = parse(&svg);
    assert_eq!(squares_with(&doc, "refused"), ["e1", "e3"]);
    let caption: Vec<&str> = doc
        .descendants()
        .filter(|n| has_class(n, "caption"))
        .filter_map(|n| n.text())
        .collect();
    // The refusal may be wrapped over several lines; the clause is one word, never cut.
    let text = caption.join(" ");
    assert!(
        text.contains("e1e3: refused") && caption.iter().any(|t| t.contains("(fide/")),
        "{caption:?}"
    );
}

#[test]
fn minnaar_four_armies_and_suicide_void_coin() {
    let svg = svg_of("minnaar", "startpos", &[], &[], &SvgOptions::new());
    let doc = parse(&svg);
    // minnaar/3.1-3.5: eight Sovereigns of each group, sixteen Establishment pieces.
    assert_eq!(pieces(&doc, "southern sovereign"), 8);
    assert_eq!(pieces(&doc, "northern sovereign"), 8);
    let svg = svg_of(
        "suicide-void",
        "startpos",
        &["@e4"],
        &[],
        &SvgOptions::new(),
    );
    let doc = parse(&svg);
    assert_eq!(squares_with(&doc, "void"), ["e4"]);
    assert_eq!(
        doc.descendants().filter(|n| has_class(n, "coin")).count(),
        1
    );
    assert_eq!(
        doc.descendants().filter(|n| has_class(n, "placed")).count(),
        1
    );
}
