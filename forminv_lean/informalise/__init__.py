"""English wording of formal renderings: `realise`, `question`, `variants`, `Style`.

The canonical sentence and every paraphrase family that only changes wording are produced
here from the parsed rendering, so the words can never disagree with the formula.
"""

from forminv_lean.informalise.realise import question, realise, variants
from forminv_lean.informalise.style import STYLE_NAMES, Style

__all__ = ["STYLE_NAMES", "Style", "question", "realise", "variants"]
