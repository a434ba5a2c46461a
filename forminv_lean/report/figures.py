"""The report's figures (matplotlib, Agg backend), saved as PNG and PDF.

Each function takes analysis results and returns a Figure; :func:`save` writes both
formats with fixed metadata so reruns give identical files, and returns the PNG bytes
for embedding in HTML.
"""

from __future__ import annotations

import io
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # no display; must precede pyplot

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from forminv_lean.analysis.catalogue import HI_IG, metric  # noqa: E402
from forminv_lean.analysis.metrics import MetricsResult  # noqa: E402

_PNG_META = {"Software": None}
_PDF_META = {"CreationDate": None, "ModDate": None, "Producer": None, "Creator": None}


#: At most this many models are drawn per figure (the tables list every model): a figure's
#: size grows with the models it shows, and 1,500 of them took gigabytes.
MAX_MODELS = 40


def _label(text: str) -> str:
    """A name from the data as literal text: ``$`` would start matplotlib mathtext (and a
    name like ``$x^$`` aborts drawing)."""
    return text.replace("$", r"\$")


def _short(model: str) -> str:
    """Drop the provider prefix (``openai/gpt-4o`` -> ``gpt-4o``) for axis labels."""
    return _label(model.split("/", 1)[-1])


def shown_models(res: MetricsResult) -> list[str]:
    """The models a figure draws: all, or the :data:`MAX_MODELS` most accurate (in the
    tables' order)."""
    models = list(res.meta["models"])
    if len(models) <= MAX_MODELS:
        return models
    acc = np.nan_to_num(res.point["accuracy"][0], nan=-1.0)
    keep = set(np.argsort(-acc, kind="stable")[:MAX_MODELS].tolist())
    return [m for i, m in enumerate(models) if i in keep]


def _cap_note(res: MetricsResult, shown: list[str]) -> str:
    n = len(res.meta["models"])
    return "" if len(shown) == n else f" ({len(shown)} most accurate of {n} models)"


def family_heatmap(res: MetricsResult) -> Figure:
    """Models x families failure rate (%), annotated; grey where nothing was answered."""
    fams = res.meta["families"]
    models = shown_models(res)
    wide = res.family.pivot(index="model", columns="family", values="failure")
    data = 100 * wide.reindex(index=models, columns=fams).to_numpy(dtype=float)
    fig, ax = plt.subplots(figsize=(1.1 * len(fams) + 3, 0.45 * len(models) + 1.6))
    cmap = matplotlib.colormaps["Reds"].with_extremes(bad="#dddddd")
    vmax = max(10.0, float(np.nanmax(data)) if np.isfinite(data).any() else 10.0)
    im = ax.imshow(np.ma.masked_invalid(data), cmap=cmap, vmin=0, vmax=vmax, aspect="auto")
    ax.set_xticks(range(len(fams)), [_label(f) for f in fams], rotation=30, ha="right")
    ax.set_yticks(range(len(models)), [_short(m) for m in models])
    for i in range(len(models)):
        for j in range(len(fams)):
            v = data[i, j]
            ax.text(j, i, "n/a" if np.isnan(v) else f"{v:.0f}", ha="center", va="center",
                    fontsize=8, color="white" if not np.isnan(v) and v > 0.6 * vmax else "black")
    fig.colorbar(im, ax=ax, label="failure rate (%)")
    ax.set_title("Failure rate per family" + _cap_note(res, models))
    fig.tight_layout()
    return fig


def ig_distribution(res: MetricsResult) -> Figure:
    """Histogram of per-theorem IG over all (model, theorem) pairs: the bimodal figure."""
    ig = res.ig["ig"].to_numpy(dtype=float)
    fig, ax = plt.subplots(figsize=(7, 3.6))
    bins = np.linspace(0, 0.5, 21)
    # matplotlib accepts an array of bin edges; its stubs only list Sequence[float]
    ax.hist(np.clip(ig, 0, 0.5), bins=bins, color="#4c72b0", edgecolor="white")  # type: ignore[arg-type]
    ax.axvline(HI_IG, color="#c44e52", linestyle="--", linewidth=1,
               label=f"Hi-IG threshold ({HI_IG:.2f})")
    share = float(np.mean(ig > HI_IG)) if ig.size else float("nan")
    ax.set_xlabel("invariance gap IG = sqrt(p(1-p)) per (model, theorem)")
    ax.set_ylabel("count")
    ax.set_title(f"Per-theorem IG ({ig.size} model-theorem pairs; {100 * share:.0f}% above "
                 "threshold)")
    ax.legend(frameon=False)
    fig.tight_layout()
    return fig


