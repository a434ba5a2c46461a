"""Read a model's final TRUE/FALSE verdict out of its raw answer.

Models asked to "Return exactly TRUE or FALSE" mostly comply, but not always: reasoning
models wrap a trace in ``<think>...</think>``, chat models add markdown (``**TRUE**``), a
trailing explanation, "True." or "false", and some refuse. The rules, in order, each
taking the *last* match so a self-correction ("..., so the answer is FALSE") wins:

1. an explicit answer marker: ``Answer: TRUE``, ``final verdict is false``, ``\\boxed{TRUE}``;
2. a line that is nothing but a verdict (any case, markdown and punctuation removed);
3. an upper-case ``TRUE``/``FALSE`` token (the protocol's spelling; lower-case "true"
   inside an explanation is prose, not a verdict);
4. lower-case prose: "not true" / "untrue" count as FALSE and "not false" as TRUE; the
   answer is taken only if one polarity remains ("true or false?" is a refusal).

Anything else, including an empty answer or a reasoning trace cut off before its end,
is ``None``: no verdict, and the raw text is kept by the caller.
"""

from __future__ import annotations

import re
from typing import Literal

Verdict = Literal["TRUE", "FALSE"]

_THINK_BLOCK = re.compile(r"<(think|thinking|reasoning)>.*?</\1>", re.S | re.I)
_THINK_CLOSE = re.compile(r"</(?:think|thinking|reasoning)>", re.I)
_THINK_OPEN = re.compile(r"<(?:think|thinking|reasoning)>", re.I)
_LATEX_WRAP = re.compile(r"\\(?:text|textbf|mathrm|mathbf|boxed)\s*\{\s*([^{}]*?)\s*\}")
_MARKER = re.compile(
    r"(?:\b(?:final\s+)?(?:answer|verdict|conclusion)\b(?:\s+(?:is|would\s+be))?\s*[:=\-]?\s*"
    r"|\\boxed\s*\{\s*)(true|false)\b",
    re.I,
)
_MARKUP = re.compile(r"[*_`#$~]")
_BARE_LINE = re.compile(r"^[\s>\-\"'“”‘’().:;,!\[\]{}]*(true|false)[\s\"'“”‘’().:;,!\[\]{}]*$",
                        re.I)
_UPPER = re.compile(r"\b(TRUE|FALSE)\b")
_PROSE = re.compile(r"\b(not\s+true|not\s+false|untrue|true|false)\b", re.I)


def strip_reasoning(text: str) -> str:
    """Drop reasoning traces; an unclosed trace means the answer never came."""
    text = _THINK_BLOCK.sub(" ", text)
    closes = list(_THINK_CLOSE.finditer(text))
    if closes:  # some APIs strip the opening tag but keep the closing one
        text = text[closes[-1].end():]
    opened = _THINK_OPEN.search(text)
    if opened:  # truncated trace: everything after the tag is unfinished thinking
        text = text[:opened.start()]
    return text


def _label(word: str) -> Verdict:
    return "TRUE" if word.strip().lower() == "true" else "FALSE"


def parse_verdict(raw: str | None) -> Verdict | None:
    """The final TRUE/FALSE verdict in ``raw``, or ``None`` when there is none."""
    if not raw:
        return None
    text = strip_reasoning(raw)
    text = _LATEX_WRAP.sub(r" \1 ", text)
    text = _MARKUP.sub("", text)

    markers = _MARKER.findall(text)
    if markers:
        return _label(markers[-1])

    bare = [m.group(1) for line in text.splitlines() if (m := _BARE_LINE.match(line))]
    if bare:
        return _label(bare[-1])

    upper = _UPPER.findall(text)
    if upper:
        return _label(upper[-1])

    polarities = set()
    for word in _PROSE.findall(text):
        w = " ".join(word.lower().split())
        polarities.add("FALSE" if w in ("not true", "untrue", "false") else "TRUE")
    if len(polarities) == 1:
        return polarities.pop()  # type: ignore[return-value]
    return None


__all__ = ["Verdict", "parse_verdict", "strip_reasoning"]
