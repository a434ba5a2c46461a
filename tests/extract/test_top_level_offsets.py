"""`top_level_offsets` against `match_bracket`: a character is at the top level exactly when no
bracket pair that `match_bracket` closes encloses it (generated well-nested texts)."""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.extract.lean_decl import OPEN_CLOSE, match_bracket, top_level_offsets


@st.composite
def nested(draw: st.DrawFn, depth: int = 3) -> str:
    parts = draw(st.lists(st.one_of(st.sampled_from(list("ab :→,")),
                                    st.sampled_from(list(OPEN_CLOSE)) if depth else st.just("x")),
                          max_size=6))
    out = []
    for p in parts:
        if p in OPEN_CLOSE:
            out.append(p + draw(nested(depth - 1)) + OPEN_CLOSE[p])
        else:
            out.append(p)
    return "".join(out)


@given(nested())
def test_top_level_is_outside_every_matched_pair(text: str) -> None:
    inside: set[int] = set()
    i = 0
    while i < len(text):
        if text[i] in OPEN_CLOSE:
            j = match_bracket(text, i)
            inside.update(range(i, j + 1))
            i = j + 1
        else:
            i += 1
    assert list(top_level_offsets(text)) == [k for k in range(len(text)) if k not in inside]
