"""The Hugging Face layout: a build (and `export --format hf`) loads offline with
``datasets.load_dataset`` by config, and its card carries the front matter the Hub reads."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
import yaml
from harness_helpers import read_dataset

from tests.conftest import run_cli

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out


def front_matter(card: Path) -> dict:
    text = card.read_text(encoding="utf-8")
    assert text.startswith("---\n")
    return yaml.safe_load(text[4:text.index("\n---\n", 4)])


def load(folder: Path, config: str | None, monkeypatch, tmp_path):
    import datasets

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    return datasets.load_dataset(str(folder), config, split="test",
                                 cache_dir=str(tmp_path / "hf-cache"))


def test_build_folder_loads_by_family(built, monkeypatch, tmp_path):
    folder = built.parent
    items = read_dataset(built)
    counts = Counter(i["family"] for i in items)
    meta = front_matter(folder / "README.md")
    assert meta["license"] == "apache-2.0"
    configs = {c["config_name"]: c for c in meta["configs"]}
    assert set(configs) == {"all", *counts}
    assert configs["all"]["default"] is True
    info = {c["config_name"]: c for c in meta["dataset_info"]}
    assert info["notation"]["splits"][0]["num_examples"] == counts["notation"]
    assert "## Items by family" in (folder / "README.md").read_text()  # the card body stays

    everything = load(folder, None, monkeypatch, tmp_path)  # the default config
    assert sorted(everything["id"]) == sorted(i["id"] for i in items)
    assert set(everything.features) == {f["name"] for f in info["all"]["features"]}
    for fam, n in counts.items():
        part = load(folder, fam, monkeypatch, tmp_path)
        assert len(part) == n and set(part["family"]) == {fam}
    row = next(r for r in everything if r["id"] == items[0]["id"])
    assert row["question"] == items[0]["question"]
    assert json.loads(row["verification"]) == items[0]["verification"]


def test_export_hf_of_a_selection(built, monkeypatch, tmp_path):
    out = tmp_path / "hub"
    r = run_cli("export", "--format", "hf", "--dataset", str(built), "--out", str(out),
                "--families", "canonical,order", "--limit-per-family", "2")
    assert r.returncode == 0, r.stderr
    meta = front_matter(out / "README.md")
    assert [c["config_name"] for c in meta["configs"]] == ["all", "canonical", "order"]
    assert len(load(out, None, monkeypatch, tmp_path)) == 4
    assert list(load(out, "order", monkeypatch, tmp_path)["family"]) == ["order", "order"]
    # a second export replaces the first; a folder it did not write is refused
    assert run_cli("export", "-f", "hf", "-d", str(built), "-o", str(out)).returncode == 0
    assert len(load(out, None, monkeypatch, tmp_path / "again")) == len(read_dataset(built))
    other = tmp_path / "other"
    other.mkdir()
    (other / "keep.txt").write_text("mine")
    r = run_cli("export", "-f", "hf", "-d", str(built), "-o", str(other))
    assert r.returncode == 1 and "was not written by forminv-lean export" in r.stderr
    assert [p.name for p in other.iterdir()] == ["keep.txt"]


def test_export_of_the_papers_release(external, monkeypatch, tmp_path):
    """The paper's JSONL exports too: its family names mapped, CC BY 4.0 kept."""
    src = external / "datasets" / "forminv_v3_50.jsonl"
    out = tmp_path / "paper"
    r = run_cli("export", "--format", "hf", "--dataset", str(src), "--out", str(out))
    assert r.returncode == 0, r.stderr
    meta = front_matter(out / "README.md")
    assert meta["license"] == "cc-by-4.0"
    names = {c["config_name"] for c in meta["configs"]}
    assert "connective" in names and "variation" not in names  # F5 under its registry id
    assert len(load(out, None, monkeypatch, tmp_path)) == 366


@pytest.mark.parametrize("fmt", ["lm-eval", "inspect", "hf"])
def test_export_is_deterministic(built, tmp_path, fmt):
    a, b = tmp_path / "a", tmp_path / "b"
    for out in (a, b):
        assert run_cli("export", "-f", fmt, "-d", str(built), "-o", str(out)).returncode == 0
    files = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    for f in files:
        assert (a / f).read_bytes() == (b / f).read_bytes(), f


def test_export_errors_are_one_line(built, tmp_path):
    r = run_cli("export", "-f", "nope", "-d", str(built), "-o", str(tmp_path / "x"))
    assert r.returncode == 1 and "unknown format 'nope'; valid: lm-eval, inspect, hf" in r.stderr
    r = run_cli("export", "-f", "hf", "-d", str(built), "-o", str(tmp_path / "x"),
                "--families", "canonical,nosuch")
    assert r.returncode == 1 and "no item has family 'nosuch'" in r.stderr
    bad = tmp_path / "bad.jsonl"
    bad.write_text(built.read_text().splitlines()[0] + "\n{oops\n")
    r = run_cli("export", "-f", "lm-eval", "-d", str(bad), "-o", str(tmp_path / "y"))
    assert r.returncode == 1 and f"{bad}:2: malformed JSON" in r.stderr
    assert not (tmp_path / "y").exists() and not (tmp_path / "x").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temp left
