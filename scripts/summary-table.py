#!/usr/bin/env python3
"""Prints a report's summary.csv as the Markdown table of a report's reading (reports/<spec>/README.md).

    python3 scripts/summary-table.py reports/<spec> [puzzle=label ...]

A label (e.g. s06a="Easy 1") names the published puzzle a substitute stands in for; with labels the
verdict columns say "not comparable (substitute puzzle)" and show galab's own verdict as indicative.
"""
import csv
import sys


def number(text, digits=1):
    if text in ("", "NaN", "nan"):
        return "–"
    return f"{float(text):.{digits}f}"


def substitute(verdict):
    """A verdict on a substitute puzzle: not comparable, with galab's own verdict as an indication."""
    if verdict.startswith("not comparable ("):
        return "not comparable (substitute puzzle; " + verdict[len("not comparable ("):]
    return f"not comparable (substitute puzzle); indicative: {verdict}"


def main():
    folder = sys.argv[1]
    labels = dict(a.split("=", 1) for a in sys.argv[2:])
    rows = list(csv.DictReader(open(f"{folder}/summary.csv", encoding="utf-8")))
    head = ["puzzle"] + (["stands in for"] if labels else []) + [
        "variant", "galab: successes", "galab: mean gen. (SD)", "galab: median", "paper: rate", "paper: mean gen.",
        "rate", "mean generations"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for r in rows:
        successes = f"{r['successes']}/{r['runs']}"
        mean = "–" if r["successes"] == "0" else f"{number(r['meanGenerations'])} ({number(r['sdGenerations'])})"
        median = "–" if r["successes"] == "0" else number(r["medianGenerations"])
        rate_v, gen_v = r["rateVerdict"], r["generationsVerdict"]
        if labels:
            rate_v, gen_v = substitute(rate_v), substitute(gen_v)
        cells = [r["puzzle"]] + ([labels.get(r["puzzle"], "")] if labels else []) + [
            r["variant"], successes, mean, median, number(r["publishedSuccessRate"], 2),
            number(r["publishedMeanGenerations"], 2), rate_v, gen_v]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
