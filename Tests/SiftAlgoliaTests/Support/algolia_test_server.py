#!/usr/bin/env python3
"""A scriptable HTTP server for SiftAlgolia's tests; it stands in for Algolia's hosts.

Usage: algolia_test_server.py COUNT

Starts COUNT servers on 127.0.0.1, each on a free port, and prints one JSON line:
{"ports": [...], "closedPort": N}, where closedPort is a port nothing listens on.
Each server is one "host". It answers every request with the next scripted reply (or its
default reply) and records the request. Control endpoints, not recorded:

  POST /__sift/script    body {"default": REPLY, "queue": [REPLY, ...]} replaces the script
  GET  /__sift/requests  the recorded requests: [{"method", "path", "headers", "body"}]
  POST /__sift/indices   body {"NAME": INDEX, ...} makes the host serve these indices' data

REPLY is {"status": 200, "body": "<text>", "delay": <seconds>, "headers": {name: value}};
delay makes the server wait before answering (to force a client timeout), headers are added
to the reply (such as Retry-After).

INDEX is {"records": [...], "settings": {...}, "synonyms": [...], "rules": [...],
"dropBrowse": [N, ...], "cursorEpoch": E}. A host serving an index answers, as Algolia does:
  POST /1/indexes/NAME/browse            {"hitsPerPage": n} or {"cursor": c}: a page of records
                                         and the next page's cursor (none on the last page)
  GET  /1/indexes/NAME/settings          the settings
  POST /1/indexes/NAME/synonyms/search   {"page", "hitsPerPage"}: a page of synonyms, with
  POST /1/indexes/NAME/rules/search      _highlightResult as Algolia adds it; rules likewise
The Nth browse request of the host (counting from 1) for N in dropBrowse gets half of its reply,
then the connection drops. A cursor of another cursorEpoch gets a 400 (an expired cursor).

Unless scripted, POST /1/events answers as Algolia's Insights API does: it checks the body
against the API's documented limits (timestamps against this machine's clock) and answers 422
with a message naming the first wrong field of the first wrong event, refusing the whole
batch, or 200 {"status": 200, "message": "OK"}.
Other requests get the script's replies. The process exits when stdin closes or on SIGTERM.
"""

import json
import math
import re
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
import socket

DEFAULT_REPLY = {"status": 200, "body": '{"results": []}', "delay": 0, "headers": {}}

TOKEN = re.compile(r"^[A-Za-z0-9_=+/-]{1,129}$")
QUERY_ID = re.compile(r"^[0-9a-f]{32}$")
CURRENCY = re.compile(r"^[A-Z]{3}$")
MAX_AGE_MS = 30 * 24 * 3600 * 1000
MAX_SKEW_MS = 24 * 3600 * 1000


def is_amount(value):
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return math.isfinite(value) and value >= 0
    if isinstance(value, str):
        try:
            return math.isfinite(float(value)) and float(value) >= 0
        except ValueError:
            return False
    return False


