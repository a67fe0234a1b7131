//! The rule cases of Void Chess against void-bitboard, in process, as an engine's own `cargo test` runs
//! them: every case one named trial (`cargo test -p void-bitboard --test conformance -- janitor`,
//! `-- --list`), a case the engine cannot answer ignored with its reason; and every count of the Void
//! Chess perft tables up to 2,000,000 leaves. The cases, the clause registries and the tables come
//! embedded in the harness crate: nothing is read from this repository. void-bitboard answers every
//! question of the protocol, so a step it leaves not answered fails (`require_answers`), but for the
//! cases under readings it does not play (it has the register's default readings only).

fn main() {
    harness::Harness::new(void_bitboard::engine_face::VOID_BITBOARD)
        .rulesets(["void-chess"])
        .perft(2_000_000)
        .require_answers()
        .test()
}
