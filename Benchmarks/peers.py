#!/usr/bin/env python3
"""Runs sift-bench's workload on peer engines and prints the side-by-side comparison.

It installs its own peers into Benchmarks/.venv (tantivy from its PyPI wheel; SQLite FTS5 comes
with Python's sqlite3), loads the corpus sift-bench wrote, runs the same search-as-you-type
queries with the same semantics -- every word must match (AND), the last word as a prefix, the
exact total count, the top 20 by the custom popularity -- and compares with sift-bench's report.

The issue's goals are on one thread. Each build runs pinned to one core (sift-bench pins its own):
tantivy's writer otherwise indexes on a thread of its own beside the Python thread that feeds it,
even with num_threads=1. tantivy's build is also timed free to use both cores, and shown.

Typesense is a peer when SIFT_BENCH_TYPESENSE_URL names a running server (Benchmarks/run.sh
starts one; its API key in SIFT_BENCH_TYPESENSE_KEY): the same records are imported over HTTP, and
each query is timed twice, as the server reports it (search_time_ms) and as the wall time of the
request over one keep-alive connection on loopback.

usage: python3 Benchmarks/peers.py [--results DIR] [--records N[,N...]]
"""
import argparse
import gc
import http.client
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

HERE = Path(__file__).resolve().parent
VENV = HERE / ".venv"
TANTIVY = "tantivy==0.27.0"


def ensure_venv():
    """Re-runs this script inside its own virtual environment with the peers installed."""
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    python = VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    probe = subprocess.run([str(python), "-c", "import tantivy"], capture_output=True)
    if probe.returncode != 0:
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", TANTIVY], check=True)
    os.execv(str(python), [str(python), str(Path(__file__).resolve())] + sys.argv[1:])


WORD = re.compile(r"[0-9a-z]+")


def words(query):
    return WORD.findall(query.lower())


def typo_budget(word):
    """Algolia's defaults: 1 typo from 4 letters, 2 from 8."""
    return 2 if len(word) >= 8 else 1 if len(word) >= 4 else 0


