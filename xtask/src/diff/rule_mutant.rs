//! Test-only: engines with one planted bug in a rare rule of Void Chess, Suicide Void Chess, Minnaar Chess
//! or Circular Chess, to show that the tester reaches those rules and catches each bug. Each one is the
//! oracle with one deviation, a mistake an engine author could make: the oracle answers the query, then the
//! deviation rewrites the answer where its rule applies (it reads the positions' text forms and asks the
//! oracle why a candidate move is refused, so the rewrite happens exactly where the rule decides).

use super::engine::{Answer, Engine, Fault, Query, StatusScope};
use oracle::core::{AnyGame, AnyRuleset};

/// The planted bugs, by ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleMutant {
    // Void Chess.
    /// A void trap (9.3) is called a stalemate draw (9.4).
    VoidTrapIsStalemate,
    /// The Void Fortress draw (9.8) is never declared.
    FortressMissed,
    /// The thirty-move rule (9.6) draws one half-move late: at 61, not 60.
    ThirtyMoveOneLate,
    /// An en passant capture leaves its landing square Normal (5.3 forgotten: the Pawn landed on an empty
    /// square, so the engine does not see a capture there).
    EnPassantLeavesTileNormal,
    /// A Minister capturing on an unstable tile leaves it unstable (5.1's "remains unstable" applied
    /// over 5.2's healing).
    MinisterCaptureKeepsUnstable,
    /// The Minister may not take Step 1 onto a void tile (the void rule of 2.4 applied to it too).
    MinisterAvoidsVoidStep,
    /// Castling is allowed over a void tile between King and Rook (8.1.2 checks only for pieces).
    CastlingOverVoid,
    /// Threefold repetition (9.5) ignores the castling rights (a King that stepped out and back repeats).
    RepetitionIgnoresCastlingRights,
    // Suicide Void Chess.
    /// On stalemate (B.9) the stalemated side wins, as in lichess antichess.
    StalematedSideWins,
    /// A Pawn's two-square advance may pass over the void (S.4 checked on the landing square only).
    DoubleStepOverVoid,
    /// After en passant the void may not go to the taken Pawn's square (the engine frees only the
    /// capture's destination).
    EnPassantSquareNotFreed,
    /// No promotion to a King (P.2 forgotten).
    NoKingPromotion,
    /// The capture that takes the last piece skips the void's relocation (S.5 read with an exception).
    LastCaptureSkipsRelocation,
    // Minnaar Chess.
    /// The eighty-turn count (8.0) ends the battle one turn early, at 79.
    TallyEndsAt79,
    /// A capture on the turn that would complete the count (9.5) still ends the battle.
    CaptureOnTurn80Ends,
    /// A forced pass is not counted by the tally (8.3 forgotten).
    PassNotCounted,
    /// Divide and Conquer (7.2) is declared only when the Southern group is captured.
    DivideAndConquerSouthOnly,
    /// An Establishment army with no pieces has no move at all instead of its forced pass (6.3).
    EmptyArmyCannotPass,
    // Circular Chess.
    /// The King may not cross the centre (8.2).
    KingCannotCrossCentre,
    /// Castling over an attacked arc (11.1 checks only the King's own space).
    CastlingOverAttackedArc,
    /// Stalemate (14.2) is a loss for the stalemated side.
    StalemateLoses,
    /// The fifty-move rule (14.4) ends the game by itself instead of being declared.
    FiftyMovesAutomatic,
    /// No promotion on the Pawn's own first rank (12.2 forgotten).
    NoPromotionOnOwnFirstRank,
}

