//! Each ruleset's position text by its own fields, and the fields engines may legitimately write
//! differently. FEN's fourth field is the en passant square, written under different conventions (only
//! when a capture is possible, or after every double step); but Circular's fourth field is castling and
//! Minnaar's is the passes, which must agree.

/// FEN's fields, on which the other rulesets' text forms are built.
const FEN: [&str; 6] = [
    "placement",
    "side",
    "castling",
    "en-passant",
    "halfmove",
    "fullmove",
];

/// The field not compared: the next position's legal moves compare what it means where it matters.
const LENIENT: &str = "en-passant";

/// The fields of the ruleset `slug`'s position text (`docs/<ruleset>.md`); an unknown slug's text is one
/// field.
pub fn fields_of(slug: &str) -> Vec<&'static str> {
    match slug {
        "fide" | "suicide" => FEN.to_vec(),
        "void-chess" => [&FEN[..], &["tiles"]].concat(),
        "suicide-void" => [&FEN[..], &["void"]].concat(),
        "minnaar" => vec!["board", "group", "tally", "passes"],
        // Circular writes its board and its spaces where FEN has the placement.
        "circular" => [&["board", "spaces"][..], &FEN[1..]].concat(),
        _ => vec!["position"],
    }
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
    // The same text has the same fields (most positions of a run).
    if oracle == engine {
        return Vec::new();
    }
    let fields = fields_of(slug);
    let (a, b): (Vec<&str>, Vec<&str>) = (
        oracle.split_whitespace().collect(),
        engine.split_whitespace().collect(),
    );
    let diff = |field: &str, o: &str, e: &str| FieldDifference {
        field: field.to_string(),
        oracle: o.to_string(),
        engine: e.to_string(),
    };
    if fields.len() == 1 {
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
        .map(|(i, (x, y))| diff(fields.get(i).copied().unwrap_or("extra field"), x, y))
        .filter(|d| d.field != LENIENT)
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
