"""The one input layer (forminv_lean/jsonl.py): strict UTF-8, "\\n"-only lines, typed
records, unknown fields and repeated ids refused, the same error for an empty file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.errors import InputError
from forminv_lean.jsonl import iter_json_lines, read_json, read_jsonl, write_jsonl
from forminv_lean.records import Decision, Item, Response, Review


def item(i: str, question: str = "q?") -> Item:
    return Item(id=i, theorem_id="t", family="canonical", question=question,
                ground_truth="TRUE", generator={"kind": "canonical"})


def error_of(fn, *args, **kwargs) -> str:
    with pytest.raises(InputError) as e:
        fn(*args, **kwargs)
    return str(e.value)


@pytest.mark.parametrize("sep", ["\u2028", "\u2029", "\x85"])
def test_a_line_is_split_on_newline_only(tmp_path: Path, sep: str) -> None:
    """str.splitlines would cut these; JSON strings may hold all of them unescaped."""
    p = tmp_path / "items.jsonl"
    write_jsonl(p, [item("a", f"one{sep}two"), item("b")])
    assert sep in p.read_text(encoding="utf-8")  # written raw (ensure_ascii=False)
    got = read_jsonl(p, Item)
    assert [i.question for i in got] == [f"one{sep}two", "q?"]


@pytest.mark.parametrize("raw, where", [
    (b'{"model": "m", "item_id": "\xff"}\n', "x.jsonl:1: not UTF-8 (byte 28 of the line)"),
    (b'{"model": "m", "item_id": "a"}\n{"model": "\xc3("}\n', "x.jsonl:2: not UTF-8"),
    (b'{"model": "m", "item_id": "\xe2\x82"}\n', "x.jsonl:1: not UTF-8"),  # cut character
])
def test_bytes_that_are_not_utf8_are_located(tmp_path: Path, raw: bytes, where: str) -> None:
    p = tmp_path / "x.jsonl"
    p.write_bytes(raw)
    assert error_of(read_jsonl, p, Response).startswith(str(tmp_path / where))


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    p = tmp_path / "x.jsonl"
    p.write_bytes(b'\xef\xbb\xbf{"model": "m", "item_id": "a"}\r\n')
    assert read_jsonl(p, Response)[0].item_id == "a"


@pytest.mark.parametrize("line, problem", [
    ('{"model": "m", "item_id": 7}', "item_id: Input should be a valid string"),
    ('{"model": "m", "item_id": "a", "sample": "x"}', "sample: Input should be a valid integer"),
    ('{"model": "m", "item_id": "a", "colour": 1}', "colour: Extra inputs are not permitted"),
    ('{"model": "m", "item_id": "a", "item_id": "b"}', "key 'item_id' appears twice"),
    ('{"model": "m", "item_id": "a", "sample": 1' + "0" * 5000 + "}", "unreadable JSON value"),
    ("[" * 100_000 + "]" * 100_000, "JSON nested too deeply"),
    ("[1, 2]", "expected a JSON object"),
    ('"text"', "expected a JSON object"),
])
def test_bad_values_are_one_located_error(tmp_path: Path, line: str, problem: str) -> None:
    p = tmp_path / "x.jsonl"
    p.write_text('{"model": "m", "item_id": "ok"}\n' + line + "\n", encoding="utf-8")
    msg = error_of(read_jsonl, p, Response)
    assert msg.startswith(f"{p}:2: ") and problem in msg, msg


def test_repeated_ids_are_refused_with_both_lines(tmp_path: Path) -> None:
    p = tmp_path / "items.jsonl"
    write_jsonl(p, [item("a"), item("b"), item("a")])
    assert read_jsonl(p, Item)  # no uniqueness asked: fine
    assert error_of(read_jsonl, p, Item, unique="id") == \
        f"{p}:3: id: duplicate id 'a' (first on line 1)"


def test_uniqueness_over_several_fields(tmp_path: Path) -> None:
    p = tmp_path / "r.jsonl"
    rows = [Response(model="m", item_id="a"), Response(model="n", item_id="a"),
            Response(model="m", item_id="a", sample=1), Response(model="m", item_id="a")]
    write_jsonl(p, rows)
    assert "r.jsonl:4: sample: duplicate (model, item_id, sample) ('m', 'a', 0) (first on " \
           "line 1)" in error_of(read_jsonl, p, Response, unique=("model", "item_id", "sample"))


@pytest.mark.parametrize("content", [b"", b"\n\n", b"  \n\t\n"])
def test_an_empty_file_is_the_same_error_everywhere(tmp_path: Path, content: bytes) -> None:
    p = tmp_path / "empty.jsonl"
    p.write_bytes(content)
    expected = f"{p}: no records (the file is empty)"
    assert error_of(read_jsonl, p, Item) == expected
    assert error_of(lambda: list(iter_json_lines(p))) == expected
    assert error_of(read_json, p) == expected
    assert read_jsonl(p, Review, allow_empty=True) == []  # a new review ledger may be empty


def test_folders_and_missing_files(tmp_path: Path) -> None:
    assert error_of(read_jsonl, tmp_path, Item) == f"{tmp_path}: is a folder, expected a file"
    assert error_of(read_jsonl, tmp_path / "nope.jsonl", Item) == \
        f"{tmp_path / 'nope.jsonl'}: file not found"


def test_read_json_reports_its_own_line(tmp_path: Path) -> None:
    p = tmp_path / "m.json"
    p.write_text('{\n  "a": 1,\n  "a": 2\n}\n{', encoding="utf-8")
    assert error_of(read_json, p).startswith(f"{p}: ")
    p.write_text('{\n  "a": 1,\n  "b": \n}\n', encoding="utf-8")
    assert error_of(read_json, p).startswith(f"{p}:4: malformed JSON")


def test_decision_lines_are_typed_records(tmp_path: Path) -> None:
    assert Decision(item_id="a", decision="approve").reason == ""
    with pytest.raises(ValueError):
        Decision(item_id="a", decision="approve", reason=3)  # type: ignore[arg-type]


_LINES = st.one_of(
    st.binary(max_size=60),
    st.text(max_size=40).map(lambda t: t.encode("utf-8", "surrogatepass")),
    st.builds(lambda d: json.dumps(d).encode(), st.dictionaries(
        st.sampled_from(["model", "item_id", "sample", "raw", "verdict", "x"]),
        st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=5),
                  st.lists(st.integers(), max_size=2)), max_size=6)),
)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(chunks=st.lists(_LINES, max_size=6), sep=st.sampled_from([b"\n", b"\r\n", b"\n\n"]))
def test_any_bytes_give_records_or_one_input_error(tmp_path: Path, chunks: list[bytes],
                                                   sep: bytes) -> None:
    """Property: whatever the bytes, the reader returns validated records or raises an
    InputError naming the file; never another exception."""
    p = tmp_path / "fuzz.jsonl"
    p.write_bytes(sep.join(chunks))
    try:
        got = read_jsonl(p, Response, unique=("model", "item_id", "sample"))
    except InputError as exc:
        assert str(exc).startswith(str(p)) and "\n" not in str(exc)
    else:
        assert got and all(isinstance(r, Response) for r in got)
