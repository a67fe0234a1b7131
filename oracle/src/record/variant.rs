//! The ruleset a record's `Variant` tag names: its slug or its name, or a name people use for it.

/// The ruleset slug a `Variant` tag names.
pub fn variant_slug(variant: Option<&str>) -> Result<&'static str, String> {
    let Some(v) = variant else {
        return Ok("fide");
    };
    let norm: String = v
        .trim()
        .to_ascii_lowercase()
        .chars()
        .map(|c| if c == ' ' || c == '_' { '-' } else { c })
        .collect();
    for r in crate::rulesets() {
        let name: String = r
            .name()
            .to_ascii_lowercase()
            .chars()
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        if norm == r.slug() || norm == name {
            return Ok(r.slug());
        }
    }
    match norm.as_str() {
        "standard" | "chess" | "fide-chess" | "fide" => Ok("fide"),
        "suicide-chess" | "giveaway" | "antichess" => Ok("suicide"),
        _ => Err(format!(
            "Variant `{v}` names no ruleset (slugs: {})",
            crate::rulesets()
                .iter()
                .map(|r| r.slug())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_names() {
        assert_eq!(variant_slug(Some("Void Chess")), Ok("void-chess"));
        assert_eq!(variant_slug(Some("standard")), Ok("fide"));
        assert_eq!(variant_slug(None), Ok("fide"));
        assert!(variant_slug(Some("bughouse")).is_err());
    }
}
