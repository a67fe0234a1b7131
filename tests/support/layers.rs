//! The import graph of a crate, read from its source text: which file names which through `crate::`,
//! `super::`, `self::` or a child module's name, in `use` declarations and in paths, comments, strings
//! and test modules left out. `tests/layers.rs` checks on it that no file or folder imports one that
//! imports it back, at any level of the module tree, and that the oracle's layers point down.
//!
//! A module's `mod` declarations and its `pub use` of its own descendants (a folder's face) are not
//! imports; a path to an item a module re-exports leads to the module that defines it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path from the crate root (`["circular", "s13_check"]`); the root is empty.
pub type ModPath = Vec<String>;

/// The modules of one crate and the file of each.
pub struct Crate {
    pub files: BTreeMap<ModPath, PathBuf>,
    /// What each module's `pub use` declarations export: the name and the path it names.
    exports: BTreeMap<ModPath, Vec<(String, Vec<String>)>>,
    /// `#[macro_export]` macros and the module that defines each.
    macros: BTreeMap<String, ModPath>,
}

/// The code of a file: comments, string and character literals blanked, and the items marked
/// `#[cfg(test)]` left out (test modules may import what they test).
pub fn code_of(source: &str) -> String {
    without_tests(&without_comments(source))
}

/// `code` without the items that follow `#[cfg(test)]`: to the end of their braces, or of their `;`.
fn without_tests(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(i) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..i]);
        rest = &rest[i + "#[cfg(test)]".len()..];
        let (mut depth, mut end) = (0usize, rest.len());
        for (j, c) in rest.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth > 0 => {
                    depth -= 1;
                    if depth == 0 {
                        end = j + 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    end = j + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `source` with comments left out and string and character literals blanked.
fn without_comments(source: &str) -> String {
    let b: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i < b.len() && !(b[i] == '*' && b.get(i + 1) == Some(&'/')) {
                i += 1;
            }
            i += 2;
            out.push(' ');
        } else if c == 'r' && matches!(next, Some('"' | '#')) && !ident_before(&b, i) {
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            while j < b.len()
                && !(b[j] == '"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&'#')))
            {
                j += 1;
            }
            i = j + 1 + hashes;
            out.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < b.len() && b[i] != '"' {
                i += if b[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && next.is_some() && b.get(i + 2) == Some(&'\'') {
            out.push_str("' '");
            i += 3;
        } else if c == '\'' && next == Some('\\') {
            i += 2;
            while i < b.len() && b[i] != '\'' {
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_before(b: &[char], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == '_')
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The `mod` declarations of a file's code: the name, and the file a `#[path]` gives it.
fn mod_declarations(code: &str, raw: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let raw_lines: Vec<&str> = raw.lines().collect();
    for (n, line) in code.lines().enumerate() {
        let t = line.trim();
        let t = t
            .strip_prefix("pub(crate) ")
            .or_else(|| t.strip_prefix("pub(super) "))
            .or_else(|| t.strip_prefix("pub "))
            .unwrap_or(t);
        let Some(rest) = t.strip_prefix("mod ") else {
            continue;
        };
        let name: String = rest.chars().take_while(|&c| is_ident(c)).collect();
        if name.is_empty() || !rest[name.len()..].trim_start().starts_with(';') {
            continue;
        }
        let path = n
            .checked_sub(1)
            .and_then(|p| raw_lines.get(p))
            .and_then(|l| l.trim().strip_prefix("#[path = \""))
            .and_then(|l| l.split('"').next())
            .map(str::to_string);
        out.push((name, path));
    }
    out
}

/// The paths of a `use` tree (`a::{b, c::D as E}`), each with the name it brings in.
fn expand_use(tree: &str) -> Vec<(Vec<String>, String)> {
    fn go(prefix: &[String], s: &str, out: &mut Vec<(Vec<String>, String)>) {
        let s = s.trim();
        if let Some(open) = s.find('{') {
            let head: Vec<String> = s[..open]
                .split("::")
                .map(|x| x.trim().to_string())
                .filter(|x| !x.is_empty())
                .collect();
            let mut p = prefix.to_vec();
            p.extend(head);
            let inner = &s[open + 1..s.rfind('}').unwrap_or(s.len())];
            let (mut depth, mut start) = (0, 0);
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        go(&p, &inner[start..i], out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            go(&p, &inner[start..], out);
            return;
        }
        if s.is_empty() {
            return;
        }
        let (path, alias) = match s.split_once(" as ") {
            Some((p, a)) => (p.trim(), Some(a.trim().to_string())),
            None => (s, None),
        };
        let mut p = prefix.to_vec();
        p.extend(path.split("::").map(|x| x.trim().to_string()));
        if p.last().is_some_and(|l| l == "self") {
            p.pop();
        }
        let name = alias.unwrap_or_else(|| p.last().cloned().unwrap_or_default());
        out.push((p, name));
    }
    let mut out = Vec::new();
    go(&[], tree, &mut out);
    out
}

/// The `use` declarations of a file's code: each path, the name it brings in, and whether it is `pub`;
/// and the code without them.
fn use_declarations(code: &str) -> (Vec<(Vec<String>, String, bool)>, String) {
    let mut out = Vec::new();
    let mut rest_code = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(i) = rest.find("use ") {
        let before = rest[..i].trim_end();
        let at_start = i == 0 || !is_ident(rest[..i].chars().last().unwrap_or(' '));
        let is_pub = before.ends_with("pub") || before.ends_with("pub(crate)");
        let stmt_start = before.is_empty()
            || before.ends_with(';')
            || before.ends_with('}')
            || before.ends_with('{')
            || before.ends_with(']')
            || is_pub;
        let end = rest[i..].find(';').map(|e| i + e);
        match end {
            Some(end) if at_start && stmt_start => {
                for (path, name) in expand_use(&rest[i + 4..end]) {
                    out.push((path, name, is_pub));
                }
                rest_code.push_str(&rest[..i]);
                rest = &rest[end..];
            }
            _ => {
                rest_code.push_str(&rest[..i + 4]);
                rest = &rest[i + 4..];
            }
        }
    }
    rest_code.push_str(rest);
    (out, rest_code)
}

/// Every path of the code that starts with `crate`, `super`, `self` or one of `heads`, as its segments.
fn paths_in(code: &str, heads: &BTreeSet<String>) -> Vec<Vec<String>> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !is_ident(chars[i]) || (i > 0 && (is_ident(chars[i - 1]) || chars[i - 1] == ':')) {
            i += 1;
            continue;
        }
        let mut segs = Vec::new();
        let mut j = i;
        loop {
            let start = j;
            while j < chars.len() && is_ident(chars[j]) {
                j += 1;
            }
            segs.push(chars[start..j].iter().collect::<String>());
            if chars.get(j) == Some(&':')
                && chars.get(j + 1) == Some(&':')
                && chars.get(j + 2).is_some_and(|&c| is_ident(c))
            {
                j += 2;
            } else {
                break;
            }
        }
        let first = segs[0].as_str();
        if segs.len() > 1 && (matches!(first, "crate" | "super" | "self") || heads.contains(first))
        {
            out.push(segs);
        }
        i = j.max(i + 1);
    }
    out
}

impl Crate {
    /// Reads the crate whose root file is `root` (`src/lib.rs`, `src/main.rs`), following its `mod`
    /// declarations.
    pub fn read(root: &Path) -> Crate {
        let mut c = Crate {
            files: BTreeMap::new(),
            exports: BTreeMap::new(),
            macros: BTreeMap::new(),
        };
        c.visit(Vec::new(), root.to_path_buf(), true);
        c
    }

    fn visit(&mut self, m: ModPath, file: PathBuf, owns_dir: bool) {
        let raw = std::fs::read_to_string(&file).unwrap_or_default();
        let code = code_of(&raw);
        let dir = file.parent().unwrap_or(Path::new(".")).to_path_buf();
        let child_dir = if owns_dir {
            dir.clone()
        } else {
            dir.join(file.file_stem().unwrap_or_default())
        };
        for (name, path) in mod_declarations(&code, &raw) {
            let (child, owns) = match path {
                Some(p) => {
                    let p = dir.join(p);
                    let owns = p.file_name().is_some_and(|f| f == "mod.rs");
                    (p, owns)
                }
                None if child_dir.join(format!("{name}.rs")).exists() => {
                    (child_dir.join(format!("{name}.rs")), false)
                }
                None => (child_dir.join(&name).join("mod.rs"), true),
            };
            if child.exists() {
                let mut cm = m.clone();
                cm.push(name);
                self.visit(cm, child, owns);
            }
        }
        let exports = use_declarations(&code)
            .0
            .into_iter()
            .filter(|(_, _, public)| *public)
            .map(|(path, name, _)| (name, path))
            .collect();
        self.exports.insert(m.clone(), exports);
        let mut rest = raw.as_str();
        while let Some(i) = rest.find("#[macro_export]") {
            rest = &rest[i..];
            if let Some(j) = rest.find("macro_rules!") {
                let name: String = rest[j + 12..]
                    .trim_start()
                    .chars()
                    .take_while(|&c| is_ident(c))
                    .collect();
                self.macros.insert(name, m.clone());
            }
            rest = &rest[1..];
        }
        self.files.insert(m, file);
    }

    fn children(&self, m: &ModPath) -> BTreeSet<String> {
        self.files
            .keys()
            .filter(|k| k.len() == m.len() + 1 && k.starts_with(m))
            .map(|k| k[m.len()].clone())
            .collect()
    }

    /// The module a path written in module `from` leads to, following re-exports of the item it names.
    pub fn resolve(&self, from: &ModPath, path: &[String]) -> Option<ModPath> {
        self.resolve_depth(from, path, 0)
    }

    fn resolve_depth(&self, from: &ModPath, path: &[String], depth: usize) -> Option<ModPath> {
        let mut cur = from.clone();
        let mut segs = path.iter().peekable();
        match segs.peek().map(|s| s.as_str()) {
            Some("crate") => {
                cur.clear();
                segs.next();
            }
            Some("self") => {
                segs.next();
            }
            Some("super") => {
                while segs.peek().is_some_and(|s| *s == "super") {
                    cur.pop()?;
                    segs.next();
                }
            }
            Some(name) if self.children(&cur).contains(name) => {}
            _ => return None,
        }
        let mut item = None;
        for seg in segs {
            let mut next = cur.clone();
            next.push(seg.clone());
            if self.files.contains_key(&next) {
                cur = next;
            } else {
                item = Some(seg.clone());
                break;
            }
        }
        let Some(item) = item else { return Some(cur) };
        if cur.is_empty() {
            if let Some(m) = self.macros.get(&item) {
                return Some(m.clone());
            }
        }
        if depth < 8 {
            for (name, target) in self.exports.get(&cur).into_iter().flatten() {
                if *name == item {
                    return self.resolve_depth(&cur, target, depth + 1).or(Some(cur));
                }
            }
            for (name, target) in self.exports.get(&cur).into_iter().flatten() {
                if name == "*" {
                    let source =
                        self.resolve_depth(&cur, &target[..target.len() - 1], depth + 1)?;
                    if self.defines(&source, &item) {
                        return Some(source);
                    }
                }
            }
        }
        Some(cur)
    }

    fn defines(&self, m: &ModPath, item: &str) -> bool {
        let code = code_of(&std::fs::read_to_string(&self.files[m]).unwrap_or_default());
        [
            "fn", "struct", "enum", "trait", "type", "const", "static", "mod",
        ]
        .iter()
        .any(|kw| {
            code.match_indices(&format!("{kw} {item}"))
                .any(|(i, _)| !code[i + kw.len() + 1 + item.len()..].starts_with(is_ident))
        })
    }

    /// The modules each module imports (itself and its own re-exported descendants left out).
    pub fn edges(&self) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
        let mut out = BTreeMap::new();
        for (m, file) in &self.files {
            let code = code_of(&std::fs::read_to_string(file).unwrap_or_default());
            let heads = self.children(m);
            let mut to = BTreeSet::new();
            let (uses, code) = use_declarations(&code);
            for (path, _, public) in uses {
                let Some(t) = self.resolve(m, &path) else {
                    continue;
                };
                if !(public && t.len() > m.len() && t.starts_with(m)) {
                    to.insert(t);
                }
            }
            for path in paths_in(&code, &heads) {
                if let Some(t) = self.resolve(m, &path) {
                    to.insert(t);
                }
            }
            to.remove(m);
            out.insert(m.clone(), to);
        }
        out
    }
}

/// How a module is shown: its path from the crate root, `crate` for the root.
pub fn show(m: &ModPath) -> String {
    if m.is_empty() {
        "crate".to_string()
    } else {
        m.join("::")
    }
}

/// The groups of nodes of a graph that reach one another (its strongly connected components with more than
/// one node), each sorted, in the order of their first node.
pub fn circles_of<N: Ord + Clone>(graph: &BTreeMap<N, BTreeSet<N>>) -> Vec<Vec<N>> {
    let reach = |from: &N| -> BTreeSet<N> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(n) = todo.pop() {
            for next in graph.get(&n).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<N, BTreeSet<N>> = graph.keys().map(|n| (n.clone(), reach(n))).collect();
    let mut out: Vec<Vec<N>> = Vec::new();
    for n in graph.keys() {
        if out.iter().any(|c| c.contains(n)) || !reached[n].contains(n) {
            continue;
        }
        let group: Vec<N> = reached[n]
            .iter()
            .filter(|m| reached.get(*m).is_some_and(|r| r.contains(n)))
            .cloned()
            .collect();
        out.push(group);
    }
    out
}

/// The import circles of a crate: at every level of its module tree, among the children of a module (each
/// standing for all of its descendants) and the module itself, the groups that import one another.
pub fn circles(c: &Crate) -> Vec<String> {
    let edges = c.edges();
    let mut out = Vec::new();
    for parent in c.files.keys() {
        let group = |m: &ModPath| -> Option<String> {
            if m == parent {
                Some("(itself)".to_string())
            } else if m.len() > parent.len() && m.starts_with(parent) {
                Some(m[parent.len()].clone())
            } else {
                None
            }
        };
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (a, tos) in &edges {
            let Some(ga) = group(a) else { continue };
            for b in tos {
                if let Some(gb) = group(b) {
                    if ga != gb {
                        graph.entry(ga.clone()).or_default().insert(gb);
                    }
                }
            }
        }
        for circle in circles_of(&graph) {
            out.push(format!("{}: {}", show(parent), circle.join(" <-> ")));
        }
    }
    out
}

/// The imports that point up: from a top-level module of rank `r` to one of a higher rank, or between two
/// different top-level modules of the same rank where `alone` says that rank stands alone (two rulesets).
pub fn upward_imports(
    c: &Crate,
    rank: impl Fn(&str) -> u8,
    alone: impl Fn(u8) -> bool,
) -> Vec<String> {
    let top = |m: &ModPath| m.first().cloned().unwrap_or_else(|| "crate".to_string());
    let mut out = Vec::new();
    for (a, tos) in c.edges() {
        for b in tos {
            let (ta, tb) = (top(&a), top(&b));
            let (ra, rb) = (rank(&ta), rank(&tb));
            if rb > ra || (ra == rb && ta != tb && alone(ra)) {
                out.push(format!("{} imports {}", show(&a), show(&b)));
            }
        }
    }
    out
}
