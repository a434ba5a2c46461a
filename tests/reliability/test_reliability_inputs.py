"""Issue #14 rows 6, 9, 10 and 12 end to end through the CLI: bad bytes, duplicate ids,
wrong-typed fields and empty files each give one located line and a non-zero exit, in
every command that reads them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from reliability_helpers import lines, objects, one_line_error, write_lines

REPO = Path(__file__).resolve().parents[2]
NTP = REPO / "tests" / "data" / "ntp"


def paper_rows(n: int = 6) -> list[dict[str, object]]:
    """Rows in the paper's JSONL schema (as in forminv_v3_*.jsonl), for two theorems."""
    out = []
    for k in range(n):
        fam = "canonical" if k % 3 == 0 else ("syntactic" if k % 3 == 1 else "quantifier")
        out.append({"id": f"thm_{k // 3}_{fam}", "theorem_id": f"thm_{k // 3}",
                    "lean4_statement": "theorem t (n : ℕ) : n + 0 = n", "mathlib_name": "t",
                    "domain": "number_theory", "tier": "tier1", "family": fam,
                    "nl_question": f"Question {k}?", "ground_truth": "TRUE",
                    "canonical_nl": "n plus zero is n.", "verification_method": "canonical",
                    "generation_seed": 42})
    return out


def commands(built: Path, ran: Path, bad: Path, tmp: Path, queued: Path
             ) -> dict[str, list[str]]:
    """Every reading command, with ``bad`` in the place of the file it reads."""
    return {
        "extract forminv-jsonl": ["extract", "--source", "forminv-jsonl", "--path", bad,
                                  "--out", tmp / "x1"],
        "extract ntp-mathlib": ["extract", "--source", "ntp-mathlib", "--path", bad,
                                "--out", tmp / "x2"],
        "check --batch": ["check", "--batch", bad, "--out", tmp / "x3.jsonl"],
        "certify --items": ["certify", "--theorems", built / "theorems.jsonl", "--items", bad,
                            "--out", tmp / "x4"],
        "certify --theorems": ["certify", "--theorems", bad, "--items",
                               built / "dataset.jsonl", "--out", tmp / "x5"],
        "build --extra-items": ["build", "--limit", "2", "--extra-items", bad, "--out",
                                tmp / "x6", "--quiet"],
        "eval --dataset": ["eval", "--dataset", bad, "--model", "baseline/always-true",
                           "--out", tmp / "x7", "--quiet"],
        "eval replay": ["eval", "--dataset", built / "dataset.jsonl", "--model",
                        f"replay/{bad}", "--out", tmp / "x8", "--quiet"],
        "metrics --responses": ["metrics", "--responses", bad, "--dataset",
                                built / "dataset.jsonl"],
        "metrics --dataset": ["metrics", "--responses", ran / "responses.jsonl",
                              "--dataset", bad],
        "audit --responses": ["audit", "--responses", bad, "--dataset", built / "dataset.jsonl"],
        "report --responses": ["report", "--responses", bad, "--dataset",
                               built / "dataset.jsonl", "--out", tmp / "x9"],
        "review --decisions": ["review", "--dir", queued, "--decisions", bad,
                               "--ledger", tmp / "ledger.jsonl"],
    }


WRITES = ("x1", "x2", "x3.jsonl", "x4", "x5", "x6", "x7", "x8", "x9", "ledger.jsonl")


def assert_nothing_written(tmp: Path) -> None:
    assert not [n for n in WRITES if (tmp / n).exists()]


@pytest.mark.slow
@pytest.mark.parametrize("which", ["extract forminv-jsonl", "extract ntp-mathlib",
                                   "check --batch", "certify --items", "certify --theorems",
                                   "build --extra-items", "eval --dataset", "eval replay",
                                   "metrics --responses", "metrics --dataset",
                                   "audit --responses", "report --responses",
                                   "review --decisions"])
