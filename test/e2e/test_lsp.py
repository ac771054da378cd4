#!/usr/bin/env python3
"""End-to-end test of `gpuverify --lsp` at the protocol level, with a client
written here: the lifecycle (requests before initialize, shutdown, exit
codes), diagnostics for the text the client sent (not the file on disk),
clang's errors, a stale run cancelled by a newer text, and closing; then
robustness: wrongly typed fields and bad frames answered with JSON-RPC
errors, no temporary folder left by a stopped run or however the server
ends, includes found as on the command line, and a gpuverify.json that
cannot be read said in the editor.

Usage: test_lsp.py --gpuverify build/bin/gpuverify
Exits 0 when every check passes, 1 otherwise.
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from checks import check, outcome, gpuverify_argument
from lsp_client import Client, diagnostics_for

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RACY = open(os.path.join(ROOT, "test", "batch", "suite", "neighbour_race.cl")).read()
FIXED = open(os.path.join(ROOT, "test", "batch", "suite", "neighbour_barrier.cl")).read()

def main():
    gv = gpuverify_argument(__doc__)
    scratch = tempfile.mkdtemp(prefix="gv-lsp-")
    try:
        check_editor_session(gv, scratch)
        check_wrong_types(gv, scratch)
        check_bad_frames(gv, scratch)
        check_temporary_folders(gv, scratch)
        check_include_order(gv, scratch)
        check_unreadable_config(gv, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return outcome()


def check_editor_session(gv, scratch):
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


# The kernel options of the robustness checks' servers.
FLAGS = ["--local_size=64", "--num_groups=4", "--no-cache"]


def new_folder(scratch, name, files=None):
    folder = os.path.join(scratch, name)
    os.makedirs(os.path.join(folder, "tmp"))
    for file, text in (files or {}).items():
        os.makedirs(os.path.dirname(os.path.join(folder, file)), exist_ok=True)
        open(os.path.join(folder, file), "w").write(text)
    return folder


def server(gv, folder, initialize=True, flags=FLAGS):
    """A server working in `folder`, its temporary folders (and its runs')
    in folder/tmp."""
    client = Client([gv, "--lsp"] + flags, folder, env=dict(os.environ, TMPDIR=os.path.join(folder, "tmp")))
    if initialize:
        init = client.request("initialize", {"processId": None, "capabilities": {}})
        client.wait_for(lambda m: m.get("id") == init, 30)
        client.notify("initialized")
    return client


def answer_to(client, id, timeout=30):
    reply, before = client.wait_for(lambda m: "method" not in m and m.get("id") == id, timeout)
    return reply, before


def error_code(reply):
    return (reply or {}).get("error", {}).get("code")


def answers_a_request(client):
    """Whether the server still answers (a request it does not serve)."""
    reply, _ = answer_to(client, client.request("gpuverify/ping"))
    return error_code(reply) == -32601


def leftovers(folder):
    return sorted(os.listdir(os.path.join(folder, "tmp")))


def opened(uri, text, version=1):
    return {"textDocument": {"uri": uri, "languageId": "opencl", "version": version, "text": text}}


def shut_down(client):
    client.request("shutdown")
    client.notify("exit")
    return client.end()


def check_wrong_types(gv, scratch):
    """Issue 40, #13: each of these ended the server with signal 11."""
    folder = new_folder(scratch, "types", {"k.cl": FIXED})
    uri = "file://" + os.path.join(folder, "k.cl")
    client = server(gv, folder, initialize=False)
    client.send({"id": "init", "method": "initialize", "params": [1]})
    check(error_code(answer_to(client, "init")[0]) == -32602, "initialize with params an array: -32602")
    client.send({"id": "init2", "method": "initialize", "params": {"capabilities": {}}})
    check("result" in (answer_to(client, "init2")[0] or {}), "then initialize with an object is answered")
    for message, what in [({"id": 10, "method": 5}, "a request whose method is a number"),
                          ({"id": 11, "method": "shutdown", "params": 5}, "a request whose params are a number")]:
        client.send(message)
        check(error_code(answer_to(client, message["id"])[0]) == -32600, "%s: -32600" % what)
    deep = (b'{"jsonrpc": "2.0", "id": 12, "method": "textDocument/hover", "params": {"a": ' + b"[" * 1000000 +
            b"]" * 1000000 + b"}}")
    client.send_bytes(b"Content-Length: %d\r\n\r\n" % len(deep) + deep)
    check(error_code(answer_to(client, 12)[0]) == -32600, "a request nested a million deep: -32600")
    client.send({"method": 5, "params": {}})
    reply, _ = answer_to(client, None)
    check(error_code(reply) == -32600, "a notification whose method is a number: -32600, with id null")
    change = {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [5]}
    for method, params, what in [
            ("textDocument/didOpen", [uri], "params an array"),
            ("textDocument/didOpen", opened(5, FIXED), "uri a number"),
            ("textDocument/didOpen", opened(uri, 5), "text a number"),
            ("textDocument/didOpen", opened(uri, FIXED, "1"), "version a string"),
            ("textDocument/didChange", change, "contentChanges: [5]"),
            ("textDocument/didSave", {"textDocument": {"uri": uri}, "text": 5}, "a saved text a number")]:
        client.notify(method, params)
        logged, _ = client.wait_for(lambda m: m.get("method") == "window/logMessage", 30)
        check(logged is not None and method in logged["params"]["message"] and answers_a_request(client),
              "%s with %s is dropped with a log message, and the server goes on" % (method, what))
    client.notify("textDocument/didOpen", opened(uri, FIXED))
    published, _ = client.wait_for(diagnostics_for(uri))
    check(published is not None and published["params"]["diagnostics"] == [],
          "a well-formed didOpen after them is verified")
    check(shut_down(client) == 0, "and the server ends with 0 after shutdown and exit")


def check_bad_frames(gv, scratch):
    """Issue 40, #13: Content-Length: -1 hung the server."""
    folder = new_folder(scratch, "frames")
    client = server(gv, folder)
    for what, frame in [("Content-Length: -1", b"Content-Length: -1\r\n\r\n{}"),
                        ("no Content-Length", b"Content-Type: application/vscode-jsonrpc\r\n\r\n{}"),
                        ("a huge Content-Length", b"Content-Length: 99999999999999999999\r\n\r\n{}"),
                        ("a body over 64 MiB", b"Content-Length: 67108865\r\n\r\n{}"),
                        ("Content-Length: twelve", b"Content-Length: twelve\r\n\r\n{}"),
                        ("two Content-Lengths", b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}"),
                        ("a header without a colon", b"Content-Length 2\r\n\r\n{}"),
                        ("a body that is not JSON", b"Content-Length: 5\r\n\r\nhello")]:
        client.send_bytes(frame)
        reply, before = answer_to(client, client.request("gpuverify/ping"), 15)
        parse_errors = [m for m in before if error_code(m) == -32700 and m.get("id") is None]
        check(error_code(reply) == -32601 and len(parse_errors) == 1,
              "a frame with %s gets one parse error (-32700), and the next message is answered" % what)
    check(shut_down(client) == 0, "the server ends with 0 after them")


def wait_until(condition, timeout):
    deadline = time.monotonic() + timeout
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.1)
    return condition()


