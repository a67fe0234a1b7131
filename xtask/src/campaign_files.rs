//! Tests of the campaign files, which cannot run here (no Docker, no cluster, no GitHub runner): each is read
//! as its tool would read it (YAML through serde, the Dockerfile line by line) and every command it names
//! must exist: files copied or run are in the repository, the packages and binaries built exist, and each
//! `xtask diff` command line, with the shard index filled in as the cluster or the runner fills it, is
//! accepted by the tester's own option parser, its shards together covering 1/N to N/N.

use serde_json::Value;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn yaml_documents(path: &str) -> Vec<Value> {
    serde_saphyr::from_multiple_with_options(&read(path), conformance::scenario::options())
        .unwrap_or_else(|e| panic!("{path} does not parse: {e}"))
}

fn get<'a>(v: &'a Value, path: &str) -> &'a Value {
    path.split('.')
        .fold(v, |v, key| match key.parse::<usize>() {
            Ok(i) => &v[i],
            Err(_) => &v[key],
        })
}

/// The words of a shell command line (no quoting beyond plain double quotes, which these files use).
fn words(line: &str) -> Vec<String> {
    line.split_whitespace()
        .map(|w| w.trim_matches('"').to_string())
        .collect()
}

/// Checks an `xtask diff ...` command line with the tester's parser; returns its `--shard`.
fn check_diff_command(line: &str) -> String {
    let w = words(line);
    let at = w
        .iter()
        .position(|x| x.ends_with("xtask"))
        .unwrap_or_else(|| panic!("no xtask in `{line}`"));
    assert_eq!(w.get(at + 1).map(String::as_str), Some("diff"), "{line}");
    let argv = std::iter::once("diff".to_string()).chain(w[at + 2..].iter().cloned());
    let o = harness::diff::Options::try_parse_from(argv)
        .unwrap_or_else(|e| panic!("`{line}` is refused by the tester: {e}"));
    assert!(o.report.is_some(), "`{line}` writes no report");
    oracle::ruleset(&o.ruleset).unwrap_or_else(|e| panic!("`{line}`: {e}"));
    // A preset (found on the machine that runs it, not here) or a command line the tester reads.
    if harness::presets::preset(&o.engine).is_none() {
        crate::catalog::catalog()
            .spec(&o.engine)
            .unwrap_or_else(|e| panic!("`{line}`: {e}"));
    }
    o.shard.unwrap_or_else(|| panic!("`{line}` runs no shard"))
}

/// The merge command line: `xtask diff merge FILES... --report F`, checked with the merge's parser.
fn check_merge_command(line: &str, report_pattern: &str) {
    let w = words(line);
    let at = w
        .iter()
        .position(|x| x.ends_with("xtask"))
        .unwrap_or_else(|| panic!("no xtask in `{line}`"));
    assert_eq!(w[at + 1..at + 3], ["diff", "merge"], "{line}");
    let args = &w[at + 3..];
    let argv = ["cargo xtask", "diff", "merge"]
        .into_iter()
        .map(String::from)
        .chain(args.iter().cloned());
    let x = <crate::Xtask as clap::Parser>::try_parse_from(argv)
        .unwrap_or_else(|e| panic!("`{line}` is refused by the merge: {e}"));
    assert!(
        matches!(&x.command, crate::Command::Diff(d) if d.merge.is_some()),
        "`{line}` is not a merge"
    );
    assert!(
        args.iter().any(|a| a == report_pattern),
        "`{line}` does not read the shard reports `{report_pattern}`"
    );
}