def test_row6_bytes_that_are_not_utf8(run, built, ran, queued, tmp_path, which) -> None:
    """Row 6: a UnicodeDecodeError traceback in every command; now `file:line: not UTF-8`."""
    bad = tmp_path / "bad.jsonl"
    good = lines(built / "dataset.jsonl")[0].encode("utf-8")
    # line 1 blank, so line 2 is the first any command reads, whatever format it expects
    bad.write_bytes(b"\n" + good.replace(b'"question": "', b'"question": "\xe9t\xe9 ')
                    + b"\n")
    line = one_line_error(run(*commands(built, ran, bad, tmp_path, queued)[which]))
    assert line == f"error: {bad}:2: not UTF-8 (byte {good.index(b'question') + 13} of " \
                   "the line)", line
    assert_nothing_written(tmp_path)


@pytest.mark.parametrize("which", ["extract forminv-jsonl", "extract ntp-mathlib",
                                   "check --batch", "certify --items", "certify --theorems",
                                   "build --extra-items", "eval --dataset", "eval replay",
                                   "metrics --responses", "metrics --dataset",
                                   "audit --responses", "report --responses",
                                   "review --decisions"])
def test_row12_an_empty_input_is_one_error_everywhere(run, built, ran, queued, tmp_path,
                                                     which) -> None:
    """Row 12: certify, eval and extract ntp-mathlib used to exit 0 with empty outputs."""
    bad = tmp_path / "empty.jsonl"
    bad.write_text("\n", encoding="utf-8")
    line = one_line_error(run(*commands(built, ran, bad, tmp_path, queued)[which]))
    assert line == f"error: {bad}: no records (the file is empty)"
    assert_nothing_written(tmp_path)


def _dup_items(built: Path, tmp: Path, family: str) -> Path:
    rows = [r for r in objects(built / "dataset.jsonl") if r["family"] == family]
    assert len(rows) >= 2
    text = [json.dumps(r, ensure_ascii=False) for r in rows]
    return write_lines(tmp / "items.jsonl", [text[0], text[1], text[0]])


@pytest.mark.parametrize("family", ["canonical", "notation"])
def test_row9_duplicate_item_ids_given_to_certify(run, built, tmp_path, family) -> None:
    """Row 9: canonical duplicates were both released, T1 ones a KeyError traceback."""
    items = _dup_items(built, tmp_path, family)
    first = objects(items)[0]["id"]
    r = run("certify", "--theorems", built / "theorems.jsonl", "--items", items,
            "--out", tmp_path / "out", "--quiet")
    assert one_line_error(r) == f"error: {items}:3: id: duplicate id '{first}' (first on line 1)"
    assert not (tmp_path / "out").exists()


def test_row9_duplicate_ids_through_the_python_api(built) -> None:
    from forminv_lean.certify.run import certify
    from forminv_lean.errors import InputError
    from forminv_lean.jsonl import read_jsonl
    from forminv_lean.records import Item, Theorem

    items = [i for i in read_jsonl(built / "dataset.jsonl", Item) if i.family == "notation"]
    theorems = {t.id: t for t in read_jsonl(built / "theorems.jsonl", Theorem)}
    with pytest.raises(InputError, match=r"^id: duplicate item id\(s\): '"):
        certify([*items, items[0]], theorems)


def test_row9_an_unknown_theorem_is_located(run, built, tmp_path) -> None:
    row = objects(built / "dataset.jsonl")[0]
    items = write_lines(tmp_path / "items.jsonl", [json.dumps({**row, "theorem_id": "nope"})])
    assert one_line_error(run("certify", "--theorems", built / "theorems.jsonl", "--items",
                              items, "--out", tmp_path / "out")) == \
        f"error: {items}:1: theorem_id: item '{row['id']}': unknown theorem 'nope' (not in " \
        "theorems.jsonl)"


