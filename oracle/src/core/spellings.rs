//! Other ways people write a move, read where they name one move without doubt: PGN move numbers glued to
//! the move (`1.e4`, `12...Nf6`), long algebraic notation (`e2-e4`, `Ng1-f3`, `Nb1xc3`, `e7-e8=Q`), castling
//! in lower case or with zeros (`o-o`, `0-0-0`), the King taking its own Rook (`e1h1`, as Chess960 tools
//! write castling), and algebraic notation with the capture mark missing or extra, or with more of the
//! origin than needed (`Nxf3` for `Nf3`, `Ngf3`).

/// Whether `text` is a PGN move number standing alone (`1.`, `12...`).
pub fn is_move_number(text: &str) -> bool {
    let t = text.trim();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && t.len() > digits && t[digits..].bytes().all(|b| b == b'.')
}

/// The rewritings of `text` to try after the text itself, in order. `piece_on(square)` gives the words of
/// the piece on a square (`white king`), if any.
pub fn alternatives(text: &str, piece_on: &dyn Fn(&str) -> Option<String>) -> Vec<String> {
    let mut out = Vec::new();
    let text = text.trim();
    // A move number glued to the move.
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let body = if digits > 0 && text[digits..].starts_with('.') {
        let rest = text[digits..].trim_start_matches('.');
        if rest.is_empty() {
            return out;
        }
        out.push(rest.to_string());
        rest
    } else {
        text
    };
    let marks = body.trim_end_matches(['+', '#', '!', '?']);
    match marks {
        "o-o" | "0-0" | "O-0" | "0-O" => out.push("O-O".to_string()),
        "o-o-o" | "0-0-0" => out.push("O-O-O".to_string()),
        _ => {}
    }
    if let Some(coord) = long_algebraic(marks) {
        out.push(coord);
    }
    if let Some(castle) = king_takes_own_rook(marks, piece_on) {
        out.push(castle.to_string());
    }
    out.retain(|a| a != text);
    out.dedup();
    out
}

fn square_at(s: &str) -> Option<&str> {
    let b = s.as_bytes();
    (b.len() >= 2 && (b'a'..=b'i').contains(&b[0]) && (b'1'..=b'9').contains(&b[1]))
        .then(|| &s[..2])
}

/// `e2-e4` `Ng1-f3` `Nb1xc3` `e7-e8=Q` `e7e8Q`: the coordinate form `from to [promotion]`.
fn long_algebraic(text: &str) -> Option<String> {
    let rest = text.trim_start_matches(['K', 'Q', 'R', 'B', 'N', 'M', 'S', 'P']);
    if text.len() - rest.len() > 1 {
        return None;
    }
    let from = square_at(rest)?;
    let rest = &rest[2..];
    let rest = rest
        .strip_prefix('-')
        .or_else(|| rest.strip_prefix('x'))
        .or_else(|| rest.strip_prefix(':'))
        .unwrap_or(rest);
    let to = square_at(rest)?;
    let promo = rest[2..].trim_start_matches('=');
    let promo = match promo {
        "" => String::new(),
        p if p.len() == 1 && "QRBNMKqrbnmk".contains(p) => p.to_ascii_lowercase(),
        _ => return None,
    };
    let coord = format!("{from}{to}{promo}");
    (coord != text).then_some(coord)
}

/// `e1h1` where a King stands on e1 and a Rook of its colour on h1: castling toward that Rook.
fn king_takes_own_rook(
    text: &str,
    piece_on: &dyn Fn(&str) -> Option<String>,
) -> Option<&'static str> {
    if text.len() != 4 {
        return None;
    }
    let (from, to) = (square_at(text)?, square_at(&text[2..])?);
    let king = piece_on(from)?;
    let rook = piece_on(to)?;
    let (kc, kk) = king.split_once(' ')?;
    let (rc, rk) = rook.split_once(' ')?;
    if kk != "king" || rk != "rook" || kc != rc {
        return None;
    }
    Some(if to.as_bytes()[0] > from.as_bytes()[0] {
        "O-O"
    } else {
        "O-O-O"
    })
}