def percentiles(samples):
    samples = sorted(samples)

    def at(fraction):
        index = max(0, min(len(samples) - 1, int(-(-len(samples) * fraction // 1)) - 1))
        return samples[index] * 1e6

    return {"p50": at(0.5), "p90": at(0.9), "p99": at(0.99), "max": samples[-1] * 1e6 if samples else 0,
            "count": len(samples)}


def rss_bytes():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return None


class one_core:
    """Pins the calling thread, and the threads it starts, to one core while in the block."""

    def __enter__(self):
        self.saved = os.sched_getaffinity(0) if hasattr(os, "sched_setaffinity") else None
        if self.saved:
            os.sched_setaffinity(0, {min(self.saved)})
        return self

    def __exit__(self, *exc):
        if self.saved:
            os.sched_setaffinity(0, self.saved)
        return False


def run_queries(search, queries):
    for query in queries[:200]:
        search(query)
    samples, hits = [], 0
    for query in queries:
        start = time.perf_counter()
        count = search(query)
        samples.append(time.perf_counter() - start)
        hits += count
    row = percentiles(samples)
    row["averageHits"] = hits / max(len(queries), 1)
    return row


def fts5(records, queries):
    connection = sqlite3.connect(":memory:")
    connection.execute(
        "CREATE VIRTUAL TABLE docs USING fts5(name, brand, popularity UNINDEXED, "
        "tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')")
    with one_core():
        start = time.perf_counter()
        with connection:
            connection.executemany(
                "INSERT INTO docs(rowid, name, brand, popularity) VALUES (?, ?, ?, ?)",
                ((int(r["objectID"]), r["name"], r["brand"], r["popularity"]) for r in records))
        build = time.perf_counter() - start
    size = connection.execute("PRAGMA page_count").fetchone()[0] * connection.execute(
        "PRAGMA page_size").fetchone()[0]
    statement = (
        "SELECT rowid, count(*) OVER () FROM docs WHERE docs MATCH ? "
        "ORDER BY popularity DESC LIMIT 20")

    def search(query):
        parts = words(query)
        if not parts:
            return 0
        match = " AND ".join('"%s"' % w for w in parts[:-1])
        match = (match + " AND " if match else "") + '"%s"*' % parts[-1]
        rows = connection.execute(statement, (match,)).fetchall()
        return rows[0][1] if rows else 0

    return {"build": build, "memory": size, "memoryKind": "database size",
            "rows": {"exact": run_queries(search, queries)}}


def tantivy_engine(records, queries):
    import tantivy

    builder = tantivy.SchemaBuilder()
    builder.add_text_field("name", stored=False)
    builder.add_text_field("brand", stored=False)
    builder.add_integer_field("id", stored=True, indexed=False)
    builder.add_integer_field("popularity", stored=False, indexed=False, fast=True)
    schema = builder.build()

    def build_index():
        directory = tempfile.mkdtemp(prefix="tantivy-bench-")
        index = tantivy.Index(schema, path=directory)
        start = time.perf_counter()
        writer = index.writer(heap_size=256_000_000, num_threads=1)
        for record in records:
            writer.add_document(tantivy.Document(
                name=record["name"], brand=record["brand"], id=int(record["objectID"]),
                popularity=int(record["popularity"])))
        writer.commit()
        writer.wait_merging_threads()
        index.reload()
        return index, directory, time.perf_counter() - start

    # Free to use both cores first (for the record), then on one core: the index searched.
    _, spare, build_two_cores = build_index()
    shutil.rmtree(spare, ignore_errors=True)
    gc.collect()
    with one_core():
        index, directory, build = build_index()
    size = sum(f.stat().st_size for f in Path(directory).rglob("*") if f.is_file())
    searcher = index.searcher()
    Occur = tantivy.Occur

    def make_search(typos):
        def search(query):
            parts = words(query)
            if not parts:
                return 0
            musts = []
            for position, word in enumerate(parts):
                last = position == len(parts) - 1
                distance = typo_budget(word) if typos else 0
                fields = [
                    (Occur.Should, tantivy.Query.fuzzy_term_query(
                        schema, field, word, distance=distance, transposition_cost_one=True,
                        prefix=last))
                    for field in ("name", "brand")]
                musts.append((Occur.Must, tantivy.Query.boolean_query(fields)))
            result = searcher.search(
                tantivy.Query.boolean_query(musts), limit=20, count=True,
                order_by_field="popularity")
            return result.count

        return search

    rows = {"exact": run_queries(make_search(False), queries),
            "typo": run_queries(make_search(True), queries)}
    shutil.rmtree(directory, ignore_errors=True)
    return {"build": build, "buildTwoCores": build_two_cores, "memory": size,
            "memoryKind": "index size on disk", "rows": rows}


def tantivy_bm25(records, queries):
    """tantivy ranking by BM25 over name, summary and description: relevance against relevance,
    the fair peer for Sift's default ranking on long text. Each word must match in some field
    (the last as a prefix); an exact word scores by BM25, a typo or a longer word (Algolia's typo
    budget, as fuzzy terms) matches with a constant score. Top 20, exact count."""
    import tantivy

    fields = ("name", "summary", "description")
    builder = tantivy.SchemaBuilder()
    for field in fields:
        builder.add_text_field(field, stored=False)
    builder.add_integer_field("installed_size", stored=False, indexed=False, fast=True)
    schema = builder.build()
    directory = tempfile.mkdtemp(prefix="tantivy-bench-")
    index = tantivy.Index(schema, path=directory)
    with one_core():
        start = time.perf_counter()
        writer = index.writer(heap_size=512_000_000, num_threads=1)
        for record in records:
            writer.add_document(tantivy.Document(
                name=record.get("name", ""), summary=record.get("summary", ""),
                description=record.get("description", ""),
                installed_size=int(record.get("installed_size", 0))))
        writer.commit()
        writer.wait_merging_threads()
        index.reload()
        build = time.perf_counter() - start
    size = sum(f.stat().st_size for f in Path(directory).rglob("*") if f.is_file())
    searcher = index.searcher()
    Occur = tantivy.Occur

    def make_search(typos):
        def search(query):
            parts = words(query)
            if not parts:
                return 0
            musts = []
            for position, word in enumerate(parts):
                last = position == len(parts) - 1
                distance = typo_budget(word) if typos else 0
                shoulds = [(Occur.Should, tantivy.Query.term_query(schema, field, word))
                           for field in fields]
                if distance > 0 or last:
                    shoulds += [
                        (Occur.Should, tantivy.Query.fuzzy_term_query(
                            schema, field, word, distance=distance, transposition_cost_one=True,
                            prefix=last))
                        for field in fields]
                musts.append((Occur.Must, tantivy.Query.boolean_query(shoulds)))
            result = searcher.search(tantivy.Query.boolean_query(musts), limit=20, count=True)
            return result.count

        return search

    rows = {"exact": run_queries(make_search(False), queries),
            "typo": run_queries(make_search(True), queries)}
    shutil.rmtree(directory, ignore_errors=True)
    return {"build": build, "memory": size, "memoryKind": "index size on disk", "rows": rows}


def typesense_engine(records, queries, fields, sort_by=None):
    """Typesense over HTTP on loopback: the records imported into a fresh collection, then each
    query searched with every word required (drop_tokens_threshold=0), the last as a prefix,
    Algolia's typo budget (or none), the top 20, the exact count (found). Returns None when no
    server is configured."""
    url = os.environ.get("SIFT_BENCH_TYPESENSE_URL")
    if not url:
        return None
    key = os.environ.get("SIFT_BENCH_TYPESENSE_KEY", "")
    parsed = urllib.parse.urlparse(url)
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port or 8108, timeout=120)
    headers = {"X-TYPESENSE-API-KEY": key, "Content-Type": "application/json"}

    def call(method, path, body=None):
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        data = response.read()
        if response.status >= 300:
            raise RuntimeError(f"typesense {method} {path}: {response.status} {data[:200]!r}")
        return data

    name = "peer_%d_%d" % (len(records), os.getpid())
    schema = {"name": name, "fields": [{"name": f, "type": "string"} for f in fields]}
    if sort_by:
        schema["fields"].append({"name": sort_by, "type": "int64"})
        schema["default_sorting_field"] = sort_by
    try:
        call("DELETE", f"/collections/{name}")
    except RuntimeError:
        pass
    call("POST", "/collections", json.dumps(schema))
    start = time.perf_counter()
    for first in range(0, len(records), 10_000):
        lines = []
        for record in records[first:first + 10_000]:
            document = {"id": str(record["objectID"])}
            for f in fields:
                document[f] = str(record.get(f, ""))
            if sort_by:
                document[sort_by] = int(record.get(sort_by, 0))
            lines.append(json.dumps(document))
        call("POST", f"/collections/{name}/documents/import?action=create", "\n".join(lines))
    build = time.perf_counter() - start

    def make_search(typos, server_times):
        base = {"query_by": ",".join(fields), "per_page": "20", "prefix": "true",
                "drop_tokens_threshold": "0", "typo_tokens_threshold": "0", "max_candidates": "100000",
                "include_fields": "id", "highlight_fields": "id"}
        if sort_by:
            base["sort_by"] = f"{sort_by}:desc"
        if typos:
            base.update({"num_typos": "2", "min_len_1typo": "4", "min_len_2typo": "8",
                         "typo_tokens_threshold": str(10 ** 9)})
        else:
            base["num_typos"] = "0"

        def search(query):
            if not words(query):
                return 0
            parameters = dict(base, q=query)
            path = f"/collections/{name}/documents/search?" + urllib.parse.urlencode(parameters)
            reply = json.loads(call("GET", path))
            server_times.append(reply.get("search_time_ms", 0) / 1000)
            return reply.get("found", 0)

        return search

    rows = {}
    for label, typos in (("exact", False), ("typo", True)):
        server_times = []
        rows[label] = run_queries(make_search(typos, server_times), queries)
        rows[label + "Server"] = percentiles(server_times[-len(queries):]) | {
            "averageHits": rows[label]["averageHits"]}
    call("DELETE", f"/collections/{name}")
    connection.close()
    return {"build": build, "memory": 0, "memoryKind": "not measured", "rows": rows}


def typesense_lines(size, peers, results, sift_row=None):
    """The Typesense peer's lines (and the widget stack's keystroke time over it, from
    sift-bench --typesense), when it ran."""
    t = peers.get("typesense")
    if not t:
        return ["  (Typesense: not run; SIFT_BENCH_TYPESENSE_URL names no server)"]

    def line(name, row):
        return (f"  {name:44} {row['p50'] / 1000:8.3f}ms {row['p99'] / 1000:8.3f}ms "
                f"{'':8} {'':9}  {row['averageHits']:9.1f}")

    lines = [line("Typesense wall, keep-alive (no typos)", t["rows"]["exact"]),
             line("Typesense search_time_ms (no typos)", t["rows"]["exactServer"]),
             line("Typesense wall, keep-alive (typo budget)", t["rows"]["typo"]),
             line("Typesense search_time_ms (typo budget)", t["rows"]["typoServer"]),
             f"  Typesense import over HTTP: {t['build']:.2f}s"]
    keystroke = results / f"typesense-keystroke-{size}.json"
    if keystroke.exists():
        k = json.loads(keystroke.read_text()).get("keystrokeToScreen")
        if k:
            lines.append(f"  {'Sift keystroke → hits over Typesense':44} {k['p50'] / 1000:8.3f}ms {k['p99'] / 1000:8.3f}ms")
    w = t["rows"]["typo"]
    if sift_row and w["p50"] and w["p99"]:
        lines.append(f"    Sift (in process) / Typesense wall, typo on: p50 {sift_row['p50'] / w['p50']:6.2f}  "
                     f"p99 {sift_row['p99'] / w['p99']:6.2f}")
    return lines


def compare_long(size, sift, peers):
    rows = {r["name"]: r for r in sift["rows"]}
    default = next(r for r in sift["rows"] if "typo on" in r["name"] and "default" in r["name"])
    exact = next(r for r in sift["rows"] if "no typos" in r["name"])
    full = next(r for r in sift["rows"] if "facets" in r["name"])
    custom = next((r for r in sift["rows"] if "custom" in r["name"]), None)
    configured = next((r for r in sift["rows"] if "synonyms" in r["name"]), None)
    unused = next((r for r in sift["rows"] if "unused words" in r["name"]), None)
    request = rows.get("Sift, default request")
    t = peers["tantivy_bm25"]["rows"]
    lines = [f"\nlong text, {size:,} records, {sift['queries']:,} queries, one thread"]
    lines.append(f"  {'engine':44} {'p50':>9} {'p90':>9} {'p99':>9} {'max':>9}  {'avg hits':>9}")

    def line(name, row):
        return (f"  {name:44} {row['p50'] / 1000:8.3f}ms {row['p90'] / 1000:8.3f}ms "
                f"{row['p99'] / 1000:8.3f}ms {row.get('max', 0) / 1000:8.3f}ms  {row['averageHits']:9.1f}")

    lines.append(line("Sift, default ranking, typo on", default["latency"] | default))
    lines.append(line("Sift, default ranking, no typos", exact["latency"] | exact))
    lines.append(line("Sift, 3 facets + 20 highlighted", full["latency"] | full))
    if request:
        lines.append(line("Sift, default request (all highlighted)", request["latency"] | request))
    if custom:
        lines.append(line("Sift, ranking: [custom], typo on", custom["latency"] | custom))
    if configured:
        lines.append(line("Sift, + 1,000 synonyms + 100 rules", configured["latency"] | configured))
    if unused:
        lines.append(line("Sift, + the same on unused words", unused["latency"] | unused))
    lines.append(line("tantivy BM25, Algolia's typo budget", t["typo"]))
    lines.append(line("tantivy BM25, no typos", t["exact"]))

    def ratio(a, b):
        return f"{a / b:6.2f}" if b else "   n/a"

    s, e = default["latency"], exact["latency"]
    lines.append("  ratios (Sift / tantivy BM25; below 1 means Sift is faster):")
    lines.append(f"    typo on:   p50 {ratio(s['p50'], t['typo']['p50'])}  p99 {ratio(s['p99'], t['typo']['p99'])}")
    lines.append(f"    no typos:  p50 {ratio(e['p50'], t['exact']['p50'])}  p99 {ratio(e['p99'], t['exact']['p99'])}")
    # The default request against the bare search as measured side by side on the built index
    # (each after every query ran once): the first rows' bare search runs first, before any
    # other, and would make the ratio look smaller than it is.
    built_request = rows.get("built:  default request")
    built_bare = rows.get("built:  default ranking (typo on)")
    if built_request and built_bare:
        r, b = built_request["latency"], built_bare["latency"]
        lines.append(f"  Sift's default request / its bare search (built index, side by side): "
                     f"p50 {ratio(r['p50'], b['p50'])}  p99 {ratio(r['p99'], b['p99'])}")
    ingest = sift.get("ingest")
    if ingest:
        mb = ingest["fileBytes"] / 1e6
        lines.append(f"  Sift ingest from the file (parse + build): {ingest['seconds']:.2f}s for {mb:.1f} MB, "
                     f"{mb / ingest['seconds']:.1f} MB/s; tantivy's build (records already parsed): "
                     f"{peers['tantivy_bm25']['build']:.2f}s")
        structures = sift.get("indexStructuresBytes") or 0
        stored = sift.get("storedRecordsBytes") or 0
        if ingest.get("peakGrowthBytes") is not None:
            lines.append(f"  Sift memory: structures {structures / 1048576:.1f}MB + stored records {stored / 1048576:.1f}MB; "
                         f"peak during ingest {ingest['peakGrowthBytes'] / 1048576:.1f}MB "
                         f"({ratio(ingest['peakGrowthBytes'], structures + stored)} x), resident after "
                         f"{ingest['residentGrowthBytes'] / 1048576:.1f}MB ({ratio(ingest['residentGrowthBytes'], structures + stored)} x)")
    return "\n".join(lines)


def compare(size, sift, peers):
    like = next(r for r in sift["rows"] if "like-for-like" in r["name"])
    full = next(r for r in sift["rows"] if "facets" in r["name"])
    exact = next(r for r in sift["rows"] if "no typo" in r["name"])
    lines = [f"\n{size:,} records, {sift['queries']:,} queries, one thread (builds pinned to one core)"]
    header = f"  {'engine':44} {'p50':>9} {'p99':>9} {'build':>8} {'memory':>9}  {'avg hits':>9}"
    lines.append(header)

    def line(name, row, build, memory):
        return (f"  {name:44} {row['p50'] / 1000:8.3f}ms {row['p99'] / 1000:8.3f}ms {build:7.2f}s "
                f"{memory / 1048576:7.1f}MB  {row['averageHits']:9.1f}")

    # Sift's memory column is the engine's count of its search structures (dictionary, postings,
    # columns), comparable with FTS5's database size and tantivy's index on disk; the stored
    # records and the process's resident growth are shown on their own line.
    memory = sift.get("indexStructuresBytes") or sift.get("indexMemoryBytes") or 0
    records_bytes = sift.get("storedRecordsBytes")
    rss = sift.get("indexMemoryBytes")
    lines.append(line("Sift, typo on (like-for-like)", like["latency"] | like, sift["buildSeconds"], memory))
    lines.append(line("Sift, no typo tolerance", exact["latency"] | exact, sift["buildSeconds"], memory))
    lines.append(line("Sift, typo on, 3 facets + 20 highlighted", full["latency"] | full, sift["buildSeconds"], memory))
    lines.append(line("SQLite FTS5 (no typos)", peers["fts5"]["rows"]["exact"], peers["fts5"]["build"], peers["fts5"]["memory"]))
    lines.append(line("tantivy (no typos)", peers["tantivy"]["rows"]["exact"], peers["tantivy"]["build"], peers["tantivy"]["memory"]))
    lines.append(line("tantivy (Algolia's typo limits)", peers["tantivy"]["rows"]["typo"], peers["tantivy"]["build"], peers["tantivy"]["memory"]))
    if records_bytes is not None:
        lines.append(f"  {'Sift memory: structures + stored records':44} "
                     f"{memory / 1048576:.1f}MB + {records_bytes / 1048576:.1f}MB = "
                     f"{(memory + records_bytes) / 1048576:.1f}MB"
                     + (f"; resident growth while building {rss / 1048576:.1f}MB" if rss else ""))
    if sift.get("keystrokeToScreen"):
        k = sift["keystrokeToScreen"]
        lines.append(f"  {'Sift keystroke → hits controller':44} {k['p50'] / 1000:8.3f}ms {k['p99'] / 1000:8.3f}ms")

    def ratio(a, b):
        return f"{a / b:6.2f}" if b else "   n/a"

    t_typo, t_exact, f = peers["tantivy"]["rows"]["typo"], peers["tantivy"]["rows"]["exact"], peers["fts5"]["rows"]["exact"]
    s = like["latency"]
    lines.append("  ratios (Sift / peer; below 1 means Sift is faster or smaller):")
    lines.append(f"    vs tantivy, typo on:   p50 {ratio(s['p50'], t_typo['p50'])}  p99 {ratio(s['p99'], t_typo['p99'])}  "
                 f"build {ratio(sift['buildSeconds'], peers['tantivy']['build'])}  memory {ratio(memory, peers['tantivy']['memory'])}")
    e = exact["latency"]
    lines.append(f"    vs tantivy, no typos:  p50 {ratio(e['p50'], t_exact['p50'])}  p99 {ratio(e['p99'], t_exact['p99'])}")
    lines.append(f"    vs FTS5, no typos:     p50 {ratio(e['p50'], f['p50'])}  p99 {ratio(e['p99'], f['p99'])}  "
                 f"build {ratio(sift['buildSeconds'], peers['fts5']['build'])}  memory {ratio(memory, peers['fts5']['memory'])}")
    if peers["tantivy"].get("buildTwoCores"):
        two = peers["tantivy"]["buildTwoCores"]
        lines.append(f"    tantivy's build free to use both cores (its indexing thread beside the feeding one): "
                     f"{two:.2f}s; Sift's build / that: {ratio(sift['buildSeconds'], two)}")
    if sift.get("plainBuildSeconds"):
        lines.append(f"    build with only what the peers index (name, brand, popularity; no facets): "
                     f"{sift['plainBuildSeconds']:.2f}s, vs tantivy {ratio(sift['plainBuildSeconds'], peers['tantivy']['build'])}, "
                     f"vs FTS5 {ratio(sift['plainBuildSeconds'], peers['fts5']['build'])}")
    lines.append(f"    Sift with 3 facets + 20 highlighted: p99 {full['latency']['p99'] / 1000:.3f} ms")
    lines.append(f"    Sift index structures / FTS5 database size: {ratio(memory, peers['fts5']['memory'])}")
    lines.append("  (Sift's memory column counts its search structures -- term dictionary, postings, per-document "
                 "columns -- as the engine sizes them, without the stored records; FTS5's is its database size "
                 "(which also holds name and brand text), tantivy's its index on disk (no stored text). "
                 "Peer latencies include a few microseconds of Python call overhead.)")
    return "\n".join(lines)


def main():
    ensure_venv()
    parser = argparse.ArgumentParser()
    parser.add_argument("--results", default="bench-results")
    parser.add_argument("--records", default=None)
    parser.add_argument("--long", action="store_true", help="the long-text workload")
    args = parser.parse_args()
    results = Path(args.results)
    if args.long:
        sizes = ([int(s) for s in args.records.split(",")] if args.records
                 else sorted(int(p.stem.split("-")[2]) for p in results.glob("sift-long-*.json")))
        for size in sizes:
            records = json.loads((results / f"corpus-long-{size}.json").read_text())
            queries = json.loads((results / f"queries-long-{size}.json").read_text())
            peers = {"tantivy_bm25": tantivy_bm25(records, queries)}
            ts = typesense_engine(records, queries, ["name", "summary", "description"])
            if ts:
                peers["typesense"] = ts
            del records
            gc.collect()
            (results / f"peers-long-{size}.json").write_text(json.dumps(peers, indent=2, sort_keys=True))
            sift = json.loads((results / f"sift-long-{size}.json").read_text())
            print(compare_long(size, sift, peers))
            print("\n".join(typesense_lines(f"long-{size}", peers, results)))
        return
    sizes = ([int(s) for s in args.records.split(",")] if args.records
             else sorted(int(p.stem.split("-")[1]) for p in results.glob("sift-*.json")))
    if not sizes:
        sys.exit(f"peers.py: no sift-*.json in {results}; run sift-bench first")
    for size in sizes:
        records = json.loads((results / f"corpus-{size}.json").read_text())
        queries = json.loads((results / f"queries-{size}.json").read_text())
        peers = {"fts5": fts5(records, queries), "tantivy": tantivy_engine(records, queries)}
        ts = typesense_engine(records, queries, ["name", "brand"], sort_by="popularity")
        if ts:
            peers["typesense"] = ts
        del records
        gc.collect()
        (results / f"peers-{size}.json").write_text(json.dumps(peers, indent=2, sort_keys=True))
        sift = json.loads((results / f"sift-{size}.json").read_text())
        print(compare(size, sift, peers))
        like = next(r for r in sift["rows"] if "like-for-like" in r["name"])
        print("\n".join(typesense_lines(size, peers, results, like["latency"])))


if __name__ == "__main__":
    main()