@pytest.mark.slow
@pytest.mark.parametrize("field, value, problem", [
    ("nl_question", 5, "nl_question: Input should be a valid string"),
    ("generation_seed", "x", "generation_seed: Input should be a valid integer"),
    ("ground_truth", "MAYBE", "ground_truth: Input should be 'TRUE' or 'FALSE'"),
    ("id", ["a"], "id: Input should be a valid string"),
    ("variation", "iff", "variation: Extra inputs are not permitted"),
    ("theorem_id", None, "theorem_id: Input should be a valid string"),
])
def test_row10_wrong_fields_in_the_papers_jsonl(run, tmp_path, field, value, problem) -> None:
    """Row 10: TypeError/AttributeError tracebacks and silently accepted unknown fields."""
    rows = paper_rows()
    rows[4][field] = value
    src = write_lines(tmp_path / "paper.jsonl", [json.dumps(r) for r in rows])
    r = run("extract", "--source", "forminv-jsonl", "--path", src, "--out", tmp_path / "out")
    assert one_line_error(r).startswith(f"error: {src}:5: {problem}")
    assert run("extract", "--source", "forminv-jsonl", "--path",
               write_lines(tmp_path / "ok.jsonl", [json.dumps(r) for r in paper_rows()]),
               "--out", tmp_path / "ok").returncode == 0


@pytest.mark.parametrize("fmt, field, value, problem", [
    ("declarations", "args", [1, 2], "args.0: Input should be a valid string"),
    ("declarations", "name", 3, "name: Input should be a valid string"),
    ("declarations", "line", "ten", "line: Input should be a valid integer"),
    ("training_data", "decl", 5, "decl: Input should be a valid string"),
    ("training_data", "declId", {"a": 1}, "declId: Input should be a valid string"),
])
def test_row10_wrong_fields_in_ntp_rows(run, tmp_path, fmt, field, value, problem) -> None:
    src_file = NTP / "training_data.jsonl" if fmt == "training_data" else \
        sorted((NTP / "declarations").glob("*.jsonl"))[0]
    rows = objects(src_file)[:5]
    rows[2][field] = value
    src = write_lines(tmp_path / "rows.jsonl", [json.dumps(r) for r in rows])
    r = run("extract", "--source", "ntp-mathlib", "--path", src, "--out", tmp_path / "out")
    assert one_line_error(r).startswith(f"error: {src}:3: {problem}")


@pytest.mark.parametrize("entry, problem", [
    ('module = 3', "module: Input should be a valid string"),
    ('truth = "yes please"', "truth: Input should be a valid boolean"),
    ('counterexample = { n = 3 }', "counterexample.n: Input should be a valid string"),
    ('notes = "typo"', "notes: Extra inputs are not permitted"),
])
def test_row10_wrong_fields_in_a_curated_list(run, tmp_path, entry, problem) -> None:
    toml = tmp_path / "theorems.toml"
    toml.write_text('[[theorem]]\nid = "ok"\nlean_statement = "s"\nnl = "n"\ndomain = "order"\n'
                    '\n[[theorem]]\nid = "bad"\nlean_statement = "s"\nnl = "n"\n'
                    f'domain = "order"\n{entry}\n', encoding="utf-8")
    r = run("extract", "--source", "curated", "--path", toml, "--out", tmp_path / "out")
    assert one_line_error(r).startswith(f"error: {toml}:8: {problem}")


def test_row10_a_recipe_with_a_wrong_type(run, tmp_path) -> None:
    recipe = tmp_path / "mine.toml"
    recipe.write_text('source = "curated"\n', encoding="utf-8")
    assert one_line_error(run("build", "--recipe", recipe, "--out", tmp_path / "o")) == \
        f"error: {recipe}: source: expected a [table]"
    recipe.write_text('[source]\nname = "curated"\n[build]\nseed = "zero"\n', encoding="utf-8")
    assert one_line_error(run("build", "--recipe", recipe, "--out", tmp_path / "o")) == \
        f"error: {recipe}: build.seed: Input should be a valid integer, unable to parse " \
        "string as an integer"
    recipe.write_bytes(b'[source]\nname = "cur\xe9"\n')
    assert one_line_error(run("build", "--recipe", recipe, "--out", tmp_path / "o")) == \
        f"error: {recipe}:2: not UTF-8 (byte 12 of the line)"


