// gpuverify --lsp without an editor: framing (bad headers too), the
// session's answer to every message (its runs stood in for), positions in
// UTF-16, URIs, and a JSON report turned into diagnostics.
#include "SessionDoubles.h"
#include "lsp/Diagnostics.h"
#include "lsp/Protocol.h"
#include "lsp/Session.h"

#include "CatchVersion.h"

#include <unistd.h>

using namespace gv::lsp;
using nlohmann::json;

TEST_CASE("LSP frames are read whole, whatever their headers, and written with their length", "[lsp]") {
  int ends[2];
  REQUIRE(::pipe(ends) == 0);
  std::string input = "Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
                      "content-length: 11\r\n\r\n{\"id\":\"\xc3\xa9\"}";
  REQUIRE(::write(ends[1], input.data(), input.size()) == static_cast<ssize_t>(input.size()));
  MessageWriter writer(ends[1]);
  writer.send({{"id", 7}});
  ::close(ends[1]);
  MessageReader reader(ends[0]);
  auto body = [&] {
    Frame frame = reader.next();
    return frame.kind == Frame::Kind::Body ? frame.text : "not a body: " + frame.text;
  };
  CHECK(body() == "{}");
  CHECK(body() == "{\"id\":\"\xc3\xa9\"}");
  CHECK(body() == "{\"id\":7,\"jsonrpc\":\"2.0\"}");
  CHECK(reader.next().kind == Frame::Kind::End); // the end of the input
  ::close(ends[0]);
}

// What a parser fed `input` gives, as "body:TEXT", "broken" or "more"
// (it waits for more bytes).
std::vector<std::string> framesOf(const std::string &input) {
  FrameParser parser;
  parser.feed(input);
  std::vector<std::string> frames;
  while (std::optional<Frame> frame = parser.next())
    frames.push_back(frame->kind == Frame::Kind::Body ? "body:" + frame->text : "broken");
  frames.push_back("more");
  return frames;
}

TEST_CASE("a frame with a bad header is broken, and the next frame is read after it", "[lsp]") {
  const std::string next = "Content-Length: 2\r\n\r\n{}";
  using Frames = std::vector<std::string>;
  const Frames brokenThenNext = {"broken", "body:{}", "more"};
  CHECK(framesOf("Content-Length: -1\r\n\r\n{\"id\":1}" + next) == brokenThenNext);
  CHECK(framesOf("Content-Length: +2\r\n\r\n{}" + next) == brokenThenNext);
  CHECK(framesOf("Content-Length: 0x10\r\n\r\n{}" + next) == brokenThenNext);
  CHECK(framesOf("Content-Length: 99999999999999999999\r\n\r\n{}" + next) == brokenThenNext);
  CHECK(framesOf("Content-Length: 67108865\r\n\r\n{}" + next) == brokenThenNext); // over 64 MiB
  CHECK(framesOf("Content-Length: \r\n\r\n{}" + next) == brokenThenNext);
  CHECK(framesOf("Content-Type: text/plain\r\n\r\n{}" + next) == brokenThenNext); // no length
  CHECK(framesOf("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}" + next) == brokenThenNext);
  CHECK(framesOf("Content-Length 2\r\n\r\n{}" + next) == brokenThenNext); // no colon
  CHECK(framesOf(std::string(FrameParser::maxHeaders + 1, 'x') + next) == brokenThenNext);
  // Agreeing duplicates, a bare newline and spaces around the value are
  // read as meant.
  CHECK(framesOf("Content-Length: 2\r\ncontent-length:2 \n\r\n{}") == Frames{"body:{}", "more"});
  // A body still coming is waited for, not cut.
  CHECK(framesOf("Content-Length: 5\r\n\r\n{}") == Frames{"more"});
}

TEST_CASE("frames arriving a byte at a time are read as when they arrive whole", "[lsp]") {
  std::string input = "Content-Length: -1\r\n\r\nContent-Length: 2\r\n\r\n{}Content-Length: 3\r\n\r\n[1]";
  FrameParser parser;
  std::vector<std::string> frames;
  for (char c : input) {
    parser.feed(std::string(1, c));
    while (std::optional<Frame> frame = parser.next())
      frames.push_back(frame->kind == Frame::Kind::Body ? frame->text : "broken");
  }
  CHECK(frames == std::vector<std::string>{"broken", "{}", "[1]"});
}