impl RuleMutant {
    pub const ALL: [RuleMutant; 23] = [
        RuleMutant::VoidTrapIsStalemate,
        RuleMutant::FortressMissed,
        RuleMutant::ThirtyMoveOneLate,
        RuleMutant::EnPassantLeavesTileNormal,
        RuleMutant::MinisterCaptureKeepsUnstable,
        RuleMutant::MinisterAvoidsVoidStep,
        RuleMutant::CastlingOverVoid,
        RuleMutant::RepetitionIgnoresCastlingRights,
        RuleMutant::StalematedSideWins,
        RuleMutant::DoubleStepOverVoid,
        RuleMutant::EnPassantSquareNotFreed,
        RuleMutant::NoKingPromotion,
        RuleMutant::LastCaptureSkipsRelocation,
        RuleMutant::TallyEndsAt79,
        RuleMutant::CaptureOnTurn80Ends,
        RuleMutant::PassNotCounted,
        RuleMutant::DivideAndConquerSouthOnly,
        RuleMutant::EmptyArmyCannotPass,
        RuleMutant::KingCannotCrossCentre,
        RuleMutant::CastlingOverAttackedArc,
        RuleMutant::StalemateLoses,
        RuleMutant::FiftyMovesAutomatic,
        RuleMutant::NoPromotionOnOwnFirstRank,
    ];

    /// The ruleset the bug is planted in.
    pub fn slug(self) -> &'static str {
        use RuleMutant::*;
        match self {
            VoidTrapIsStalemate
            | FortressMissed
            | ThirtyMoveOneLate
            | EnPassantLeavesTileNormal
            | MinisterCaptureKeepsUnstable
            | MinisterAvoidsVoidStep
            | CastlingOverVoid
            | RepetitionIgnoresCastlingRights => "void-chess",
            StalematedSideWins
            | DoubleStepOverVoid
            | EnPassantSquareNotFreed
            | NoKingPromotion
            | LastCaptureSkipsRelocation => "suicide-void",
            TallyEndsAt79
            | CaptureOnTurn80Ends
            | PassNotCounted
            | DivideAndConquerSouthOnly
            | EmptyArmyCannotPass => "minnaar",
            KingCannotCrossCentre
            | CastlingOverAttackedArc
            | StalemateLoses
            | FiftyMovesAutomatic
            | NoPromotionOnOwnFirstRank => "circular",
        }
    }
}

/// A board read from a position text's placement field: `rows[0]` is the top rank, `.` an empty square,
/// `#` a void space (Circular).
struct Board {
    rows: Vec<Vec<char>>,
}

impl Board {
    fn parse(placement: &str) -> Board {
        let rows = placement
            .split('/')
            .map(|rank| {
                let mut row = Vec::new();
                for c in rank.chars() {
                    match c {
                        '1'..='9' => {
                            row.extend(std::iter::repeat_n('.', c as usize - '0' as usize))
                        }
                        '+' | '-' => {}
                        other => row.push(other),
                    }
                }
                row
            })
            .collect();
        Board { rows }
    }

    /// The square `name` (`e4`) as (row, column).
    fn index(&self, name: &str) -> Option<(usize, usize)> {
        let mut chars = name.chars();
        let file = chars.next()?;
        let rank: usize = chars.as_str().parse().ok()?;
        let col = (file as usize).checked_sub('a' as usize)?;
        let row = self.rows.len().checked_sub(rank)?;
        (row < self.rows.len() && col < self.rows[row].len()).then_some((row, col))
    }

    fn at(&self, name: &str) -> Option<char> {
        self.index(name).map(|(r, c)| self.rows[r][c])
    }

    fn set(&mut self, name: &str, value: char) {
        if let Some((r, c)) = self.index(name) {
            self.rows[r][c] = value;
        }
    }

    fn count(&self, f: impl Fn(char) -> bool) -> usize {
        self.rows.iter().flatten().filter(|c| f(**c)).count()
    }

    /// The placement text again, `.` runs as digits, `empty` the char for an empty square.
    fn write(&self) -> String {
        self.rows
            .iter()
            .map(|row| {
                let mut out = String::new();
                let mut run = 0;
                for &c in row {
                    if c == '.' {
                        run += 1;
                    } else {
                        if run > 0 {
                            out.push_str(&run.to_string());
                            run = 0;
                        }
                        out.push(c);
                    }
                }
                if run > 0 {
                    out.push_str(&run.to_string());
                }
                out
            })
            .collect::<Vec<_>>()
            .join("/")
    }
}

