#!/usr/bin/env python3
"""A JSON-RPC fuzzer for `gpuverify --lsp`: sessions of random messages
sent to the real server, until the time given is up. A session mixes
well-formed messages (open, change, save, close of kernels that exist, do
not, or are no file; bursts of saves; answers to the server's progress
requests) with the same messages with a field replaced by a value of
another type or removed, random JSON, and frames with broken headers. It
ends in one of the ways a session ends: shutdown and exit, exit alone, the
end of the input, SIGTERM or SIGINT.

Each session passes if the server never ends before it is told to, answers
every well-formed request exactly once (checked with a last request: the
server answers in order), ends with the exit code the protocol asks for,
and leaves nothing in its TMPDIR (its runs' temporary folders included).

Usage: fuzz_lsp.py --gpuverify build/bin/gpuverify [--seconds 600] [--seed 1]
Each failing session's bytes are kept in --findings (default
fuzz-findings/lsp); the exit code is 1 if a session failed, else 0.
"""
import argparse
import json
import os
import random
import shutil
import signal
import sys
import tempfile
import time

from lsp_client import Client

KERNEL = ("__kernel void k(__local int *A) {\n  int tid = get_local_id(0);\n  int v = A[(tid + 1) % 64];\n"
          "  A[tid] = v;\n}\n")
FLAGS = ["--local_size=64", "--num_groups=2", "--no-cache", "--timeout=60"]
METHODS = ["initialize", "initialized", "shutdown", "textDocument/didOpen", "textDocument/didChange",
           "textDocument/didSave", "textDocument/didClose", "textDocument/hover", "$/cancelRequest",
           "$/setTrace", "workspace/didChangeConfiguration"]
# Frames whose header the server cannot read; each is followed by the next
# frame whole (no Content-Length in them, the last line blank), so that no
# later message is lost with them.
BROKEN_FRAMES = [b"Content-Length: -1\r\n\r\n{}", b"Content-Type: application/vscode-jsonrpc\r\n\r\n{}",
                 b"Content-Length: 99999999999999999999\r\n\r\n{}", b"Content-Length: 67108865\r\n\r\n{}",
                 b"Content-Length: twelve\r\n\r\n{}", b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
                 b"Content-Length 2\r\n\r\n{}", b"\r\n\r\n", b"Content-Length: 0x2\r\n\r\n{}"]


