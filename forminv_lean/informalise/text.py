"""The statement inside a question, for comparing wordings: one normalisation, used by the
family validity predicates, the generator's repeat check and the quality measures."""

from __future__ import annotations

import re

WRAPPERS = (
    re.compile(r"\s*(—|-)\s*true or false\?$"),
    re.compile(r"^(is it true that|true or false:|decide whether the following statement holds:|"
               r"consider the claim:)\s*"),
    re.compile(r"\s*is this claim true or false\?$"),
    re.compile(r"[.?]$"),
)


def normalise(question: str) -> str:
    """The statement without the question wrapper ("… — TRUE or FALSE?", "Is it true that
    …?", "True or false: …"): lower case, spaces collapsed."""
    s = " ".join(question.split()).lower()
    for w in WRAPPERS:
        s = w.sub("", s).strip()
    return s