def insights_problem(event):
    """The first field of an Insights event the API would refuse, with why; None if valid."""
    if not isinstance(event, dict):
        return "", "expected an object"
    if event.get("eventType") not in ("click", "conversion", "view"):
        return "eventType", "expected click, conversion or view"
    name = event.get("eventName")
    if not isinstance(name, str) or not 1 <= len(name) <= 64 or not all(" " <= c <= "~" for c in name):
        return "eventName", "expected 1 to 64 printable ASCII characters"
    if not isinstance(event.get("index"), str) or not event["index"]:
        return "index", "expected an index name"
    for field in ("userToken", "authenticatedUserToken"):
        token = event.get(field)
        if (field == "userToken" or token is not None) and (
            not isinstance(token, str) or not TOKEN.match(token)
        ):
            return field, "expected 1 to 129 of A-Z a-z 0-9 _ = + / -"
    if "timestamp" in event:
        timestamp = event["timestamp"]
        now = int(time.time() * 1000)
        if (
            not isinstance(timestamp, int)
            or isinstance(timestamp, bool)
            or not now - MAX_AGE_MS <= timestamp <= now + MAX_SKEW_MS
        ):
            return "timestamp", "expected milliseconds since 1970 within the last 30 days"
    query_id = event.get("queryID")
    if query_id is not None and (not isinstance(query_id, str) or not QUERY_ID.match(query_id)):
        return "queryID", "expected 32 lowercase hexadecimal digits"
    subtype = event.get("eventSubtype")
    if subtype is not None and (
        subtype not in ("addToCart", "purchase") or event["eventType"] != "conversion"
    ):
        return "eventSubtype", "expected addToCart or purchase, on a conversion"
    if subtype == "purchase" and query_id is not None:
        return "queryID", "expected none on a purchase: objectData carries each queryID"
    object_ids, filters = event.get("objectIDs"), event.get("filters")
    if (object_ids is None) == (filters is None):
        return "objectIDs", "expected objectIDs or filters"
    if object_ids is not None:
        if not isinstance(object_ids, list) or not 1 <= len(object_ids) <= 20:
            return "objectIDs", "expected 1 to 20 object IDs"
        positions = event.get("positions")
        if positions is not None and event["eventType"] != "click":
            return "positions", "expected positions only on clicks"
        if positions is not None and (
            not isinstance(positions, list)
            or len(positions) != len(object_ids)
            or not all(isinstance(p, int) and p >= 1 for p in positions)
        ):
            return "positions", "expected one position from 1 per object ID"
        if event["eventType"] == "click" and query_id is not None and positions is None:
            return "positions", "expected positions with a queryID"
    else:
        if subtype is not None:
            return "eventSubtype", "expected objectIDs with a subtype"
        if not isinstance(filters, list) or not 1 <= len(filters) <= 10:
            return "filters", "expected 1 to 10 filters"
        if not all(isinstance(f, str) and re.match(r"^[^:]+:.+$", f) for f in filters):
            return "filters", "expected attribute:value"
    object_data = event.get("objectData")
    has_amounts = "value" in event
    if object_data is not None:
        if subtype is None:
            return "objectData", "expected objectData only on add-to-cart and purchase events"
        if not isinstance(object_data, list) or len(object_data) != len(object_ids):
            return "objectData", "expected one item per object ID"
        for index, item in enumerate(object_data):
            if not isinstance(item, dict) or not set(item) <= {
                "queryID", "price", "quantity", "discount"
            }:
                return f"objectData[{index}]", "expected queryID, price, quantity, discount"
            item_query = item.get("queryID")
            if item_query is not None and (
                not isinstance(item_query, str) or not QUERY_ID.match(item_query)
            ):
                return f"objectData[{index}].queryID", "expected 32 lowercase hexadecimal digits"
            quantity = item.get("quantity")
            if quantity is not None and (
                not isinstance(quantity, int) or isinstance(quantity, bool) or quantity < 1
            ):
                return f"objectData[{index}].quantity", "expected a positive integer"
            for key in ("price", "discount"):
                if key in item:
                    has_amounts = True
                    if not is_amount(item[key]):
                        return f"objectData[{index}].{key}", "expected an amount"
    if ("value" in event or "currency" in event) and subtype is None:
        return "value", "expected value and currency only on add-to-cart and purchase events"
    if "value" in event and not is_amount(event["value"]):
        return "value", "expected an amount"
    currency = event.get("currency")
    if currency is not None and (not isinstance(currency, str) or not CURRENCY.match(currency)):
        return "currency", "expected an ISO 4217 code"
    if has_amounts and currency is None:
        return "currency", "expected a currency with a value or prices"
    return None


def insights_reply(body):
    """The Insights API's answer to a POST /1/events body."""
    try:
        payload = json.loads(body or b"null")
    except ValueError:
        return 400, {"status": 400, "message": "Invalid JSON"}
    events = payload.get("events") if isinstance(payload, dict) else None
    if not isinstance(events, list) or not 1 <= len(events) <= 1000:
        return 422, {"status": 422, "message": "events: expected 1 to 1000 events"}
    for index, event in enumerate(events):
        problem = insights_problem(event)
        if problem:
            field, reason = problem
            return 422, {"status": 422, "message": f"events[{index}].{field}: {reason}"}
    return 200, {"status": 200, "message": "OK"}


