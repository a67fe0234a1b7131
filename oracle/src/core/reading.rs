//! The reader of the notation for people (`core::notation`), on the answers a ruleset gives about its
//! moves in one position: the legal move a text names, strictly or loosely; else the move the text means,
//! decided by the ruleset's checks; else why it names none.

use super::notation::{Form, Parts, Written};
use super::{OracleError, Verdict};

/// What the reader asks a ruleset about its moves in one position.
pub trait Notation {
    /// A legal move.
    type Move: Clone;
    /// A move the text means, as the rules' checks take it (it may be no move at all: a promotion letter
    /// that names no piece, say).
    type Meant: Clone;

    /// The letters and forms of the notation.
    const FORM: Form;

    /// The legal moves of the position (the reader keeps those written as the text is).
    fn legal(&self) -> Vec<Self::Move>;

    /// How the legal move `mv` is written, part by part; `None` for a move the notation for people does
    /// not write as a piece's move (a pass, a void's placement).
    fn parts(&self, mv: &Self::Move) -> Option<Parts>;

    /// The move in the notation for people (to list the moves an ambiguous text names).
    fn write(&self, mv: &Self::Move) -> String;

    /// For a text that names no legal move: the pieces of the side to move that it may name (see
    /// [`Written::may_name`]), each as the move it means (from its square to the destination, with the
    /// promotion and own part written). By default there are none.
    fn meant(&self, w: &Written) -> Vec<Self::Meant> {
        let _ = w;
        Vec::new()
    }

    /// Whether the movement of its piece allows `mv` (the checks before the mover's own safety): among
    /// several moves meant, the one whose movement allows it is the move the text names.
    fn moves_so(&self, mv: &Self::Meant) -> bool {
        let _ = mv;
        false
    }

    /// The verdict of the rules' checks on a move meant.
    fn decide(&self, mv: Self::Meant) -> Verdict<Self::Move> {
        let _ = mv;
        Verdict::Unreadable(OracleError::bad_move("", "no move is meant"))
    }

    /// For a text that leaves out the ruleset's own part and names no legal move: the verdict on `fits`,
    /// the legal moves written so but for that part (at least one); `None` reads on (the text then means
    /// a move of its own, which the checks decide). By default `None`.
    fn own_left_out(&self, text: &str, fits: Vec<Self::Move>) -> Option<Verdict<Self::Move>> {
        let _ = (text, fits);
        None
    }

    /// What the text's piece letter names, for the message on a text that names several moves: by
    /// default "piece".
    fn piece_name(&self, letter: Option<char>) -> String {
        let _ = letter;
        "piece".to_string()
    }

    /// The verdict on castling written (`O-O`) that no legal move is: by default, no such move.
    fn castle(&self, text: &str, kingside: bool) -> Verdict<Self::Move> {
        let _ = kingside;
        self.none_meant(text, &Self::FORM.read(text).expect("castling is read"), &[])
    }

    /// The verdict when the text names no legal move and means no one move: `meant` holds the moves of
    /// the pieces it may name (none, or several none of which moves so). By default, not a move.
    fn none_meant(&self, text: &str, w: &Written, meant: &[Self::Meant]) -> Verdict<Self::Move> {
        let _ = (w, meant);
        Verdict::Unreadable(OracleError::bad_move(
            text,
            "no legal move is written so; give it in coordinate form to learn why it is refused",
        ))
    }
}

/// A position and the interpretation its rules are read under: what a ruleset whose moves depend on its
/// interpretation answers the reader's questions on.
pub struct Under<'a, P, I> {
    pub pos: &'a P,
    pub interp: &'a I,
}

/// Reads `text` in the notation for people of `n`: the legal move it names, the rules' verdict on the move
/// it means, or why it names none. `None` when the text does not have the notation's shape.
pub fn read<N: Notation>(n: &N, text: &str) -> Option<Verdict<N::Move>> {
    let w = N::FORM.read(text)?;
    let (legal, parts): (Vec<N::Move>, Vec<Parts>) = n
        .legal()
        .into_iter()
        .filter_map(|m| n.parts(&m).map(|p| (m, p)))
        .unzip();
    for strictly in [true, false] {
        let fits: Vec<&N::Move> = legal
            .iter()
            .zip(&parts)
            .filter(|(_, p)| w.fits(p, strictly))
            .map(|(m, _)| m)
            .collect();
        match fits[..] {
            [one] => return Some(Verdict::Legal(one.clone())),
            [] => {}
            _ => return Some(Verdict::Unreadable(several(n, text, &w, &fits))),
        }
    }
    if w.own.is_none() && N::FORM.own.is_some() {
        let fits: Vec<N::Move> = legal
            .iter()
            .zip(&parts)
            .filter(|(_, p)| w.fits(&Parts { own: None, ..**p }, false))
            .map(|(m, _)| m.clone())
            .collect();
        if !fits.is_empty() {
            if let Some(verdict) = n.own_left_out(text, fits) {
                return Some(verdict);
            }
        }
    }
    if let Some(kingside) = w.castle {
        return Some(n.castle(text, kingside));
    }
    let meant = n.meant(&w);
    let moving: Vec<&N::Meant> = meant.iter().filter(|m| n.moves_so(m)).collect();
    Some(match (&moving[..], &meant[..]) {
        ([one], _) => n.decide((*one).clone()),
        ([], [one]) => n.decide(one.clone()),
        ([], _) => n.none_meant(text, &w, &meant),
        (_, _) => Verdict::Unreadable(OracleError::bad_move(
            text,
            "more than one piece fits this notation; add the file or rank it starts from",
        )),
    })
}

/// The error for a text that names several legal moves, listing them.
fn several<N: Notation>(n: &N, text: &str, w: &Written, moves: &[&N::Move]) -> OracleError {
    let listed: Vec<String> = moves.iter().map(|m| n.write(m)).collect();
    OracleError::bad_move(
        text,
        format!(
            "more than one {} fits this notation ({}); add the file or rank it starts from",
            n.piece_name(w.letter),
            listed.join(", ")
        ),
    )
}

/// For the tests of a ruleset's notation: plays `games` games of up to `plies` plies from `start` (each
/// game picking its moves from the legal ones by its own rule, so that the games differ), and asserts on
/// every position reached that the notation of each legal move (`written`, `None` for a move it does not
/// write) reads back (`read`) as that move.
#[cfg(test)]
pub fn assert_every_move_reads_back<P: Clone, M: Clone + PartialEq + std::fmt::Debug>(
    start: P,
    games: usize,
    plies: usize,
    legal: impl Fn(&P) -> Vec<M>,
    play: impl Fn(&P, &M) -> P,
    written: impl Fn(&P, &M) -> Option<String>,
    read: impl Fn(&P, &str) -> Option<Verdict<M>>,
) {
    for game in 0..games {
        let mut pos = start.clone();
        for ply in 0..plies {
            let legal = legal(&pos);
            if legal.is_empty() {
                break;
            }
            for mv in &legal {
                if let Some(text) = written(&pos, mv) {
                    assert_eq!(
                        read(&pos, &text),
                        Some(Verdict::Legal(mv.clone())),
                        "{text}"
                    );
                }
            }
            pos = play(&pos, &legal[(ply * (2 * game + 7) + game) % legal.len()]);
        }
    }
}