def _queue_ids(queued: Path) -> list[str]:
    ids = [r["id"] for r in objects(queued / "review-queue.jsonl")]
    assert len(ids) >= 2
    return ids


@pytest.mark.parametrize("line, problem", [
    ("[1, 2]", "2: expected a JSON object"),
    ('"approve"', "2: expected a JSON object"),
    ('{{"item_id": "{0}", "decision": "approve", "reason": 5}}',
     "2: reason: Input should be a valid string"),
    ('{{"item_id": "{0}", "decision": "approve", "resaon": "typo"}}',
     "2: resaon: Extra inputs are not permitted"),
    ('{{"item_id": ["{0}"], "decision": "approve"}}', "2: item_id: Input should be a valid string"),
    ('{{"item_id": "{0}", "decision": "yes"}}', "2: decision: Input should be 'approve' or 'reject'"),
    ('{{"item_id": "{1}", "decision": "reject"}}', "2: item_id: duplicate item_id"),
    ('{{"item_id": "nope", "decision": "reject"}}', "2: item_id: unknown item id 'nope'"),
])
def test_row10_review_decisions_are_validated(run, queued, tmp_path, line, problem) -> None:
    """Row 10: lines that are not objects, non-string reasons, typos: TypeError,
    AttributeError or raw pydantic tracebacks, or silently accepted; nothing is recorded."""
    ids = _queue_ids(queued)
    dec = write_lines(tmp_path / "d.jsonl", [
        json.dumps({"item_id": ids[1], "decision": "approve"}), line.format(ids[0], ids[1])])
    r = run("review", "--dir", queued, "--decisions", dec, "--ledger", tmp_path / "ledger.jsonl")
    assert one_line_error(r).startswith(f"error: {dec}:{problem}")
    assert not (tmp_path / "ledger.jsonl").exists()


def test_row10_a_reason_with_a_line_separator_survives(run, queued, tmp_path) -> None:
    """Row 10: `splitlines` cut a valid decision in two at U+2028."""
    ids = _queue_ids(queued)
    reason = "reads fine\u2028(second paragraph)\u2029end"
    dec = tmp_path / "d.jsonl"
    dec.write_text(json.dumps({"item_id": ids[0], "decision": "approve", "reason": reason},
                              ensure_ascii=False) + "\n", encoding="utf-8")
    ledger = tmp_path / "ledger.jsonl"
    r = run("review", "--dir", queued, "--decisions", dec, "--ledger", ledger,
            "--reviewer", "tester")
    assert r.returncode == 0, r.stderr
    from forminv_lean.certify.ledger import load_ledger

    got = load_ledger(ledger)
    assert got[ids[0]].reason == reason and got[ids[0]].reviewer == "tester"


def test_a_ledger_cut_mid_line_is_not_glued_onto(queued, tmp_path) -> None:
    """A ledger whose last line was cut short is refused, with its place, before anything
    is added (appending would hide the damage until every later build fails)."""
    from forminv_lean.certify.ledger import append_reviews, load_ledger, make_review
    from forminv_lean.errors import InputError
    from forminv_lean.jsonl import read_jsonl
    from forminv_lean.records import Item

    queue = read_jsonl(queued / "review-queue.jsonl", Item)
    ledger = tmp_path / "reviews.jsonl"
    append_reviews(ledger, [make_review(queue[0], "approve", reviewer="a")])
    ledger.write_bytes(ledger.read_bytes()[:-20])  # a write cut short
    torn = ledger.read_bytes()
    with pytest.raises(InputError, match=r"reviews.jsonl:1: the last line is incomplete"):
        append_reviews(ledger, [make_review(queue[1], "reject", reviewer="a")])
    assert ledger.read_bytes() == torn
    ledger.write_text("", encoding="utf-8")  # the reviewer removes the cut line ...
    assert append_reviews(ledger, [make_review(queue[1], "reject", reviewer="a")]) == 1
    assert load_ledger(ledger)[queue[1].id].decision == "reject"  # ... and goes on


