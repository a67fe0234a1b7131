//! Void Chess properties beyond the generic ones of `tests/properties.rs` (which already check, at every step
//! of random games, the tile and janitor invariants of `conformance::fuzz_bodies::void_chess` and the mirrored
//! legal moves).
//!
//! Here: the round trips on the ruleset's own types, King safety after every legal move (void-chess/10.1)
//! checked with an attack rule written here from the text of Articles 3, 4 and 10.3 (not the oracle's own,
//! which its legal-move filter already uses), games from random valid positions (not only those reached
//! from the start), and equal perft of mirrored positions.

mod mirror_common;
mod proptest_support;

use conformance::fuzz_bodies::invariants::Checks;
use conformance::fuzz_bodies::{playout, typed};
use oracle::core::grid::ALL_EIGHT;
use oracle::core::{Color, NoTrace, Rules, Square};
use oracle::void_chess::s01_board::{Kind, Move, Piece, Position, BOARD, SQUARE_COUNT};
use oracle::void_chess::s02_tiles::Tile;
use oracle::void_chess::s10_legality;
use oracle::void_chess::{VoidChess, VoidInterpretation};
use proptest::prelude::*;

mirror_common::mirror_perft_properties!(mirror, "void-chess");

/// A piece for a random board: none most of the time.
fn piece() -> impl Strategy<Value = Option<Piece>> {
    let kind = prop_oneof![
        Just(Kind::Queen),
        Just(Kind::Rook),
        Just(Kind::Bishop),
        Just(Kind::Knight),
        Just(Kind::Minister),
        Just(Kind::Pawn),
    ];
    let color = prop_oneof![Just(Color::White), Just(Color::Black)];
    prop_oneof![
        6 => Just(None),
        1 => (color, kind).prop_map(|(c, k)| Some(Piece::new(c, k))),
    ]
}

fn tile() -> impl Strategy<Value = Tile> {
    prop_oneof![8 => Just(Tile::Normal), 1 => Just(Tile::Unstable), 1 => Just(Tile::Void)]
}

/// A random position that keeps the tile rules: an unstable tile holds a piece other than a Minister
/// (void-chess/2.3, 4.6, 5.2), a void tile holds nothing or a Minister (2.4), no Pawn on its first or last
/// rank (3.6, 8.3), one King each. The parser may still refuse some (a side not to move in check); those
/// cases are skipped.
fn random_position() -> impl Strategy<Value = Position> {
    (
        prop::collection::vec((piece(), tile()), SQUARE_COUNT),
        0..SQUARE_COUNT,
        0..SQUARE_COUNT,
        any::<bool>(),
    )
        .prop_filter("the Kings need two squares", |(_, wk, bk, _)| wk != bk)
        .prop_map(|(cells, wk, bk, white_to_move)| {
            let mut pos = Position::empty();
            for (i, (mut p, mut t)) in cells.into_iter().enumerate() {
                let rank = BOARD.rank(Square(i as u8));
                if i == wk || i == bk {
                    p = Some(Piece::new(
                        if i == wk { Color::White } else { Color::Black },
                        Kind::King,
                    ));
                }
                if p.is_some_and(|p| p.kind == Kind::Pawn) && (rank == 0 || rank == 8) {
                    p = None;
                }
                match (t, p) {
                    (Tile::Unstable, None) => t = Tile::Normal,
                    (Tile::Unstable, Some(q)) if q.kind == Kind::Minister => t = Tile::Normal,
                    (Tile::Void, Some(q)) if q.kind != Kind::Minister => t = Tile::Normal,
                    _ => {}
                }
                pos.board[i] = p;
                pos.tiles[i] = t;
            }
            pos.side = if white_to_move {
                Color::White
            } else {
                Color::Black
            };
            pos
        })
}

