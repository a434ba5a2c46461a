# Two commands do everything on a fresh machine: `make build` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: build test test-fast lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev,ray,harness]'
	touch $(STAMP)

## build: set up .venv, build the embedded curated benchmark into out/curated/, and refresh its
## Lean certificates in the committed library lean_proofs/FormInvProofs/Generated/ (deterministic:
## a fresh checkout stays clean unless the emitter or the data changed)
build: $(STAMP)
	$(VENV)/bin/forminv-lean build --out out/curated --lean-dir lean_proofs

## test: set up .venv and run the whole test suite on TEST_WORKERS workers (pytest-xdist,
## `--dist loadscope`: a module's tests, or a class's, stay on one worker). Two by default, the
## cores of this project's machines: each worker may hold the Mathlib corpus (a few GiB), and
## `-n auto` can count a host's cores where a container has two.
TEST_WORKERS ?= 2
test: $(STAMP)
	$(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadscope --durations=25

## test-fast: the unit and property tests (about 20 min of one core), without the end-to-end ones marked slow
## (CLI subprocesses, real builds, the long property and differential runs)
test-fast: $(STAMP)
	$(PY) -m pytest -q -m "not slow" -n $(TEST_WORKERS) --dist loadscope

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy forminv_lean

bench: $(STAMP)
	for b in benchmarks/bench_*.py; do $(PY) $$b || exit 1; done

clean:
	rm -rf out .pytest_cache
