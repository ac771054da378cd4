#!/usr/bin/env python3
"""End-to-end test of `gpuverify --lsp` at the protocol level, with a client
written here: the lifecycle (requests before initialize, shutdown, exit
codes), diagnostics for the text the client sent (not the file on disk),
clang's errors, a stale run cancelled by a newer text, and closing.

Usage: test_lsp.py --gpuverify build/bin/gpuverify
Exits 0 when every check passes, 1 otherwise.
"""
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

from checks import check, outcome, gpuverify_argument

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RACY = open(os.path.join(ROOT, "test", "batch", "suite", "neighbour_race.cl")).read()
FIXED = open(os.path.join(ROOT, "test", "batch", "suite", "neighbour_barrier.cl")).read()

class Client:
    def __init__(self, command, cwd):
        self.proc = subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.buffer = b""
        self.next_id = 0

    def send(self, message):
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def request(self, method, params=None):
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params or {}})
        return self.next_id

    def notify(self, method, params=None):
        self.send({"method": method, "params": params or {}})

    def receive(self, timeout):
        """The next message, or None after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                headers = self.buffer[:header_end].decode().split("\r\n")
                length = int(next(h.split(":")[1] for h in headers if h.lower().startswith("content-length")))
                if len(self.buffer) >= header_end + 4 + length:
                    body = self.buffer[header_end + 4:header_end + 4 + length]
                    self.buffer = self.buffer[header_end + 4 + length:]
                    return json.loads(body)
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.proc.stdout], [], [], left)[0]:
                return None
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.buffer += chunk

    def wait_for(self, predicate, timeout=180):
        """Messages until one satisfies `predicate`: (that one, those before)."""
        seen = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            message = self.receive(deadline - time.monotonic())
            if message is None:
                break
            if predicate(message):
                return message, seen
            seen.append(message)
        return None, seen


def diagnostics_for(uri):
    return lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri


def main():
    gv = gpuverify_argument(__doc__)
    scratch = tempfile.mkdtemp(prefix="gv-lsp-")
    try:
        kernel = os.path.join(scratch, "kernel.cl")
        open(kernel, "w").write(FIXED)  # on disk: race-free; the client's text decides
        uri = "file://" + kernel
        client = Client([gv, "--lsp", "--cache-dir", os.path.join(scratch, "cache")], scratch)

        early = client.request("textDocument/hover", {})
        reply, _ = client.wait_for(lambda m: m.get("id") == early, 30)
        check(reply is not None and reply.get("error", {}).get("code") == -32002,
              "a request before initialize is refused (-32002)")
        init = client.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + scratch,
                                             "capabilities": {}})
        reply, _ = client.wait_for(lambda m: m.get("id") == init, 30)
        sync = (reply or {}).get("result", {}).get("capabilities", {}).get("textDocumentSync", {})
        check(sync.get("openClose") and sync.get("change") == 1 and sync.get("save", {}).get("includeText"),
              "initialize: open/close, full changes, saves with their text")
        client.notify("initialized")

        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "opencl", "version": 1,
                                                                "text": RACY}})
        published, _ = client.wait_for(diagnostics_for(uri))
        diagnostics = (published or {}).get("params", {}).get("diagnostics", [])
        check(len(diagnostics) == 1 and diagnostics[0]["code"] == "race",
              "the racy text the client sent is verified, not the file on disk")
        if diagnostics:
            d = diagnostics[0]
            check(d["range"]["start"] == {"line": 8, "character": 2} and d["range"]["end"]["character"] == 3,
                  "the diagnostic covers the token A at line 9, column 3: %s" % d["range"])
            check(published["params"].get("version") == 1, "the version verified is published with it")

        # A newer text while a run is going: the stale run is stopped, and
        # only the newest text's diagnostics are published.
        client.notify("textDocument/didSave", {"textDocument": {"uri": uri}, "text": RACY.replace("% 64", "% 32")})
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3},
                                                 "contentChanges": [{"text": FIXED}]})
        client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
        published, before = client.wait_for(diagnostics_for(uri))
        stale = [m for m in before if m.get("method") == "textDocument/publishDiagnostics"]
        check(published is not None and published["params"]["diagnostics"] == [] and not stale,
              "a save while a run is going stops it: only the newest (race-free) text is published")

        broken = FIXED.replace("barrier(CLK_LOCAL_MEM_FENCE);", "barrier(CLK_LOCAL_MEM_FENCE)")
        client.notify("textDocument/didSave", {"textDocument": {"uri": uri}, "text": broken})
        published, _ = client.wait_for(diagnostics_for(uri))
        diagnostics = (published or {}).get("params", {}).get("diagnostics", [])
        check(len(diagnostics) >= 1 and diagnostics[0]["source"] == "clang" and
              diagnostics[0]["range"]["start"]["line"] == 8,
              "a text that does not compile gets clang's error at its line: %s" %
              [(d["source"], d["range"]["start"], d["message"]) for d in diagnostics])

        client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        published, _ = client.wait_for(diagnostics_for(uri), 30)
        check(published is not None and published["params"]["diagnostics"] == [],
              "closing the document clears its diagnostics")

        done = client.request("shutdown")
        reply, _ = client.wait_for(lambda m: m.get("id") == done, 30)
        check(reply is not None and reply.get("result") is None and "error" not in reply, "shutdown is answered")
        client.notify("exit")
        try:
            code = client.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            client.proc.kill()
            code = None
        check(code == 0, "exit after shutdown ends the server with 0 (got %s)" % code)
        check(open(kernel).read() == FIXED, "the file on disk is not touched")

        # A client that shows work-done progress: the server asks to create
        # a token, begins once answered, and ends with the outcome before it
        # publishes the diagnostics.
        shown = Client([gv, "--lsp", "--no-cache"], scratch)
        init = shown.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + scratch,
                                            "capabilities": {"window": {"workDoneProgress": True}}})
        shown.wait_for(lambda m: m.get("id") == init, 30)
        shown.notify("initialized")
        shown.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "opencl", "version": 1,
                                                               "text": RACY}})
        create, _ = shown.wait_for(lambda m: m.get("method") == "window/workDoneProgress/create", 30)
        check(create is not None and create.get("id") is not None, "the server asks to create a progress token")
        if create:
            shown.send({"id": create["id"], "result": None})
        published, before = shown.wait_for(diagnostics_for(uri))
        values = [m["params"]["value"] for m in before
                  if m.get("method") == "$/progress" and create and m["params"]["token"] == create["params"]["token"]]
        kinds = [v["kind"] for v in values]
        check(published is not None and kinds[:1] == ["begin"] and kinds[-1:] == ["end"] and
              values[-1].get("message") == "kernel.cl: not verified",
              "progress begins once the token exists and ends with the outcome before the diagnostics: %s" % values)
        shown.request("shutdown")
        shown.notify("exit")
        shown.proc.wait(timeout=30)

        # Without shutdown, the end of the input ends it with 1.
        other = Client([gv, "--lsp", "--no-cache"], scratch)
        other.proc.stdin.close()
        check(other.proc.wait(timeout=30) == 1, "the end of the input without shutdown ends the server with 1")
        code = subprocess.run([gv, "--lsp", kernel], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE).returncode
        check(code == 1, "a kernel on the command line of --lsp is a command-line error")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return outcome()


if __name__ == "__main__":
    sys.exit(main())
