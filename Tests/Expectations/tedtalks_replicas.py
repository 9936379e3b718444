# Independent expectation for LocalSearchService+DatasetsTests: the first 5 talks of each tedtalks
# replica for an empty query, filtered by tags:"climate change" (case-insensitive), in the order
# of the replica's customRanking (ties in file order). A virtual replica with the customRanking
# desc(viewed_count) (test_tedtalks_aVirtualReplicasExport_loadsWithItsPrimarys) sorts every hit of
# an empty query by it too (they are equally relevant), as talks_viewed_count_desc does.
import json, glob, re
talks = json.load(open('talks.json'))
for path in sorted(glob.glob('talks_*_settings.json')):
    settings = json.load(open(path))
    name = path[:-len('_settings.json')]
    (criterion,) = settings['customRanking']
    m = re.match(r'(asc|desc)\((\w+)\)', criterion)
    order, attr = m.group(1), m.group(2)
    kept = [t for t in talks if any(tag.lower() == 'climate change' for tag in t.get('tags', []))]
    # Records without the attribute come last, as Algolia ranks them.
    kept = sorted(kept, key=lambda t: (attr not in t, (t.get(attr, 0) if order == 'asc' else -t.get(attr, 0))))
    print(f'      "{name}": {json.dumps([t["objectID"] for t in kept[:5]])},  // {len(kept)} talks')
