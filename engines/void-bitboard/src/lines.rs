//! The sliders' reach (void-chess/3.2-3.4, 2.4): along one line a Rook, Bishop or Queen stops at, and
//! includes, the first square holding a piece or a void tile. The reach along each line through each
//! square is read from a table, by the squares of that line that hold something.
//!
//! The index into a line's table is a multiply-and-shift hash ("magic bitboards", as in chess engines):
//! the line's inner squares (its ends and the square itself left out: what stands there never changes
//! the reach) are taken from the blockers, the two 64-bit halves of the mask ORed together (no line has
//! an inner square in both halves at the same bit), multiplied by the line's magic number, and the top
//! seven bits kept. The magic numbers below were found by a search (`find_magic` in the tests) and are
//! checked there: every arrangement of blockers on every line reads the reach walked square by square.

use crate::board::{file_of, rank_of, square, square_mask, Mask};

/// The four lines through a square: the rank, the file, and the two diagonals, as (file, rank) steps.
const LINES: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (-1, 1)];

/// Bits of a table index.
const INDEX_BITS: u32 = 7;

/// The squares along line `l` from `sq` both ways, each way up to and including the first square in
/// `blockers`; the line's two ends left out unless `ends`.
const fn along(sq: u8, l: usize, blockers: Mask, ends: bool) -> Mask {
    let (df, dr) = LINES[l];
    let mut m = 0;
    let mut sign = -1;
    while sign <= 1 {
        let (mut f, mut r) = (file_of(sq) + sign * df, rank_of(sq) + sign * dr);
        while let Some(to) = square(f, r) {
            if ends || square(f + sign * df, r + sign * dr).is_some() {
                m |= square_mask(to);
            }
            if blockers & square_mask(to) != 0 {
                break;
            }
            f += sign * df;
            r += sign * dr;
        }
        sign += 2;
    }
    m
}

/// The reach along line `l` through `sq` with `blockers`, walked square by square both ways.
const fn walk(sq: u8, l: usize, blockers: Mask) -> Mask {
    along(sq, l, blockers, true)
}

/// The inner squares of line `l` through `sq`: the line but its two ends and `sq`.
const fn inner(sq: u8, l: usize) -> Mask {
    along(sq, l, 0, false)
}

#[inline(always)]
const fn index(occupied: Mask, magic: u64) -> usize {
    let folded = occupied as u64 | (occupied >> 64) as u64;
    (folded.wrapping_mul(magic) >> (64 - INDEX_BITS)) as usize
}

/// One line through one square: its inner squares and magic number.
#[derive(Clone, Copy)]
struct Line {
    inner: Mask,
    magic: u64,
}

/// The lines, `[sq * 4 + l]`.
static LINE: [Line; 324] = {
    let mut t = [Line { inner: 0, magic: 0 }; 324];
    let mut i = 0;
    while i < 324 {
        t[i] = Line {
            inner: inner((i / 4) as u8, i % 4),
            magic: MAGICS[i / 4][i % 4],
        };
        i += 1;
    }
    t
};

