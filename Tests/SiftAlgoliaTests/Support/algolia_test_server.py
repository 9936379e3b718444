#!/usr/bin/env python3
"""A scriptable HTTP server for SiftAlgolia's tests; it stands in for Algolia's hosts.

Usage: algolia_test_server.py COUNT

Starts COUNT servers on 127.0.0.1, each on a free port, and prints one JSON line:
{"ports": [...], "closedPort": N}, where closedPort is a port nothing listens on.
Each server is one "host". It answers every request with the next scripted reply (or its
default reply) and records the request. Control endpoints, not recorded:

  POST /__sift/script    body {"default": REPLY, "queue": [REPLY, ...]} replaces the script
  GET  /__sift/requests  the recorded requests: [{"method", "path", "headers", "body"}]

REPLY is {"status": 200, "body": "<text>", "delay": <seconds>, "headers": {name: value}};
delay makes the server wait before answering (to force a client timeout), headers are added
to the reply (such as Retry-After). The process exits when stdin closes or on
SIGTERM.
"""

import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
import socket

DEFAULT_REPLY = {"status": 200, "body": '{"results": []}', "delay": 0, "headers": {}}


class State:
    def __init__(self):
        self.lock = threading.Lock()
        self.default = dict(DEFAULT_REPLY)
        self.queue = []
        self.requests = []


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

    def _handle(self):
        state = self.server.state
        body = self._body()
        if self.path == "/__sift/script":
            script = json.loads(body or b"{}")
            with state.lock:
                state.default = dict(DEFAULT_REPLY, **script.get("default", {}))
                state.queue = [dict(DEFAULT_REPLY, **r) for r in script.get("queue", [])]
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