/// Void Chess's tiles field (index 6) as a board of `.`, `u`, `v`.
fn tiles(position: &str) -> Board {
    match fields(position).get(6).copied() {
        Some(t) if t != "-" => Board::parse(t),
        _ => Board::parse("9/9/9/9/9/9/9/9/9"),
    }
}

fn with_tiles(position: &str, board: &Board) -> String {
    let mut f: Vec<String> = fields(position).iter().map(|s| s.to_string()).collect();
    let text = board.write();
    f[6] = if board.count(|c| c != '.') == 0 {
        "-".into()
    } else {
        text
    };
    f.join(" ")
}

fn fields(position: &str) -> Vec<&str> {
    position.split_whitespace().collect()
}

/// The squares of a coordinate move (`e4e5e6` -> e4, e5, e6; `e7e8q@a3` -> e7, e8), and its suffix.
fn squares(mv: &str) -> Vec<String> {
    let body = mv.split('@').next().unwrap_or("");
    let mut out = Vec::new();
    let mut current = String::new();
    for c in body.chars() {
        if c.is_ascii_lowercase() && !current.is_empty() && current.len() > 1 {
            out.push(std::mem::take(&mut current));
        }
        current.push(c);
    }
    if current.len() > 1 {
        out.push(current);
    }
    out
}

fn rank_of(square: &str) -> u32 {
    square[1..].parse().unwrap_or(0)
}

fn is_white(piece: char) -> bool {
    piece.is_ascii_uppercase()
}

/// The oracle with one planted bug.
pub struct RuleMutantEngine {
    mutant: Option<RuleMutant>,
    ruleset: &'static dyn AnyRuleset,
    interpretation: Vec<(String, String)>,
    /// The last game asked about (its start and the game), so that a query one move further costs one move.
    cache: Option<(String, Box<dyn AnyGame>)>,
}

impl RuleMutantEngine {
    pub fn new(mutant: RuleMutant) -> RuleMutantEngine {
        RuleMutantEngine {
            mutant: Some(mutant),
            ruleset: oracle::ruleset(mutant.slug()).expect("the oracle has the ruleset"),
            interpretation: Vec::new(),
            cache: None,
        }
    }

    /// The oracle with no bug planted.
    pub fn plain(slug: &str) -> RuleMutantEngine {
        RuleMutantEngine {
            mutant: None,
            ruleset: oracle::ruleset(slug).expect("the oracle has the ruleset"),
            interpretation: Vec::new(),
            cache: None,
        }
    }
}

/// The oracle's answer about a game's current position.
fn oracle_answer(game: &dyn AnyGame) -> Answer {
    Answer {
        moves: game.legal_moves(),
        position: Some(game.position()),
        check: Some(game.in_check()),
        status: Some((game.status().word(), StatusScope::Full)),
        clause: game.status().clause.map(|c| c.to_string()),
    }
}

fn set_status(answer: &mut Answer, word: &str) {
    answer.status = Some((word.to_string(), StatusScope::Full));
    answer.clause = None;
}

fn clause(game: &dyn AnyGame) -> String {
    game.status()
        .clause
        .map(|c| c.to_string())
        .unwrap_or_default()
}

fn other_side(side: &str) -> &'static str {
    if side == "white" {
        "black"
    } else {
        "white"
    }
}

/// Adds `mv` to the answer's moves when the oracle refuses it with clause `refused_by`.
fn add_if_refused_by(game: &dyn AnyGame, answer: &mut Answer, mv: &str, refused_by: &str) {
    if let oracle::core::Verdict::Refused(rejection) = game.explain(mv) {
        if rejection.clause.to_string() == refused_by && !answer.moves.iter().any(|m| m == mv) {
            answer.moves.push(mv.to_string());
            answer.moves.sort();
        }
    }
}

