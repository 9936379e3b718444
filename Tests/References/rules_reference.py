#!/usr/bin/env python3
"""Expected figures for LocalIndex+RulesTests, computed from the TED talks dataset alone.

Each figure is what a rule's documented consequence makes of a search, evaluated on the
records: an automatic facet filter on tags (the value spelled by the query's words filters the
records, compared case-insensitively, and the words stay in the query: a record must also hold
each of them in a searchable attribute, the last as a prefix, with typo tolerance off); a query
edit removing a word with a numeric filter added; a condition on the search's filters with
records promoted and hidden. Searches run without distinct (distinct: false).

Usage: rules_reference.py [SHARED_DIR]   (default ../shared)
"""
import json
import re
import sys

shared = sys.argv[1] if len(sys.argv) > 1 else "../shared"
talks = json.load(open(f"{shared}/datasets/tedtalks/talks.json"))


def tagged(value, records=talks):
    return [t for t in records if value.lower() in (x.lower() for x in t["tags"])]


def words(record, attributes):
    """The record's words in those attributes, lowercased, split on what is not a letter or digit."""
    found = []
    for attribute in attributes:
        value = record.get(attribute, [])
        for text in value if isinstance(value, list) else [value]:
            found += re.findall(r"[^\W_]+", str(text).lower())
    return found


def matching(records, query, attributes):
    """The records holding every word of the query (the last as a prefix) in those attributes."""
    terms = query.lower().split()
    kept = []
    for record in records:
        have = words(record, attributes)
        if all(term in have for term in terms[:-1]) and any(w.startswith(terms[-1]) for w in have):
            kept.append(record)
    return kept


primary = ["name", "speakers", "event_name", "tags"]  # talks_settings.json's attributesToIndex
date_asc = ["name", "speakers"]  # talks_date_asc_settings.json's

climate = tagged("climate change")
print(f"tags:'climate change', words 'climate change': {len(matching(climate, 'climate change', primary))}")
both = [t for t in climate if "science" in (x.lower() for x in t["tags"])]
print(f"tags:'climate change' AND tags:science, words 'climate change science': "
      f"{len(matching(both, 'climate change science', primary))}")
either = {t["objectID"]: t for t in climate + tagged("oceans")}.values()
print(f"tags:'climate change' OR tags:oceans: {len(either)}; "
      f"with the words 'climate change oceans' ('or' removed): "
      f"{len(matching(either, 'climate change oceans', primary))}")
print(f"talks_date_asc, tags:'climate change', words 'climate change' in name or speakers: "
      f"{len(matching(climate, 'climate change', date_asc))}")
funny = [t for t in talks if t.get("funny_rating", 0) > 5000]
print(f"funny_rating > 5000: {len(funny)}")
event = [t for t in talks if t["event_name"].lower() == "tedglobal 2009"]
print(f"event_name:'TEDGlobal 2009': {len(event)}; first objectIDs {[t['objectID'] for t in event[:2]]}")
outside = next(t for t in talks if t["event_name"] == "TED2014")
print(f"a TED2014 talk to promote: {outside['objectID']} {outside['name']!r}")