#[test]
fn the_kubernetes_job_runs_every_shard_and_the_merge_reads_them() {
    let docs = yaml_documents("deploy/k8s/diff-campaign.yaml");
    let job = docs
        .iter()
        .find(|d| d["kind"] == "Job")
        .expect("a Job in the manifest");
    let pvc = docs
        .iter()
        .find(|d| d["kind"] == "PersistentVolumeClaim")
        .expect("the shared volume's claim");
    assert_eq!(job["apiVersion"], "batch/v1");
    assert_eq!(get(job, "spec.completionMode"), "Indexed");
    let n = get(job, "spec.completions").as_u64().expect("completions");
    assert_eq!(get(job, "spec.parallelism").as_u64(), Some(n));
    let pod = get(job, "spec.template.spec");
    let container = &pod["containers"][0];
    assert_eq!(
        get(
            job,
            "spec.podFailurePolicy.rules.0.onExitCodes.containerName"
        ),
        &container["name"]
    );
    let script = container["args"][0].as_str().expect("a shell script");
    assert_eq!(container["command"], serde_json::json!(["/bin/sh", "-c"]));
    let diff_line = script.split(';').next().expect("the diff command");
    let mount = get(container, "volumeMounts.0.mountPath")
        .as_str()
        .expect("a mount");
    let claim = pod["volumes"]
        .as_array()
        .expect("volumes")
        .iter()
        .find(|v| v["name"] == *get(container, "volumeMounts.0.name"))
        .expect("the mounted volume");
    assert_eq!(
        get(claim, "persistentVolumeClaim.claimName"),
        get(pvc, "metadata.name")
    );
    let mut shards = Vec::new();
    for k in 0..n {
        let line = diff_line.replace("$((JOB_COMPLETION_INDEX+1))", &(k + 1).to_string());
        assert!(!line.contains('$'), "an unfilled variable in `{line}`");
        assert!(line.contains(&format!("--report {mount}/")), "{line}");
        shards.push(check_diff_command(&line));
    }
    let expected: Vec<String> = (1..=n).map(|i| format!("{i}/{n}")).collect();
    assert_eq!(shards, expected);

    let merge = yaml_documents("deploy/k8s/diff-merge.yaml");
    let merge_pod = get(&merge[0], "spec.template.spec");
    assert_eq!(
        get(merge_pod, "volumes.0.persistentVolumeClaim.claimName"),
        get(pvc, "metadata.name")
    );
    let merge_line = merge_pod["containers"][0]["args"][0]
        .as_str()
        .expect("a shell script")
        .split(';')
        .next()
        .expect("the merge command")
        .to_string();
    check_merge_command(&merge_line, &format!("{mount}/shard-*.json"));
}

#[test]
fn the_github_workflow_runs_a_matrix_of_shards_and_a_merge_job() {
    let path = ".github/workflows/diff-campaign.yml";
    let doc = &yaml_documents(path)[0];
    let inputs = get(doc, "on.workflow_dispatch.inputs")
        .as_object()
        .expect("inputs");
    let shards: Vec<u64> = get(doc, "jobs.shard.strategy.matrix.shard")
        .as_array()
        .expect("a shard matrix")
        .iter()
        .map(|v| v.as_u64().expect("shard numbers"))
        .collect();
    let n = shards.len() as u64;
    assert_eq!(shards, (1..=n).collect::<Vec<_>>());
    let steps = get(doc, "jobs.shard.steps").as_array().expect("steps");
    let runs: Vec<&str> = steps.iter().filter_map(|s| s["run"].as_str()).collect();
    for script in &runs {
        for w in words(script) {
            if w.starts_with("ci/") {
                assert!(
                    root().join(&w).is_file(),
                    "{path} runs {w}, which is missing"
                );
            }
        }
    }
    let diff_script = runs
        .iter()
        .find(|r| r.contains("xtask diff"))
        .expect("a diff step")
        .replace("\\\n", " ");
    let diff_line = diff_script
        .lines()
        .find(|l| l.contains("xtask diff"))
        .expect("the diff line")
        .split("||")
        .next()
        .expect("the command")
        .to_string();
    let mut got = Vec::new();
    for shard in &shards {
        let mut line = diff_line.replace("${{ matrix.shard }}", &shard.to_string());
        for (name, input) in inputs {
            let default = input["default"]
                .as_str()
                .expect("every input has a default");
            line = line.replace(&format!("${{{{ inputs.{name} }}}}"), default);
        }
        assert!(!line.contains("${{"), "an unfilled expression in `{line}`");
        got.push(check_diff_command(&line));
    }
    let expected: Vec<String> = shards.iter().map(|i| format!("{i}/{n}")).collect();
    assert_eq!(got, expected);
    assert_eq!(get(doc, "jobs.merge.needs"), "shard");
    let merge_steps = get(doc, "jobs.merge.steps").as_array().expect("steps");
    let merge_line = merge_steps
        .iter()
        .filter_map(|s| s["run"].as_str())
        .find(|r| r.contains("diff merge"))
        .expect("a merge step");
    check_merge_command(merge_line, "reports/shard-*.json");
}

