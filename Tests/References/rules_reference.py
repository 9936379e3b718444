#!/usr/bin/env python3
"""Expected figures for LocalIndex+RulesTests, computed from the TED talks dataset alone.

Each figure is what a rule's documented consequence makes of a search, evaluated on the
records: an automatic facet filter on tags (the query words spelling a tag value leave the
query, and the value filters the records, compared case-insensitively); a query edit removing
a word with a numeric filter added; a condition on the search's filters with records promoted
and hidden. Searches run without distinct (distinct: false) and with an empty query after the
rules' edits, so every record passing the filters is a hit.

Usage: rules_reference.py [SHARED_DIR]   (default ../shared)
"""
import json
import sys

shared = sys.argv[1] if len(sys.argv) > 1 else "../shared"
talks = json.load(open(f"{shared}/datasets/tedtalks/talks.json"))


def tagged(value):
    return [t for t in talks if value.lower() in (x.lower() for x in t["tags"])]


climate = tagged("climate change")
print(f"tags:'climate change': {len(climate)}")
both = [t for t in climate if "science" in (x.lower() for x in t["tags"])]
print(f"tags:'climate change' AND tags:science: {len(both)}")
either = {t["objectID"] for t in climate} | {t["objectID"] for t in tagged("oceans")}
print(f"tags:'climate change' OR tags:oceans: {len(either)}")
funny = [t for t in talks if t.get("funny_rating", 0) > 5000]
print(f"funny_rating > 5000: {len(funny)}")
event = [t for t in talks if t["event_name"].lower() == "tedglobal 2009"]
print(f"event_name:'TEDGlobal 2009': {len(event)}; first objectIDs {[t['objectID'] for t in event[:2]]}")
outside = next(t for t in talks if t["event_name"] == "TED2014")
print(f"a TED2014 talk to promote: {outside['objectID']} {outside['name']!r}")
