//! Mirroring a position: colours swapped and ranks reversed (White's pieces become Black's on the opposite
//! rank, the side to move changes). Rules that treat both colours alike (FIDE, the suicide rules, Void Chess)
//! must then allow the mirrored moves, and perft must be equal. Written on the FEN-like text forms, so it
//! does not trust the rulesets' own types.

use oracle::core::AnyGame;

/// Where a FEN-like text form keeps what a mirror changes.
#[derive(Clone, Copy, Debug)]
pub struct FenLike {
    /// Number of ranks of the board.
    pub ranks: u32,
    /// Field of castling rights (`KQkq` letters or `-`).
    pub castling: Option<usize>,
    /// Fields holding one square or `-` (the en passant square, Suicide Void's void).
    pub squares: &'static [usize],
    /// A field that is a second grid of ranks (Void Chess tiles): ranks reversed, letters kept.
    pub grid: Option<usize>,
    /// A field that, when `-`, marks a position that has no mirror (Suicide Void before Black places the
    /// void: only Black places it, suicide-void/S.1).
    pub no_mirror_when_unset: Option<usize>,
}

/// The text form of the rulesets that treat both colours alike, by slug.
pub fn spec(slug: &str) -> Option<FenLike> {
    let fen = FenLike {
        ranks: 8,
        castling: Some(2),
        squares: &[3],
        grid: None,
        no_mirror_when_unset: None,
    };
    match slug {
        "fide" | "suicide" => Some(fen),
        "suicide-void" => Some(FenLike {
            squares: &[3, 6],
            no_mirror_when_unset: Some(6),
            ..fen
        }),
        "void-chess" => Some(FenLike {
            ranks: 9,
            grid: Some(6),
            ..fen
        }),
        _ => None,
    }
}

fn flip_square(sq: &str, ranks: u32) -> Option<String> {
    let mut chars = sq.chars();
    let file = chars.next().filter(|c| c.is_ascii_lowercase())?;
    let rank: u32 = chars.as_str().parse().ok()?;
    (1..=ranks)
        .contains(&rank)
        .then(|| format!("{file}{}", ranks + 1 - rank))
}

/// The mirror of a position text, or `None` when the text is not of this form or the position has no mirror.
pub fn mirror_position(text: &str, spec: &FenLike) -> Option<String> {
    let mut fields: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    if fields.len() < 2 {
        return None;
    }
    if let Some(f) = spec.no_mirror_when_unset {
        if fields.get(f).map(String::as_str) == Some("-") {
            return None;
        }
    }
    let swap_case = |c: char| {
        if c.is_ascii_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    };
    let reverse_ranks = |s: &str| s.split('/').rev().collect::<Vec<_>>().join("/");
    fields[0] = reverse_ranks(&fields[0]).chars().map(swap_case).collect();
    fields[1] = match fields[1].as_str() {
        "w" => "b".to_string(),
        "b" => "w".to_string(),
        _ => return None,
    };
    if let Some(f) = spec.castling {
        if let Some(c) = fields.get_mut(f) {
            if c != "-" {
                let swapped: Vec<char> = c.chars().map(swap_case).collect();
                let mut upper: Vec<char> = swapped
                    .iter()
                    .copied()
                    .filter(|c| c.is_ascii_uppercase())
                    .collect();
                upper.extend(swapped.iter().copied().filter(|c| !c.is_ascii_uppercase()));
                *c = upper.into_iter().collect();
            }
        }
    }
    for &f in spec.squares {
        if let Some(s) = fields.get_mut(f) {
            if s != "-" {
                *s = flip_square(s, spec.ranks)?;
            }
        }
    }
    if let Some(f) = spec.grid {
        if let Some(g) = fields.get_mut(f) {
            if g.contains('/') {
                *g = reverse_ranks(g);
            }
        }
    }
    Some(fields.join(" "))
}

/// The mirror of a coordinate move: every square name's rank reversed (`e2e4` → `e7e5`, `@e4` → `@e5`,
/// `e7e8q` → `e2e1q`).
pub fn mirror_move(mv: &str, ranks: u32) -> String {
    let b = mv.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_lowercase() && i + 1 < b.len() && b[i + 1].is_ascii_digit() {
            let mut j = i + 1;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            match flip_square(&mv[i..j], ranks) {
                Some(s) => out.push_str(&s),
                None => out.push_str(&mv[i..j]),
            }
            i = j;
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

/// The mirrored position reads, mirrors back to the same text, has the other side to move, the same check,
/// and exactly the mirrored legal moves. `Ok(None)` when the ruleset or the position has no mirror.
pub fn check_mirror(game: &dyn AnyGame) -> Result<Option<Box<dyn AnyGame>>, String> {
    let Some(spec) = spec(game.slug()) else {
        return Ok(None);
    };
    let text = game.position();
    let Some(mirrored) = mirror_position(&text, &spec) else {
        return Ok(None);
    };
    if mirror_position(&mirrored, &spec).as_deref() != Some(text.as_str()) {
        return Err(format!("mirroring `{text}` twice does not give it back"));
    }
    let switches = super::board::switches_of(game);
    let ruleset = oracle::ruleset(game.slug()).map_err(|e| e.to_string())?;
    let other = ruleset
        .new_game(&mirrored, &switches)
        .map_err(|e| format!("the mirror of `{text}` is refused: {e}\n  mirror: {mirrored}"))?;
    if other.side_to_move() == game.side_to_move() {
        return Err(format!("the mirror of `{text}` has the same side to move"));
    }
    if other.in_check() != game.in_check() {
        return Err(format!("check differs in the mirror of `{text}`"));
    }
    let mut expected: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| mirror_move(m, spec.ranks))
        .collect();
    expected.sort();
    let got = other.legal_moves();
    if got != expected {
        let missing: Vec<&String> = expected.iter().filter(|m| !got.contains(m)).collect();
        let extra: Vec<&String> = got.iter().filter(|m| !expected.contains(m)).collect();
        return Err(format!(
            "the mirror of `{text}` (`{mirrored}`) does not allow the mirrored moves: missing {missing:?}, extra {extra:?}"
        ));
    }
    Ok(Some(other))
}

/// Perft `depth` of the position and of its mirror are equal (both colours alike: the mirrored tree is the
/// tree of mirrored moves). `Ok(false)` when there is no mirror.
pub fn check_mirror_perft(game: &dyn AnyGame, depth: u32) -> Result<bool, String> {
    let Some(other) = check_mirror(game)? else {
        return Ok(false);
    };
    let (a, b) = (game.perft(depth), other.perft(depth));
    if a != b {
        return Err(format!(
            "perft {depth} of `{}` is {a}, of its mirror `{}` {b}",
            game.position(),
            other.position()
        ));
    }
    Ok(true)
}
