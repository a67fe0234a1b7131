//! The shakmaty crate as an engine to compare the oracle with: `Chess` for FIDE, `variant::Antichess` for the
//! suicide base rules. Reading a start, playing coordinate moves, and what shakmaty answers about a position
//! (its legal moves, check, its position text, the ends it reads off the board), written once for the
//! differential tester (`cargo xtask diff --engine shakmaty`) and the differential fuzz targets.

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, EnPassantMode, FromSetup, KnownOutcome, Position};

/// The position `start` names: `startpos` or a FEN.
pub fn read_start<P: FromSetup + Position + Default>(start: &str) -> Result<P, String> {
    if start == "startpos" {
        return Ok(P::default());
    }
    let fen: Fen = start
        .parse()
        .map_err(|e| format!("bad FEN `{start}`: {e}"))?;
    fen.into_position(CastlingMode::Standard)
        .map_err(|e| format!("impossible position `{start}`: {e}"))
}

/// Plays the coordinate move `text` (`e2e4`, `e7e8q`, castling `e1g1`), refused unless legal in `pos`.
pub fn play<P: Position>(pos: &mut P, text: &str) -> Result<(), String> {
    let uci: UciMove = text
        .parse()
        .map_err(|e| format!("bad move `{text}`: {e}"))?;
    let m = uci
        .to_move(pos)
        .map_err(|e| format!("illegal move `{text}`: {e}"))?;
    pos.play_unchecked(m);
    Ok(())
}

/// The legal coordinate move `text` as shakmaty writes it for people (its SAN with the check and mate
/// marks, `SanPlus`).
pub fn san<P: Position + Clone>(pos: &P, text: &str) -> Result<String, String> {
    let uci: UciMove = text
        .parse()
        .map_err(|e| format!("bad move `{text}`: {e}"))?;
    let m = uci
        .to_move(pos)
        .map_err(|e| format!("illegal move `{text}`: {e}"))?;
    Ok(shakmaty::san::SanPlus::from_move(pos.clone(), m).to_string())
}

/// `white` or `black`.
pub fn color_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The legal moves in coordinate form, sorted.
pub fn legal_moves<P: Position>(pos: &P) -> Vec<String> {
    coordinate_texts(&pos.legal_moves())
}

/// `moves` in coordinate form (`e2e4`, `e7e8q`, castling `e1g1`), sorted.
pub fn coordinate_texts(moves: &[shakmaty::Move]) -> Vec<String> {
    let mut texts: Vec<String> = moves.iter().map(coordinate_text).collect();
    // No two moves share a text, so an unstable sort gives the one order.
    texts.sort_unstable();
    texts
}

/// One move in coordinate form, written without the formatting machinery (a request's every legal move
/// is written).
fn coordinate_text(m: &shakmaty::Move) -> String {
    let mut text = String::with_capacity(5);
    match m.to_uci(CastlingMode::Standard) {
        UciMove::Normal {
            from,
            to,
            promotion,
        } => {
            for sq in [from, to] {
                text.push(sq.file().char());
                text.push(sq.rank().char());
            }
            if let Some(role) = promotion {
                text.push(role.char());
            }
        }
        other => text.push_str(&other.to_string()),
    }
    text
}

/// The position's FEN, with the en passant square only where a capture there is legal.
pub fn fen<P: Position>(pos: &P) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

/// The status a position shows on the board alone: a variant's own end, checkmate, stalemate.
pub fn board_status<P: Position>(pos: &P) -> String {
    board_status_with(pos, pos.legal_moves().is_empty())
}

/// [`board_status`] where whether `pos` has no legal move is known (`stuck`).
pub fn board_status_with<P: Position>(pos: &P, stuck: bool) -> String {
    let known = pos.variant_outcome().known().or_else(|| {
        stuck.then(|| {
            if pos.is_check() {
                KnownOutcome::Decisive {
                    winner: !pos.turn(),
                }
            } else {
                KnownOutcome::Draw
            }
        })
    });
    match known {
        None => "ongoing".to_string(),
        Some(KnownOutcome::Decisive { winner }) => format!("{}-wins", color_word(winner)),
        Some(KnownOutcome::Draw) => "draw".to_string(),
    }
}
