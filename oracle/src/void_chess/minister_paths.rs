//! A Minister's move written without its Step 1 square (`Me7` for `Me7(e6)`), read as Article 11's
//! algebraic notation reads any move: it names the one-step move to that square when there is one (whose
//! notation it is); otherwise the move when exactly one legal two-step move fits, or when every move that
//! fits leaves the same position (the paths differ only in the square passed through, and
//! nothing on the board tells them apart); otherwise it is ambiguous, and refused as notation that does not
//! name one move (void-chess/11.1), with the paths listed. A capture mark missing or extra is read as the
//! rest of the notation is: `Mxf3` for `Mf3(f2)` when f3 is empty.

use super::interpretation::VoidInterpretation;
use super::s01_board::{Kind, Move, Position};
use super::s10_legality::{legal_moves, simulate};
use super::s11_notation::format_san;
use crate::clause;
use crate::core::{Rejection, Verdict};

/// `None` when `text` is not a Minister move without a Step 1 square, or no legal move fits it.
pub fn minister_without_path(
    pos: &Position,
    text: &str,
    interp: &VoidInterpretation,
) -> Option<Verdict<Move>> {
    let wanted = text.trim().trim_end_matches(['+', '#', '!', '?']);
    if !wanted.starts_with('M') || wanted.contains('(') {
        return None;
    }
    // A capture mark missing or extra does not change which move is named (the destination says whether
    // it captures): the notations are compared without it.
    let wanted = wanted.replace('x', "");
    let wanted = wanted.as_str();
    let fits: Vec<(Move, String)> = legal_moves(pos, interp)
        .into_iter()
        .filter(|m| pos.piece(m.from).is_some_and(|p| p.kind == Kind::Minister))
        .map(|m| {
            let san = format_san(pos, &m, interp);
            (m, san)
        })
        .filter(|(_, san)| {
            let plain = san.trim_end_matches(['+', '#']);
            let without_path = match plain.split_once('(') {
                Some((head, rest)) => format!("{head}{}", rest.split_once(')').map_or("", |r| r.1)),
                None => plain.to_string(),
            };
            without_path.replace('x', "") == wanted
        })
        .collect();
    // The one-step move is written without a Step 1 square: it is the move the text names.
    if let Some((m, _)) = fits.iter().find(|(m, san)| {
        m.via.is_none() && san.trim_end_matches(['+', '#']).replace('x', "") == wanted
    }) {
        return Some(Verdict::Legal(*m));
    }
    let (first, _) = fits.first()?;
    let after = |m: &Move| simulate(pos, m, interp, true).next;
    let first_after = after(first);
    if fits.iter().all(|(m, _)| after(m) == first_after) {
        return Some(Verdict::Legal(*first));
    }
    let paths: Vec<&str> = fits.iter().map(|(_, san)| san.as_str()).collect();
    Some(Verdict::Refused(Rejection::new(
        clause!("void-chess/11.1"),
        format!(
            "`{text}` is ambiguous: it fits {} Minister moves that leave different positions ({}); write the Step 1 square",
            fits.len(),
            paths.join(", ")
        ),
    )))
}
