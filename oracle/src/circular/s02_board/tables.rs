//! The geometry note's tables of the round board (circular/2.1-2.4): the names of the 72 spaces, each
//! space's ring, sector and colour (the note's section 9), and the neighbours of every space (section 7).
//! Data only; [`super`] reads them.

use super::{Space, SpaceData, Step, SPACE_COUNT};

pub const A1: Space = Space(0);
pub const A2: Space = Space(1);
pub const A3: Space = Space(2);
pub const A4: Space = Space(3);
pub const A5: Space = Space(4);
pub const A6: Space = Space(5);
pub const A7: Space = Space(6);
pub const A8: Space = Space(7);
pub const B1: Space = Space(8);
pub const B2: Space = Space(9);
pub const B3: Space = Space(10);
pub const B4: Space = Space(11);
pub const B5: Space = Space(12);
pub const B6: Space = Space(13);
pub const B7: Space = Space(14);
pub const B8: Space = Space(15);
pub const C1: Space = Space(16);
pub const C2: Space = Space(17);
pub const C3: Space = Space(18);
pub const C4: Space = Space(19);
pub const C5: Space = Space(20);
pub const C6: Space = Space(21);
pub const C7: Space = Space(22);
pub const C8: Space = Space(23);
pub const D1: Space = Space(24);
pub const D2: Space = Space(25);
pub const D3: Space = Space(26);
pub const D4: Space = Space(27);
pub const D5: Space = Space(28);
pub const D6: Space = Space(29);
pub const D7: Space = Space(30);
pub const D8: Space = Space(31);
pub const E1: Space = Space(32);
pub const E2: Space = Space(33);
pub const E3: Space = Space(34);
pub const E4: Space = Space(35);
pub const E5: Space = Space(36);
pub const E6: Space = Space(37);
pub const E7: Space = Space(38);
pub const E8: Space = Space(39);
pub const F1: Space = Space(40);
pub const F2: Space = Space(41);
pub const F3: Space = Space(42);
pub const F4: Space = Space(43);
pub const F5: Space = Space(44);
pub const F6: Space = Space(45);
pub const F7: Space = Space(46);
pub const F8: Space = Space(47);
pub const G1: Space = Space(48);
pub const G2: Space = Space(49);
pub const G3: Space = Space(50);
pub const G4: Space = Space(51);
pub const G5: Space = Space(52);
pub const G6: Space = Space(53);
pub const G7: Space = Space(54);
pub const G8: Space = Space(55);
pub const H1: Space = Space(56);
pub const H2: Space = Space(57);
pub const H3: Space = Space(58);
pub const H4: Space = Space(59);
pub const H5: Space = Space(60);
pub const H6: Space = Space(61);
pub const H7: Space = Space(62);
pub const H8: Space = Space(63);
pub const I1: Space = Space(64);
pub const I2: Space = Space(65);
pub const I3: Space = Space(66);
pub const I4: Space = Space(67);
pub const I5: Space = Space(68);
pub const I6: Space = Space(69);
pub const I7: Space = Space(70);
pub const I8: Space = Space(71);

const RIM: Step = Step::Rim;
const fn o(s: Space) -> Step {
    Step::To(s, false)
}
const fn x(s: Space) -> Step {
    Step::To(s, true)
}

