// libFuzzer target: the language server's handling of its input (framing,
// JSON-RPC, the session), driven in process with its runs stood in for
// (test/lsp/SessionDoubles.h). The first byte picks how the rest is read:
// even, as the raw bytes of stdin, cut into reads of 1 to 128 bytes; odd,
// as lines, each the body of a frame read whole (so that the fuzzer
// reaches the session without guessing lengths). Whatever arrives, the
// session must not crash or throw, must answer each request exactly once
// and nothing else, and must not fail with an internal error.
#include "SessionDoubles.h"
#include "lsp/Protocol.h"
#include "lsp/Session.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace gv::lsp;
using nlohmann::json;

namespace {

[[noreturn]] void violated(const char *what, const json &message) {
  std::fprintf(stderr, "FuzzLanguageServer: %s: %s\n", what,
               message.dump(-1, ' ', false, json::error_handler_t::replace).c_str());
  std::abort();
}

// The id of a well-formed request in `body`, which must be answered once.
std::optional<json> requestId(const std::string &body) {
  json message = json::parse(body, nullptr, false);
  if (!message.is_object() || message.value("jsonrpc", json()) != "2.0" || !message.contains("method") ||
      !message["method"].is_string() || !message.contains("id"))
    return std::nullopt;
  if (message.contains("params") && !message["params"].is_null() && !message["params"].is_structured())
    return std::nullopt;
  const json &id = message["id"];
  return id.is_string() || id.is_number_integer() ? std::optional<json>(id) : std::nullopt;
}

struct Checked {
  doubles::RecordingOutbox outbox;
  doubles::RecordingVerifier verifier;
  Session session{outbox, verifier, {}};
  bool over = false;

  void handle(const Frame &frame) {
    if (over)
      return;
    size_t before = outbox.sent.size();
    over = session.handle(frame).has_value();
    size_t answers = 0;
    for (size_t i = before; i < outbox.sent.size(); ++i) {
      const json &sent = outbox.sent[i];
      if (!sent.is_object() || sent["jsonrpc"] != "2.0")
        violated("not a JSON-RPC message", sent);
      if (sent.contains("method"))
        continue;
      ++answers;
      if (!sent.contains("id") || sent.contains("result") == sent.contains("error"))
        violated("a response needs an id and a result or an error", sent);
      if (sent.contains("error") && sent["error"].value("code", 0) == rpc::internalError)
        violated("an internal error", sent);
    }
    std::optional<json> id = frame.kind == Frame::Kind::Body ? requestId(frame.text) : std::nullopt;
    if (id && answers != 1)
      violated("a request answered other than once", *id);
    if (answers > 1)
      violated("several answers to one message", outbox.sent.back());
    outbox.sent.clear();
  }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  Checked server;
  std::string input(reinterpret_cast<const char *>(data) + 1, size - 1);
  if (data[0] % 2 == 1) {
    size_t start = 0;
    while (start <= input.size() && !server.over) {
      size_t end = std::min(input.find('\n', start), input.size());
      server.handle(Frame{Frame::Kind::Body, input.substr(start, end - start)});
      start = end + 1;
    }
  } else {
    FrameParser parser;
    size_t read = 1 + data[0] / 2;
    for (size_t at = 0; at < input.size() && !server.over; at += read) {
      parser.feed(std::string_view(input).substr(at, read));
      while (std::optional<Frame> frame = parser.next())
        server.handle(*frame);
    }
  }
  server.handle(Frame{}); // the end of the input
  if (!server.over || server.verifier.stopsOfAll == 0)
    violated("the end of the input did not end the session and its runs", json());
  return 0;
}
