"""Generators and the exact-evaluation oracle for differential testing of the checker.

Importable from the tests (tests/formal is on sys.path) and from
benchmarks/bench_differential.py (which puts tests/formal on sys.path)."""
