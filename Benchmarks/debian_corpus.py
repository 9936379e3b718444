#!/usr/bin/env python3
"""Writes the long-text benchmark corpus: Debian's package catalogue as Algolia records.

Every binary package of Debian's `main` archive for this machine's release becomes a record with
a `name`, a one-line `summary` and a long `description` (English prose from the archive's
Translation-en file, up to 600 characters, cut at a word), its `installed_size` in KiB for the
custom ranking, and three facets (`section`, `priority`, `architecture`). This is real text that
a user could bring: short names, one-line summaries and paragraphs with very frequent words.

With `--catalogue`, each record is shaped like a software catalogue's instead: the same name,
summary, description and installed size, and the package's short fields as they are
(`section`, `priority`, `architecture`, `maintainer`, `version`, `homepage`) with its Debian
tags (`Tag:`, the debtags, split into an array of short strings, `tags`; empty when it has
none): 63,697 records, 47.7 MB, from bookworm's lists. Nobody
tuned the engine on this shape: it is what a catalogue an app ships may look like.

It runs `apt-get update` with English descriptions when the package lists are not there yet
(as root; the lists go to /var/lib/apt/lists as for any apt user).

usage: python3 Benchmarks/debian_corpus.py [--catalogue] OUT.json
"""
import glob
import json
import subprocess
import sys

LISTS = "/var/lib/apt/lists"
DESCRIPTION_LIMIT = 600


def ensure_lists():
    if glob.glob(f"{LISTS}/*_main_i18n_Translation-en*") and glob.glob(f"{LISTS}/*_main_binary-*_Packages*"):
        return
    subprocess.run(["apt-get", "update", "-qq", "-o", "Acquire::Languages=en"], check=True)


def stanzas(text):
    """Yields each stanza of a deb822 file as a dict; continuation lines keep their newline."""
    fields, key = {}, None
    for line in text.splitlines():
        if not line.strip():
            if fields:
                yield fields
            fields, key = {}, None
        elif line[0] in " \t" and key:
            fields[key] += "\n" + line[1:]
        elif ":" in line:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    if fields:
        yield fields


def read(path):
    return subprocess.run(
        ["/usr/lib/apt/apt-helper", "cat-file", path], check=True, capture_output=True, text=True
    ).stdout


def prose(long_description):
    """The long description as one paragraph of prose, cut at a word under the limit."""
    lines = [line.strip() for line in long_description.split("\n")]
    text = " ".join(line for line in lines if line and line != ".")
    if len(text) <= DESCRIPTION_LIMIT:
        return text
    cut = text.rfind(" ", 0, DESCRIPTION_LIMIT)
    return text[: cut if cut > 0 else DESCRIPTION_LIMIT]


def catalogue_fields(stanza):
    """The short fields of a catalogue record, and the package's tags as an array."""
    fields = {
        "architecture": stanza.get("Architecture", "all"),
        "maintainer": stanza.get("Maintainer", ""),
        "version": stanza.get("Version", ""),
        "homepage": stanza.get("Homepage", ""),
    }
    tags = stanza.get("Tag", "").replace("\n", " ")
    fields["tags"] = [tag.strip() for tag in tags.split(",") if tag.strip()]
    return fields


def main():
    arguments = sys.argv[1:]
    catalogue = "--catalogue" in arguments
    arguments = [argument for argument in arguments if argument != "--catalogue"]
    if len(arguments) != 1:
        sys.exit(__doc__)
    out = arguments[0]
    ensure_lists()
    descriptions = {}
    for path in sorted(glob.glob(f"{LISTS}/*_main_i18n_Translation-en*")):
        for stanza in stanzas(read(path)):
            text = stanza.get("Description-en", "")
            summary, _, rest = text.partition("\n")
            descriptions[(stanza.get("Package"), stanza.get("Description-md5"))] = (summary, rest)
    records, seen = [], set()
    for path in sorted(glob.glob(f"{LISTS}/*_main_binary-*_Packages*")):
        for stanza in stanzas(read(path)):
            name = stanza.get("Package")
            if not name or name in seen:
                continue
            seen.add(name)
            summary, rest = descriptions.get(
                (name, stanza.get("Description-md5")), (stanza.get("Description", ""), ""))
            record = {
                "objectID": name,
                "name": name,
                "summary": summary.strip(),
                "description": prose(rest),
                "installed_size": int(stanza.get("Installed-Size", "0") or 0),
                "section": stanza.get("Section", "unknown"),
                "priority": stanza.get("Priority", "optional"),
                "architecture": stanza.get("Architecture", "all"),
            }
            if catalogue:
                record.update(catalogue_fields(stanza))
            records.append(record)
    records.sort(key=lambda record: record["objectID"])
    with open(out, "w") as file:
        json.dump(records, file, ensure_ascii=False)
    print(f"{len(records)} records written to {out}")


if __name__ == "__main__":
    main()