/// A piece of `by` that attacks `target`, found from the rules' words alone: Rook, Bishop and Queen lines
/// stop at the first piece or void tile (3.2-3.4: void tiles are impassable); a Knight leaps (3.5); a Pawn
/// attacks the two squares diagonally ahead (register VC-10.3-pawn-attack, `diagonal`); a King its eight
/// neighbours; a Minister its eight neighbours and every square next to a neighbour with no piece on it,
/// void or not (4.2, 4.2.1, 4.2.2; register VC-10.3-minister-attack).
fn attacker_of(pos: &Position, target: Square, by: Color) -> Option<Square> {
    let at = |f: i32, r: i32| BOARD.square(f, r);
    let (tf, tr) = (BOARD.file(target), BOARD.rank(target));
    let near = |a: Square, b: Square| {
        a != b
            && (BOARD.file(a) - BOARD.file(b)).abs() <= 1
            && (BOARD.rank(a) - BOARD.rank(b)).abs() <= 1
    };
    let ray = |df: i32, dr: i32| -> Option<(Square, Piece)> {
        let (mut f, mut r) = (tf + df, tr + dr);
        while let Some(sq) = at(f, r) {
            if let Some(p) = pos.piece(sq) {
                return Some((sq, p));
            }
            if pos.tile(sq) == Tile::Void {
                return None;
            }
            f += df;
            r += dr;
        }
        None
    };
    for (df, dr) in ALL_EIGHT.map(|(f, r)| (i32::from(f), i32::from(r))) {
        let straight = df == 0 || dr == 0;
        if let Some((sq, p)) = ray(df, dr) {
            let slides = matches!(
                (p.kind, straight),
                (Kind::Queen, _) | (Kind::Rook, true) | (Kind::Bishop, false)
            );
            if p.color == by && slides {
                return Some(sq);
            }
        }
    }
    for (sq, p) in pos.pieces().filter(|(_, p)| p.color == by) {
        let (df, dr) = (tf - BOARD.file(sq), tr - BOARD.rank(sq));
        let hit = match p.kind {
            Kind::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
            Kind::Pawn => df.abs() == 1 && dr == if by == Color::White { 1 } else { -1 },
            Kind::King => near(sq, target),
            Kind::Minister => {
                near(sq, target)
                    || BOARD
                        .squares()
                        .any(|n| near(sq, n) && near(n, target) && pos.piece(n).is_none())
            }
            _ => false,
        };
        if hit {
            return Some(sq);
        }
    }
    None
}

/// The attack rule written here finds the attacks a hand-checked position has: the Rook's line stops at a
/// void tile, the Knight leaps over one, the Minister reaches two squares through an empty neighbour.
#[test]
fn the_independent_attack_rule_sees_what_the_rules_say() {
    let pos = VoidChess
        .parse_position(
            "9/9/9/9/9/9/9/9/K7k w - - 0 1 -",
            &VoidInterpretation::default(),
        )
        .unwrap();
    let sq = |n: &str| BOARD.parse(n).unwrap();
    let mut p = pos.clone();
    p.board[sq("a5").index()] = Some(Piece::new(Color::Black, Kind::Rook));
    assert_eq!(attacker_of(&p, sq("a1"), Color::Black), Some(sq("a5")));
    p.tiles[sq("a3").index()] = Tile::Void;
    assert_eq!(attacker_of(&p, sq("a1"), Color::Black), None);
    p.board[sq("b3").index()] = Some(Piece::new(Color::Black, Kind::Knight));
    assert_eq!(attacker_of(&p, sq("a1"), Color::Black), Some(sq("b3")));
    let mut p = pos;
    p.board[sq("c3").index()] = Some(Piece::new(Color::Black, Kind::Minister));
    assert_eq!(attacker_of(&p, sq("a1"), Color::Black), Some(sq("c3")));
    p.board[sq("b2").index()] = Some(Piece::new(Color::White, Kind::Pawn));
    assert_eq!(attacker_of(&p, sq("a1"), Color::Black), None);
}

proptest! {
    #![proptest_config(ProptestConfig { max_global_rejects: 100_000, ..proptest_support::config(4) })]

    /// In random games: every position equals the position its text reads back to, and every legal move
    /// equals the move its coordinate text and its algebraic text read back to (the text forms of
    /// void-chess/11); after every legal move the mover's King exists and is not attacked
    /// (void-chess/10.1, attacks per 10.3); a piece leaving an unstable tile leaves a void (2.5).
    #[test]
    fn typed_round_trips_and_king_safety(choices in prop::collection::vec(any::<u16>(), 0..30)) {
        let interp = VoidInterpretation::default();
        let rules = VoidChess;
        // Eventful moves: captures, and moves leaving an unstable tile.
        let eventful = |pos: &Position, mv: &oracle::void_chess::s01_board::Move| {
            pos.piece(mv.to).is_some() || pos.tile(mv.from) == Tile::Unstable
        };
        let result = typed::random_game(&rules, rules.start_position(&interp), &interp, &choices, eventful, |pos, last| {
            typed::check_round_trips(&rules, pos, &interp)?;
            if let Some((mv, before)) = last {
                let mover = before.side;
                if pos.king_square(mover).is_none() {
                    return Err("void-chess/10.1: the mover's King is gone".into());
                }
                let king = pos.king_square(mover).expect("checked above");
                if let Some(from) = attacker_of(pos, king, mover.opponent()) {
                    return Err(format!(
                        "void-chess/10.1: the mover's King on {} is attacked from {} after its own move",
                        BOARD.name(king),
                        BOARD.name(from)
                    ));
                }
                if before.tile(mv.from) == Tile::Unstable && pos.tile(mv.from) != Tile::Void {
                    return Err("void-chess/2.5: leaving an unstable tile did not leave a void".into());
                }
            }
            Ok(())
        });
        if let Err(e) = result {
            prop_assert!(false, "{e}");
        }
    }

    /// From random valid positions (not only those reached from the start): every generic and Void Chess
    /// invariant at every step of a random game, mirror symmetry included.
    #[test]
    fn games_from_random_positions_keep_every_invariant(
        pos in random_position(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 0..10),
    ) {
        let rules = VoidChess;
        let text = rules.format_position(&pos);
        let ruleset = oracle::ruleset("void-chess").expect("void-chess is registered");
        let game = ruleset.new_game(&text, &[]);
        prop_assume!(game.is_ok(), "refused: {:?}", game.as_ref().err());
        let mut it = choices.iter();
        let settings = playout::Settings { max_plies: 10, checks: Checks::quick() };
        let result = playout::run_from(game.unwrap(), &mut |n| it.next().map(|i| i.index(n)), &settings);
        if let Err(e) = result {
            prop_assert!(false, "{e}");
        }
    }
}

