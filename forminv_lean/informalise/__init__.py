"""English wording of formal renderings, and the reader that parses it back.

`realise` / `question` word a rendering in a controlled English, one `Style` axis per
paraphrase family; `read` parses such a sentence back into a formula (`reader.py`), which
is how the text a model reads is certified. The canonical sentence and every rule-made
paraphrase come from here, so the words can never disagree with the formula unnoticed.
"""

from forminv_lean.informalise.realise import Realisation, question, realisation, realise, variants
from forminv_lean.informalise.style import STYLE_NAMES, Style

__all__ = ["STYLE_NAMES", "Realisation", "Style", "question", "realisation", "realise",
           "variants"]