#[test]
fn the_clusterfuzzlite_workflow_builds_with_the_projects_build_script() {
    let doc = &yaml_documents(".github/workflows/cflite.yml")[0];
    let project = &yaml_documents(".clusterfuzzlite/project.yaml")[0];
    assert_eq!(project["language"], "rust");
    assert!(root().join(".clusterfuzzlite/build.sh").is_file());
    assert!(root().join(".clusterfuzzlite/Dockerfile").is_file());
    let jobs = doc["jobs"].as_object().expect("jobs");
    assert!(!jobs.is_empty());
    for (name, job) in jobs {
        let uses: Vec<&str> = job["steps"]
            .as_array()
            .expect("steps")
            .iter()
            .filter_map(|s| s["uses"].as_str())
            .collect();
        assert!(
            uses.iter()
                .any(|u| u.starts_with("google/clusterfuzzlite/actions/build_fuzzers@")),
            "{name} builds no fuzzers"
        );
        assert!(
            uses.iter()
                .any(|u| u.starts_with("google/clusterfuzzlite/actions/run_fuzzers@")),
            "{name} runs no fuzzers"
        );
        for step in job["steps"].as_array().expect("steps") {
            if let Some(language) = step["with"]["language"].as_str() {
                assert_eq!(language, "rust");
            }
        }
    }
}

#[test]
fn the_dockerfile_copies_and_builds_what_exists() {
    let text = read("Dockerfile");
    let members = read("Cargo.toml");
    let mut built = Vec::new();
    let mut copied_bins = Vec::new();
    for line in text.lines().map(str::trim) {
        let w = words(line);
        match w.first().map(String::as_str) {
            Some("COPY") if !line.contains("--from=") => {
                let src = &w[1];
                if src != "." {
                    assert!(
                        root().join(src).exists(),
                        "the Dockerfile copies {src}, which is missing"
                    );
                }
            }
            Some("COPY") => {
                for src in &w[2..w.len() - 1] {
                    if let Some(bin) = src.strip_prefix("/src/target/release/") {
                        copied_bins.push(bin.to_string());
                    } else {
                        let rel = src.strip_prefix("/src/").expect("copied from /src");
                        assert!(
                            root().join(rel).exists(),
                            "the Dockerfile copies {rel}, which is missing"
                        );
                    }
                }
            }
            Some("RUN") if line.contains("cargo build") => {
                for pair in w.windows(2) {
                    if pair[0] == "-p" {
                        assert!(
                            members.contains(&format!("\"{}\"", pair[1])),
                            "the Dockerfile builds package {}, not a workspace member",
                            pair[1]
                        );
                        built.push(pair[1].clone());
                    }
                }
            }
            Some("RUN") => {
                for word in w.iter().filter(|x| x.starts_with("/src/")) {
                    let rel = word.strip_prefix("/src/").expect("a /src path");
                    assert!(
                        root().join(rel).is_file(),
                        "the Dockerfile runs {rel}, which is missing"
                    );
                }
            }
            _ => {}
        }
    }
    built.sort();
    copied_bins.sort();
    assert_eq!(built, ["void-chess-oracle", "xtask"]);
    // The binaries the packages build: the oracle's [[bin]] `oracle`, xtask's main.rs.
    assert_eq!(copied_bins, ["oracle", "xtask"]);
    assert!(
        read("oracle/Cargo.toml").contains("name = \"oracle\"\npath = \"src/bin/oracle/main.rs\"")
    );
}
