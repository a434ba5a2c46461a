"""The report: files written, self-contained HTML, and a real render in Chromium."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess

import pytest

from forminv_lean.analysis.loaders import load_table
from forminv_lean.report import write_report

CHROMIUM = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                 if shutil.which(n)), None)


@pytest.fixture(scope="module")
def report_dir(external, tmp_path_factory):
    out = tmp_path_factory.mktemp("report")
    table = load_table(external / "responses" / "external_audit_raw.json")
    paths = write_report(table, out, bootstrap=200, seed=1, source="external_audit_raw.json")
    return out, paths


@pytest.mark.slow
def test_report_files(report_dir):
    out, paths = report_dir
    for name in ("ci_forest", "family_heatmap", "ig_distribution", "reversals"):
        assert (out / "figures" / f"{name}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert (out / "figures" / f"{name}.pdf").read_bytes()[:5] == b"%PDF-"
    html = (out / "report.html").read_text()
    assert html.count("data:image/png;base64,") == 4
    assert not re.search(r'(src|href)="(?!data:)', html)  # nothing outside the file
    for heading in ("Headline", "Failure rate per family", "Invariance gap per theorem",
                    "Ranking reversals", "Audit: broken paraphrases"):
        assert heading in html
    assert "ext_001_para_wrong" in html and "canonical-correct" in html
    md = (out / "report.md").read_text()
    assert "![" in md and "figures/family_heatmap.png" in md and "| model |" in md
    assert set(paths) == {"html", "markdown", "metrics", "audit", "figures"}


@pytest.mark.slow
def test_report_is_deterministic(external, tmp_path):
    table = load_table(external / "responses" / "mathcheck_ranking_results.json")
    a = write_report(table, tmp_path / "a", bootstrap=50, seed=2, threshold="3/4")
    b = write_report(table, tmp_path / "b", bootstrap=50, seed=2, threshold="3/4")
    for key in ("html", "markdown", "metrics", "audit"):
        assert a[key].read_bytes() == b[key].read_bytes(), key
    assert a["figures"]["reversals"].with_suffix(".pdf").read_bytes() == \
        b["figures"]["reversals"].with_suffix(".pdf").read_bytes()


@pytest.mark.slow
def test_report_cli(run, external, tmp_path):
    r = run("report", "--responses",
            str(external / "responses" / "mathcheck_ranking_results.json"),
            "--threshold", "3/4", "--bootstrap", "100", "--out", str(tmp_path / "rep"))
    assert r.returncode == 0, r.stderr
    html = (tmp_path / "rep" / "report.html").read_text()
    assert "25_pu" in html and "27_pu" in html


def _png_size(data: bytes) -> tuple[int, int]:
    return struct.unpack(">II", data[16:24])


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None, reason="Chromium not installed (Debian: apt-get install "
                                            "chromium)")
def test_html_renders_in_headless_chromium(report_dir, tmp_path):
    out, _ = report_dir
    shot = tmp_path / "shot.png"
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
           "--disable-background-networking", "--disable-component-update", "--disable-sync",
           "--no-first-run", f"--user-data-dir={tmp_path / 'profile'}",
           f"--screenshot={shot}", "--window-size=1200,2000",
           (out / "report.html").resolve().as_uri()]
    subprocess.run(cmd, capture_output=True, timeout=120, check=False)
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert _png_size(data) == (1200, 2000)
    # a blank page compresses to a few KB; text, tables and figures do not
    assert len(data) > 60_000, len(data)
    import numpy as np
    from PIL import Image  # matplotlib depends on pillow

    grey = np.asarray(Image.open(shot).convert("L"))
    assert len(np.unique(grey)) > 50  # text, tables and figures, not a flat page
    assert (grey < 128).mean() > 0.01  # some dark ink on the page


def test_ci_forest_takes_labels_and_scales_from_the_catalogue(two_models):
    """A value-scale metric (Mean-IG) is drawn on its own axis, not as a percentage."""
    from forminv_lean.analysis.metrics import compute_metrics
    from forminv_lean.report.figures import ci_forest

    res = compute_metrics(two_models, bootstrap=20, seed=0)
    fig = ci_forest(res, ("accuracy", "mean_ig"))
    acc, ig = fig.axes[:2]
    assert (acc.get_title(), ig.get_title()) == ("Accuracy %", "Mean-IG")
    assert acc.get_xlim() == pytest.approx((-2, 102))
    assert ig.get_xlim() == pytest.approx((-0.01, 0.51))
    xs = ig.lines[0].get_xdata()
    assert max(xs) <= 0.5 and xs.tolist() == pytest.approx(
        [res.value(m, "mean_ig") for m in res.meta["models"]])
