// gpuverify --lsp without an editor: framing, positions in UTF-16, URIs,
// and a JSON report turned into diagnostics.
#include "Diagnostics.h"
#include "Protocol.h"

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
  CHECK(reader.next() == std::string("{}"));
  CHECK(reader.next() == std::string("{\"id\":\"\xc3\xa9\"}"));
  CHECK(reader.next() == std::string("{\"id\":7,\"jsonrpc\":\"2.0\"}"));
  CHECK_FALSE(reader.next()); // the end of the input
  ::close(ends[0]);
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
