"""Extraction end to end through the CLI: imports, determinism, bad input, missing tools."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

NTP = Path(__file__).resolve().parents[1] / "data" / "ntp"


def lines(p: Path) -> list[dict]:
    return [json.loads(x) for x in p.read_text(encoding="utf-8").splitlines() if x.strip()]


def test_forminv_jsonl_imports_all_items(cli, external, tmp_path):
    src = external / "datasets" / "forminv_v3_103.jsonl"
    r = cli("extract", "--source", "forminv-jsonl", "--path", str(src), "--out", str(tmp_path))
    assert r.returncode == 0, r.stderr
    items = lines(tmp_path / "items.jsonl")
    theorems = lines(tmp_path / "theorems.jsonl")
    assert len(items) == 760 and len(theorems) == 103
    fams = {i["family"] for i in items}
    assert "variation" not in fams and "connective" in fams
    assert all(i["verification"]["status"] == "pending" for i in items)
    man = json.loads((tmp_path / "items.manifest.json").read_text())
    assert man["n_records"] == 760 and man["counts"]["family"]["canonical"] == 103
    import hashlib
    assert man["sha256"] == hashlib.sha256((tmp_path / "items.jsonl").read_bytes()).hexdigest()


@pytest.mark.parametrize("damage, where", [
    ("truncate", "malformed JSON"),
    ("missing", "nl_question"),
    ("family", "unknown family 'paraphrase'"),
])
def test_corrupted_forminv_jsonl_fails_cleanly(cli, external, tmp_path, damage, where):
    rows = (external / "datasets" / "forminv_v3_50.jsonl").read_text(encoding="utf-8").splitlines()
    bad = list(rows)
    k = 7  # damage line 8
    if damage == "truncate":
        bad[k] = bad[k][: len(bad[k]) // 2]
    elif damage == "missing":
        obj = json.loads(bad[k])
        del obj["nl_question"]
        bad[k] = json.dumps(obj)
    else:
        obj = json.loads(bad[k])
        obj["family"] = "paraphrase"
        bad[k] = json.dumps(obj)
    src = tmp_path / "bad.jsonl"
    src.write_text("\n".join(bad) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    # A previous good output must survive a failed run untouched.
    good = cli("extract", "--source", "forminv-jsonl", "--path",
               str(external / "datasets" / "forminv_v3_50.jsonl"), "--out", str(out))
    assert good.returncode == 0, good.stderr
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    r = cli("extract", "--source", "forminv-jsonl", "--path", str(src), "--out", str(out))
    assert r.returncode != 0
    err = r.stderr.strip().splitlines()
    assert len(err) == 1 and "Traceback" not in r.stderr
    assert f"bad.jsonl:{k + 1}" in err[0] and where in err[0]
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


def test_curated_extract_default(cli, tmp_path):
    r = cli("extract", "--out", str(tmp_path))
    assert r.returncode == 0, r.stderr
    th = lines(tmp_path / "theorems.jsonl")
    assert len(th) >= 120
    assert sum(t["formal"] is not None for t in th) / len(th) >= 0.85
    assert sum(not t["truth"] for t in th) == 10
    assert all(t["provenance"]["module"] for t in th if t["mathlib_name"])


def test_ntp_mathlib_deterministic_and_deduplicated(cli, tmp_path):
    outs = []
    for run in ("a", "b"):
        r = cli("extract", "--source", "ntp-mathlib", "--path", str(NTP / "training_data.jsonl"),
                "--limit", "50", "--seed", "1", "--out", str(tmp_path / run))
        assert r.returncode == 0, r.stderr
        outs.append((tmp_path / run / "theorems.jsonl").read_bytes())
        outs.append((tmp_path / run / "theorems.manifest.json").read_bytes())
    assert outs[0] == outs[2] and outs[1] == outs[3]
    th = lines(tmp_path / "a" / "theorems.jsonl")
    assert len(th) == 50
    decl_ids = [t["provenance"]["decl_id"] for t in th]
    assert len(set(decl_ids)) == 50 and len({t["id"] for t in th}) == 50
    rows = lines(NTP / "training_data.jsonl")
    assert len(rows) > len({r["declId"] for r in rows})  # the fixture really has duplicates
    assert all(t["provenance"]["seed"] == 1 and t["provenance"]["module"] for t in th)
    assert not any("sorry" in t["lean_statement"] for t in th)
    r = cli("extract", "--source", "ntp-mathlib", "--path", str(NTP / "training_data.jsonl"),
            "--limit", "50", "--seed", "2", "--out", str(tmp_path / "c"))
    assert (tmp_path / "c" / "theorems.jsonl").read_bytes() != outs[0]


def test_ntp_mathlib_declarations_format_and_parquet(cli, tmp_path):
    r = cli("extract", "--source", "ntp-mathlib", "--path", str(NTP / "declarations"),
            "--out", str(tmp_path / "d"))
    assert r.returncode == 0, r.stderr
    names = {t["mathlib_name"] for t in lines(tmp_path / "d" / "theorems.jsonl")}
    assert "Nat.Prime.two_le" in names and "Nat.iterate'" not in names
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq
    rows = lines(NTP / "training_data.jsonl")
    pq.write_table(pa.Table.from_pylist(rows), tmp_path / "td.parquet")
    r2 = cli("extract", "--source", "ntp-mathlib", "--path", str(tmp_path / "td.parquet"),
             "--limit", "20", "--out", str(tmp_path / "p"))
    assert r2.returncode == 0, r2.stderr
    assert len(lines(tmp_path / "p" / "theorems.jsonl")) == 20


def test_ntp_mathlib_without_data_says_how(cli, tmp_path):
    r = cli("extract", "--source", "ntp-mathlib", "--out", str(tmp_path),
            env={"HF_HUB_OFFLINE": "1"})
    assert r.returncode != 0
    assert len(r.stderr.strip().splitlines()) == 1 and "--path" in r.stderr
    assert not (tmp_path / "theorems.jsonl").exists()


def test_leandojo_fails_fast_without_lean(cli, tmp_path):
    if shutil.which("lake"):
        pytest.skip("lake is installed here; this test is for machines without Lean")
    r = cli("extract", "--source", "leandojo", "--repo", "https://example.invalid/repo",
            "--commit", "abc", "--out", str(tmp_path))
    assert r.returncode != 0
    err = r.stderr.strip().splitlines()
    assert len(err) == 1 and "lake not on PATH" in err[0] and "Traceback" not in r.stderr


def test_unknown_source_lists_valid(cli):
    r = cli("extract", "--source", "curatd")
    assert r.returncode != 0 and "did you mean 'curated'" in r.stderr and "ntp-mathlib" in r.stderr


@pytest.mark.parametrize("cmd", [["--help"], ["extract", "--help"]])
def test_help_shows_examples(cli, cmd):
    r = cli(*cmd)
    assert r.returncode == 0 and "Example" in r.stdout


def test_ntp_mathlib_reads_gzip_rows_and_names_a_damaged_file(cli, tmp_path):
    """`--path corpus.jsonl.gz` (as the corpus ships) reads as the plain file does; a damaged
    one is a one-line error naming the file, and nothing is written."""
    import gzip

    plain = NTP / "training_data.jsonl"
    gz = tmp_path / "training_data.jsonl.gz"
    gz.write_bytes(gzip.compress(plain.read_bytes()))
    outs = []
    for src, name in ((plain, "plain"), (gz, "gz")):
        r = cli("extract", "--source", "ntp-mathlib", "--path", str(src), "--limit", "20",
                "--out", str(tmp_path / name))
        assert r.returncode == 0, r.stderr
        outs.append(lines(tmp_path / name / "theorems.jsonl"))
    strip = [[{k: v for k, v in t.items() if k != "provenance"} for t in o] for o in outs]
    assert strip[0] == strip[1] and len(strip[0]) == 20
    bad = tmp_path / "cut.jsonl.gz"
    bad.write_bytes(gz.read_bytes()[: len(gz.read_bytes()) // 2])
    r = cli("extract", "--source", "ntp-mathlib", "--path", str(bad), "--out",
            str(tmp_path / "bad"))
    assert r.returncode != 0
    assert len(r.stderr.strip().splitlines()) == 1 and "cut.jsonl.gz" in r.stderr
    assert "damaged compressed file" in r.stderr
    assert not (tmp_path / "bad" / "theorems.jsonl").exists()
