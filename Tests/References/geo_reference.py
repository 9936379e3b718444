#!/usr/bin/env python3
"""Expected figures for LocalIndex+GeoTests, computed from the airports dataset alone.

Distances are great-circle distances on a sphere of radius 6,371 km (haversine). A record is
inside a polygon by the even-odd rule on (lat, lng) as plane coordinates; several polygons are
a union. The automatic radius (no aroundRadius) is the distance of the centre's 1000th nearest
record, at least minimumAroundRadius; aroundRadius "all" keeps every record with a location.
Hits are ranked nearest first.

Usage: geo_reference.py [SHARED_DIR]   (default ../shared)
"""
import json
import math
import sys

shared = sys.argv[1] if len(sys.argv) > 1 else "../shared"
records = json.load(open(f"{shared}/datasets/airports/airports.json"))
located = [r for r in records if r.get("_geoloc")]


def distance(a, b):
    r = 6371000.0
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * r * math.atan2(math.sqrt(h), math.sqrt(1 - h))


def point(r):
    return (r["_geoloc"]["lat"], r["_geoloc"]["lng"])


def inside(polygon, p):
    pts = list(zip(polygon[0::2], polygon[1::2]))
    result = False
    j = len(pts) - 1
    for i in range(len(pts)):
        (ai, bi), (aj, bj) = pts[i], pts[j]
        if (ai > p[0]) != (aj > p[0]):
            if p[1] < bi + (p[0] - ai) * (bj - bi) / (aj - ai):
                result = not result
        j = i
    return result


paris = (48.8566, 2.3522)
by_distance = sorted(located, key=lambda r: distance(paris, point(r)))
auto = distance(paris, point(by_distance[999]))
print(f"records with a location: {len(located)} of {len(records)}")
print(f"automatic radius around Paris: {auto:.3f} m -> {round(auto)}")
print(f"  within it: {sum(1 for r in located if distance(paris, point(r)) <= auto)}")
print(f"  nearest 5: {[r['iata_code'] for r in by_distance[:5]]}")
french = [r for r in located if r['country'] == 'France' and distance(paris, point(r)) <= auto]
print(f"  French airports within it: {len(french)}")
minimum = 7_000_000
print(f"minimumAroundRadius {minimum}: within {max(auto, minimum)} m: "
      f"{sum(1 for r in located if distance(paris, point(r)) <= max(auto, minimum))}")
small_minimum = 1000
print(f"minimumAroundRadius {small_minimum}: within {max(auto, small_minimum)} m: "
      f"{sum(1 for r in located if distance(paris, point(r)) <= max(auto, small_minimum))}")
print(f"aroundRadius all: {len(located)} hits")

france = [51.1, 2.5, 48.0, -4.8, 43.3, -1.8, 42.4, 3.2, 43.8, 7.5, 49.0, 8.2]
japan = [45.5, 141.0, 34.0, 129.5, 31.0, 130.5, 35.0, 140.5]
for name, polygons in [("france", [france]), ("japan", [japan]), ("both", [france, japan])]:
    hits = [r for r in located if any(inside(p, point(r)) for p in polygons)]
    countries = sorted({r['country'] for r in hits})
    print(f"insidePolygon {name}: {len(hits)} hits, countries {countries}")