/// The note's section 9: every space with its ring, sector and colour.
#[rustfmt::skip]
pub const SPACE_TABLE: [SpaceData; SPACE_COUNT] = [
    SpaceData { name: "a1", ring: 1, sector: 10, light: false },
    SpaceData { name: "a2", ring: 2, sector: 10, light: true },
    SpaceData { name: "a3", ring: 3, sector: 10, light: false },
    SpaceData { name: "a4", ring: 4, sector: 10, light: true },
    SpaceData { name: "a5", ring: 4, sector: 1, light: false },
    SpaceData { name: "a6", ring: 3, sector: 1, light: true },
    SpaceData { name: "a7", ring: 2, sector: 1, light: false },
    SpaceData { name: "a8", ring: 1, sector: 1, light: true },
    SpaceData { name: "b1", ring: 1, sector: 11, light: true },
    SpaceData { name: "b2", ring: 2, sector: 11, light: false },
    SpaceData { name: "b3", ring: 3, sector: 11, light: true },
    SpaceData { name: "b4", ring: 4, sector: 11, light: false },
    SpaceData { name: "b5", ring: 4, sector: 2, light: true },
    SpaceData { name: "b6", ring: 3, sector: 2, light: false },
    SpaceData { name: "b7", ring: 2, sector: 2, light: true },
    SpaceData { name: "b8", ring: 1, sector: 2, light: false },
    SpaceData { name: "c1", ring: 1, sector: 12, light: false },
    SpaceData { name: "c2", ring: 2, sector: 12, light: true },
    SpaceData { name: "c3", ring: 3, sector: 12, light: false },
    SpaceData { name: "c4", ring: 4, sector: 12, light: true },
    SpaceData { name: "c5", ring: 4, sector: 3, light: false },
    SpaceData { name: "c6", ring: 3, sector: 3, light: true },
    SpaceData { name: "c7", ring: 2, sector: 3, light: false },
    SpaceData { name: "c8", ring: 1, sector: 3, light: true },
    SpaceData { name: "d1", ring: 1, sector: 13, light: true },
    SpaceData { name: "d2", ring: 2, sector: 13, light: false },
    SpaceData { name: "d3", ring: 3, sector: 13, light: true },
    SpaceData { name: "d4", ring: 4, sector: 13, light: false },
    SpaceData { name: "d5", ring: 4, sector: 4, light: true },
    SpaceData { name: "d6", ring: 3, sector: 4, light: false },
    SpaceData { name: "d7", ring: 2, sector: 4, light: true },
    SpaceData { name: "d8", ring: 1, sector: 4, light: false },
    SpaceData { name: "e1", ring: 1, sector: 14, light: false },
    SpaceData { name: "e2", ring: 2, sector: 14, light: true },
    SpaceData { name: "e3", ring: 3, sector: 14, light: false },
    SpaceData { name: "e4", ring: 4, sector: 14, light: true },
    SpaceData { name: "e5", ring: 4, sector: 5, light: false },
    SpaceData { name: "e6", ring: 3, sector: 5, light: true },
    SpaceData { name: "e7", ring: 2, sector: 5, light: false },
    SpaceData { name: "e8", ring: 1, sector: 5, light: true },
    SpaceData { name: "f1", ring: 1, sector: 15, light: true },
    SpaceData { name: "f2", ring: 2, sector: 15, light: false },
    SpaceData { name: "f3", ring: 3, sector: 15, light: true },
    SpaceData { name: "f4", ring: 4, sector: 15, light: false },
    SpaceData { name: "f5", ring: 4, sector: 6, light: true },
    SpaceData { name: "f6", ring: 3, sector: 6, light: false },
    SpaceData { name: "f7", ring: 2, sector: 6, light: true },
    SpaceData { name: "f8", ring: 1, sector: 6, light: false },
    SpaceData { name: "g1", ring: 1, sector: 16, light: false },
    SpaceData { name: "g2", ring: 2, sector: 16, light: true },
    SpaceData { name: "g3", ring: 3, sector: 16, light: false },
    SpaceData { name: "g4", ring: 4, sector: 16, light: true },
    SpaceData { name: "g5", ring: 4, sector: 7, light: false },
    SpaceData { name: "g6", ring: 3, sector: 7, light: true },
    SpaceData { name: "g7", ring: 2, sector: 7, light: false },
    SpaceData { name: "g8", ring: 1, sector: 7, light: true },
    SpaceData { name: "h1", ring: 1, sector: 17, light: true },
    SpaceData { name: "h2", ring: 2, sector: 17, light: false },
    SpaceData { name: "h3", ring: 3, sector: 17, light: true },
    SpaceData { name: "h4", ring: 4, sector: 17, light: false },
    SpaceData { name: "h5", ring: 4, sector: 8, light: true },
    SpaceData { name: "h6", ring: 3, sector: 8, light: false },
    SpaceData { name: "h7", ring: 2, sector: 8, light: true },
    SpaceData { name: "h8", ring: 1, sector: 8, light: false },
    SpaceData { name: "i1", ring: 1, sector: 0, light: false },
    SpaceData { name: "i2", ring: 2, sector: 0, light: true },
    SpaceData { name: "i3", ring: 3, sector: 0, light: false },
    SpaceData { name: "i4", ring: 4, sector: 0, light: true },
    SpaceData { name: "i5", ring: 4, sector: 9, light: false },
    SpaceData { name: "i6", ring: 3, sector: 9, light: true },
    SpaceData { name: "i7", ring: 2, sector: 9, light: false },
    SpaceData { name: "i8", ring: 1, sector: 9, light: true },
];