def ci_forest(res: MetricsResult, metrics: tuple[str, ...] = ("accuracy", "scr", "cir")) -> Figure:
    """Point estimates with bootstrap 95% CIs, one panel per metric."""
    models = shown_models(res)
    fig, axes = plt.subplots(1, len(metrics), figsize=(4 * len(metrics), 0.4 * len(models) + 1.6),
                             sharey=True, squeeze=False)
    y = np.arange(len(models))
    for ax, m in zip(axes[0], metrics, strict=True):
        spec = metric(m)  # label and scale from the catalogue
        factor, top = (100, 100.0) if spec.scale == "percent" else (1, 0.5)  # IG <= 0.5
        h = res.headline[res.headline.metric == m].set_index("model").reindex(models)
        v, lo, hi = (factor * h[c].to_numpy(dtype=float) for c in ("value", "lo", "hi"))
        err = np.vstack([np.clip(v - lo, 0, None), np.clip(hi - v, 0, None)])
        err = np.nan_to_num(err)
        ax.errorbar(v, y, xerr=err, fmt="o", color="#4c72b0", ecolor="#8da0cb", capsize=3)
        ax.set_title(spec.header)
        ax.set_xlim(-0.02 * top, 1.02 * top)
        ax.grid(axis="x", alpha=0.3)
    axes[0][0].set_yticks(y, [_short(m) for m in models])
    axes[0][0].invert_yaxis()
    fig.suptitle(f"95% bootstrap CIs ({res.meta['bootstrap']} theorem resamples)"
                 + _cap_note(res, models))
    fig.tight_layout()
    return fig


def reversal_chart(res: MetricsResult) -> Figure:
    """Bump chart: each model's rank on each family; crossing lines are reversals."""
    shown = shown_models(res)
    scores = res.family_scores().loc[shown]
    models, fams = list(scores.index), list(scores.columns)
    ranks = scores.rank(axis=0, ascending=False, method="min")
    fig, ax = plt.subplots(figsize=(1.1 * len(fams) + 4, 0.45 * len(models) + 2))
    x = np.arange(len(fams))
    cmap = matplotlib.colormaps["tab10"]
    for i, m in enumerate(models):
        r = ranks.loc[m].to_numpy(dtype=float)
        ax.plot(x, r, marker="o", color=cmap(i % 10), linewidth=1.5, label=_short(m))
    ax.set_xticks(x, [_label(f) for f in fams], rotation=30, ha="right")
    ax.set_ylabel("rank on family (1 = best)")
    ax.set_yticks(range(1, len(models) + 1))
    ax.invert_yaxis()
    n_rev = len(res.agreement["reversals"])
    ax.set_title(f"Model rank per family ({n_rev} model pairs reverse between families)"
                 + _cap_note(res, models))
    ax.legend(loc="center left", bbox_to_anchor=(1.01, 0.5), frameon=False, fontsize=8)
    fig.tight_layout()
    return fig


def save(fig: Figure, out_dir: str | Path, name: str) -> bytes:
    """Write ``name.png`` and ``name.pdf`` into ``out_dir``; return the PNG bytes."""
    from forminv_lean.jsonl import atomic_open

    out = Path(out_dir)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110, metadata=_PNG_META)
    png = buf.getvalue()
    with atomic_open(out / f"{name}.png", "wb") as fh:
        fh.write(png)
    pdf = io.BytesIO()
    fig.savefig(pdf, format="pdf", metadata=_PDF_META)
    with atomic_open(out / f"{name}.pdf", "wb") as fh:
        fh.write(pdf.getvalue())
    plt.close(fig)
    return png


FIGURES = {"family_heatmap": family_heatmap, "ig_distribution": ig_distribution,
           "ci_forest": ci_forest, "reversals": reversal_chart}

__all__ = ["FIGURES", "MAX_MODELS", "ci_forest", "family_heatmap", "ig_distribution", "reversal_chart",
           "save", "shown_models"]
