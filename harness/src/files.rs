//! Where a suite's files are read from: the files embedded in the harness ([`crate::data`]), or a folder
//! on disk. Either way a file is named as it stands below the suite's root
//! (`scenarios/void-chess/janitor-mover-is-safe.yaml`), so messages read the same.

use std::path::{Path, PathBuf};

/// One scenario file of a suite: its name for messages, its case id (its path below the scenario folder
/// without `.yaml`: `void-chess/janitor-mover-is-safe`) and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuiteFile {
    pub name: String,
    pub id: String,
    pub text: String,
}

/// A path below the scenario folder without its extension, `/` between folders.
fn case_id(relative: &Path) -> String {
    relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

/// Where the scenario files come from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Source {
    /// The rule cases embedded in the harness.
    #[default]
    Embedded,
    /// Every `*.yaml` below `dir` (the scenario folder: `<dir>/<ruleset>/*.yaml`), each named by its path
    /// relative to `base` (a path outside `base` is named as given).
    Folder { dir: PathBuf, base: PathBuf },
}

impl Source {
    /// The scenario files of `ruleset` (every ruleset's when `None`), sorted by name. A folder that is
    /// missing or holds no scenario is an error naming it, never an empty suite that passes.
    pub fn scenarios(&self, ruleset: Option<&str>) -> Result<Vec<SuiteFile>, String> {
        match self {
            Source::Embedded => {
                let folder = match ruleset {
                    Some(slug) => format!("scenarios/{slug}"),
                    None => "scenarios".to_string(),
                };
                let files: Vec<SuiteFile> = crate::data::below(&folder)
                    .filter(|(p, _)| is_yaml(Path::new(p)))
                    .map(|(p, t)| SuiteFile {
                        name: p.to_string(),
                        id: case_id(Path::new(p.strip_prefix("scenarios/").unwrap_or(p))),
                        text: t.to_string(),
                    })
                    .collect();
                if files.is_empty() {
                    return Err(format!("{folder}: the suite holds no scenario (`*.yaml`)"));
                }
                Ok(files)
            }
            Source::Folder { dir, base } => {
                let folder = match ruleset {
                    Some(slug) => dir.join(slug),
                    None => dir.clone(),
                };
                suite_files(&folder, base)?
                    .into_iter()
                    .map(|path| {
                        let name = shown(&path, base);
                        let text = std::fs::read_to_string(&path)
                            .map_err(|e| format!("{name}: cannot read: {e}"))?;
                        let id = case_id(path.strip_prefix(dir).unwrap_or(&path));
                        Ok(SuiteFile { name, id, text })
                    })
                    .collect()
            }
        }
    }

    /// What the source is, for messages: `the embedded suite` or the folder.
    pub fn describe(&self) -> String {
        match self {
            Source::Embedded => "the embedded suite".to_string(),
            Source::Folder { dir, base } => shown(dir, base),
        }
    }
}

/// `path` relative to `base`, or as given where it lies outside.
pub fn shown(path: &Path, base: &Path) -> String {
    path.strip_prefix(base)
        .unwrap_or(path)
        .display()
        .to_string()
}

fn is_yaml(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "yaml" || e == "yml")
}

/// Every `*.yaml` file below `dir`, sorted, recursively.
pub fn yaml_files(dir: &Path) -> Vec<PathBuf> {
    files_ending(dir, &["yaml", "yml"])
}

/// Every file below `dir` whose extension is one of `extensions`, sorted.
pub fn files_ending(dir: &Path, extensions: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    collect(dir, extensions, &mut out);
    out.sort();
    out
}

/// The scenario files of a suite folder: every `*.yaml` below `dir`. A folder that is missing or holds
/// no scenario is an error naming it (relative to `base`).
pub fn suite_files(dir: &Path, base: &Path) -> Result<Vec<PathBuf>, String> {
    if !dir.is_dir() {
        return Err(format!("{}: no such folder", shown(dir, base)));
    }
    let files = yaml_files(dir);
    if files.is_empty() {
        return Err(format!(
            "{}: the folder holds no scenario (`*.yaml`)",
            shown(dir, base)
        ));
    }
    Ok(files)
}

fn collect(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, extensions, out);
        } else if path
            .extension()
            .is_some_and(|e| extensions.iter().any(|x| e == *x))
        {
            out.push(path);
        }
    }
}

/// `path` relative to the current folder where it lies below it (the repository root, for its own
/// tests and commands), else as given: how a file read from disk is named in messages.
pub fn display(path: &Path) -> String {
    match std::env::current_dir() {
        Ok(here) => shown(path, &here),
        Err(_) => path.display().to_string(),
    }
}
