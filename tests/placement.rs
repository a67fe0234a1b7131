//! One placement rule for every ruleset (`core::Grid::read_placement`): a run of empty squares is one
//! number from 1 to the number of files, so two counts side by side (`44`, as python-chess also refuses)
//! and a `0` are malformed, located by the rank they are in. The cases are made from each ruleset's own
//! start position, so a ruleset added later is held to the same rule.

use oracle::core::OracleError;

/// The start position text with its first all-empty rank (`8`, or `9` on a nine-file board) written as
/// `replace(files)`, and that rank's number.
fn with_empty_rank_written(start: &str, replace: impl Fn(u32) -> String) -> (String, usize) {
    let mut fields: Vec<String> = start.split(' ').map(str::to_string).collect();
    let field = fields
        .iter()
        .position(|f| f.contains('/'))
        .expect("a placement field");
    let mut ranks: Vec<String> = fields[field].split('/').map(str::to_string).collect();
    let count = ranks.len();
    let i = ranks
        .iter()
        .position(|r| r.parse::<u32>().is_ok())
        .expect("an empty rank at the start");
    let files: u32 = ranks[i].parse().unwrap();
    ranks[i] = replace(files);
    fields[field] = ranks.join("/");
    (fields.join(" "), count - i)
}

#[test]
fn every_ruleset_refuses_two_counts_side_by_side() {
    for r in oracle::rulesets() {
        let start = r.new_game("startpos", &[]).unwrap().position();
        let split = |files: u32| format!("{}{}", files / 2, files - files / 2);
        for (how, replace) in [
            ("two counts", &split as &dyn Fn(u32) -> String),
            ("a zero", &|files: u32| format!("0{files}")),
        ] {
            let (text, rank) = with_empty_rank_written(&start, replace);
            match r.new_game(&text, &[]) {
                Err(OracleError::BadPosition { message, .. }) => assert!(
                    message.contains(&format!("rank {rank}")) && message.contains("one number"),
                    "{}: {how} in `{text}` refused as `{message}`",
                    r.slug()
                ),
                Err(e) => panic!("{}: {how} in `{text}`: {e}", r.slug()),
                Ok(_) => panic!("{}: {how} in `{text}` accepted", r.slug()),
            }
            // The same rank written as one count is the start position again.
            let (again, _) = with_empty_rank_written(&start, |files| files.to_string());
            assert_eq!(r.new_game(&again, &[]).unwrap().position(), start);
        }
    }
}
