"""Export a built dataset to where researchers already evaluate.

* ``lm-eval``: an lm-evaluation-harness task folder (group ``forminv``, one task per
  family, ``forminv_all``), local data, the paper's prompt, this project's verdict parser.
* ``inspect``: an inspect_ai task file with the same data, prompt and parser.
* ``hf``: the Hugging Face layout (``dataset.parquet``, one Parquet file per family, and a
  card whose YAML front matter names the configs), loadable with ``datasets.load_dataset``.

The harnesses import ``forminv_lean.export.lmeval_runtime`` / ``inspectai_runtime`` at run
time, so the exported folders stay thin and the scoring logic is the project's own.
"""

from __future__ import annotations

from forminv_lean.export.write import FORMATS, export

__all__ = ["FORMATS", "export"]
