//! Castling and promotion written for people (`O-O`, `O-O-O`, `e8=Q`, `exd8=N`) in coordinate form, read
//! from the board's geometry alone, never from legality: a refused move has no coordinate form from the
//! oracle (it names no legal move), yet an engine without `explain` can still be asked whether it lists
//! the move. Only the rulesets on a chess board whose coordinate form writes these moves so:
//! castling as the King's two-square move (fide/3.8.2, void-chess/8.1.5, the suicide base's standard
//! chess, Suicide Void's B.4), a promotion as the Pawn's move and the piece's letter (fide/3.7.5.1,
//! void-chess/8.3, suicide-void/B.5).

use oracle::core::AnyGame;

/// The board of a ruleset whose coordinate form writes castling and promotion as chess does: its files
/// and ranks.
fn board(slug: &str) -> Option<u8> {
    match slug {
        "fide" | "suicide" | "suicide-void" => Some(8),
        "void-chess" => Some(9),
        _ => None,
    }
}

/// `text`, a castling or a promotion written for people in the position of `game`, in coordinate form;
/// `None` for any other text, another ruleset, or a position where the geometry names no one move (no
/// King, or more than one, of the side to move).
pub fn coordinate_of(game: &dyn AnyGame, text: &str) -> Option<String> {
    let size = board(game.slug())?;
    let text = text.trim().trim_end_matches(['+', '#']);
    let white = game.side_to_move() == "white";
    match text {
        "O-O" | "0-0" => castling(game, size, white, true),
        "O-O-O" | "0-0-0" => castling(game, size, white, false),
        _ => promotion(text, size, white),
    }
}

fn name(file: u8, rank: u8) -> String {
    format!("{}{}", (b'a' + file) as char, rank + 1)
}

/// The King's move two files toward the Rook's side, from the one King of the side to move.
fn castling(game: &dyn AnyGame, size: u8, white: bool, kingside: bool) -> Option<String> {
    let king = if white { "white king" } else { "black king" };
    let mut kings = (0..size).flat_map(|rank| (0..size).map(move |file| (file, rank)));
    let mut found = kings.by_ref().filter(|&(f, r)| {
        game.square(&name(f, r))
            .is_ok_and(|v| v.piece.as_deref() == Some(king))
    });
    let (file, rank) = found.next()?;
    if found.next().is_some() {
        return None;
    }
    let to = if kingside {
        file.checked_add(2).filter(|f| *f < size)?
    } else {
        file.checked_sub(2)?
    };
    Some(format!("{}{}", name(file, rank), name(to, rank)))
}

/// `e8=Q` (the Pawn from the square behind) or `exd8=Q` (from the file written, the rank behind), onto
/// the last rank of the side to move.
fn promotion(text: &str, size: u8, white: bool) -> Option<String> {
    let (body, letter) = text.split_once('=')?;
    let mut letter_chars = letter.chars();
    let piece = letter_chars.next().filter(|c| c.is_ascii_uppercase())?;
    if letter_chars.next().is_some() {
        return None;
    }
    let file = |c: u8| (c.is_ascii_lowercase() && c - b'a' < size).then(|| c - b'a');
    let rank = |c: u8| (c.is_ascii_digit() && c > b'0' && c - b'1' < size).then(|| c - b'1');
    let (from_file, to_file, to_rank) = match body.as_bytes() {
        [f, r] => (file(*f)?, file(*f)?, rank(*r)?),
        [ff, b'x', f, r] => (file(*ff)?, file(*f)?, rank(*r)?),
        _ => return None,
    };
    let last = if white { size - 1 } else { 0 };
    if to_rank != last || from_file.abs_diff(to_file) > 1 {
        return None;
    }
    let from_rank = if white { to_rank - 1 } else { to_rank + 1 };
    Some(format!(
        "{}{}{}",
        name(from_file, from_rank),
        name(to_file, to_rank),
        piece.to_ascii_lowercase()
    ))
}

#[cfg(test)]
mod tests {
    use super::coordinate_of;

    fn game(slug: &str, start: &str) -> Box<dyn oracle::core::AnyGame> {
        oracle::ruleset(slug).unwrap().new_game(start, &[]).unwrap()
    }

    /// Written from the rulebooks: castling moves the King two squares toward the Rook (fide/3.8.2,
    /// void-chess/8.1: "from e to g", "from e to c"); a promotion is the Pawn's move to the last rank
    /// (fide/3.7.5.1, void-chess/8.3: row 9 for White, row 1 for Black).
    #[test]
    fn castling_and_promotion_are_the_kings_and_the_pawns_moves() {
        let fide = game("fide", "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1");
        assert_eq!(coordinate_of(&*fide, "O-O").as_deref(), Some("e1g1"));
        assert_eq!(coordinate_of(&*fide, "0-0-0+").as_deref(), Some("e1c1"));
        assert_eq!(coordinate_of(&*fide, "b8=Q").as_deref(), Some("b7b8q"));
        assert_eq!(coordinate_of(&*fide, "bxa8=N#").as_deref(), Some("b7a8n"));
        // Not a promotion of the side to move, not a promotion, not castling.
        assert_eq!(coordinate_of(&*fide, "g1=Q"), None);
        assert_eq!(coordinate_of(&*fide, "b7=Q"), None);
        assert_eq!(coordinate_of(&*fide, "bxd8=Q"), None);
        assert_eq!(coordinate_of(&*fide, "Nf3"), None);
        let black = game("fide", "r3k2r/1P6/8/8/8/8/6p1/R3K2R b KQkq - 0 1");
        assert_eq!(coordinate_of(&*black, "O-O-O").as_deref(), Some("e8c8"));
        assert_eq!(coordinate_of(&*black, "gxh1=R").as_deref(), Some("g2h1r"));
        let void = game("void-chess", "startpos");
        assert_eq!(coordinate_of(&*void, "O-O").as_deref(), Some("e1g1"));
        assert_eq!(coordinate_of(&*void, "e9=M").as_deref(), Some("e8e9m"));
        assert_eq!(coordinate_of(&*game("minnaar", "startpos"), "O-O"), None);
    }
}
