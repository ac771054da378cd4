"""A language server client for the end-to-end tests of `gpuverify --lsp`
(test_lsp.py, fuzz_lsp.py): it frames what it sends, reads what the server
sends back, and waits for the message it is told to."""
import json
import os
import select
import subprocess
import time


class Client:
    def __init__(self, command, cwd, env=None, stderr=subprocess.DEVNULL):
        self.proc = subprocess.Popen(command, cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=stderr)
        self.buffer = b""
        self.next_id = 0

    def send_bytes(self, data):
        """Writes `data` as it is; False if the server no longer reads."""
        try:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
            return True
        except (BrokenPipeError, ValueError):
            return False

    def send(self, message):
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        return self.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method, params=None):
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params or {}})
        return self.next_id

    def notify(self, method, params=None):
        self.send({"method": method, "params": params or {}})

    def receive(self, timeout):
        """The next message, or None after `timeout` seconds or at the end of
        the server's output."""
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

    def end(self, timeout=30):
        """The server's exit code once it has ended, or None if it has not
        ended within `timeout` seconds (it is killed then)."""
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            return None


def diagnostics_for(uri):
    return lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
