"""Lean surface sugar the formal language does not write, spelled out as Lean expands it.

`f <| x` is Lean core's `f x` (`macro_rules | `($f $args* <| $a) => `($f $args* $a)`, with
`<|` at precedence `min`: its right operand runs to the end of the enclosing group, so `f <| g
<| x = y` is `f (g (x = y))`). The rewrite replaces `<| R` by `(R)` and leaves the left side as
written: were Lean to read `a ∧ f <| b` as `(a ∧ f) b` the statement would not typecheck, so in
a Lean-checked statement the left operand is the application that ends before `<|`.

The right operand ends where the group does: a closing bracket, or at its depth a `,` (tuple,
anonymous constructor), a type ascription's ` : `, a set-builder's or absolute value's `|`,
`then`/`else`, `:=`. A binder notation inside it (`f <| ∀ x : T, p x`, `p <| ∏ x ∈ s, f x`,
`f <| fun x => g x`) has its binders skipped up to its own `,`/`=>`/`↦`, and its body runs on
to the group's end as Lean's does. An operand with a `·`
is not bracketed: Lean's `(f <| g ·)` is `fun x => f (g x)` (the parenthesis that encloses the
`<|` takes the `·`: Lean core `Lean.Elab.Term.expandCDot?`, whose `hasCDot` looks through
everything but a nested parenthesis, ascription or tuple), and `(g ·)` would make it `f (fun x
=> g x)`. So a plain parenthesis holding such a `<|` is first spelled as that function, each
`·` outside nested parentheses a fresh name in order (`(f <| x * ·)` is `(fun y₁ => f <| x *
y₁)`); inside a tuple or an ascription it is left to the parser, which refuses it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from forminv_lean.formalise.tactic_blocks import bracket_tactics

_OPEN = "([{⟨"
_CLOSE = ")]}⟩"
_STOP = re.compile(r",|\s:\s|:=|(?<!<)\|(?!>)|\bthen\b|\belse\b")
# A binder notation whose body runs to the end of its group (`∏ x ∈ s, f x`, `∀ x : T, p x`,
# `fun x => e`): its binders end at the first `,`/`=>`/`↦` at its depth, which is no stop
_BINDER = re.compile(r"(?<![\w.'])(?:∀|∃!|∃|∑'?|∏'?|⋃|⋂|⨆|⨅|⨁|∫⁻|∫|fun|λ)(?![\w'])")
_BINDER_END = re.compile(r",|=>|↦")


def expand_pipes(text: str) -> str:
    """`text` with every `<|` spelled as application (see the module docstring); unchanged
    when it has none. Brackets that do not balance leave the text as it is."""
    while "<|" in text:
        i = text.rindex("<|")    # the last first: its operand holds no other `<|`
        if text.startswith("<|>", i):
            return text          # `<|>` (orElse) is another operator: left to the parser
        end = _operand_end(text, i + 2)
        if end is None:
            return text
        raw = text[i + 2:end]
        operand = raw.strip()
        if _top_cdot(operand):
            spelled = _cdot_function(text, i, end)
            if spelled is None:
                return text
            text = spelled
            continue
        if not operand:
            return text
        text = f"{text[:i].rstrip()} ({operand}){raw[len(raw.rstrip()):]}{text[end:]}"
    return text


def _cdot_function(text: str, pipe: int, end: int) -> str | None:
    """`text` with the plain parenthesis that holds the `<|` at `pipe` (its operand ending at
    `end`, that parenthesis's close) spelled as the function its `·`s make, or None where that
    group is not a plain parenthesis (a tuple, an ascription, another bracket)."""
    if end >= len(text) or text[end] != ")":
        return None
    depth, j = 0, pipe - 1
    while j >= 0:
        if text[j] in _CLOSE:
            depth += 1
        elif text[j] in _OPEN:
            if depth == 0:
                break
            depth -= 1
        j -= 1
    if j < 0 or text[j] != "(":
        return None
    inner = text[j + 1:end]
    out: list[str] = []
    names: list[str] = []
    depth = 0
    taken = set(re.findall(r"[^\W\d]\w*", text))
    for k, ch in enumerate(inner):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif depth == 0 and (ch == "," or _STOP.match(inner, k) and inner.startswith(" : ", k)):
            return None    # a tuple or an ascription: not a plain parenthesis
        if ch == "·" and depth == 0:
            n = len(names) + 1
            while f"y{_sub(n)}" in taken:
                n += 1
            name = f"y{_sub(n)}"
            taken.add(name)
            names.append(name)
            out.append(name)
            continue
        out.append(ch)
    if not names or depth != 0:
        return None
    return f"{text[:j]}(fun {' '.join(names)} => {''.join(out).strip()}){text[end + 1:]}"


def _top_cdot(operand: str) -> bool:
    """Does `operand` hold a `·` outside its nested parentheses (one the `<|`'s own group
    takes)? Bracketed, a `·` inside a nested parenthesis keeps its function."""
    depth = 0
    for ch in operand:
        depth += ch == "("
        depth -= ch == ")"
        if ch == "·" and depth == 0:
            return True
    return False


def _sub(n: int) -> str:
    return "".join("₀₁₂₃₄₅₆₇₈₉"[int(d)] for d in str(n))


def _operand_end(text: str, start: int) -> int | None:
    """Where the right operand of a `<|` that ends at `start` ends: the end of its group (a
    closing bracket, or a stop at its depth that is not a binder notation's own separator);
    None where that is not clear."""
    depth = 0
    j = start
    while j < len(text):
        ch = text[j]
        if depth == 0 and (b := _BINDER.match(text, j)):
            sep = _binders_end(text, b.end())
            if sep is None:
                return None
            j = sep
            continue
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            if depth == 0:
                return j
            depth -= 1
        elif depth == 0 and ch == "‖":
            return None          # a norm's closing bar would be ambiguous: not rewritten
        elif depth == 0:
            m = _STOP.match(text, j)
            if m:
                return j
        j += 1
    return j if depth == 0 else None


def _binders_end(text: str, start: int) -> int | None:
    """Just past the `,`/`=>`/`↦` that ends the binders of a binder notation whose binders start
    at `start` (brackets in them skipped); None if there is none before the group closes."""
    depth = 0
    for j in range(start, len(text)):
        ch = text[j]
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            if depth == 0:
                return None
            depth -= 1
        elif depth == 0 and (m := _BINDER_END.match(text, j)):
            return m.end()
    return None


def _binder_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    from forminv_lean.formalise.resolve import _FIRST, _REST

    name = rf"[{_FIRST}][{_REST}]*"
    names = rf"{name}(?:\s+{name})*"
    group = rf"(?:\(\s*{names}\s*\)|{name})"
    run = re.compile(rf"(?<![{_REST}.])((?:⨆|⨅|⋃|⋂|∀|∃|∑|∏|fun|λ)\s*)"
                     rf"({group}(?:\s+{group})*)(\s*(?:,|=>|↦))")
    return run, re.compile(rf"\(\s*({names})\s*\)")


def bare_binders(text: str) -> str:
    """`⋃ (i) (j), f i j` is `⋃ i j, f i j`, `∀ (x), p x` is `∀ x, p x`: a parenthesised
    binder group with neither type nor predicate binds its names exactly as the bare names do
    (Lean's `binderIdent`/extended binders). Only a binder list made of such groups and bare
    names is rewritten; one with a typed group is left as written."""
    if "(" not in text:
        return text
    run, paren = _binder_patterns()

    def strip(m: re.Match[str]) -> str:
        return m.group(1) + paren.sub(r"\1", m.group(2)) + m.group(3)
    return run.sub(strip, text)


#: Mathlib's scoped macros on a measure written before a bracket with no space (`noWs`), each
#: `macro:max` (so the measure is the atom just before the bracket, as for `xs[i]`):
#: `μ[f|m]` is `MeasureTheory.condExp m μ f` (Mathlib/MeasureTheory/Function/
#: ConditionalExpectation/Basic.lean:101, scoped in `MeasureTheory`); `μ[|s]` is
#: `ProbabilityTheory.cond μ s`, `μ[t|s]` is `ProbabilityTheory.cond μ s t`, `μ[|X in s]` and
#: `μ[t|X in s]` put `X ⁻¹' s` for `s`, `μ[|X ← x]` and `μ[t|X ← x]` `X ⁻¹' {x}`
#: (Mathlib/Probability/ConditionalProbability.lean:76-79, 112-129, scoped in
#: `ProbabilityTheory`). The keys say which notation is in effect.
COND_EXP = "MeasureTheory.condExp"
COND = "ProbabilityTheory.cond"


class SugarError(Exception):
    """The text holds the notation where its reading is not decided here."""


def expand_conditioning(text: str, in_effect: set[str], tokens: set[str],
                        types: Mapping[str, str] | None = None) -> str:
    """`text` with each `μ[f|m]`, `μ[|s]`, `μ[t|s]` spelled as the constant its scoped macro
    gives (`in_effect`: `COND_EXP` and/or `COND`; `tokens`: notation tokens ending in `[`,
    `𝔼[`, `Var[`, which are other notations). A bracket whose content has no top-level `|`
    (`R[X]`, `MeasurableSet[m]`) is left alone. Where `μ[a|b]` has both meanings in effect,
    Lean elaborates both and keeps the one that elaborates: `_both_meanings` tells it from
    `b` and the binders' `types`. `SugarError` where it cannot, where the atom before the
    bracket is neither a name nor a parenthesis, or where the content has more than one
    top-level `|`."""
    if not in_effect or "|" not in text:
        return text
    from forminv_lean.formalise.resolve import _REST

    i = 0
    while True:
        i = text.find("[", i)
        if i < 0:
            return text
        if i == 0 or text[i - 1].isspace():
            i += 1
            continue
        end = _bracket_end(text, i)
        if end is None:
            return text
        inner = text[i + 1:end - 1]
        bars = _top_bars(inner)
        if not bars:
            i += 1
            continue
        start = _atom_start(text, i, _REST)
        if start is None:
            raise SugarError("a conditioning bracket after something that is no name")
        if text[start:i + 1] in tokens:
            i += 1
            continue   # `𝔼[X|m]`: that notation's own token
        mu = text[start:i]
        if len(bars) > 1:
            raise SugarError("a `|` inside a conditioning bracket")
        if bars[0] == 0:                                 # `μ[|s]`
            if COND not in in_effect:
                raise SugarError("`[|` with no conditional measure in effect")
            spelled = f"({COND} {mu} {_conditioned_set(inner[1:])})"
        else:
            left, right = inner[:bars[0]].strip(), inner[bars[0] + 1:].strip()
            if not left or not right:
                raise SugarError("an empty side in a conditioning bracket")
            meaning = _both_meanings(right, types or {}) if in_effect >= {COND, COND_EXP} \
                else next(iter(in_effect))
            if meaning == COND_EXP:
                spelled = f"({COND_EXP} {_atom(right)} {mu} {_atom(left)})"
            else:
                spelled = f"(({COND} {mu} {_conditioned_set(right)}) {_atom(left)})"
        if text[start - 1:start] == "(" and text[end:end + 1] == ")":
            spelled = spelled[1:-1]   # `(μ[f|m])` is `(MeasureTheory.condExp m μ f)`
        text = text[:start] + spelled + text[end:]
        i = start + len(spelled)


def _both_meanings(right: str, types: Mapping[str, str]) -> str:
    """The one of `μ[a|b]`'s two macros that elaborates, told by `b` alone: `X in s` and `X ←
    x` only the conditional measure's macros parse (`in`, `←` end a term); a name declared of
    type `MeasurableSpace _` only `condExp m μ f` takes, one of type `Set _` only `cond μ s t`
    (neither type coerces to the other). `SugarError` for anything else."""
    from forminv_lean.formalise.resolve import IDENT

    if len(_top_split(right, " in ")) == 2 or len(_top_split(right, "←")) == 2:
        return COND
    head = (types.get(right.strip(), "") if IDENT.fullmatch(right.strip()) else "").split()
    if head[:1] == ["MeasurableSpace"] and len(head) == 2:
        return COND_EXP
    if head[:1] == ["Set"] and len(head) == 2:
        return COND
    raise SugarError("μ[a|b] is both the conditional expectation and the conditional measure "
                     "here, and the type of b does not tell which")


def _conditioned_set(s: str) -> str:
    """`s`, `X in s` (`X ⁻¹' s`) or `X ← x` (`X ⁻¹' {x}`), as one argument."""
    s = s.strip()
    parts = _top_split(s, " in ")
    if len(parts) == 2:
        return f"({_atom(parts[0])} ⁻¹' {_atom(parts[1])})"
    parts = _top_split(s, "←")
    if len(parts) == 2:
        return f"({_atom(parts[0])} ⁻¹' {{{parts[1].strip()}}})"
    if len(_top_split(s, " in ")) > 2 or re.search(r"[∫∑∏⋃⋂⨆⨅∀∃]|\bfun\b|\bin\b", s):
        raise SugarError("a binder inside a conditioning bracket")
    return _atom(s)


def _atom(arg: str) -> str:
    arg = arg.strip()
    from forminv_lean.formalise.resolve import IDENT

    if IDENT.fullmatch(arg) or re.fullmatch(r"\d+|[⊤⊥∅]", arg):
        return arg
    if arg[:1] in "([{" and _bracket_end(arg, 0) == len(arg):
        return arg
    return f"({arg})"


def _bracket_end(text: str, i: int) -> int | None:
    """Just past the bracket that opens at `i`; None when it does not close."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] in _OPEN + "⟦⦃":
            depth += 1
        elif text[j] in _CLOSE + "⟧⦄":
            depth -= 1
            if depth == 0:
                return j + 1
    return None


def _top_bars(inner: str) -> list[int]:
    """Positions of the `|` at the bracket's own depth (never `||`, `|>`, `<|`, `|||`)."""
    out: list[int] = []
    depth = 0
    for j, ch in enumerate(inner):
        if ch in _OPEN + "⟦⦃":
            depth += 1
        elif ch in _CLOSE + "⟧⦄":
            depth -= 1
        elif ch == "|" and depth == 0 and inner[j + 1:j + 2] not in ("|", ">") \
                and inner[j - 1:j] not in ("|", "<"):
            out.append(j)
    return out


def _top_split(s: str, sep: str) -> list[str]:
    out: list[str] = []
    depth, last = 0, 0
    for j, ch in enumerate(s):
        if ch in _OPEN + "⟦⦃":
            depth += 1
        elif ch in _CLOSE + "⟧⦄":
            depth -= 1
        elif depth == 0 and s.startswith(sep, j):
            out.append(s[last:j])
            last = j + len(sep)
    out.append(s[last:])
    return out


def _atom_start(text: str, i: int, rest: str) -> int | None:
    """Where the atom that ends just before `i` starts: a name (dotted) or a parenthesis."""
    if text[i - 1] == ")":
        depth = 0
        for j in range(i - 1, -1, -1):
            depth += text[j] == ")"
            depth -= text[j] == "("
            if depth == 0:
                return j
        return None
    m = re.search(rf"[{rest}.]+$", text[:i])
    if m is None or not re.match(r"[^\W\d]", m.group(0)) or m.group(0).endswith("."):
        return None
    if m.start() > 0 and text[m.start() - 1] in "⟩]}":
        return None
    return m.start()


def spell_out(text: str) -> str:
    """All the sugar of this module spelled out, in the order each needs: `∀ᵉ`/`∃ᵉ` binder
    groups, `R ∙ x`, `<|`, bare parenthesised binders, a tactic block that runs to its group's
    end (`formalise.tactic_blocks`); first, `⋃ (a ∈ s) (b ∈ t), f` one binder at a time
    (`formalise.bigop_groups_r27`), `e |>.f a` as `(e).f a` (`formalise.pipe_proj_r27`) and
    `{f x | x ∈ s}` as `{y | ∃ᵉ x ∈ s, f x = y}`; last, a parenthesised `(h ▸ e)` as the
    tactic proof `(by exact h ▸ e)` (both `formalise.setbuilder_r27`)."""
    from forminv_lean.formalise.bigop_groups_r27 import spell_bigop_groups
    from forminv_lean.formalise.pipe_proj_r27 import spell_pipe_projections
    from forminv_lean.formalise.setbuilder_r27 import spell_image_builders, spell_subst_proofs

    text = spell_image_builders(spell_pipe_projections(spell_bigop_groups(text)))
    return spell_subst_proofs(bracket_tactics(bare_binders(expand_pipes(span_singletons(
        extended_binders(text))))))


#: An extended binder in parentheses (Batteries/Util/ExtendedBinder.lean, `extBinder :=
#: binderIdent ((" : " term) <|> binderPred)?`): one name, then a type or a binder predicate.
_EXT_PRED = ("∈", "∉", "⊆", "⊂", "⊇", "⊃", "≤", "≥", "<", ">", "≠")


def extended_binders(text: str) -> str:
    """`∀ᵉ (x ∈ s) (y > 0), p x y` is `∀ x ∈ s, ∀ y > 0, p x y`, `∃ᵉ` likewise (Batteries/Util/
    ExtendedBinder.lean: `∀ᵉ ($p) $[($ps)]*, $b` is `∀ᵉ $p, ∀ᵉ $[($ps)]*, $b` and `∀ᵉ x pred,
    b` is `∀ x pred, b`); an unparenthesised binder `∀ᵉ x ∈ s, b` loses the `ᵉ`. A group that
    is no extended binder (two names, `(x y : T)`) leaves the text as it is (then refused)."""
    from forminv_lean.formalise.resolve import IDENT

    for q in ("∀ᵉ", "∃ᵉ"):
        while q in text:
            i = text.index(q)
            quant = q[0]
            j = i + len(q)
            while j < len(text) and text[j] == " ":
                j += 1
            if not text.startswith("(", j):      # `∀ᵉ x ∈ s, b`
                text = f"{text[:i]}{quant}{text[i + len(q):]}"
                continue
            groups: list[str] = []
            while text.startswith("(", j):
                end = _bracket_end(text, j)
                if end is None:
                    return text
                groups.append(text[j + 1:end - 1].strip())
                j = end
                while j < len(text) and text[j] == " ":
                    j += 1
            if not text.startswith(",", j):
                return text
            spelled: list[str] = []
            for g in groups:
                m = IDENT.match(g) or re.match(r"_(?![\w'])", g)
                rest = g[m.end():].strip() if m else ""
                if m is None or rest and not (rest.startswith(": ") or
                                              rest.startswith(_EXT_PRED)):
                    return text
                spelled.append(f"{quant} {g},")
            text = f"{text[:i]}{' '.join(spelled)}{text[j + 1:]}"
    return text


#: What may stand just before the left operand of `R ∙ x`: the start of a group, a separator,
#: or a binary operator that reads its right operand below 1000 (a prefix operator, `↑R ∙ x`
#: being `(↑R) ∙ x`, is not listed: such a text is left to the parser, which refuses it).
_BEFORE_SPAN = set("([{⟨,=≠∈∉≤≥<>⊆⊂⊔⊓+*⧸↔∧∨→:↦¬")
_KEYWORDS = frozenset({"then", "else", "in", "fun", "if", "by", "do", "at", "with"})


def span_singletons(text: str) -> str:
    """`R ∙ x` is `Submodule.span R {x}` (Mathlib/LinearAlgebra/Span/Defs.lean:273, in
    `namespace Submodule`, not scoped: `notation:1000 R " ∙ " x => span R (singleton x)`). A
    trailing notation at 1000: its `R` is the application written just before it (`f R ∙ x` is
    `span (f R) {x}`: application binds tighter, every infix operator looser), its `x` is read at
    0, so it runs to the end of the enclosing group, as `<|`'s operand. Spelled `(Submodule.span R
    {x})`, except `(R ∙ x)` with `R` a name, which the formal grammar reads as written; a use
    whose `R` follows a prefix operator, or whose `x` ends ambiguously, is left."""
    from forminv_lean.formalise.resolve import IDENT

    bound = len(text)
    while (i := text.rfind(" ∙ ", 0, bound)) >= 0:   # the last first: its `x` holds no other use
        bound = i
        start = _application_start(text, i)
        end = _operand_end(text, i + 3)
        if start is None or end is None:
            return text
        before = text[:start].rstrip()
        if before and before[-1] not in _BEFORE_SPAN:
            return text
        r, x = text[start:i].strip(), text[i + 3:end].strip()
        if not r or not x:
            return text
        if text[start - 1:start] == "(" and text[end:end + 1] == ")" and IDENT.fullmatch(r):
            continue   # `(R ∙ x)`: the formal grammar's own reading of it, kept as written
        tail = text[i + 3:end]
        spelled = f"Submodule.span {_atom(r)} {{{x}}}"
        if not (text[start - 1:start] == "(" and text[end:end + 1] == ")"
                and not tail[len(tail.rstrip()):]):
            spelled = f"({spelled})"   # (`(R ∙ x)` is one parenthesis)
        text = f"{text[:start]}{spelled}{tail[len(tail.rstrip()):]}{text[end:]}"
    return text


def _application_start(text: str, i: int) -> int | None:
    """Where the application (atoms and groups separated by spaces) ending at `i` starts."""
    from forminv_lean.formalise.resolve import _REST

    j = i
    start = None
    while j > 0:
        while j > 0 and text[j - 1] == " ":
            j -= 1
        if j == 0:
            break
        if text[j - 1] in _CLOSE:
            depth = 0
            k = j - 1
            while k >= 0:
                depth += text[k] in _CLOSE
                depth -= text[k] in _OPEN
                if depth == 0:
                    break
                k -= 1
            if k < 0:
                return None
            j = start = k
            continue
        m = re.search(rf"[{_REST}.]+$", text[:j])
        if m is None or m.group(0) in _KEYWORDS or not re.match(r"[^\W\d]|\d", m.group(0)):
            break
        j = start = m.start()
    return start
