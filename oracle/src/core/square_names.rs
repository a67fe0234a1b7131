//! The square names in a move's text (`e2e4`, `e4e5e6`, `@e4`): for the rulesets whose squares are a file
//! letter and a rank digit, what the pictures mark and what the notation reader matches a destination with.

/// The square names in a move's text, in order (`e4e5e6` gives e4, e5, e6; `@e4` gives e4; `pass` none).
pub fn squares_named(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < b.len() {
        if (b'a'..=b'i').contains(&b[i]) && (b'1'..=b'9').contains(&b[i + 1]) {
            let after_digit = b.get(i + 2).is_some_and(|c| c.is_ascii_digit());
            if !after_digit {
                out.push(text[i..i + 2].to_string());
                i += 2;
                continue;
            }
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::squares_named;

    #[test]
    fn squares_in_move_texts() {
        assert_eq!(squares_named("e2e4"), ["e2", "e4"]);
        assert_eq!(squares_named("e4e5e6"), ["e4", "e5", "e6"]);
        assert_eq!(squares_named("@e4"), ["e4"]);
        assert_eq!(squares_named("e8e9m"), ["e8", "e9"]);
        assert!(squares_named("pass").is_empty());
        assert!(squares_named("a10").is_empty());
    }
}