TEST_CASE("byte columns become UTF-16 code units, and paths file:// URIs", "[lsp]") {
  std::string line = "  \xc3\xa9\xf0\x9d\x84\x9e"
                     "A[0] = 1;"; // "  é𝄞A[0] = 1;"
  CHECK(utf16Column(line, 1) == 0);
  CHECK(utf16Column(line, 3) == 2);
  CHECK(utf16Column(line, 5) == 3);   // after é (2 bytes, 1 unit)
  CHECK(utf16Column(line, 9) == 5);   // after 𝄞 (4 bytes, 2 units)
  CHECK(utf16Column(line, 99) == 14); // past the end: the end
  CHECK(uriOfPath("/home/me/my kernels/k#1.cl") == "file:///home/me/my%20kernels/k%231.cl");
  CHECK(pathOfUri("file:///home/me/my%20kernels/k%231.cl") == "/home/me/my kernels/k#1.cl");
  CHECK(pathOfUri("untitled:1").empty());
}

TEST_CASE("a race becomes a diagnostic at the current access's token, with the other access related", "[lsp]") {
  DocumentView document{
      "file:///src/k.cl",
      "__kernel void k(__local int *A) {\n  int v = A[get_local_id(0) + 1];\n  A[get_local_id(0)] = v;\n}\n",
      "/tmp/gv-x/k.cl", "/src"};
  // clang places the store at its `=`: the diagnostic goes to the array.
  json location = {{"file", "/tmp/gv-x/k.cl"}, {"line", 3}, {"column", 22}, {"invokedFrom", json::array()}};
  json earlier = {{"file", "/tmp/gv-x/k.cl"}, {"line", 2}, {"column", 11}, {"invokedFrom", json::array()}};
  json report = {
      {"errors",
       {{{"kind", "race"},
         {"message", "possible read-write race on A[1]"},
         {"location", location},
         {"race",
          {{"array", "A"},
           {"access", {{"kind", "write"}, {"location", location}, {"thread", {{"localId", {1}}, {"groupId", {0}}}}}},
           {"previousAccess",
            {{"kind", "read"}, {"location", earlier}, {"thread", {{"localId", {0}}, {"groupId", {0}}}}}}}},
         {"parameters", json::array()}}}}};
  json diagnostics = diagnosticsOf(report, "", 6, document);
  REQUIRE(diagnostics.size() == 1);
  const json &d = diagnostics[0];
  CHECK(d["range"] == json{{"start", {{"line", 2}, {"character", 2}}}, {"end", {{"line", 2}, {"character", 3}}}});
  CHECK(d["code"] == "race");
  CHECK(d["message"].get<std::string>() ==
        "possible read-write race on A[1]: write by local id 1 in group 0, and earlier read by local id 0 in group 0 "
        "at line 2:11");
  CHECK(diagnostics[0]["relatedInformation"][0]["message"] == "the earlier read, by local id 0 in group 0");
  REQUIRE(d["relatedInformation"].size() == 1);
  CHECK(d["relatedInformation"][0]["location"]["uri"] == "file:///src/k.cl");
  CHECK(d["relatedInformation"][0]["location"]["range"]["start"] == json{{"line", 1}, {"character", 10}});
}