/// Every switch that bears on which moves are legal, set from the bits of `bits`.
fn switches_from(bits: u8) -> VoidInterpretation {
    VoidInterpretation {
        minister_heals_every_square: bits & 1 != 0,
        promotion_capture_heals: bits & 2 != 0,
        unstable_king_may_castle: bits & 4 != 0,
        pawns_attack_by_pseudo_legal_moves: bits & 8 != 0,
        attacks_apply_7_2: bits & 16 != 0,
        ..VoidInterpretation::default()
    }
}

/// The fast paths of the legal moves (`legal_moves`, `legal_moves_and_positions` and `has_legal_move`,
/// which skip the simulation or the attack test for the moves `KingWatch` clears, an optimisation of
/// void-chess/10.1) give the answer of the rule itself (`legal_moves_with`, every pseudo-legal move
/// simulated with its tile changes and the Janitor, 10.2, and the King's square tested, 10.3): the same
/// moves in the same order, the same positions after them.
fn fast_paths_agree(pos: &Position, interp: &VoidInterpretation) -> Result<Vec<Move>, String> {
    let mut rule = Vec::new();
    s10_legality::legal_moves_with(&mut NoTrace, pos, interp, |mv, next| rule.push((mv, next)));
    let fast = s10_legality::legal_moves_and_positions(pos, interp);
    let text = || VoidChess.format_position(pos);
    if fast != rule {
        let names = |l: &[(Move, Position)]| {
            l.iter()
                .map(|(m, _)| VoidChess.format_move(pos, m))
                .collect::<Vec<_>>()
        };
        return Err(format!(
            "legal_moves_and_positions differs from the rule in {}: fast {:?}, rule {:?}",
            text(),
            names(&fast),
            names(&rule)
        ));
    }
    let moves: Vec<Move> = rule.iter().map(|(m, _)| *m).collect();
    if s10_legality::legal_moves(pos, interp) != moves {
        return Err(format!("legal_moves differs from the rule in {}", text()));
    }
    if s10_legality::has_legal_move(pos, interp) == moves.is_empty() {
        return Err(format!(
            "has_legal_move differs from the rule in {}",
            text()
        ));
    }
    Ok(moves)
}

/// Plays `choices` from `pos` (each picks a legal move by index, until none is left), checking
/// [`fast_paths_agree`] at every position.
fn fast_paths_agree_along(
    mut pos: Position,
    interp: &VoidInterpretation,
    choices: &[prop::sample::Index],
) -> Result<(), String> {
    for choice in choices {
        let moves = fast_paths_agree(&pos, interp)?;
        if moves.is_empty() {
            break;
        }
        let mv = moves[choice.index(moves.len())];
        pos = s10_legality::simulate(&pos, &mv, interp, true).next;
    }
    Ok(())
}

