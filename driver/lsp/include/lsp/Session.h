// The language server's side of a session with one client: the lifecycle
// (initialize, shutdown, exit), the open documents and their texts, and
// the answer to every message, whatever it holds. Each request gets
// exactly one response (an error for a malformed one); a notification with
// bad params is dropped with a window/logMessage; nothing the client sends
// ends the session but `exit` and the end of the input. The verification
// runs are behind the Verifier interface, so that the session can be driven
// without starting any (the unit tests, the fuzzer).
#pragma once

#include "lsp/JsonRpc.h"
#include "lsp/Protocol.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gv::lsp {

// One document's text to verify.
struct Verification {
  std::string uri;
  std::string text;
  int64_t version = 0;
  std::vector<std::string> flags; // given after --lsp and in initializationOptions.args
  bool showProgress = false;      // the client shows work-done progress
};

// Starts and stops verification runs; they publish their diagnostics
// themselves.
class Verifier {
public:
  virtual ~Verifier() = default;
  // Starts verifying; a run still going for the same document is stopped.
  virtual void start(const Verification &verification) = 0;
  // Stops the document's run, if one is going: once this returns, none of
  // its runs publishes anything.
  virtual void stop(const std::string &uri) = 0;
  // Stops every run and waits for each to end (and to remove its files).
  virtual void stopAll() = 0;
  // The client answered a request the verifier sent (`accepted`: with a
  // result, not an error).
  virtual void answered(const nlohmann::json &id, bool accepted) = 0;
};

// Publishes a document's diagnostics; an empty list clears them.
void publishDiagnostics(Outbox &outbox, const std::string &uri, const nlohmann::json &diagnostics,
                        std::optional<int64_t> version);

class Session {
public:
  Session(Outbox &outbox, Verifier &verifier, std::vector<std::string> flags)
      : outbox_(outbox), verifier_(verifier), flags_(std::move(flags)) {}

  // Handles one frame of the input. The exit code once the session is
  // over (after `exit`: 0 if shutdown came first, else 1; at the end of
  // the input: 1); nothing while it goes on. The runs are stopped by then.
  std::optional<int> handle(const Frame &frame);

private:
  std::optional<int> dispatch(const Message &message);
  void request(const Message &message);
  void notification(const Message &message);
  nlohmann::json initialize(const Params &params);
  void open(const Params &params);
  void change(const Params &params);
  void save(const Params &params);
  void close(const Params &params);
  void verify(const std::string &uri);
  void log(const std::string &message);
  int end(int code);

  struct Document {
    std::string text;
    int64_t version = 0;
  };

  Outbox &outbox_;
  Verifier &verifier_;
  std::vector<std::string> flags_;
  bool initialized_ = false, shutdown_ = false;
  bool showsProgress_ = false; // the client said window.workDoneProgress
  std::map<std::string, Document> documents_;
};

} // namespace gv::lsp
