#!/usr/bin/env python3
"""Helpers of Scripts/docs.sh.

  python3 Scripts/docs.py plan < package.json
      From `swift package describe --type json`, the modules of the library products in
      dependency order, one line each: the module, then the documented modules it depends on
      (directly or not).
  python3 Scripts/docs.py link-dependencies SYMBOL_GRAPH_DIR CATALOG OUTPUT_CATALOG DEPENDENCY…
      Rewrites the symbol graphs' doc comments (in place) and a copy of the catalog so that a
      link into a module the documented one depends on (``SiftCore/SearchService``, the form
      Sift's sources use) reads as DocC resolves a link into another archive given with
      `--dependency` (``/SiftCore/SearchService``).
  python3 Scripts/docs.py check-curation MODULE SYMBOL_GRAPH_DIR CATALOG
      Fails, naming them, when public top-level symbols of MODULE are not listed under a
      `## Topics` heading of a page of CATALOG.
  python3 Scripts/docs.py check-page PAGE.html LANDING.md
      Fails unless the rendered page (Chromium's DOM after its scripts ran) shows the landing
      page's title as its heading and its first Swift code listing.
"""

import html.parser
import json
import os
import re
import shutil
import sys


def plan(description):
    targets = {target["name"]: target for target in description["targets"]}
    documented = []
    for product in description["products"]:
        if "library" in product["type"]:
            documented += [name for name in product["targets"] if name not in documented]

    def dependencies(name, seen):
        for dependency in targets[name].get("target_dependencies") or []:
            if dependency not in seen:
                seen.add(dependency)
                dependencies(dependency, seen)
        return seen

    ordered = []
    visiting = set()

    def visit(name):
        if name in ordered or name in visiting:
            return
        visiting.add(name)
        for dependency in targets[name].get("target_dependencies") or []:
            if dependency in documented:
                visit(dependency)
        ordered.append(name)

    for name in sorted(documented):
        visit(name)
    # The umbrella module's catalog holds the articles, which cover every product: it is built
    # last, with every other archive as a dependency.
    umbrella = [name for name in ordered if name == description["name"]]
    for name in [name for name in ordered if name not in umbrella] + umbrella:
        if name in umbrella:
            needed = [d for d in ordered if d != name]
        else:
            needed = [d for d in ordered if d in dependencies(name, set())]
        print(" ".join([name] + needed))


def link_dependencies(graphs, catalog, output, dependencies):
    if not dependencies:
        shutil.copytree(catalog, output)
        return
    names = "|".join(re.escape(name) for name in dependencies)
    # ``SiftCore/Event`` and ``SiftCore``, not ``/SiftCore/Event`` or ``MySiftCore/Event``.
    pattern = re.compile(r"``((?:%s)(?:/[^`]*)?)``" % names)
    # Members this module adds to a dependency's types (SiftAlgolia's
    # `SearchResponse.answeredBy`) are documented here, under the extended module: a link to
    # one resolves locally as it is written.
    extended = set()
    for file in os.listdir(graphs):
        if "@" in file and file.endswith(".symbols.json"):
            dependency = file[: -len(".symbols.json")].split("@")[1]
            with open(os.path.join(graphs, file), encoding="utf-8") as handle:
                for symbol in json.load(handle)["symbols"]:
                    extended.add("/".join([dependency] + symbol["pathComponents"]))

    def rewrite_link(match):
        link = match.group(1)
        if len(link.split("/")) > 2 and link in extended:
            return match.group(0)
        return "``/" + link + "``"

    def rewrite(text):
        return pattern.sub(rewrite_link, text)

    for file in os.listdir(graphs):
        if not file.endswith(".symbols.json"):
            continue
        path = os.path.join(graphs, file)
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            for line in (symbol.get("docComment") or {}).get("lines", []):
                line["text"] = rewrite(line["text"])
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(graph, handle)
    shutil.copytree(catalog, output)
    for root, _, files in os.walk(output):
        for file in files:
            if file.endswith(".md"):
                path = os.path.join(root, file)
                with open(path, encoding="utf-8") as handle:
                    text = handle.read()
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(rewrite(text))