/// The King watch of s10_legality must leave to the rule every move that exposes the King, whatever
/// way: a Rook uncovering the King's file (10.1), the Void Janitor destroying a piece next to the King,
/// which opens a Minister's two-step path through the new void tile (6.2.2, 4.2.2, 10.2), an en
/// passant capture emptying two squares of the King's rank (5.3), and a Minister healing the void tile
/// of its Step 1 that closed a line to the King (4.6, 2.4). Each position's legal moves are checked
/// against the rule by [`fast_paths_agree`], and the exposing move is named by the rules text.
#[test]
fn the_fast_paths_leave_every_exposing_move_to_the_rule() {
    let interp = VoidInterpretation::default();
    let cases = [
        // The Rook on e5 is pinned to the e-file: e5e9 is legal, e5a5 is not.
        ("4r4/9/9/9/4R4/9/9/9/4K3k w - - 0 1 -", "e5e9", "e5a5"),
        // The Knight on d2 stands on an unstable tile; after a2a3 the Janitor destroys it and the Minister
        // on c3 reaches e1 through the void d2.
        (
            "4k4/9/9/9/9/9/2m6/P2N5/4K4 w - - 0 1 9/9/9/9/9/9/9/3u5/9",
            "e1f1",
            "a2a3",
        ),
        // b6xc7 en passant takes the c6 Pawn and opens the sixth rank to the Rook on h6.
        ("4k4/9/9/KPp4r1/9/9/9/9/9 w - c7 0 1 -", "b6b7", "b6c7"),
        // The Minister's Step 1 heals the void e3 (4.6, `minister-heals=every-square`, the default),
        // which opens the e-file to the Rook on e9.
        (
            "4r3k/9/9/9/9/9/9/3M5/4K4 w - - 0 1 9/9/9/9/9/9/4v4/9/9",
            "d2e3e4",
            "d2e3f4",
        ),
    ];
    let names_in = |text: &str, interp: &VoidInterpretation| {
        let pos = VoidChess.parse_position(text, interp).unwrap();
        let moves = fast_paths_agree(&pos, interp).unwrap();
        moves
            .iter()
            .map(|m| VoidChess.format_move(&pos, m))
            .collect::<Vec<String>>()
    };
    for (text, legal, exposing) in cases {
        let names = names_in(text, &interp);
        assert!(
            names.iter().any(|n| n == legal),
            "{text}: {legal} missing from {names:?}"
        );
        assert!(
            !names.iter().any(|n| n == exposing),
            "{text}: {exposing} in {names:?}"
        );
    }
    // Under `minister-heals=destination-only` e3 stays void and the same Minister move is legal.
    let destination_only = VoidInterpretation {
        minister_heals_every_square: false,
        ..interp
    };
    let (text, _, healing) = cases[3];
    let names = names_in(text, &destination_only);
    assert!(
        names.iter().any(|n| n == healing),
        "{text}: {healing} missing from {names:?}"
    );
}

proptest! {
    #![proptest_config(proptest_support::config(48))]

    /// The fast paths of the legal moves agree with the rule from random positions (every tile, every
    /// piece, Kings anywhere) and along random games from there, under every legality switch.
    #[test]
    fn the_fast_legal_moves_are_the_rules_from_random_positions(
        pos in random_position(),
        bits in any::<u8>(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 1..12),
    ) {
        if let Err(e) = fast_paths_agree_along(pos, &switches_from(bits), &choices) {
            prop_assert!(false, "{e}");
        }
    }

    /// The same along random games from the start position, where the tiles change as play makes them.
    #[test]
    fn the_fast_legal_moves_are_the_rules_in_games_from_the_start(
        bits in any::<u8>(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 1..80),
    ) {
        let interp = switches_from(bits);
        let start = VoidChess.start_position(&interp);
        if let Err(e) = fast_paths_agree_along(start, &interp, &choices) {
            prop_assert!(false, "{e}");
        }
    }
}

/// The tile invariant follows the register (VC-5.2-promotion-capture): after e8xd9=M a Minister stands on an
/// unstable tile under the default `promotion-capture-tile=unstable` (void-chess/5.1, 8.3: the Pawn made the
/// capture) and the invariant admits it; the same board read under `normal`, where 5.2/4.6 would have healed
/// the tile, breaks it.
#[test]
fn the_minister_on_an_unstable_tile_follows_the_promotion_capture_reading() {
    use conformance::fuzz_bodies::void_chess::position_invariants;
    let board: Vec<String> = BOARD.squares().map(|sq| BOARD.name(sq)).collect();
    let ruleset = oracle::ruleset("void-chess").unwrap();
    let start = "3r5/4P4/9/9/9/9/9/9/K7k w - - 0 1 -";
    let mut g = ruleset.new_game(start, &[]).unwrap();
    g.play("e8d9m").unwrap();
    assert_eq!(g.square("d9").unwrap().state.as_deref(), Some("unstable"));
    assert_eq!(position_invariants(&*g, &board), Ok(()));
    let under_normal = ruleset
        .new_game(
            &g.position(),
            &[("promotion-capture-tile".into(), "normal".into())],
        )
        .unwrap();
    assert!(position_invariants(&*under_normal, &board)
        .unwrap_err()
        .contains("void-chess/4.6"));
}