def check_temporary_folders(gv, scratch):
    """Issue 40, #13: 50 saves in a second left 101 temporary folders."""
    folder = new_folder(scratch, "temporaries", {"k.cl": RACY})
    uri = "file://" + os.path.join(folder, "k.cl")
    client = server(gv, folder)
    client.notify("textDocument/didOpen", opened(uri, RACY))
    for i in range(50):
        client.notify("textDocument/didSave", {"textDocument": {"uri": uri}, "text": RACY + "// %d\n" % i})
        time.sleep(0.02)
    client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    client.wait_for(lambda m: diagnostics_for(uri)(m) and m["params"]["diagnostics"] == [], 30)
    check(wait_until(lambda: not leftovers(folder), 30),
          "50 saves in a second and a close leave no temporary folder: %s" % leftovers(folder))
    check(shut_down(client) == 0 and not leftovers(folder), "nor does the server's end")

    for ending, expected in [("exit", 1), ("end of input", 1), ("SIGTERM", 143), ("SIGINT", 130)]:
        client = server(gv, folder)
        client.notify("textDocument/didOpen", opened(uri, RACY))
        running = wait_until(lambda: len(leftovers(folder)) >= 2, 30)  # ours and the run's
        if ending == "exit":
            client.notify("exit")
        elif ending == "end of input":
            client.proc.stdin.close()
        else:
            client.proc.send_signal(getattr(signal, ending))
        code = client.end()
        check(running and code == expected and not leftovers(folder),
              "a run going when the server ends by %s: exit code %s (expected %d), no temporary folder left: %s"
              % (ending, code, expected, leftovers(folder)))