TEST_CASE("a confirmed race is an error, one no run reproduced a warning", "[lsp]") {
  DocumentView document{"file:///src/k.cl", "__kernel void k(__local int *A) {\n  A[0] = get_local_id(0);\n}\n",
                        "/tmp/gv-x/k.cl", "/src"};
  json location = {{"file", "/tmp/gv-x/k.cl"}, {"line", 2}, {"column", 8}, {"invokedFrom", json::array()}};
  auto reportWith = [&](json replay) {
    return json{{"errors",
                 {{{"kind", "assertion"},
                   {"message", "this assertion might not hold"},
                   {"location", location},
                   {"replay", replay},
                   {"parameters", json::array()}}}}};
  };
  json confirmed =
      diagnosticsOf(reportWith({{"confirmed", true}, {"shown", "it fails for work-item 3"}}), "", 6, document);
  CHECK(confirmed[0]["severity"] == 1);
  CHECK(confirmed[0]["message"].get<std::string>().find("confirmed by running the kernel: it fails for work-item 3") !=
        std::string::npos);
  json notShown = diagnosticsOf(reportWith({{"confirmed", false}, {"why", ""}}), "", 6, document);
  CHECK(notShown[0]["severity"] == 2);
  CHECK(diagnosticsOf(reportWith(nullptr), "", 6, document)[0]["severity"] == 1); // --no-replay: as GPUVerify
}

TEST_CASE("clang's errors are diagnostics at their place; a run without a verdict says why at the top", "[lsp]") {
  DocumentView document{"file:///src/k.cl", "__kernel void k() {\n  int x = \n}\n", "/tmp/gv-x/k.cl", "/src"};
  std::string output = "/tmp/gv-x/k.cl:3:1: error: expected expression\n"
                       "/usr/include/other.h:1:1: warning: elsewhere\n"
                       "GPUVerify: CLANG_ERROR error (2): clang exited with code 1\n";
  json diagnostics = diagnosticsOf(json(), output, 2, document);
  REQUIRE(diagnostics.size() == 1);
  CHECK(diagnostics[0]["source"] == "clang");
  CHECK(diagnostics[0]["message"] == "expected expression");
  CHECK(diagnostics[0]["range"]["start"] == json{{"line", 2}, {"character", 0}});

  json timedOut = diagnosticsOf(json{{"message", "Boogie timed out"}, {"errors", json::array()}}, "", 7, document);
  REQUIRE(timedOut.size() == 1);
  CHECK(timedOut[0]["severity"] == 2);
  CHECK(timedOut[0]["message"] == "gpuverify timed out: Boogie timed out");
  CHECK(diagnosticsOf(json{{"errors", json::array()}}, "", 0, document).empty());
}

TEST_CASE("a kernel left out is a diagnostic at its construct, beside the other kernels' errors", "[lsp]") {
  DocumentView document{"file:///src/k.cu", "__global__ void a() {}\n__global__ void b() {}\n", "/tmp/gv-x/k.cu",
                        "/src"};
  std::string refusal = "/tmp/gv-x/k.cu:2:3: error: a cuda::pipeline shared by a group is not supported yet";
  json report = {{"errors", json::array()},
                 {"refusedKernels", json::array({{{"kernel", "b"}, {"message", refusal}}})},
                 {"message", "1 of the file's kernels not supported yet"}};
  for (int exitCode : {4, 6}) {
    json diagnostics = diagnosticsOf(report, refusal + "\n", exitCode, document);
    REQUIRE(diagnostics.size() == 1); // once, from the report and the output alike
    CHECK(diagnostics[0]["message"] == "a cuda::pipeline shared by a group is not supported yet");
    CHECK(diagnostics[0]["range"]["start"]["line"] == 1);
  }
}

namespace {

using namespace gv::lsp::doubles;

// A session over the stand-ins, initialized unless asked not to be.
struct SessionUnderTest {
  RecordingOutbox outbox;
  RecordingVerifier verifier;
  Session session{outbox, verifier, {"--local_size=64"}};

  explicit SessionUnderTest(bool initialize = true) {
    if (initialize)
      send({{"jsonrpc", "2.0"}, {"id", 0}, {"method", "initialize"}, {"params", {{"capabilities", json::object()}}}});
  }
  std::optional<int> send(const json &message) { return session.handle(frameOf(message)); }
  std::optional<int> sendText(const std::string &body) { return session.handle(Frame{Frame::Kind::Body, body}); }
  json lastResponse() const {
    auto responses = outbox.responses();
    return responses.empty() ? json() : responses.back();
  }
};

json notification(const std::string &method, const json &params) {
  return {{"jsonrpc", "2.0"}, {"method", method}, {"params", params}};
}

json opened(const json &uri, const json &text, const json &version) {
  return notification(
      "textDocument/didOpen",
      {{"textDocument", {{"uri", uri}, {"languageId", "opencl"}, {"version", version}, {"text", text}}}});
}

} // namespace

