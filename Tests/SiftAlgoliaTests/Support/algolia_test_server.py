#!/usr/bin/env python3
"""A scriptable HTTP server for SiftAlgolia's tests; it stands in for Algolia's hosts.

Usage: algolia_test_server.py COUNT

Starts COUNT servers on 127.0.0.1, each on a free port, and prints one JSON line:
{"ports": [...], "closedPort": N}, where closedPort is a port nothing listens on.
Each server is one "host". It answers every request with the next scripted reply (or its
default reply) and records the request. Control endpoints, not recorded:

  POST /__sift/script    body {"default": REPLY, "queue": [REPLY, ...]} replaces the script
  GET  /__sift/requests  the recorded requests: [{"method", "path", "headers", "body"}]

REPLY is {"status": 200, "body": "<text>", "delay": <seconds>}; delay makes the server wait
before answering (to force a client timeout). The process exits when stdin closes or on
SIGTERM.

Unless scripted, POST /1/events answers as Algolia's Insights API does: it checks the body
against the API's documented limits and answers 422 with a message naming the first wrong
field, or 200 {"status": 200, "message": "OK"}.
"""

import json
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
import socket

DEFAULT_REPLY = {"status": 200, "body": '{"results": []}', "delay": 0}

TOKEN = re.compile(r"^[A-Za-z0-9_=+/-]{1,129}$")
QUERY_ID = re.compile(r"^[0-9a-fA-F]{32}$")


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
    if "timestamp" in event and not isinstance(event["timestamp"], int):
        return "timestamp", "expected milliseconds since 1970"
    query_id = event.get("queryID")
    if query_id is not None and (not isinstance(query_id, str) or not QUERY_ID.match(query_id)):
        return "queryID", "expected 32 hexadecimal digits"
    object_ids, filters = event.get("objectIDs"), event.get("filters")
    if (object_ids is None) == (filters is None):
        return "objectIDs", "expected objectIDs or filters"
    if object_ids is not None:
        if not isinstance(object_ids, list) or not 1 <= len(object_ids) <= 20:
            return "objectIDs", "expected 1 to 20 object IDs"
        positions = event.get("positions")
        if positions is not None and (
            not isinstance(positions, list)
            or len(positions) != len(object_ids)
            or not all(isinstance(p, int) and p >= 1 for p in positions)
        ):
            return "positions", "expected one position from 1 per object ID"
        if event["eventType"] == "click" and query_id is not None and positions is None:
            return "positions", "expected positions with a queryID"
    else:
        if not isinstance(filters, list) or not 1 <= len(filters) <= 10:
            return "filters", "expected 1 to 10 filters"
        if not all(isinstance(f, str) and re.match(r"^[^:]+:.+$", f) for f in filters):
            return "filters", "expected attribute:value"
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


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def _body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _send(self, status, body):
        data = body.encode("utf-8")
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

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
        with state.lock:
            state.requests.append({
                "method": self.command,
                "path": self.path,
                "headers": {k.lower(): v for k, v in self.headers.items()},
                "body": body.decode("utf-8", "replace"),
            })
            reply = state.queue.pop(0) if state.queue else state.default
            answers_insights = reply is state.default and not state.scripted
        if answers_insights and self.path == "/1/events":
            status, answer = insights_reply(body)
            return self._send(status, json.dumps(answer))
        if reply.get("delay", 0) > 0:
            threading.Event().wait(reply["delay"])
        self._send(reply["status"], reply["body"])

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