def check_include_order(gv, scratch):
    """Issue 40, #7: the kernel's folder came after a header's -I inc."""
    header = "//pass\n//-I inc --local_size=64 --num_groups=4\n"
    kernel = "__kernel void k(__global int *A) {\n  A[get_global_id(0) + OFF] = get_global_id(0);\n}\n"
    folder = new_folder(scratch, "includes", {
        "inc/cfg.h": "#define OFF 0\n",
        "cfg.h": "#define OFF (get_global_id(0) & 1)\n",  # racy, and first for a quoted include
        "only_here.h": "#define OFF 0\n",
        "quoted.cl": header + '#include "cfg.h"\n' + kernel,
        "angled.cl": header + "#include <only_here.h>\n" + kernel})
    # The same flags from a gpuverify.json, for a kernel with no header.
    config = '{"rules": [{"files": "*.cl", "flags": "-I inc --local_size=64 --num_groups=4"}]}'
    configured = os.path.join(folder, "configured")
    for file, text in [("inc/cfg.h", "#define OFF 0\n"), ("cfg.h", "#define OFF (get_global_id(0) & 1)\n"),
                       ("gpuverify.json", config), ("quoted.cl", '#include "cfg.h"\n' + kernel)]:
        os.makedirs(os.path.dirname(os.path.join(configured, file)), exist_ok=True)
        open(os.path.join(configured, file), "w").write(text)
    client = server(gv, folder, flags=["--no-cache"])
    for name in ["quoted.cl", "angled.cl", "configured/quoted.cl"]:
        path = os.path.join(folder, name)
        report = path + ".json"
        cli = subprocess.run([gv, "-I", "inc", "--local_size=64", "--num_groups=4", "--no-cache", "--json", report,
                              os.path.basename(path)], cwd=os.path.dirname(path), stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
        errors = json.load(open(report)).get("errors", []) if os.path.exists(report) else []
        expected = sorted((e["kind"], e["location"]["line"] - 1) for e in errors)
        uri = "file://" + path
        client.notify("textDocument/didOpen", opened(uri, open(path).read()))
        published, _ = client.wait_for(diagnostics_for(uri))
        diagnostics = (published or {}).get("params", {}).get("diagnostics", [])
        got = sorted((d.get("code"), d["range"]["start"]["line"]) for d in diagnostics if d.get("code"))
        if name.endswith("quoted.cl"):
            check(cli.returncode == 6 and expected and got == expected,
                  'a quoted include finds the racy cfg.h beside the kernel before -I inc (from %s), as the command '
                  'line does: %s, command line %s %s' % ("gpuverify.json" if "/" in name else "its header", got,
                                                         cli.returncode, expected))
        else:
            clang = [d for d in diagnostics if d.get("source") == "clang" and "not found" in d["message"]]
            check(cli.returncode == 2 and clang and not got,
                  "an angled include does not look in the kernel's folder, as on the command line: %s, command "
                  "line %s" % ([d["message"] for d in diagnostics], cli.returncode))
    shut_down(client)


def check_unreadable_config(gv, scratch):
    """Issue 40, messages: a gpuverify.json that cannot be read published
    nothing, and the stale diagnostics stayed."""
    kernel = RACY[RACY.index("__kernel"):]  # no header: the flags come from gpuverify.json
    config = '{"rules": [{"files": "*.cl", "flags": "--local_size=64 --num_groups=4"}]}'
    folder = new_folder(scratch, "config", {"k.cl": kernel, "gpuverify.json": config})
    uri = "file://" + os.path.join(folder, "k.cl")
    client = server(gv, folder, flags=["--no-cache"])
    client.notify("textDocument/didOpen", opened(uri, kernel))
    published, _ = client.wait_for(diagnostics_for(uri))
    races = [d for d in (published or {}).get("params", {}).get("diagnostics", []) if d.get("code") == "race"]
    check(len(races) == 1, "with a readable gpuverify.json, the race is published")
    for text, why in [("{", "not valid JSON"), ('{"rules": 5}', "rules")]:
        open(os.path.join(folder, "gpuverify.json"), "w").write(text)
        client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
        published, _ = client.wait_for(diagnostics_for(uri))
        diagnostics = (published or {}).get("params", {}).get("diagnostics", [])
        check(len(diagnostics) == 1 and diagnostics[0]["severity"] == 1 and
              "gpuverify.json" in diagnostics[0]["message"] and why in diagnostics[0]["message"],
              "a gpuverify.json that is %s is said in the editor, and the stale race is gone: %s"
              % (text, [d["message"] for d in diagnostics]))
    shut_down(client)


if __name__ == "__main__":
    sys.exit(main())
