"""`forminv-lean eval`: put every item of a dataset to one or more models."""

from __future__ import annotations

from pathlib import Path

import typer

from forminv_lean.evaluate.defaults import DEFAULTS
from forminv_lean.evaluate.protocol import DEFAULT_MAX_TOKENS, REASONING_MAX_TOKENS

EPILOG = """Examples:

  forminv-lean eval --dataset out/curated/dataset.jsonl --model baseline/always-true --model baseline/formal --out runs/baselines

  forminv-lean eval -d out/curated/dataset.jsonl -m openai/gpt-4o -m openai/o4-mini -m anthropic/claude-haiku-4-5 --out runs/main --concurrency 16

  forminv-lean eval -d out/curated/dataset.jsonl -m vllm/Qwen2.5-7B-Instruct@http://localhost:8000/v1 -m ollama/llama3.1 --out runs/local

  forminv-lean eval -d out/curated/dataset.jsonl -m vllm/Qwen2.5-7B-Instruct@http://gpu-box:8000/v1 --concurrency 256 --workers 4 --out runs/fast

  forminv-lean eval -d out/curated/dataset.jsonl -m deepseek/deepseek-chat --samples 5 --temperature 0.7 --families notation,order --out runs/ds-t07

  forminv-lean extract --source forminv-jsonl --path ../shared/external/forminv/datasets/false_controls_pilot.jsonl --out out/fc   # the paper's raw JSONL is not an items file: extract it first

  forminv-lean eval -d out/fc/items.jsonl -m replay/../shared/external/forminv/responses/false_controls_all_models.json --out runs/paper

  forminv-lean eval -d out/curated/dataset.jsonl -m openai/gpt-4o --out runs/main --resume     # reuse runs/main/responses.jsonl

Keys come only from the environment: OPENAI_API_KEY, ANTHROPIC_API_KEY, DEEPSEEK_API_KEY, OPENROUTER_API_KEY. Answers are cached (SQLite in the user cache dir; FORMINV_CACHE or --cache moves it), so a rerun is free and a killed run resumes where it stopped; if the cache is damaged, move it aside and rerun with --resume. Exit codes: 1 bad input or options, 3 credentials refused, 4 every request to a model failed (the errors are recorded), 130 Ctrl-C, 143 SIGTERM.
"""


def eval_cmd(
    dataset: Path = typer.Option(..., "--dataset", "-d", help="Items JSONL to evaluate."),
    model: list[str] = typer.Option(
        ..., "--model", "-m",
        help="provider/model, repeatable: openai/…, anthropic/…, deepseek/…, openrouter/…, "
        "vllm/MODEL@URL, ollama/…, baseline/always-true|always-false|formal, "
        "replay/FILE[#MODEL]."),
    out: Path = typer.Option(..., "--out", "-o",
                             help="Folder for responses.jsonl and run.manifest.json."),
    concurrency: int = typer.Option(DEFAULTS.concurrency, "--concurrency", "-c", min=1,
                                    help="Requests in flight per provider endpoint (in total "
                                    "over all --workers)."),
    workers: int = typer.Option(
        DEFAULTS.workers, "--workers", "-w", min=1,
        help="Processes sending the chat requests (Linux/Unix). Above 1 pays only when the "
        "client's CPU is the limit: hundreds of requests per second to a fast local server."),
    transport: str = typer.Option(
        DEFAULTS.transport, "--transport",
        help="HTTP client under the SDKs: auto (aiohttp when installed), aiohttp or httpx."),
    samples: int = typer.Option(DEFAULTS.samples, "--samples", min=1,
                                help="Answers per item (each cached and recorded separately)."),
    temperature: float = typer.Option(DEFAULTS.temperature, "--temperature", min=0.0,
                                      help="Sampling temperature (the protocol's is 0)."),
    max_tokens: int | None = typer.Option(
        DEFAULTS.max_tokens, "--max-tokens", min=1,
        help=f"Output budget (default: {DEFAULT_MAX_TOKENS}, or {REASONING_MAX_TOKENS} for "
        "reasoning models)."),
    timeout: float = typer.Option(DEFAULTS.timeout, "--timeout", min=0.001,
                                  help="Seconds per request."),
    retries: int = typer.Option(DEFAULTS.retries, "--retries", min=0,
                                help="Retries for rate limits and transient errors."),
    base_url: str | None = typer.Option(DEFAULTS.base_url, "--base-url",
                                        help="Endpoint for every chat model in this run."),
    cache: Path | None = typer.Option(None, "--cache",
                                      help="Cache file or folder (default: user cache dir, "
                                      "or $FORMINV_CACHE)."),
    no_cache: bool = typer.Option(False, "--no-cache", help="Neither read nor write the cache."),
    refresh: bool = typer.Option(DEFAULTS.refresh, "--refresh",
                                 help="Ask again even when cached, and overwrite."),
    limit: int | None = typer.Option(None, "--limit", "-n", min=0,
                                     help="Only the first N items (after --families)."),
    families: str | None = typer.Option(None, "--families",
                                        help="Comma-separated families to keep, e.g. "
                                        "canonical,notation."),
    prices: Path | None = typer.Option(None, "--prices",
                                       help="JSON {model: {input, output}} in USD per 1M "
                                       "tokens, overriding the built-in table."),
    resume: bool = typer.Option(False, "--resume",
                                help="Reuse the answers already in OUT/responses.jsonl (checked "
                                "against OUT/run.manifest.json), e.g. after moving a damaged "
                                "cache aside."),
    force: bool = typer.Option(False, "--force",
                               help="With --resume: use a responses.jsonl that does not match "
                               "its manifest, saying what is missing."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar or summary."),
) -> None:
    """Ask models every item of a dataset and record their verdicts (cached, resumable)."""
    from forminv_lean.evaluate import evaluate
    from forminv_lean.evaluate.dataset import load_items, select_items
    from forminv_lean.evaluate.output import RESPONSES_FILE, check_answered

    items = select_items(load_items(dataset),
                         families=families.split(",") if families else None, limit=limit)
    earlier = out / RESPONSES_FILE if resume else None
    if earlier is not None and not earlier.is_file():
        typer.echo(f"note: nothing to resume from ({earlier} does not exist); cached answers "
                   "are still reused", err=True)
        earlier = None
    if earlier is not None:  # --resume rewrites the run's files on purpose
        from forminv_lean.safe_paths import allow_rewrite

        allow_rewrite(out)
    responses = evaluate(
        items, model, out_dir=out, concurrency=concurrency, workers=workers,
        transport=transport, samples=samples,
        temperature=temperature, max_tokens=max_tokens, timeout=timeout, retries=retries,
        base_url=base_url, cache=None if no_cache else (cache or "default"), refresh=refresh,
        prices=prices, progress=not quiet, dataset_path=dataset,
        selection={"families": families.split(",") if families else None, "limit": limit},
        resume=earlier, force=force,
    )
    if not quiet:
        from rich.console import Console  # not at the top: start-up of every command

        n_models = len({r.model for r in responses})
        Console(stderr=True).print(
            f"[green]evaluated[/] {len(items)} items x {n_models} models -> "
            f"{len(responses)} responses in {out / RESPONSES_FILE}")
    check_answered(responses, out)


def register(app: typer.Typer) -> None:
    """Add the ``eval`` command(s) to the app."""
    app.command("eval", epilog=EPILOG)(eval_cmd)