impl RuleMutant {
    /// Rewrites the oracle's answer about `game` (reached from `before` by `last`).
    fn deviate(
        self,
        game: &dyn AnyGame,
        before: Option<(&dyn AnyGame, &str)>,
        answer: &mut Answer,
    ) {
        use RuleMutant::*;
        let position = game.position();
        let f = fields(&position);
        let status = clause(game);
        let over = game.status().is_over();
        match self {
            VoidTrapIsStalemate => {
                if status == "void-chess/9.3" {
                    set_status(answer, "draw");
                }
            }
            FortressMissed => {
                if status.starts_with("void-chess/9.8") {
                    set_status(answer, "ongoing");
                }
            }
            ThirtyMoveOneLate => {
                if status == "void-chess/9.6" && f.get(4) == Some(&"60") {
                    set_status(answer, "ongoing");
                }
            }
            EnPassantLeavesTileNormal | MinisterCaptureKeepsUnstable => {
                let Some((prev, last)) = before else { return };
                let prev_pos = prev.position();
                let prev_board = Board::parse(fields(&prev_pos)[0]);
                let sq = squares(last);
                let (Some(from), Some(to)) = (sq.first(), sq.last()) else {
                    return;
                };
                let piece = prev_board.at(from).unwrap_or('.');
                let target = prev_board.at(to).unwrap_or('.');
                let mut t = tiles(&position);
                if self == EnPassantLeavesTileNormal {
                    let en_passant = piece.eq_ignore_ascii_case(&'p')
                        && from.as_bytes()[0] != to.as_bytes()[0]
                        && target == '.';
                    if en_passant {
                        t.set(to, '.');
                        answer.position = Some(with_tiles(&position, &t));
                    }
                } else {
                    let was_unstable = tiles(&prev_pos).at(to) == Some('u');
                    if piece.eq_ignore_ascii_case(&'m') && target != '.' && was_unstable {
                        t.set(to, 'u');
                        answer.position = Some(with_tiles(&position, &t));
                    }
                }
            }
            MinisterAvoidsVoidStep => {
                let board = Board::parse(f[0]);
                let t = tiles(&position);
                let white = f[1] == "w";
                answer.moves.retain(|m| {
                    let sq = squares(m);
                    let minister = board
                        .at(&sq[0])
                        .is_some_and(|p| p.eq_ignore_ascii_case(&'m') && is_white(p) == white);
                    !(minister && sq.len() >= 2 && t.at(&sq[1]) == Some('v'))
                });
            }
            CastlingOverVoid => {
                if over {
                    return;
                }
                let board = Board::parse(f[0]);
                let rank = if f[1] == "w" { 1 } else { 9 };
                for (to, between) in [("g", "fgh"), ("c", "bcd")] {
                    let clear = between
                        .chars()
                        .all(|c| board.at(&format!("{c}{rank}")) == Some('.'));
                    if clear {
                        let mv = format!("e{rank}{to}{rank}");
                        add_if_refused_by(game, answer, &mv, "void-chess/8.1.2");
                    }
                }
            }
            RepetitionIgnoresCastlingRights => {
                if over {
                    return;
                }
                // Placement, side, en passant and tiles: all of 9.5's terms but the castling rights.
                let key = |p: &str| {
                    let f = fields(p);
                    [f[0], f[1], f[3], f.get(6).copied().unwrap_or("-")].join(" ")
                };
                let now = key(&position);
                let seen = game.positions().iter().filter(|p| key(p) == now).count();
                if seen >= 3 {
                    set_status(answer, "draw");
                }
            }
            StalematedSideWins => {
                if status == "suicide-void/B.9" {
                    set_status(answer, &format!("{}-wins", game.side_to_move()));
                }
            }
            DoubleStepOverVoid => {
                if over || answer.moves.iter().any(|m| m.len() > 4 && m.contains('@')) {
                    return;
                }
                let board = Board::parse(f[0]);
                let void = f.get(6).copied().unwrap_or("-");
                let (pawn, home, dir) = if f[1] == "w" {
                    ('P', 2i32, 1i32)
                } else {
                    ('p', 7, -1)
                };
                for file in 'a'..='h' {
                    let from = format!("{file}{home}");
                    let over_sq = format!("{file}{}", home + dir);
                    let to = format!("{file}{}", home + 2 * dir);
                    if board.at(&from) == Some(pawn)
                        && over_sq == void
                        && board.at(&to) == Some('.')
                    {
                        answer.moves.push(format!("{from}{to}"));
                    }
                }
                answer.moves.sort();
            }
            EnPassantSquareNotFreed => {
                let board = Board::parse(f[0]);
                answer.moves.retain(|m| {
                    let sq = squares(m);
                    let Some(relocation) = m.split('@').nth(1) else {
                        return true;
                    };
                    if sq.len() < 2 {
                        return true;
                    }
                    let (from, to) = (&sq[0], &sq[1]);
                    let en_passant = board.at(from).is_some_and(|p| p.eq_ignore_ascii_case(&'p'))
                        && from.as_bytes()[0] != to.as_bytes()[0]
                        && board.at(to) == Some('.');
                    let taken = format!("{}{}", &to[..1], &from[1..]);
                    !(en_passant && relocation == taken)
                });
            }
            NoKingPromotion => {
                answer
                    .moves
                    .retain(|m| m.split('@').next().is_none_or(|b| !b.ends_with('k')));
            }
            LastCaptureSkipsRelocation => {
                let board = Board::parse(f[0]);
                let white = f[1] == "w";
                let theirs = board.count(|c| c != '.' && is_white(c) != white);
                if theirs != 1 {
                    return;
                }
                let mut moves: Vec<String> = Vec::new();
                for m in &answer.moves {
                    let sq = squares(m);
                    let takes_last = sq.len() >= 2
                        && board
                            .at(&sq[1])
                            .is_some_and(|p| p != '.' && is_white(p) != white);
                    let m = if takes_last {
                        m.split('@').next().unwrap_or(m).to_string()
                    } else {
                        m.clone()
                    };
                    if !moves.contains(&m) {
                        moves.push(m);
                    }
                }
                moves.sort();
                answer.moves = moves;
            }
            TallyEndsAt79 => {
                if !over && f.get(2) == Some(&"79") {
                    set_status(answer, "undecided");
                }
            }
            CaptureOnTurn80Ends => {
                let Some((prev, _)) = before else { return };
                let prev_pos = prev.position();
                if !over && fields(&prev_pos).get(2) == Some(&"79") && f.get(2) == Some(&"0") {
                    set_status(answer, "undecided");
                }
            }
            PassNotCounted => {
                let Some((prev, last)) = before else { return };
                if last != "pass" {
                    return;
                }
                let prev_pos = prev.position();
                let mut out: Vec<String> = f.iter().map(|s| s.to_string()).collect();
                out[2] = fields(&prev_pos)[2].to_string();
                answer.position = Some(out.join(" "));
            }
            DivideAndConquerSouthOnly => {
                if status == "minnaar/7.2" && Board::parse(f[0]).count(|c| c == 'S') > 0 {
                    set_status(answer, "ongoing");
                }
            }
            EmptyArmyCannotPass => {
                let board = Board::parse(f[0]);
                let army: &[char] = match f[1] {
                    "white-establishment" => &['K', 'Q', 'R', 'B', 'N'],
                    "black-establishment" => &['k', 'q', 'r', 'b', 'n'],
                    _ => return,
                };
                if !over && board.count(|c| army.contains(&c)) == 0 {
                    answer.moves.clear();
                }
            }
            KingCannotCrossCentre => {
                let board = Board::parse(f[1]);
                let white = f[2] == "w";
                let king = if white { 'K' } else { 'k' };
                answer.moves.retain(|m| {
                    let sq = squares(m);
                    if sq.is_empty() {
                        return true;
                    }
                    let crosses = matches!(
                        (rank_of(&sq[0]), rank_of(&sq[sq.len() - 1])),
                        (4, 5) | (5, 4)
                    );
                    !(crosses && board.at(&sq[0]) == Some(king))
                });
            }
            CastlingOverAttackedArc => {
                if over {
                    return;
                }
                let board = Board::parse(f[1]);
                let white = f[2] == "w";
                let king = if white { 'K' } else { 'k' };
                for rank in [1, 8] {
                    let from = format!("e{rank}");
                    if board.at(&from) != Some(king) {
                        continue;
                    }
                    for to in ["g", "c"] {
                        let mv = format!("{from}{to}{rank}");
                        add_if_refused_by(game, answer, &mv, "circular/11.1");
                    }
                }
            }
            StalemateLoses => {
                if status == "circular/14.2" {
                    set_status(answer, &format!("{}-wins", other_side(game.side_to_move())));
                }
            }
            FiftyMovesAutomatic => {
                if !over && f.get(5).and_then(|h| h.parse::<u32>().ok()) >= Some(100) {
                    set_status(answer, "draw");
                }
            }
            NoPromotionOnOwnFirstRank => {
                let white = f[2] == "w";
                let own_first = if white { 1 } else { 8 };
                answer.moves.retain(|m| {
                    let sq = squares(m);
                    let promotes = m.len() > 4 && !m.ends_with(char::is_numeric);
                    !(promotes && sq.len() == 2 && rank_of(&sq[1]) == own_first)
                });
            }
        }
    }
}

