//! The files the harness carries with it (`build.rs` embeds them): the rule cases (`scenarios/`), the
//! clause registries and interaction tables (`clauses/`), the perft tables (`perft/`), the python-chess
//! adapter (`tools/`). Paths are written with `/` and relative to the suite's root, so
//! `scenarios/void-chess/janitor-mover-is-safe.yaml` names a rule case as it stands in the repository.

include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

/// The text of the embedded file at `path`.
pub fn file(path: &str) -> Option<&'static str> {
    FILES
        .binary_search_by(|(p, _)| (*p).cmp(path))
        .ok()
        .map(|i| FILES[i].1)
}

/// The embedded files below `folder` (`scenarios/fide`), at any depth, sorted by path.
pub fn below(folder: &str) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
    let folder = folder.trim_end_matches('/');
    FILES.iter().copied().filter(move |(p, _)| {
        p.strip_prefix(folder)
            .is_some_and(|rest| rest.starts_with('/'))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_suite_is_embedded_sorted_and_found_by_path() {
        assert!(FILES.windows(2).all(|w| w[0].0 < w[1].0), "sorted");
        for folder in [
            "scenarios/void-chess",
            "clauses",
            "clauses/interactions",
            "perft",
        ] {
            assert!(below(folder).count() > 0, "{folder}");
        }
        let registry = file("clauses/void-chess.yaml").expect("the Void Chess registry");
        assert!(registry.contains("6.2.1"), "{registry}");
        assert!(file("scenarios/nowhere.yaml").is_none());
        assert!(
            below("scenarios/void").count() == 0,
            "a folder is matched whole"
        );
    }
}
