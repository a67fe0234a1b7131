//! Each ruleset's position text by its own fields, and the fields engines may legitimately write
//! differently. FEN's fourth field is the en passant square, written under different conventions (only
//! when a capture is possible, or after every double step); but Circular's fourth field is castling and
//! Minnaar's is the passes, which must agree.

/// The fields of a ruleset's position text, and the ones not compared.
pub struct TextForm {
    pub fields: &'static [&'static str],
    /// Not compared: the next position's legal moves compare what they mean where it matters.
    pub lenient: &'static [&'static str],
}

const FEN: &[&str] = &[
    "placement",
    "side",
    "castling",
    "en-passant",
    "halfmove",
    "fullmove",
];
const FEN_WITH_TILES: &[&str] = &[
    "placement",
    "side",
    "castling",
    "en-passant",
    "halfmove",
    "fullmove",
    "tiles",
];
const FEN_WITH_VOID: &[&str] = &[
    "placement",
    "side",
    "castling",
    "en-passant",
    "halfmove",
    "fullmove",
    "void",
];
const MINNAAR: &[&str] = &["board", "group", "tally", "passes"];
const CIRCULAR: &[&str] = &[
    "board",
    "spaces",
    "side",
    "castling",
    "en-passant",
    "halfmove",
    "fullmove",
];

/// The text form of the ruleset `slug` (docs/<ruleset>.md); an unknown slug's text is one field.
pub fn text_form(slug: &str) -> TextForm {
    let fields = match slug {
        "fide" | "suicide" => FEN,
        "void-chess" => FEN_WITH_TILES,
        "suicide-void" => FEN_WITH_VOID,
        "minnaar" => MINNAAR,
        "circular" => CIRCULAR,
        _ => &["position"],
    };
    let lenient: &[&str] = if fields.contains(&"en-passant") {
        &["en-passant"]
    } else {
        &[]
    };
    TextForm { fields, lenient }
}

/// One field in which two position texts differ.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct FieldDifference {
    pub field: String,
    pub oracle: String,
    pub engine: String,
}

/// The compared fields in which two position texts of `slug` differ (empty when they agree). Texts
/// with different numbers of fields differ in `number of fields`.
pub fn differing_fields(slug: &str, oracle: &str, engine: &str) -> Vec<FieldDifference> {
    let form = text_form(slug);
    let (a, b): (Vec<&str>, Vec<&str>) = (
        oracle.split_whitespace().collect(),
        engine.split_whitespace().collect(),
    );
    let diff = |field: &str, o: &str, e: &str| FieldDifference {
        field: field.to_string(),
        oracle: o.to_string(),
        engine: e.to_string(),
    };
    if form.fields.len() == 1 {
        return if a == b {
            Vec::new()
        } else {
            vec![diff("position", oracle.trim(), engine.trim())]
        };
    }
    if a.len() != b.len() {
        return vec![diff(
            "number of fields",
            &a.len().to_string(),
            &b.len().to_string(),
        )];
    }
    a.iter()
        .zip(&b)
        .enumerate()
        .filter(|(_, (x, y))| x != y)
        .map(|(i, (x, y))| diff(form.fields.get(i).copied().unwrap_or("extra field"), x, y))
        .filter(|d| !form.lenient.contains(&d.field.as_str()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::differing_fields;

    fn names(slug: &str, a: &str, b: &str) -> Vec<String> {
        differing_fields(slug, a, b)
            .into_iter()
            .map(|d| d.field)
            .collect()
    }

    #[test]
    fn the_fourth_field_is_compared_where_it_is_not_en_passant() {
        let fen = |ep: &str, half: &str| format!("8/8/8/8/4P3/8/8/K6k b - {ep} {half} 1");
        assert!(names("fide", &fen("e3", "0"), &fen("-", "0")).is_empty());
        assert_eq!(
            names("fide", &fen("-", "3"), &fen("-", "0")),
            vec!["halfmove"]
        );
        let circ = |castling: &str| {
            format!("medial rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPP#/RNBQKBNR# w {castling} - 0 1")
        };
        assert_eq!(
            names("circular", &circ("KQkq"), &circ("KQ")),
            vec!["castling"]
        );
        let minnaar = |passes: &str| {
            format!("ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 0 {passes}")
        };
        assert_eq!(
            names("minnaar", &minnaar("0/0/0/0"), &minnaar("0/1/0/0")),
            vec!["passes"]
        );
        assert_eq!(
            names("void-chess", "a b c d 0 1 -", "a b c d 0 1"),
            vec!["number of fields"]
        );
    }
}
