//! Reading the counters of position texts (move numbers, clocks): a word that is no whole number and a
//! whole number too large to hold are told apart.

/// Reads a whole number that fits in 32 bits; the message says which of the two ways `text` fails.
pub fn whole_number(text: &str) -> Result<u32, String> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("`{text}` is not a whole number"));
    }
    text.parse::<u32>()
        .map_err(|_| format!("`{text}` is too large (at most {})", u32::MAX))
}

#[cfg(test)]
mod tests {
    use super::whole_number;

    #[test]
    fn not_a_number_and_too_large_differ() {
        assert_eq!(whole_number("12"), Ok(12));
        assert_eq!(whole_number("4294967295"), Ok(u32::MAX));
        assert!(whole_number("4294967296")
            .unwrap_err()
            .contains("too large"));
        assert!(whole_number("99999999999999999999")
            .unwrap_err()
            .contains("too large"));
        assert!(whole_number("-1")
            .unwrap_err()
            .contains("not a whole number"));
        assert!(whole_number("").unwrap_err().contains("not a whole number"));
    }
}
