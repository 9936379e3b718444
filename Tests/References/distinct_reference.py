#!/usr/bin/env python3
"""Expected figures for LocalIndex+DistinctTests, computed from the recipes dataset alone.

Algolia's documented rules: attributeForDistinct groups records by value; a number is rounded to
the nearest integer (1.2 and 1 are both "1"; halves are rounded away from zero here); distinct: N
keeps the N most relevant records of each group. With an empty query every record ties on the
text criteria and no customRanking is set, so the most relevant records of a group are its first
ones in the file. A facet declared afterDistinct(...) is counted over the distinct hits; any other
facet over every matching record.

Usage: distinct_reference.py [SHARED_DIR]   (default ../shared)
"""
import json
import math
import sys
from collections import Counter, defaultdict

shared = sys.argv[1] if len(sys.argv) > 1 else "../shared"
records = json.load(open(f"{shared}/datasets/recipes/recipes.json"))


def group(value):
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        return str(int(math.floor(abs(value) + 0.5)) * (1 if value >= 0 else -1))
    return value if isinstance(value, str) else json.dumps(value)


def run(label, keep, distinct):
    matching = [r for r in records if keep(r)]
    seen = defaultdict(int)
    hits = []
    for r in matching:
        g = group(r.get("rating"))
        if g is None:
            hits.append(r)
            continue
        seen[g] += 1
        if seen[g] <= distinct:
            hits.append(r)
    after = Counter(str(r["servings"]) for r in hits if "servings" in r)
    before = Counter(str(r["servings"]) for r in matching if "servings" in r)
    print(f"{label}: nbHits={len(hits)} groups={sorted(seen)}")
    print(f"  servings afterDistinct: {dict(sorted(after.items(), key=lambda kv: int(kv[0])))}")
    print(f"  servings before distinct (first 5 by count): {before.most_common(5)}")
    paths = Counter(r["cuisine_path"] for r in matching)
    print(f"  cuisine_path before distinct (first by count): {paths.most_common(1)}")
    print(f"  ratings of hits: {[r.get('rating') for r in hits]}")


run("empty query, distinct 1", lambda r: True, 1)
run("empty query, distinct 2", lambda r: True, 2)
run("servings >= 8, distinct 1", lambda r: r.get("servings", 0) >= 8, 1)
print("exact rating groups (one per value, the wrong reading):",
      len({r.get('rating') for r in records}))