impl Engine for RuleMutantEngine {
    fn name(&self) -> String {
        match self.mutant {
            Some(m) => format!("mutant:{m:?}"),
            None => format!("oracle:{}", self.ruleset.slug()),
        }
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        let refuse = |message: String| Fault::Refused {
            request: q.describe(),
            message,
        };
        let (last, earlier) = match q.moves.split_last() {
            Some((last, earlier)) => (Some(last), earlier),
            None => (None, &q.moves[..]),
        };
        let mut game = match self.cache.take() {
            Some((start, game)) if start == q.start && earlier.starts_with(game.moves()) => game,
            _ => self
                .ruleset
                .new_game(&q.start, &self.interpretation)
                .map_err(|e| refuse(e.to_string()))?,
        };
        let done = game.moves().len();
        game.play_all(&earlier[done..])
            .map_err(|e| refuse(e.to_string()))?;
        let before = last.map(|_| game.clone_box());
        if let Some(last) = last {
            game.play(last).map_err(|e| refuse(e.to_string()))?;
        }
        self.cache = Some((q.start.clone(), game.clone_box()));
        let mut answer = oracle_answer(game.as_ref());
        let before = before.as_deref().zip(last.map(String::as_str));
        if let Some(mutant) = self.mutant {
            mutant.deviate(game.as_ref(), before, &mut answer);
        }
        Ok(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_read_and_write_back() {
        let placement = "rnbqkbmnr/ppp1p1ppp/9/3p1P3/9/9/9/PPPP1PPPP/RNBQKBMNR";
        let b = Board::parse(placement);
        assert_eq!(b.at("f6"), Some('P'));
        assert_eq!(b.at("e1"), Some('K'));
        assert_eq!(b.at("i9"), Some('r'));
        assert_eq!(b.write(), placement);
        assert_eq!(squares("e4e5e6"), ["e4", "e5", "e6"]);
        assert_eq!(squares("e7d8k@a3"), ["e7", "d8"]);
        assert_eq!(squares("c7c8q"), ["c7", "c8"]);
        assert_eq!(squares("a3i5"), ["a3", "i5"]);
    }
}
