"""The metric catalogue: every reported metric defined once.

A :class:`Metric` carries its name (the key in JSON and CSV), its label (table headers),
its scale (a share printed as a percentage, or a value printed as is) and how it is
computed: a ratio of two per-theorem sums over the aggregates of
:mod:`forminv_lean.analysis.aggregate`, plus an optional transform of that ratio. The
computation (:mod:`~forminv_lean.analysis.metrics`), the audit and every renderer
(:mod:`~forminv_lean.analysis.render`, the HTML report) read the catalogue, so a new
metric is one entry here and its scale cannot be forgotten by one output.

Pandas-free and cheap to import: the point-metric path of ``metrics`` uses it directly.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import numpy as np

if TYPE_CHECKING:
    from forminv_lean.analysis.aggregate import Prepared

#: Threshold of ``hi_ig``: a theorem whose invariance gap exceeds it counts as unstable.
HI_IG = 0.10

Scale = Literal["percent", "value"]
Sums = tuple[np.ndarray, np.ndarray]  # numerator, denominator; [..., T] per theorem


@dataclass(frozen=True)
class Metric:
    """One metric: what it is called, how it is shown and how it is computed.

    ``sums(prep)`` gives per-theorem numerator and denominator arrays (last axis =
    theorems); the metric is their weighted ratio (NaN where the denominator is 0),
    then ``transform`` (e.g. the square root of a mean square).
    """

    name: str
    label: str
    scale: Scale
    group: Literal["headline", "samples", "family"]
    sums: Callable[[Prepared], Sums]
    doc: str
    transform: Callable[[np.ndarray], np.ndarray] | None = None

    @property
    def header(self) -> str:
        """Column header: the label, with ``%`` for a percentage."""
        return self.label + (" %" if self.scale == "percent" else "")

    def text(self, v: float | None) -> str:
        """The value as printed in tables: ``n/a``, ``12.3`` (percent) or ``0.123``."""
        return fmt_scaled(self.scale, v)


def fmt_scaled(scale: Scale, v: float | None) -> str:
    """``n/a`` for a missing value; a percentage with one decimal; else three decimals."""
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "n/a"
    return f"{100 * v:.1f}" if scale == "percent" else f"{v:.3f}"


def _complete(prep: Prepared) -> np.ndarray:
    return prep.complete.astype(float)


def _canon(prep: Prepared) -> np.ndarray:
    return prep.canon_correct.astype(float)


def _has_canon(prep: Prepared) -> np.ndarray:
    return prep.has_canonical.astype(float)


CATALOGUE: tuple[Metric, ...] = (
    Metric("accuracy", "Accuracy", "percent", "headline",
           lambda p: (p.correct_sum, p.items_answered),
           "share of answered items answered correctly (coverage beside it)"),
    Metric("coverage", "Coverage", "percent", "headline",
           lambda p: (p.rows_answered, p.rows_total),
           "share of expected answers (samples) present"),
    Metric("scr", "SCR", "percent", "headline",
           lambda p: (p.all_correct.astype(float), _complete(p)),
           "share of complete theorems answered right in every form (a theorem with an "
           "unanswered form is left out)"),
    Metric("scr_strict", "SCR strict", "percent", "headline",
           lambda p: (p.all_correct.astype(float), np.ones_like(p.all_correct, dtype=float)),
           "share of all theorems answered right in every form (an unanswered form counts "
           "as not right, so hedging cannot raise it)"),
    Metric("mean_ig", "Mean-IG", "value", "headline",
           lambda p: (_complete(p) * p.ig, _complete(p)),
           "mean over complete theorems of IG = sqrt(p(1-p)), p the share of forms right"),
    Metric("rms_ig", "RMS-IG", "value", "headline",
           lambda p: (_complete(p) * p.ig ** 2, _complete(p)),
           "root-mean-square of IG over complete theorems", transform=np.sqrt),
    Metric("hi_ig", "Hi-IG", "percent", "headline",
           lambda p: (_complete(p) * (p.ig > HI_IG), _complete(p)),
           f"share of complete theorems with IG > {HI_IG:.2f}"),
    Metric("cir", "CIR", "percent", "headline",
           lambda p: (_canon(p) * p.flip, _canon(p)),
           "of theorems whose canonical form is right, the share where a paraphrase is not"),
    Metric("true_bias", "TRUE-bias", "percent", "headline",
           lambda p: (p.false_true, p.false_answered),
           "share of answered FALSE items answered TRUE"),
    Metric("cir_systematic", "CIR systematic", "percent", "samples",
           lambda p: (_canon(p) * p.flip_systematic, _canon(p)),
           "CIR counting paraphrases wrong in most samples"),
    Metric("cir_stochastic", "CIR stochastic", "percent", "samples",
           lambda p: (_canon(p) * (p.flip_any & ~p.flip_systematic), _canon(p)),
           "CIR counting paraphrases wrong in some but not most samples"),
    Metric("baseline_flip", "canonical flip rate", "percent", "samples",
           lambda p: (_has_canon(p) * p.canon_fail, _has_canon(p)),
           "share of the canonical form's samples answered wrong (the sampling noise)"),
    Metric("baseline_var", "canonical variance", "value", "samples",
           lambda p: (_has_canon(p) * p.canon_var, _has_canon(p)),
           "s(1-s) of the canonical form, s its share of right samples"),
    Metric("family_failure", "fail", "percent", "family",
           lambda p: (p.fam_correct, p.fam_answered),
           "per family, 1 - accuracy on its items ([model, family] per resample)",
           transform=lambda a: 1 - a),
)

METRICS: dict[str, Metric] = {m.name: m for m in CATALOGUE}
HEADLINE: tuple[str, ...] = tuple(m.name for m in CATALOGUE if m.group == "headline")
SAMPLE_METRICS: tuple[str, ...] = tuple(m.name for m in CATALOGUE if m.group == "samples")


def metric(name: str) -> Metric:
    """The catalogue entry ``name``; an unknown name is a bug, so a KeyError says which."""
    try:
        return METRICS[name]
    except KeyError:
        raise KeyError(f"no metric '{name}' in the catalogue; known: "
                       + ", ".join(METRICS)) from None


__all__ = ["CATALOGUE", "HEADLINE", "HI_IG", "METRICS", "Metric", "SAMPLE_METRICS",
           "fmt_scaled", "metric"]
