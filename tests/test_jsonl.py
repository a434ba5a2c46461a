"""Records IO: validated reads with file:line:field errors, atomic deterministic writes."""

from __future__ import annotations

import json

import pytest

from forminv_lean.errors import InputError
from forminv_lean.jsonl import atomic_open, read_jsonl, write_jsonl
from forminv_lean.manifest import write_dataset
from forminv_lean.records import Item, Response


def item(i: int) -> Item:
    return Item(id=f"i{i}", theorem_id="t", family="canonical", question="q?",
                ground_truth="TRUE", generator={"kind": "canonical"})


def test_roundtrip_and_bytes_stable(tmp_path):
    items = [item(i) for i in range(3)]
    d1 = write_jsonl(tmp_path / "a.jsonl", items)
    d2 = write_jsonl(tmp_path / "b.jsonl", read_jsonl(tmp_path / "a.jsonl", Item))
    assert d1 == d2 and (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()


@pytest.mark.parametrize("line, expect", [
    ('{"model": "m", "item_id": "x", "verdict": "MAYBE"}', "x.jsonl:2: verdict:"),
    ('{"model": "m"', "x.jsonl:2: malformed JSON"),
    ('{"model": "m", "item_id": "x", "colour": 1}', "x.jsonl:2: colour:"),
    ('[1, 2]', "x.jsonl:2: expected a JSON object"),
])
def test_bad_line_is_located(tmp_path, line, expect):
    p = tmp_path / "x.jsonl"
    p.write_text('{"model": "m", "item_id": "ok"}\n' + line + "\n", encoding="utf-8")
    with pytest.raises(InputError) as e:
        read_jsonl(p, Response)
    assert str(e.value).startswith(str(p.parent / expect)) or expect in str(e.value)


def test_atomic_write_leaves_nothing_on_failure(tmp_path):
    target = tmp_path / "out.jsonl"
    target.write_text("old\n")
    with pytest.raises(RuntimeError):
        with atomic_open(target) as fh:
            fh.write("half")
            raise RuntimeError("boom")
    assert target.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.jsonl"]


def test_manifest_counts_and_hash(tmp_path):
    m = write_dataset(tmp_path / "d.jsonl", [item(0), item(1)], kind="items",
                      counts={"family": lambda r: r.family})
    saved = json.loads((tmp_path / "d.manifest.json").read_text())
    assert saved["counts"] == {"family": {"canonical": 2}} and saved["sha256"] == m.sha256
    assert "timestamp" not in json.dumps(saved)