/// Algebraic notation read loosely against the legal moves `(coordinate, notation)`: the capture mark may
/// be missing or extra, `=` may be left out, and the origin may say more than needed. The coordinate form
/// of the one legal move that fits, or `None` when none or several fit.
pub fn loose_match(text: &str, legal: &[(String, String)]) -> Option<String> {
    let norm = |s: &str| -> String {
        s.chars()
            .filter(|c| !matches!(c, 'x' | ':' | '+' | '#' | '!' | '?' | '=' | '-'))
            .collect()
    };
    let written = norm(text.trim());
    if written.len() < 2 || written.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let exact: Vec<&String> = legal
        .iter()
        .filter(|(_, san)| norm(san) == written)
        .map(|(c, _)| c)
        .collect();
    if exact.len() == 1 {
        return Some(exact[0].clone());
    }
    // The piece letter, then origin hints, then the destination and any promotion letter.
    let split = |s: &str| -> Option<(Option<char>, String, String)> {
        let letter = s.chars().next().filter(char::is_ascii_uppercase);
        let body = &s[letter.map_or(0, char::len_utf8)..];
        let promo_len = usize::from(body.ends_with(|c: char| c.is_ascii_uppercase()));
        let (head, promo) = body.split_at(body.len() - promo_len);
        if head.len() < 2 || !head.is_ascii() {
            return None;
        }
        let (origin, dest) = head.split_at(head.len() - 2);
        square_at(dest)?;
        Some((letter, origin.to_string(), format!("{dest}{promo}")))
    };
    let (letter, origin, dest) = split(&written)?;
    let fits: Vec<&String> = legal
        .iter()
        .filter(|(coord, san)| {
            let Some((l, _, d)) = split(&norm(san)) else {
                return false;
            };
            let from = coord.get(..2).unwrap_or("");
            l == letter && d == dest && origin.chars().all(|c| from.contains(c))
        })
        .map(|(c, _)| c)
        .collect();
    (fits.len() == 1).then(|| fits[0].clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn none(_: &str) -> Option<String> {
        None
    }

    #[test]
    fn numbers_long_algebraic_and_castling_spellings() {
        assert!(is_move_number("1.") && is_move_number("12...") && !is_move_number("1.e4"));
        assert!(!is_move_number("12") && !is_move_number("e4"));
        assert_eq!(alternatives("1.e4", &none), ["e4"]);
        assert_eq!(alternatives("12...Nf6", &none), ["Nf6"]);
        assert!(alternatives("12.", &none).is_empty());
        assert_eq!(alternatives("e2-e4", &none), ["e2e4"]);
        assert_eq!(alternatives("Ng1-f3", &none), ["g1f3"]);
        assert_eq!(alternatives("Nb1xc3+", &none), ["b1c3"]);
        assert_eq!(alternatives("e7-e8=Q", &none), ["e7e8q"]);
        assert_eq!(alternatives("o-o", &none), ["O-O"]);
        assert_eq!(alternatives("0-0-0", &none), ["O-O-O"]);
        assert!(alternatives("e2e4", &none).is_empty());
        let board = |s: &str| match s {
            "e1" => Some("white king".to_string()),
            "h1" | "a1" => Some("white rook".to_string()),
            "h8" => Some("black rook".to_string()),
            _ => None,
        };
        assert_eq!(alternatives("e1h1", &board), ["O-O"]);
        assert_eq!(alternatives("e1a1", &board), ["O-O-O"]);
        assert!(alternatives("e1h8", &board).is_empty());
    }

    #[test]
    fn loose_algebraic() {
        let legal = vec![
            ("g1f3".to_string(), "Nf3".to_string()),
            ("b1c3".to_string(), "Nc3".to_string()),
            ("e2e4".to_string(), "e4".to_string()),
            ("a1a4".to_string(), "Saxa4".to_string()),
        ];
        assert_eq!(loose_match("Nxf3", &legal), Some("g1f3".to_string()));
        assert_eq!(loose_match("Ngf3", &legal), Some("g1f3".to_string()));
        assert_eq!(loose_match("Nbf3", &legal), None);
        assert_eq!(loose_match("Sa4", &legal), Some("a1a4".to_string()));
        assert_eq!(loose_match("e4", &legal), Some("e2e4".to_string()));
        assert_eq!(loose_match("Qh5", &legal), None);
    }
}