class State:
    def __init__(self):
        self.lock = threading.Lock()
        self.default = dict(DEFAULT_REPLY)
        self.queue = []
        self.requests = []
        self.scripted = False
        self.indices = {}
        self.browses = 0


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def _body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _send(self, status, body, headers=None):
        data = body.encode("utf-8")
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def _drop(self, body):
        """Sends the headers and half of `body`, then drops the connection."""
        data = body.encode("utf-8")
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.close_connection = True

    def _serve_index(self, state, body):
        """Answers a request for a served index's data; False when it is not one."""
        parts = self.path.split("?")[0].split("/")
        if len(parts) < 5 or parts[1] != "1" or parts[2] != "indexes":
            return False
        name = urllib.parse.unquote(parts[3])
        rest = "/".join(parts[4:])
        with state.lock:
            index = state.indices.get(name)
        if index is None or rest not in ("browse", "settings", "synonyms/search", "rules/search"):
            return False
        request = json.loads(body or b"{}") if body else {}
        if rest == "settings":
            self._send(200, json.dumps(index.get("settings", {})))
            return True
        if rest == "browse":
            with state.lock:
                state.browses += 1
                number = state.browses
            records = index.get("records", [])
            epoch = str(index.get("cursorEpoch", 0))
            if "cursor" in request:
                cursor_epoch, _, offset = request["cursor"].partition(":")
                if cursor_epoch != epoch:
                    self._send(400, json.dumps({"message": "Cursor is not valid anymore", "status": 400}))
                    return True
                offset, per_page = (int(x) for x in offset.split(","))
            else:
                offset, per_page = 0, int(request.get("hitsPerPage", 1000))
            page = records[offset: offset + per_page]
            reply = {
                "hits": page, "nbHits": len(records), "page": offset // per_page,
                "nbPages": math.ceil(len(records) / per_page), "hitsPerPage": per_page,
                "processingTimeMS": 1, "query": "", "params": "",
            }
            if offset + per_page < len(records):
                reply["cursor"] = "%s:%d,%d" % (epoch, offset + per_page, per_page)
            if number in index.get("dropBrowse", []):
                self._drop(json.dumps(reply))
            else:
                self._send(200, json.dumps(reply))
            return True
        objects = index.get("synonyms" if rest.startswith("synonyms") else "rules", [])
        page, per_page = int(request.get("page", 0)), max(1, int(request.get("hitsPerPage", 20)))
        hits = [dict(o, _highlightResult={"objectID": {"value": o.get("objectID", "")}})
                for o in objects[page * per_page: (page + 1) * per_page]]
        reply = {"hits": hits, "nbHits": len(objects)}
        if rest.startswith("rules"):
            reply.update(page=page, nbPages=math.ceil(len(objects) / per_page))
        self._send(200, json.dumps(reply))
        return True

    def _handle(self):
        state = self.server.state
        body = self._body()
        if self.path == "/__sift/script":
            script = json.loads(body or b"{}")
            with state.lock:
                state.default = dict(DEFAULT_REPLY, **script.get("default", {}))
                state.queue = [dict(DEFAULT_REPLY, **r) for r in script.get("queue", [])]
                state.scripted = "default" in script
            return self._send(200, "{}")
        if self.path == "/__sift/requests":
            with state.lock:
                return self._send(200, json.dumps(state.requests))
        if self.path == "/__sift/indices":
            with state.lock:
                state.indices = json.loads(body or b"{}")
                state.browses = 0
            return self._send(200, "{}")
        with state.lock:
            state.requests.append({
                "method": self.command,
                "path": self.path,
                "headers": {k.lower(): v for k, v in self.headers.items()},
                "body": body.decode("utf-8", "replace"),
            })
        if self._serve_index(state, body):
            return
        with state.lock:
            reply = state.queue.pop(0) if state.queue else state.default
            answers_insights = reply is state.default and not state.scripted
        if answers_insights and self.path == "/1/events":
            status, answer = insights_reply(body)
            return self._send(status, json.dumps(answer))
        if reply.get("delay", 0) > 0:
            threading.Event().wait(reply["delay"])
        self._send(reply["status"], reply["body"], reply.get("headers"))

    do_GET = _handle
    do_POST = _handle
    do_PUT = _handle
    do_DELETE = _handle


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    servers = []
    for _ in range(count):
        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        server.state = State()
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
    probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    probe.bind(("127.0.0.1", 0))
    closed_port = probe.getsockname()[1]
    probe.close()
    ports = [s.server_address[1] for s in servers]
    print(json.dumps({"ports": ports, "closedPort": closed_port}), flush=True)
    sys.stdin.read()  # returns when the test closes stdin or dies


if __name__ == "__main__":
    main()