/// The reach of each line through each square, `[sq * 4 + l][index]`.
static REACH: [[Mask; 1 << INDEX_BITS]; 324] = {
    let mut t = [[0; 1 << INDEX_BITS]; 324];
    let mut i = 0;
    while i < 324 {
        let (sq, l) = ((i / 4) as u8, i % 4);
        let mask = inner(sq, l);
        // Every subset of the inner squares (the carry-rippler walk).
        let mut subset: Mask = 0;
        loop {
            t[i][index(subset, MAGICS[i / 4][i % 4])] = walk(sq, l, subset);
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        i += 1;
    }
    t
};

/// The reach along line `l` (0 rank, 1 file, 2 and 3 the diagonals) through `sq`.
#[inline(always)]
pub fn line_reach(sq: u8, l: usize, blockers: Mask) -> Mask {
    let i = sq as usize * 4 + l;
    let line = &LINE[i];
    REACH[i][index(blockers & line.inner, line.magic)]
}

/// void-chess/3.3: a Rook's reach from `sq` (its rank and file).
#[inline(always)]
pub fn rook_reach(sq: u8, blockers: Mask) -> Mask {
    line_reach(sq, 0, blockers) | line_reach(sq, 1, blockers)
}

/// void-chess/3.4: a Bishop's reach from `sq` (its diagonals).
#[inline(always)]
pub fn bishop_reach(sq: u8, blockers: Mask) -> Mask {
    line_reach(sq, 2, blockers) | line_reach(sq, 3, blockers)
}

/// The magic number of each line through each square, `[sq][l]`.
#[rustfmt::skip]
const MAGICS: [[u64; 4]; 81] = [
    [0x0124503854000030, 0x020810040081200d, 0x2020206010c10801, 0x02080000240040e4], // a1
    [0x0085401409020104, 0x1244008202002100, 0x0000820010080404, 0x0001882004400002], // b1
    [0xa040004920040040, 0x88102084301080a0, 0x8104802880060410, 0x000212000a200c00], // c1
    [0x4100004000000108, 0x0400410021010220, 0x10a020610800c200, 0x0041610000204800], // d1
    [0x4300000000622300, 0x1002051820041002, 0x4206001000806020, 0x0102002a03030800], // e1
    [0x09100800104006c0, 0x480c80a040010101, 0x3102320220000046, 0x000a001080400680], // f1
    [0x0c08502008000040, 0x4280100409200802, 0x064008400a008000, 0x0042020821008200], // g1
    [0x05000040a0049000, 0x4041041000900082, 0x10c0000000210008, 0x0614901880410500], // h1
    [0x0902000001084088, 0x2100440404102061, 0x00080402210000c0, 0x8000240b20081040], // i1
    [0x1088808000940000, 0x3018100042022259, 0x0080080061011015, 0x0000008000004801], // a2
    [0x0001030841000290, 0x101c300894201880, 0x92048c0088080131, 0x3005000c0084c109], // b2
    [0x2008282200400001, 0x0220080040702441, 0x118801902001814c, 0xc200010800100000], // c2
    [0x8004080040c00018, 0x06010080088004c0, 0x0094228c04008406, 0x4180412040000044], // d2
    [0x004c080000000002, 0x40800100a0184018, 0x040c810801360000, 0x0001014100200018], // e2
    [0x3044064300000000, 0x0070000920405011, 0x9200810220000802, 0x4100006041001400], // f2
    [0x84c5100000202045, 0x1401841130408504, 0x03000a0200200000, 0x2010088010062820], // g2
    [0x0201000018000900, 0x24210809d1008104, 0x11100a0020080084, 0x200010803444408a], // h2
    [0x1000800801080020, 0x0184000101016486, 0x0840011005220210, 0x5000942001140826], // i2
    [0x001026400000c020, 0x00a1100200801011, 0x01200008021010c8, 0x1416802040004808], // a3
    [0x0112250400000201, 0x0818064101109080, 0x022440001180101a, 0x30288014800a0003], // b3
    [0x80001a60040d8000, 0x0110010222404040, 0x4822030408100144, 0x0404028130800003], // c3
    [0x000008100001b080, 0x00808002508a54c0, 0x0011818910205003, 0x8c81000080284200], // d3
    [0x8000502012000110, 0x1001408009508104, 0x64004000821802a2, 0x0010200944120800], // e3
    [0x000819204100000c, 0x0802100031810a08, 0x0001900040108280, 0x8400208008881040], // f3
    [0x18a1044004083804, 0x0011004402024882, 0x0052002008008002, 0x2001280002408044], // g3
    [0x5008204001000080, 0x0041020210042084, 0x8540102001002000, 0x0280002840201309], // h3
    [0x0010014000802200, 0x0006e20802038042, 0xa808800000480000, 0x0822200005202402], // i3
    [0x0001400810202a00, 0x100a080084003011, 0x06200030022a0840, 0x1040480012100002], // a4
    [0x04000000a0800080, 0x602040800211c0d0, 0x0880001289000841, 0x2040246000400011], // b4
    [0x1000002020000861, 0x1010030a80100540, 0x02091200402b0410, 0x0011009000213000], // c4
    [0x1000040810800080, 0x0912021200118820, 0x0070008000220801, 0xc0000810210a5040], // d4
    [0x3008410c08078000, 0x040200500cc8b184, 0x8400811000205007, 0x400a4028040d4004], // e4
    [0x08100c0020920000, 0x0081200804c081c4, 0x0028001810900021, 0x1601100800c44880], // f4
    [0x1005840020020141, 0x0100510220202845, 0x0005080408008008, 0x0590010200082010], // g4
    [0x0000010020084060, 0x4200080800024046, 0x0100604028084400, 0x2002802003084403], // h4
    [0x400c402de0000140, 0x0017020400080101, 0x8002180207010228, 0x04240e244432a125], // i4
    [0x2001019000100004, 0x022002008001004d, 0x1040002002020010, 0x000489021820ca00], // a5
    [0x002002001091000a, 0x0408020060230100, 0x6201800e14002402, 0x4022040120008044], // b5
    [0x1041080001020610, 0x0514008084108880, 0x00200408082a50c2, 0x14001b20c001c924], // c5
    [0x1400000908280008, 0x0101804a02000223, 0x444000420e000804, 0x0000091aa000204c], // d5
    [0x0214800048102051, 0x014c208010205044, 0x08204029028004a2, 0x401a0a1008000c80], // e5
    [0x0c20090044b00000, 0x0543000420090411, 0x0a10021830207212, 0x1008000460004009], // f5
    [0x0000850419840080, 0x8600400421100188, 0x08408480100000a0, 0x8080000255000150], // g5
    [0x0020480001900200, 0x40c4080348009802, 0x080140489000c000, 0x120102504a042082], // h5
    [0x0080800410810100, 0x0410190502000202, 0x0000501020012802, 0x010482010602080b], // i5
    [0x1106000000000808, 0x0804140282c1812d, 0x9040000040000005, 0x8018238402000072], // a6
    [0x0086302124000808, 0xc2040188d2002010, 0x1828000404080403, 0x8409210210290400], // b6
    [0x1200000202040900, 0x020122040101000e, 0x1841001000c44210, 0x0085204008880094], // c6
    [0x0404008242a14082, 0x902e218200280010, 0x6104040820b00002, 0x4400428124104048], // d6
    [0x0c0111008180080b, 0x04810b0024800012, 0x1401404820204003, 0x40600a84880201a0], // e6
    [0x0020000001000809, 0x0022218030320004, 0x000b080422400011, 0x2205245002a90808], // f6
    [0x0210009000100840, 0x8720434140220105, 0x0008704008a00004, 0x030a0000040c0008], // g6
    [0x2420000200105c01, 0x4180183304028809, 0x1014081020200802, 0x0808402004800004], // h6
    [0x0000408040200801, 0x00811000e301000a, 0x1001000801340000, 0x0214222101800802], // i6
    [0x8102858200000c04, 0x200400808a018001, 0x20a0000914000500, 0x0000201043220480], // a7
    [0x0040510010080084, 0x1018210802009200, 0x10a0803000001b80, 0x8000230080400600], // b7
    [0x0130280000039011, 0x4528008900120416, 0x0080000010001402, 0x0405a08050020800], // c7
    [0xd020000000000004, 0x0802240820801000, 0x0800004004000400, 0x2000191202042808], // d7
    [0x0141008200080004, 0x0041843120084020, 0x0100088424203001, 0x00c0004004262018], // e7
    [0x012016300100408a, 0x4048404080040480, 0x010909020120c040, 0x8804000020120200], // f7
    [0x4009000111800004, 0x010104804a020808, 0x0021060081100680, 0x0214880400104300], // g7
    [0x0002000400003806, 0x850008104c204800, 0x8984402406420a08, 0x0c24003808002400], // h7
    [0x1000280800004804, 0x8028c20808802400, 0x20a820c418010248, 0x0040100008220038], // i7
    [0x0200010000000020, 0x0c02018800c10209, 0x000020810800c201, 0x8020042430810040], // a8
    [0x0100108004100002, 0x0001005222060820, 0x800080100110820b, 0x0000800804600640], // b8
    [0x204000000004610c, 0x0112809080980404, 0x1048016049340108, 0x0403001622144030], // c8
    [0x0500810400010500, 0x00120200400408c2, 0x2141020050000822, 0x4028400408028431], // d8
    [0x2029044480002020, 0x000020201c921004, 0x490804800c8080c0, 0x0081408080008515], // e8
    [0x4204800000020200, 0x0061004408180110, 0x6200000400212020, 0x000180a800061088], // f8
    [0x3490400800044048, 0x0100500440081044, 0x0000004042185002, 0x940401004010204d], // g8
    [0x0240040000004020, 0x0205025041020884, 0x0050009084101088, 0x2004a0000240812c], // h8
    [0xc200200820204020, 0x400c480a03888016, 0x01040011000342a2, 0x00d8040410200004], // i8
    [0x0001010040280100, 0x050800850213a101, 0x0040002080780090, 0x8000204884400610], // a9
    [0x0005000001001100, 0x0c10020084008026, 0x0000000400088000, 0x4000200826012010], // b9
    [0x202d000320100c00, 0x2024008110950010, 0x2000000041700c42, 0x05012080600c1042], // c9
    [0x08a2100008024240, 0x2002020040182863, 0x0804001008098060, 0x4c0000210a009184], // d9
    [0x0110202840003014, 0x0281004100322410, 0x041108910004080a, 0x0020092241000c84], // e9
    [0x0060440200000410, 0x0080090040820802, 0x0080840000105004, 0x80828880804810d4], // f9
    [0x0041000204088410, 0x0110101032501002, 0x0480101809010311, 0x0088004080000002], // g9
    [0x2108208100020003, 0x0080a20810010144, 0x1100021011082010, 0x040108c051000202], // h9
    [0x8005002020804901, 0x800614080a080021, 0x0410080408081402, 0x08102840004080a0], // i9
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_arrangement_on_every_line_reads_the_walked_reach() {
        for (i, line) in LINE.iter().enumerate() {
            let (sq, l) = ((i / 4) as u8, i % 4);
            // The halves do not overlap, so ORing them loses nothing.
            assert_eq!(line.inner as u64 & (line.inner >> 64) as u64, 0);
            let mut subset: Mask = 0;
            loop {
                // Squares off the line and at its ends never change the reach.
                let noise = !line.inner & 0x1_5555_5555_5555_5555_5555;
                assert_eq!(
                    line_reach(sq, l, subset | noise),
                    walk(sq, l, subset | noise)
                );
                subset = subset.wrapping_sub(line.inner) & line.inner;
                if subset == 0 {
                    break;
                }
            }
        }
        // A Rook on e5 of an empty board sees 16 squares, a Rook on a1 with a piece on d1 11.
        assert_eq!(rook_reach(40, 0).count_ones(), 16);
        assert_eq!(bishop_reach(40, 0).count_ones(), 16);
        assert_eq!(rook_reach(0, square_mask(3)).count_ones(), 8 + 3);
    }

    /// The search that found [`MAGICS`] (xorshift64 from a fixed seed, sparse candidates, the first that
    /// maps every arrangement of a line's blockers to an entry holding its reach): run with
    /// `cargo test -p void-bitboard find_magic -- --ignored --nocapture` to print the table again.
    #[test]
    #[ignore]
    fn find_magic() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for (sq, magics) in MAGICS.iter().enumerate() {
            let sq = sq as u8;
            let mut row = Vec::new();
            for (l, &want) in magics.iter().enumerate() {
                let mask = inner(sq, l);
                let mut subsets = Vec::new();
                let mut subset: Mask = 0;
                loop {
                    subsets.push((subset, walk(sq, l, subset)));
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
                let magic = loop {
                    let candidate = next() & next() & next();
                    let mut table = vec![None; 1 << INDEX_BITS];
                    let fits = subsets.iter().all(|&(s, reach)| {
                        let slot = &mut table[index(s, candidate)];
                        *slot.get_or_insert(reach) == reach
                    });
                    if fits {
                        break candidate;
                    }
                };
                assert_eq!(magic, want, "square {sq} line {l}");
                row.push(format!("0x{magic:016x}"));
            }
            println!("    [{}],", row.join(", "));
        }
    }
}