class Generator:
    """Messages for one session, from one seed."""

    def __init__(self, rng, folder):
        self.rng = rng
        self.folder = folder
        self.version = 0
        self.requests = 0
        self.uris = ["file://" + os.path.join(folder, "k.cl"), "file://" + os.path.join(folder, "bad", "b.cl"),
                     "file://" + os.path.join(folder, "missing.cl"), "untitled:Untitled-1",
                     "file://host/k.cl", "file:///a%00b.cl", "file:///%ZZ", "file:k.cl", "",
                     "file://" + os.path.join(folder, "k.cl").replace("/", "/./")]

    def request_id(self):
        self.requests += 1
        return "req-%d" % self.requests  # random values never look like these

    def uri(self):
        return self.uris[0] if self.rng.random() < 0.6 else self.rng.choice(self.uris)

    def text(self):
        r = self.rng.random()
        if r < 0.5:
            return KERNEL
        if r < 0.7:
            return KERNEL.replace("A[tid] = v;", "barrier(CLK_LOCAL_MEM_FENCE);\n  A[tid] = v;")
        if r < 0.8:
            return KERNEL[:self.rng.randrange(len(KERNEL))]
        return self.random_string()

    def random_string(self):
        alphabet = "abc{}[]\":,\\\n\t é😀\x00\x7f"
        return "".join(self.rng.choice(alphabet) for _ in range(self.rng.randrange(12)))

    def random_value(self, depth=0):
        r = self.rng.randrange(10 if depth < 3 else 7)
        if r == 7:
            return [self.random_value(depth + 1) for _ in range(self.rng.randrange(3))]
        if r == 8:
            return {self.random_string(): self.random_value(depth + 1) for _ in range(self.rng.randrange(3))}
        if r == 9:
            return [[[[[]]]]]
        return [None, True, self.rng.randrange(-3, 3), 2 ** 70, -2 ** 63 - 1, 1.5, self.random_string()][r]

    def well_formed(self):
        """A message as a client would send it."""
        self.version += 1
        uri = self.uri()
        choice = self.rng.choice(["open", "open", "change", "save", "save", "close", "hover", "cancel",
                                  "initialize"])
        if choice == "open":
            return {"method": "textDocument/didOpen",
                    "params": {"textDocument": {"uri": uri, "languageId": "opencl", "version": self.version,
                                                "text": self.text()}}}
        if choice == "change":
            return {"method": "textDocument/didChange",
                    "params": {"textDocument": {"uri": uri, "version": self.version},
                               "contentChanges": [{"text": self.text()}]}}
        if choice == "save":
            params = {"textDocument": {"uri": uri}}
            if self.rng.random() < 0.7:
                params["text"] = self.text()
            return {"method": "textDocument/didSave", "params": params}
        if choice == "close":
            return {"method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}}
        if choice == "hover":
            return {"id": self.request_id(), "method": "textDocument/hover",
                    "params": {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}}
        if choice == "cancel":
            return {"method": "$/cancelRequest", "params": {"id": self.requests}}
        return self.initialize()

    def initialize(self):
        return {"id": self.request_id(), "method": "initialize",
                "params": {"processId": None, "rootUri": None,
                           "capabilities": {"window": {"workDoneProgress": self.rng.random() < 0.5}},
                           "initializationOptions": {"args": []}}}

    def mutated(self, message):
        """`message` with one field (at any depth) given another value, or
        removed, or one added."""
        message = json.loads(json.dumps(message))
        paths = []

        def walk(value, path):
            if isinstance(value, dict):
                for key in value:
                    paths.append(path + [key])
                    walk(value[key], path + [key])
            elif isinstance(value, list):
                for index in range(len(value)):
                    paths.append(path + [index])
                    walk(value[index], path + [index])
        walk(message, [])
        path = self.rng.choice(paths + [["jsonrpc"], ["id"], ["method"]])
        parent = message
        for step in path[:-1]:
            parent = parent[step]
        r = self.rng.random()
        if r < 0.15 and isinstance(parent, dict):
            parent.pop(path[-1], None)
        elif r < 0.25 and isinstance(parent, dict):
            parent[self.random_string()] = self.random_value()
        elif r < 0.35 and path[-1] == "method":
            parent["method"] = self.rng.choice(METHODS)
        elif isinstance(parent, dict) or path[-1] < len(parent):
            parent[path[-1]] = self.random_value()
        return message

    def step(self):
        """The bytes of the next thing sent, and the message they hold
        (None for bytes that are no message)."""
        r = self.rng.random()
        if r < 0.05:
            return self.rng.choice(BROKEN_FRAMES), None
        if r < 0.10:
            body = json.dumps(self.random_value()).encode()
            return b"Content-Length: %d\r\n\r\n" % len(body) + body, None
        if r < 0.13:
            body = bytes(self.rng.randrange(256) for _ in range(self.rng.randrange(20)))
            return b"Content-Length: %d\r\n\r\n" % len(body) + body, None
        message = self.well_formed()
        if r < 0.45:
            message = self.mutated(message)
        if isinstance(message, dict):
            message.setdefault("jsonrpc", "2.0")
        body = json.dumps(message).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body, message


def usable_id(id):
    """An id the server echoes: a string, or an integer JSON parsers keep as
    one (nlohmann's: within 64 bits)."""
    return isinstance(id, str) or (isinstance(id, int) and not isinstance(id, bool) and -2 ** 63 <= id < 2 ** 64)


def is_request(message):
    """Whether the server must answer `message` exactly once: the same rule
    as test/fuzz/FuzzLanguageServer.cpp's."""
    if not isinstance(message, dict) or message.get("jsonrpc") != "2.0" or not isinstance(message.get("method"), str):
        return False
    params = message.get("params")
    return "id" in message and usable_id(message["id"]) and (params is None or isinstance(params, (dict, list)))


class Session:
    def __init__(self, gv, seed, scratch):
        self.seed = seed
        self.rng = random.Random(seed)
        self.folder = os.path.join(scratch, "session-%d" % seed)
        self.tmp = os.path.join(self.folder, "tmp")
        os.makedirs(self.tmp)
        os.makedirs(os.path.join(self.folder, "bad"))
        open(os.path.join(self.folder, "k.cl"), "w").write(KERNEL)
        open(os.path.join(self.folder, "bad", "b.cl"), "w").write(KERNEL)
        open(os.path.join(self.folder, "bad", "gpuverify.json"), "w").write('{"rules": 5}')
        self.generator = Generator(self.rng, self.folder)
        self.stderr = open(os.path.join(self.folder, "stderr"), "w+")
        self.client = Client([gv, "--lsp"] + FLAGS, self.folder, env=dict(os.environ, TMPDIR=self.tmp),
                             stderr=self.stderr)
        self.sent = []
        # By id (as JSON): the requests sent, which must each be answered;
        # other messages sent with it, which may be (an error echoes it);
        # the answers.
        self.requests, self.others, self.answers = {}, {}, {}
        self.shutdowns = set()  # the ids of shutdown requests
        self.shutdown = False  # one was answered with a result
        self.problems = []

    def send(self, data, message):
        self.sent.append(data)
        if isinstance(message, dict) and usable_id(message.get("id")):
            key = json.dumps(message["id"])
            counts = self.requests if is_request(message) else self.others
            counts[key] = counts.get(key, 0) + 1
            if is_request(message) and message["method"] == "shutdown":
                self.shutdowns.add(key)
        if not self.client.send_bytes(data):
            self.problems.append("the server stopped reading (exit code %s)" % self.client.proc.poll())

    def read_available(self, timeout=0.0):
        while True:
            message = self.client.receive(timeout)
            if message is None:
                return
            timeout = 0.0
            if "method" not in message:
                key = json.dumps(message.get("id"))
                self.answers[key] = self.answers.get(key, 0) + 1
                self.shutdown |= key in self.shutdowns and "result" in message
            elif message.get("method") == "window/workDoneProgress/create" and self.rng.random() < 0.8:
                answer = self.rng.choice([{"result": None}, {"error": {"code": -1, "message": "no"}}, {}])
                data = json.dumps(dict(answer, jsonrpc="2.0", id=message.get("id"))).encode()
                self.send(b"Content-Length: %d\r\n\r\n" % len(data) + data, None)

    def run(self):
        if self.rng.random() < 0.9:
            data = json.dumps(dict(self.generator.initialize(), jsonrpc="2.0")).encode()
            self.send(b"Content-Length: %d\r\n\r\n" % len(data) + data,
                      json.loads(data))
        for _ in range(self.rng.randrange(5, 60)):
            if self.rng.random() < 0.03:  # a burst of saves, as an editor saving on every keystroke
                for i in range(self.rng.randrange(10, 50)):
                    message = {"jsonrpc": "2.0", "method": "textDocument/didSave",
                               "params": {"textDocument": {"uri": self.generator.uris[0]}, "text": KERNEL + "//%d" % i}}
                    data = json.dumps(message).encode()
                    self.send(b"Content-Length: %d\r\n\r\n" % len(data) + data, message)
            self.send(*self.generator.step())
            self.read_available()
            if self.rng.random() < 0.1:
                time.sleep(self.rng.random())
            if self.client.proc.poll() is not None:
                self.problems.append("the server ended during the session, exit code %s" % self.client.proc.poll())
                return self.finish()
        last = {"jsonrpc": "2.0", "id": "last", "method": "gpuverify/last"}
        data = json.dumps(last).encode()
        self.send(b"Content-Length: %d\r\n\r\n" % len(data) + data, last)
        deadline = time.monotonic() + 60
        while '"last"' not in self.answers and time.monotonic() < deadline and self.client.proc.poll() is None:
            self.read_available(0.5)
        for key, count in self.requests.items():
            answered = self.answers.get(key, 0)
            if not count <= answered <= count + self.others.get(key, 0):
                self.problems.append("requests with id %s: %d sent, %d answers" % (key, count, answered))
        return self.finish()

    def finish(self):
        ending = self.rng.choice(["shutdown", "exit", "end of input", "SIGTERM", "SIGINT"])
        if ending == "shutdown":  # 0 if the server was initialized, and so shuts down
            bye = {"jsonrpc": "2.0", "id": "bye", "method": "shutdown"}
            self.send(b"Content-Length: %d\r\n\r\n" % len(json.dumps(bye)) + json.dumps(bye).encode(), bye)
            deadline = time.monotonic() + 60
            while '"bye"' not in self.answers and time.monotonic() < deadline and self.client.proc.poll() is None:
                self.read_available(0.5)
        if ending in ("shutdown", "exit"):
            data = json.dumps({"jsonrpc": "2.0", "method": "exit"}).encode()
            self.send(b"Content-Length: %d\r\n\r\n" % len(data) + data, None)
        expected = {"shutdown": 0 if self.shutdown else 1, "exit": 0 if self.shutdown else 1, "end of input": 1,
                    "SIGTERM": 143, "SIGINT": 130}[ending]
        if ending == "end of input":
            self.client.proc.stdin.close()
        elif ending.startswith("SIG") and self.client.proc.poll() is None:
            self.client.proc.send_signal(getattr(signal, ending))
        while self.client.receive(0.2) is not None:  # what it says as it ends
            pass
        code = self.client.end(60)
        if code != expected and not self.problems:
            self.problems.append("ended by %s with exit code %s, not %d" % (ending, code, expected))
        left = sorted(os.listdir(self.tmp))
        if left:
            inside = {name: sorted(os.listdir(os.path.join(self.tmp, name)))
                      for name in left if os.path.isdir(os.path.join(self.tmp, name))}
            self.problems.append("left in its TMPDIR after %s: %s %s" % (ending, left, inside))
        self.stderr.seek(0)
        text = self.stderr.read()
        if self.problems: print(text)
        errors = [line for line in text.splitlines() if "internal error" in line]
        if errors:
            self.problems.append("said: %s" % errors[0])
        self.stderr.close()
        return self.problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpuverify", required=True)
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--seed", type=int, default=int(time.time()))
    ap.add_argument("--sessions", type=int, default=0, help="stop after this many sessions (0: none)")
    ap.add_argument("--findings", default="fuzz-findings/lsp")
    args = ap.parse_args()
    gv = os.path.abspath(args.gpuverify)
    scratch = tempfile.mkdtemp(prefix="gv-fuzz-lsp-")
    started = time.monotonic()
    sessions = messages = failed = 0
    seed = args.seed
    try:
        while time.monotonic() - started < args.seconds and not (args.sessions and sessions == args.sessions):
            session = Session(gv, seed, scratch)
            problems = session.run()
            sessions += 1
            messages += len(session.sent)
            if problems:
                failed += 1
                os.makedirs(args.findings, exist_ok=True)
                kept = os.path.join(args.findings, "session-%d.bin" % seed)
                open(kept, "wb").write(b"".join(session.sent))
                print("FAIL  session %d (%s): %s" % (seed, kept, "; ".join(problems)), flush=True)
            shutil.rmtree(session.folder, ignore_errors=True)
            seed += 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print("fuzz_lsp: %d sessions (seeds %d to %d), %d messages in %.0f s; %d failed"
          % (sessions, args.seed, seed - 1, messages, time.monotonic() - started, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