/// The note's section 7: the neighbours of every space, voids included, in the columns of `Direction::ALL`.
#[rustfmt::skip]
pub const NEIGHBOURS: [[Step; 8]; SPACE_COUNT] = [
    //        in     out    ccw    cw     in_ccw in_cw  out_ccw out_cw
    /* a1 */ [o(A2), RIM, o(B1), o(I8), o(B2), o(I7), RIM, RIM],
    /* a2 */ [o(A3), o(A1), o(B2), o(I7), o(B3), o(I6), o(B1), o(I8)],
    /* a3 */ [o(A4), o(A2), o(B3), o(I6), o(B4), o(I5), o(B2), o(I7)],
    /* a4 */ [x(A5), o(A3), o(B4), o(I5), x(B5), x(I4), o(B3), o(I6)],
    /* a5 */ [x(A4), o(A6), o(B5), o(I4), x(B4), x(I5), o(B6), o(I3)],
    /* a6 */ [o(A5), o(A7), o(B6), o(I3), o(B5), o(I4), o(B7), o(I2)],
    /* a7 */ [o(A6), o(A8), o(B7), o(I2), o(B6), o(I3), o(B8), o(I1)],
    /* a8 */ [o(A7), RIM, o(B8), o(I1), o(B7), o(I2), RIM, RIM],
    /* b1 */ [o(B2), RIM, o(C1), o(A1), o(C2), o(A2), RIM, RIM],
    /* b2 */ [o(B3), o(B1), o(C2), o(A2), o(C3), o(A3), o(C1), o(A1)],
    /* b3 */ [o(B4), o(B2), o(C3), o(A3), o(C4), o(A4), o(C2), o(A2)],
    /* b4 */ [x(B5), o(B3), o(C4), o(A4), x(C5), x(A5), o(C3), o(A3)],
    /* b5 */ [x(B4), o(B6), o(C5), o(A5), x(C4), x(A4), o(C6), o(A6)],
    /* b6 */ [o(B5), o(B7), o(C6), o(A6), o(C5), o(A5), o(C7), o(A7)],
    /* b7 */ [o(B6), o(B8), o(C7), o(A7), o(C6), o(A6), o(C8), o(A8)],
    /* b8 */ [o(B7), RIM, o(C8), o(A8), o(C7), o(A7), RIM, RIM],
    /* c1 */ [o(C2), RIM, o(D1), o(B1), o(D2), o(B2), RIM, RIM],
    /* c2 */ [o(C3), o(C1), o(D2), o(B2), o(D3), o(B3), o(D1), o(B1)],
    /* c3 */ [o(C4), o(C2), o(D3), o(B3), o(D4), o(B4), o(D2), o(B2)],
    /* c4 */ [x(C5), o(C3), o(D4), o(B4), x(D5), x(B5), o(D3), o(B3)],
    /* c5 */ [x(C4), o(C6), o(D5), o(B5), x(D4), x(B4), o(D6), o(B6)],
    /* c6 */ [o(C5), o(C7), o(D6), o(B6), o(D5), o(B5), o(D7), o(B7)],
    /* c7 */ [o(C6), o(C8), o(D7), o(B7), o(D6), o(B6), o(D8), o(B8)],
    /* c8 */ [o(C7), RIM, o(D8), o(B8), o(D7), o(B7), RIM, RIM],
    /* d1 */ [o(D2), RIM, o(E1), o(C1), o(E2), o(C2), RIM, RIM],
    /* d2 */ [o(D3), o(D1), o(E2), o(C2), o(E3), o(C3), o(E1), o(C1)],
    /* d3 */ [o(D4), o(D2), o(E3), o(C3), o(E4), o(C4), o(E2), o(C2)],
    /* d4 */ [x(D5), o(D3), o(E4), o(C4), x(E5), x(C5), o(E3), o(C3)],
    /* d5 */ [x(D4), o(D6), o(E5), o(C5), x(E4), x(C4), o(E6), o(C6)],
    /* d6 */ [o(D5), o(D7), o(E6), o(C6), o(E5), o(C5), o(E7), o(C7)],
    /* d7 */ [o(D6), o(D8), o(E7), o(C7), o(E6), o(C6), o(E8), o(C8)],
    /* d8 */ [o(D7), RIM, o(E8), o(C8), o(E7), o(C7), RIM, RIM],
    /* e1 */ [o(E2), RIM, o(F1), o(D1), o(F2), o(D2), RIM, RIM],
    /* e2 */ [o(E3), o(E1), o(F2), o(D2), o(F3), o(D3), o(F1), o(D1)],
    /* e3 */ [o(E4), o(E2), o(F3), o(D3), o(F4), o(D4), o(F2), o(D2)],
    /* e4 */ [x(E5), o(E3), o(F4), o(D4), x(F5), x(D5), o(F3), o(D3)],
    /* e5 */ [x(E4), o(E6), o(F5), o(D5), x(F4), x(D4), o(F6), o(D6)],
    /* e6 */ [o(E5), o(E7), o(F6), o(D6), o(F5), o(D5), o(F7), o(D7)],
    /* e7 */ [o(E6), o(E8), o(F7), o(D7), o(F6), o(D6), o(F8), o(D8)],
    /* e8 */ [o(E7), RIM, o(F8), o(D8), o(F7), o(D7), RIM, RIM],
    /* f1 */ [o(F2), RIM, o(G1), o(E1), o(G2), o(E2), RIM, RIM],
    /* f2 */ [o(F3), o(F1), o(G2), o(E2), o(G3), o(E3), o(G1), o(E1)],
    /* f3 */ [o(F4), o(F2), o(G3), o(E3), o(G4), o(E4), o(G2), o(E2)],
    /* f4 */ [x(F5), o(F3), o(G4), o(E4), x(G5), x(E5), o(G3), o(E3)],
    /* f5 */ [x(F4), o(F6), o(G5), o(E5), x(G4), x(E4), o(G6), o(E6)],
    /* f6 */ [o(F5), o(F7), o(G6), o(E6), o(G5), o(E5), o(G7), o(E7)],
    /* f7 */ [o(F6), o(F8), o(G7), o(E7), o(G6), o(E6), o(G8), o(E8)],
    /* f8 */ [o(F7), RIM, o(G8), o(E8), o(G7), o(E7), RIM, RIM],
    /* g1 */ [o(G2), RIM, o(H1), o(F1), o(H2), o(F2), RIM, RIM],
    /* g2 */ [o(G3), o(G1), o(H2), o(F2), o(H3), o(F3), o(H1), o(F1)],
    /* g3 */ [o(G4), o(G2), o(H3), o(F3), o(H4), o(F4), o(H2), o(F2)],
    /* g4 */ [x(G5), o(G3), o(H4), o(F4), x(H5), x(F5), o(H3), o(F3)],
    /* g5 */ [x(G4), o(G6), o(H5), o(F5), x(H4), x(F4), o(H6), o(F6)],
    /* g6 */ [o(G5), o(G7), o(H6), o(F6), o(H5), o(F5), o(H7), o(F7)],
    /* g7 */ [o(G6), o(G8), o(H7), o(F7), o(H6), o(F6), o(H8), o(F8)],
    /* g8 */ [o(G7), RIM, o(H8), o(F8), o(H7), o(F7), RIM, RIM],
    /* h1 */ [o(H2), RIM, o(I1), o(G1), o(I2), o(G2), RIM, RIM],
    /* h2 */ [o(H3), o(H1), o(I2), o(G2), o(I3), o(G3), o(I1), o(G1)],
    /* h3 */ [o(H4), o(H2), o(I3), o(G3), o(I4), o(G4), o(I2), o(G2)],
    /* h4 */ [x(H5), o(H3), o(I4), o(G4), x(I5), x(G5), o(I3), o(G3)],
    /* h5 */ [x(H4), o(H6), o(I5), o(G5), x(I4), x(G4), o(I6), o(G6)],
    /* h6 */ [o(H5), o(H7), o(I6), o(G6), o(I5), o(G5), o(I7), o(G7)],
    /* h7 */ [o(H6), o(H8), o(I7), o(G7), o(I6), o(G6), o(I8), o(G8)],
    /* h8 */ [o(H7), RIM, o(I8), o(G8), o(I7), o(G7), RIM, RIM],
    /* i1 */ [o(I2), RIM, o(A8), o(H1), o(A7), o(H2), RIM, RIM],
    /* i2 */ [o(I3), o(I1), o(A7), o(H2), o(A6), o(H3), o(A8), o(H1)],
    /* i3 */ [o(I4), o(I2), o(A6), o(H3), o(A5), o(H4), o(A7), o(H2)],
    /* i4 */ [x(I5), o(I3), o(A5), o(H4), x(A4), x(H5), o(A6), o(H3)],
    /* i5 */ [x(I4), o(I6), o(A4), o(H5), x(A5), x(H4), o(A3), o(H6)],
    /* i6 */ [o(I5), o(I7), o(A3), o(H6), o(A4), o(H5), o(A2), o(H7)],
    /* i7 */ [o(I6), o(I8), o(A2), o(H7), o(A3), o(H6), o(A1), o(H8)],
    /* i8 */ [o(I7), RIM, o(A1), o(H8), o(A2), o(H7), RIM, RIM],
];