TEST_CASE("messages that are not JSON-RPC get JSON-RPC's errors, and the session goes on", "[lsp]") {
  SessionUnderTest server;
  auto errorCode = [&](const std::string &body) {
    size_t before = server.outbox.sent.size();
    CHECK_FALSE(server.sendText(body));
    REQUIRE(server.outbox.sent.size() == before + 1); // one answer each
    return server.lastResponse()["error"].value("code", 0);
  };
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ") == -32700);
  CHECK(errorCode("") == -32700);
  CHECK(errorCode("[1, 2]") == -32600);
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": 5}") == -32600);
  CHECK(server.lastResponse()["id"] == 1); // the id is kept where it can be
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"method\": 5}") == -32600);
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"id\": {\"a\": 1}, \"method\": \"shutdown\"}") == -32600);
  CHECK(server.lastResponse()["id"].is_null());
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"id\": 1.5, \"method\": \"shutdown\"}") == -32600);
  CHECK(errorCode("{\"jsonrpc\": \"1.0\", \"id\": 2, \"method\": \"shutdown\"}") == -32600);
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"shutdown\", \"params\": 7}") == -32600);
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"id\": 4}") == -32600); // neither method nor result
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": \"textDocument/hover\"}") == -32601);
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"id\": 6, \"method\": \"initialize\", \"params\": []}") == -32600);
  // Found by fuzz_lsp: params nested 200000 deep overflowed the stack.
  std::string deep = std::string(200000, '[') + std::string(200000, ']');
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": \"x\", \"params\": " + deep + "}") == -32600);
  CHECK(errorCode("{\"jsonrpc\": \"2.0\", \"id\": 8, \"method\": \"x\", \"params\": [\"" + deep + "\"]}") == -32601);
  CHECK(server.session.handle(Frame{Frame::Kind::Broken, "Content-Length is not a length"}) == std::nullopt);
  CHECK(server.lastResponse()["error"]["code"] == -32700);
  CHECK(server.verifier.started.empty());
  CHECK(server.verifier.stopsOfAll == 0);
}

TEST_CASE("notifications with fields of the wrong type are dropped with a log message", "[lsp]") {
  SessionUnderTest server;
  const std::string uri = "file:///k/k.cl";
  for (const json &bad : {opened(5, "text", 1), opened(uri, 5, 1), opened(uri, "text", "1"), opened(uri, "text", 1.5),
                          notification("textDocument/didOpen", json::array({uri})),
                          notification("textDocument/didOpen", {{"textDocument", "k.cl"}}),
                          notification("textDocument/didSave", {{"textDocument", {{"uri", 7}}}})}) {
    size_t logs = server.outbox.withMethod("window/logMessage").size();
    CHECK_FALSE(server.send(bad));
    CHECK(server.outbox.withMethod("window/logMessage").size() == logs + 1);
  }
  CHECK(server.verifier.started.empty());
  CHECK(server.outbox.responses().size() == 1); // initialize's only: notifications get no answer

  server.send(opened(uri, "one", 1));
  REQUIRE(server.verifier.started.size() == 1);
  CHECK(server.verifier.started[0].flags == std::vector<std::string>{"--local_size=64"});
  json change = notification("textDocument/didChange",
                             {{"textDocument", {{"uri", uri}, {"version", 2}}}, {"contentChanges", json::array({5})}});
  CHECK_FALSE(server.send(change));
  change["params"]["contentChanges"] = {{{"range", json::object()}, {"text", "x"}}};
  server.send(change);
  change["params"]["contentChanges"] = {{{"text", "two"}}};
  server.send(change);
  server.send(notification("textDocument/didSave", {{"textDocument", {{"uri", uri}}}, {"text", json()}}));
  REQUIRE(server.verifier.started.size() == 2);
  CHECK(server.verifier.started[1].text == "two"); // only the well-formed change was taken
  CHECK(server.verifier.started[1].version == 2);
  CHECK(server.outbox.withMethod("window/logMessage").size() == 9);
}