def topic_links(catalog):
    """Every symbol link listed under a `## Topics` heading of the catalog's pages."""
    links = set()
    for root, _, files in os.walk(catalog):
        for file in files:
            if not file.endswith(".md"):
                continue
            in_topics = False
            with open(os.path.join(root, file), encoding="utf-8") as page:
                for line in page:
                    if re.match(r"^##\s", line):
                        in_topics = line.strip() == "## Topics"
                    elif in_topics and line.lstrip().startswith("- "):
                        for link in re.findall(r"``([^`]+)``", line):
                            links.add(link)
    return links


def check_curation(module, graphs, catalog):
    path = os.path.join(graphs, module + ".symbols.json")
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    top_level = sorted(
        {
            symbol["pathComponents"][0]
            for symbol in graph["symbols"]
            if len(symbol["pathComponents"]) == 1
        }
    )
    listed = set()
    for link in topic_links(catalog):
        link = link.removeprefix("/")
        link = link.removeprefix(module + "/")
        first = link.split("/")[0]
        # A disambiguated link (`Name-swift.struct`, `name(_:)-1a2b3`) names the symbol before it.
        listed.add(first)
        listed.add(re.sub(r"-[0-9A-Za-z.]+$", "", first))
    missing = [name for name in top_level if name not in listed]
    if missing:
        print(
            f"docs: {len(missing)} public symbols of {module} are in no `## Topics` group of "
            f"{catalog}; list each under the group of the task it serves "
            f"(- ``Name``):",
            file=sys.stderr,
        )
        for name in missing:
            print(f"  {name}", file=sys.stderr)
        sys.exit(1)


class PageText(html.parser.HTMLParser):
    """The text of the first `h1` and of the first `pre` that a reader sees (outside the
    `noscript` element, which says the page needs JavaScript)."""

    def __init__(self):
        super().__init__()
        self.heading = None
        self.listing = None
        self._capture = None
        self._text = []
        self._noscript = 0

    def handle_starttag(self, tag, attrs):
        if tag == "noscript":
            self._noscript += 1
        if self._noscript == 0 and self._capture is None and (
            (tag == "h1" and self.heading is None) or (tag == "pre" and self.listing is None)
        ):
            self._capture = tag
            self._text = []

    def handle_endtag(self, tag):
        if tag == "noscript":
            self._noscript = max(0, self._noscript - 1)
        if tag == self._capture:
            text = "".join(self._text)
            if tag == "h1":
                self.heading = text.strip()
            else:
                self.listing = text
            self._capture = None

    def handle_data(self, data):
        if self._capture is not None:
            self._text.append(data)


def normalized(code):
    return [line.strip() for line in code.splitlines() if line.strip()]


def check_page(page, landing):
    with open(landing, encoding="utf-8") as file:
        markdown = file.read()
    title = re.search(r"^#\s+(.+)$", markdown, re.MULTILINE).group(1).strip()
    title = title.strip("`").split("/")[-1]
    listing = re.search(r"```swift\n(.*?)```", markdown, re.DOTALL)
    with open(page, encoding="utf-8") as file:
        parser = PageText()
        parser.feed(file.read())
    problems = []
    if parser.heading != title:
        problems.append(f"the heading reads {parser.heading!r}, not {title!r}")
    if listing is None:
        problems.append(f"{landing} has no Swift code listing")
    elif parser.listing is None:
        problems.append("the page shows no code listing")
    elif normalized(parser.listing) != normalized(listing.group(1)):
        problems.append(
            "the first code listing reads\n" + parser.listing + "\nnot\n" + listing.group(1)
        )
    if problems:
        for problem in problems:
            print(f"docs: {page}: {problem}", file=sys.stderr)
        sys.exit(1)


def main(arguments):
    if arguments[:1] == ["plan"]:
        plan(json.load(sys.stdin))
    elif arguments[:1] == ["link-dependencies"] and len(arguments) >= 4:
        link_dependencies(arguments[1], arguments[2], arguments[3], arguments[4:])
    elif arguments[:1] == ["check-curation"] and len(arguments) == 4:
        check_curation(*arguments[1:])
    elif arguments[:1] == ["check-page"] and len(arguments) == 3:
        check_page(*arguments[1:])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main(sys.argv[1:])
