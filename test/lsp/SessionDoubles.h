// Stand-ins for what surrounds the language server's session
// (lsp/Session.h), for the unit tests and the fuzzer: an outbox that keeps
// what is sent, and a verifier that records what it is asked to do and
// starts no run.
#pragma once

#include "lsp/Session.h"

#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace gv::lsp::doubles {

struct RecordingOutbox : Outbox {
  std::vector<nlohmann::json> sent;

  void send(const nlohmann::json &message) override {
    sent.push_back(message);
    sent.back()["jsonrpc"] = "2.0";
  }
  // The responses among the messages sent (those without a method).
  std::vector<nlohmann::json> responses() const {
    std::vector<nlohmann::json> found;
    for (const nlohmann::json &message : sent)
      if (!message.contains("method"))
        found.push_back(message);
    return found;
  }
  std::vector<nlohmann::json> withMethod(const std::string &method) const {
    std::vector<nlohmann::json> found;
    for (const nlohmann::json &message : sent)
      if (message.value("method", "") == method)
        found.push_back(message);
    return found;
  }
};

struct RecordingVerifier : Verifier {
  std::vector<Verification> started;
  std::vector<std::string> stopped;
  unsigned stopsOfAll = 0;
  std::vector<std::pair<nlohmann::json, bool>> answers;

  void start(const Verification &verification) override { started.push_back(verification); }
  void stop(const std::string &uri) override { stopped.push_back(uri); }
  void stopAll() override { ++stopsOfAll; }
  void answered(const nlohmann::json &id, bool accepted) override { answers.emplace_back(id, accepted); }
};

// A message's frame, as a client sends it.
inline Frame frameOf(const nlohmann::json &message) { return Frame{Frame::Kind::Body, message.dump()}; }

} // namespace gv::lsp::doubles