def test_check_batch_refuses_unknown_fields_and_repeated_ids(run, tmp_path) -> None:
    src = write_lines(tmp_path / "pairs.jsonl", [
        json.dumps({"id": "a", "p": "∀ a : ℕ, a = a", "q": "True"}),
        json.dumps({"id": "a", "p": "∀ a : ℕ, a = a", "q": "True"}),
        json.dumps({"id": "b", "p": "∀ a : ℕ, a = a", "q": "True", "levle": "form"}),
        json.dumps({"id": True, "p": "True", "q": "True"}),
    ])
    out = tmp_path / "out.jsonl"
    r = run("check", "--batch", src, "--out", out, "--workers", "1")
    assert r.returncode == 0 and "Traceback" not in r.stderr
    assert f"{src}:2: field 'id': duplicate id 'a' (first on line 1)" in r.stderr
    assert f"{src}:3: field 'levle': unknown field" in r.stderr
    assert f"{src}:4: field 'id': expected a string or an integer" in r.stderr
    rows = objects(out)
    assert [row["method"] == "input_error" for row in rows] == [False, True, True, True]
    assert len({row["id"] for row in rows}) == 4


def test_a_finished_chunk_with_a_line_separator_is_reused(tmp_path) -> None:
    """A checkpointed chunk whose reason holds U+2028 was cut by splitlines, judged
    malformed and recomputed; it is read back as written."""
    from forminv_lean.certify.executors import Obligation, load_chunk, save_chunk

    chunk = [Obligation(f"i{k}", "True", "True", "form", 1.0, f"n{k}") for k in range(2)]
    results = [{"verdict": "not_equivalent", "reason": "first\u2028second"},
               {"verdict": "equivalent"}]
    save_chunk(tmp_path / "chunk.jsonl", chunk, results)
    assert load_chunk(tmp_path / "chunk.jsonl", chunk) == results


def test_a_review_queue_with_a_repeated_id_is_refused(run, queued, tmp_path) -> None:
    queue = tmp_path / "dir"
    queue.mkdir()
    rows = lines(queued / "review-queue.jsonl")
    write_lines(queue / "review-queue.jsonl", [rows[0], rows[1], rows[0]])
    dec = write_lines(tmp_path / "d.jsonl", [json.dumps({"item_id": objects(queue /
                                             "review-queue.jsonl")[1]["id"], "decision": "reject"})])
    line = one_line_error(run("review", "--dir", queue, "--decisions", dec, "--ledger",
                              tmp_path / "ledger.jsonl"))
    assert line.startswith(f"error: {queue / 'review-queue.jsonl'}:3: id: duplicate id")


@pytest.mark.parametrize("bad", ["\u2028", "a\nb", "x\ry", "\x1b[31mred"])
def test_an_error_quoting_bad_input_stays_one_line(run, tmp_path, bad) -> None:
    """A value with a line break (U+2028, \\n, \\r) or a terminal escape, quoted back in an
    error, is escaped: the error is still one line and cannot redraw the terminal."""
    rows = paper_rows()
    rows[1]["family"] = bad
    src = write_lines(tmp_path / "paper.jsonl", [json.dumps(r) for r in rows])
    r = run("extract", "--source", "forminv-jsonl", "--path", src, "--out", tmp_path / "o")
    line = one_line_error(r)
    assert line.startswith(f"error: {src}:2: family: unknown family") and "\x1b" not in line


@pytest.mark.parametrize("content, problem", [
    (b"", "no records (the file is empty)"),
    (b"\n \n", "no records (the file is empty)"),
    (b"model,item_id\nm,\xe9t\xe9\n", "2: not UTF-8 (byte 3 of the line)"),
])
def test_a_results_table_csv_goes_through_the_input_layer(run, tmp_path, content,
                                                          problem) -> None:
    """An empty CSV was an EmptyDataError traceback; a non-UTF-8 one pandas' message."""
    table = tmp_path / "table.csv"
    table.write_bytes(content)
    sep = "" if problem[0].isdigit() else " "
    assert one_line_error(run("metrics", "--responses", table)) == f"error: {table}:{sep}{problem}"
