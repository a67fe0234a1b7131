//! Readings of a ruleset under names of their own (`--ruleset antichess`: the suicide base with the
//! switches `oracle::names` gives that name), and what the preset engines need to play a reading: the
//! Fairy-Stockfish variant of each reading of the suicide base (`suicide`, `antichess`, `giveaway`), and the
//! readings shakmaty's Antichess can play. Below the tester (`cargo xtask diff`) and the rule cases
//! (`cargo xtask check --engine`), which both reach engines through `crate::presets`.

/// A `--ruleset` and `--interpretation` with a reading's name resolved: `antichess` becomes `suicide`
/// with the reading's switches added to the switches given (one given against them is an error). A slug
/// is left as it is.
pub fn resolve(ruleset: &str, given: &[String]) -> Result<(String, Vec<String>), String> {
    let Some(reading) = oracle::names::reading(ruleset) else {
        return Ok((ruleset.to_string(), given.to_vec()));
    };
    let parsed = given
        .iter()
        .map(|s| oracle::core::interpretation::parse_setting(s))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let named = reading
        .settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let settings = oracle::names::with_given(ruleset, named, &parsed).map_err(|e| e.to_string())?;
    Ok((
        reading.slug.to_string(),
        settings.iter().map(|(k, v)| format!("{k}={v}")).collect(),
    ))
}

/// The value of switch `name` in `settings`, or its default `default`.
fn value<'a>(settings: &'a [(String, String)], name: &str, default: &'a str) -> &'a str {
    settings
        .iter()
        .find(|(k, _)| k == name)
        .map_or(default, |(_, v)| v.as_str())
}

/// Fairy-Stockfish's variant for a reading of the suicide base (register SU-B.9-giveaway-stalemate,
/// SU-B.4-giveaway-castling): `suicide` as written (FICS: fewer pieces wins a stalemate, no castling),
/// `antichess` (the stalemated side wins, no castling), `giveaway` (the stalemated side wins, castling).
pub fn fairy_stockfish_variant(settings: &[(String, String)]) -> Result<&'static str, String> {
    match (
        value(settings, "stalemate", "fewer-pieces"),
        value(settings, "castling", "none"),
    ) {
        ("fewer-pieces", "none") => Ok("suicide"),
        ("stalemated-wins", "none") => Ok("antichess"),
        ("stalemated-wins", "allowed") => Ok("giveaway"),
        (s, c) => Err(format!(
            "Fairy-Stockfish has no variant for suicide with stalemate={s} and castling={c} (it has \
             suicide, antichess and giveaway)"
        )),
    }
}

/// The switches of the suicide base that decide only how a game is drawn with moves still on the board
/// (register SU-0-insufficient-material, SU-0-draw-rules): a UCI engine reports no end of the game, so
/// its legal moves, check and position are the same under every value of these, and its variants take
/// them (the steps that ask for such a draw stay not answered: its status is read off the board).
pub const DRAWS_ONLY: &[&str] = &["insufficient-material", "draw-rules"];

/// The UCI options of a Fairy-Stockfish-like engine (one with `UCI_Variant`) for the suicide base under
/// `switches`: its variant for the reading the switches `stalemate` and `castling` name. The switches of
/// [`DRAWS_ONLY`] are taken whatever their value; any other switch is refused: those variants play none.
pub fn suicide_variant_options(
    switches: &[(String, String)],
) -> Result<Vec<(String, String)>, String> {
    if let Some((name, _)) = switches
        .iter()
        .find(|(k, _)| k != "stalemate" && k != "castling" && !DRAWS_ONLY.contains(&k.as_str()))
    {
        return Err(format!(
            "the engine's suicide variants (suicide, antichess, giveaway) have no switch `{name}`"
        ));
    }
    let variant = fairy_stockfish_variant(switches)?;
    Ok(vec![("UCI_Variant".to_string(), variant.to_string())])
}

/// Adds what `engine` needs to play `ruleset` under `settings`, before the preset's own needs are
/// added: Fairy-Stockfish's variant for the suicide base's reading; shakmaty's Antichess plays no castling.
pub fn engine_needs(
    engine: &str,
    ruleset: &str,
    settings: &[(String, String)],
    uci_options: &mut Vec<(String, String)>,
) -> Result<(), String> {
    if ruleset != "suicide" || uci_options.iter().any(|(k, _)| k == "UCI_Variant") {
        return Ok(());
    }
    match engine {
        "fairy-stockfish" => {
            let variant = fairy_stockfish_variant(settings)?;
            uci_options.push(("UCI_Variant".to_string(), variant.to_string()));
        }
        "shakmaty" if value(settings, "castling", "none") != "none" => {
            return Err(
                "shakmaty's Antichess has no castling: for castling=allowed (Giveaway) give \
                 --engine fairy-stockfish or python-chess"
                    .to_string(),
            )
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn each_reading_has_its_fairy_stockfish_variant() {
        assert_eq!(fairy_stockfish_variant(&[]), Ok("suicide"));
        let anti = settings(&[("stalemate", "stalemated-wins")]);
        assert_eq!(fairy_stockfish_variant(&anti), Ok("antichess"));
        let give = settings(&[("stalemate", "stalemated-wins"), ("castling", "allowed")]);
        assert_eq!(fairy_stockfish_variant(&give), Ok("giveaway"));
        assert!(fairy_stockfish_variant(&settings(&[("castling", "allowed")])).is_err());
        let mut uci = Vec::new();
        engine_needs("fairy-stockfish", "suicide", &give, &mut uci).unwrap();
        assert_eq!(uci, settings(&[("UCI_Variant", "giveaway")]));
        assert!(engine_needs("shakmaty", "suicide", &give, &mut Vec::new()).is_err());
        let options = suicide_variant_options(&give).unwrap();
        assert_eq!(options, settings(&[("UCI_Variant", "giveaway")]));
        // The draws-only switches are taken (a UCI engine reports no draw), another switch is not.
        let fics = settings(&[("draw-rules", "fics"), ("insufficient-material", "lichess")]);
        assert_eq!(
            suicide_variant_options(&fics).unwrap(),
            settings(&[("UCI_Variant", "suicide")])
        );
        assert!(suicide_variant_options(&settings(&[("promotion-victory", "on")])).is_err());
    }
}