TEST_CASE("the lifecycle: requests before initialize and after shutdown are refused, exit ends", "[lsp]") {
  SessionUnderTest server(false);
  server.send({{"jsonrpc", "2.0"}, {"id", "a"}, {"method", "shutdown"}});
  CHECK(server.lastResponse()["error"]["code"] == -32002);
  server.send(opened("file:///k.cl", "x", 1)); // dropped: not initialized
  CHECK(server.verifier.started.empty());
  server.send({{"jsonrpc", "2.0"},
               {"id", 1},
               {"method", "initialize"},
               {"params", {{"initializationOptions", {{"args", {"-DN=1", 2}}}}}}});
  CHECK(server.lastResponse()["error"]["code"] == -32602);
  server.send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", json::array()}});
  CHECK(server.lastResponse()["error"]["code"] == -32602);
  server.send({{"jsonrpc", "2.0"},
               {"id", 2},
               {"method", "initialize"},
               {"params", {{"capabilities", {{"window", {{"workDoneProgress", true}}}}}}}});
  CHECK(server.lastResponse()["result"]["capabilities"]["textDocumentSync"]["change"] == 1);
  server.send({{"jsonrpc", "2.0"}, {"id", 3}, {"method", "initialize"}, {"params", json::object()}});
  CHECK(server.lastResponse()["error"]["code"] == -32600); // once only
  server.send(opened("file:///k.cl", "x", 1));
  REQUIRE(server.verifier.started.size() == 1);
  CHECK(server.verifier.started[0].showProgress);
  server.send({{"jsonrpc", "2.0"}, {"id", "gpuverify/1"}, {"result", nullptr}});
  CHECK(server.verifier.answers == std::vector<std::pair<json, bool>>{{"gpuverify/1", true}});
  server.send(notification("textDocument/didClose", {{"textDocument", {{"uri", "file:///k.cl"}}}}));
  CHECK(server.verifier.stopped == std::vector<std::string>{"file:///k.cl"});
  CHECK(server.outbox.withMethod("textDocument/publishDiagnostics").back()["params"]["diagnostics"] == json::array());
  server.send({{"jsonrpc", "2.0"}, {"id", 4}, {"method", "shutdown"}, {"params", nullptr}});
  CHECK(server.lastResponse() == json{{"jsonrpc", "2.0"}, {"id", 4}, {"result", nullptr}});
  server.send({{"jsonrpc", "2.0"}, {"id", 5}, {"method", "shutdown"}});
  CHECK(server.lastResponse()["error"]["code"] == -32600);
  CHECK(server.send(notification("exit", json::object())) == 0);
  CHECK(server.verifier.stopsOfAll == 2); // at shutdown, and at the end

  SessionUnderTest abrupt;
  CHECK(abrupt.send(notification("exit", json::array())) == 1); // without shutdown
  SessionUnderTest gone;
  CHECK(gone.session.handle(Frame{}) == 1); // the end of the input
  CHECK(gone.verifier.stopsOfAll == 1);
}

TEST_CASE("a report with fields missing or of other types still becomes diagnostics", "[lsp]") {
  DocumentView document{"file:///src/k.cl", "kernel\n", "/src/k.cl", "/src"};
  json location = {{"file", "/src/k.cl"}, {"line", 1}, {"column", 1}};
  for (const json &error : {json{{"kind", "race"}, {"message", "m"}, {"location", location}, {"race", json::object()}},
                            json{{"kind", "race"}, {"race", {{"access", 5}, {"previousAccess", {{"thread", 1}}}}}},
                            json{{"kind", "assertion"}, {"note", {{"message", "n"}}}, {"thread", json::object()}},
                            json{{"kind", "assertion"}, {"abstractedLoops", {{{"location", 3}}}}}}) {
    json diagnostics = diagnosticsOf(json{{"errors", {error}}}, "", 6, document);
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0]["range"]["start"] == json{{"line", 0}, {"character", 0}});
  }
  CHECK(diagnosticsOf(json{{"message", 5}}, "last words", 9, document)[0]["message"] ==
        "gpuverify could not verify this kernel: last words");
}
