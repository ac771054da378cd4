#include "lsp/Session.h"

using nlohmann::json;

namespace gv::lsp {

namespace {
constexpr int logWarning = 2; // window/logMessage's MessageType.Warning
} // namespace

void publishDiagnostics(Outbox &outbox, const std::string &uri, const json &diagnostics,
                        std::optional<int64_t> version) {
  json params = {{"uri", uri}, {"diagnostics", diagnostics}};
  if (version)
    params["version"] = *version;
  outbox.send({{"method", "textDocument/publishDiagnostics"}, {"params", params}});
}

std::optional<int> Session::handle(const Frame &frame) {
  if (frame.kind == Frame::Kind::End)
    return end(1); // the client went away without `exit`
  if (frame.kind == Frame::Kind::Broken) {
    outbox_.send(errorOf(nullptr, rpc::parseError, "cannot read a message: " + frame.text));
    return std::nullopt;
  }
  Parsed parsed = parseMessage(frame.text);
  if (!parsed.message) {
    outbox_.send(errorOf(parsed.error.id, parsed.error.code, parsed.error.message));
    return std::nullopt;
  }
  try {
    return dispatch(*parsed.message);
  } catch (const std::exception &error) {
    // A bug of ours, not the client's: said, and the session goes on.
    if (parsed.message->kind == Message::Kind::Request)
      outbox_.send(errorOf(parsed.message->id, rpc::internalError, error.what()));
    else
      log(parsed.message->method + ": internal error: " + error.what());
    return std::nullopt;
  }
}

std::optional<int> Session::dispatch(const Message &message) {
  switch (message.kind) {
  case Message::Kind::Request: request(message); break;
  case Message::Kind::Notification:
    if (message.method == "exit")
      return end(shutdown_ ? 0 : 1);
    notification(message);
    break;
  case Message::Kind::Response: verifier_.answered(message.id, !message.failed); break;
  }
  return std::nullopt;
}

void Session::request(const Message &message) {
  const json &id = message.id;
  if (message.method == "initialize" && initialized_) {
    outbox_.send(errorOf(id, rpc::invalidRequest, "the server is initialized already"));
  } else if (message.method == "initialize") {
    try {
      outbox_.send(resultOf(id, initialize(Params(message.params))));
    } catch (const InvalidParams &error) {
      outbox_.send(errorOf(id, rpc::invalidParams, std::string("initialize: ") + error.what()));
    }
  } else if (!initialized_) {
    outbox_.send(errorOf(id, rpc::serverNotInitialized, "the server is not initialized"));
  } else if (shutdown_) {
    outbox_.send(errorOf(id, rpc::invalidRequest, "the server is shut down"));
  } else if (message.method == "shutdown") {
    shutdown_ = true;
    verifier_.stopAll();
    outbox_.send(resultOf(id, nullptr));
  } else {
    outbox_.send(errorOf(id, rpc::methodNotFound, "gpuverify does not serve " + message.method));
  }
}

void Session::notification(const Message &message) {
  if (!initialized_ || shutdown_)
    return; // as the protocol asks: dropped
  using Handler = void (Session::*)(const Params &);
  static const std::map<std::string, Handler> handlers = {{"textDocument/didOpen", &Session::open},
                                                          {"textDocument/didChange", &Session::change},
                                                          {"textDocument/didSave", &Session::save},
                                                          {"textDocument/didClose", &Session::close}};
  auto handler = handlers.find(message.method);
  if (handler == handlers.end())
    return; // initialized, $/cancelRequest, ...: nothing to do
  try {
    (this->*handler->second)(Params(message.params));
  } catch (const InvalidParams &error) {
    log(message.method + " ignored: " + error.what());
  }
}

json Session::initialize(const Params &params) {
  bool showsProgress = params.optionalBoolean("capabilities.window.workDoneProgress").value_or(false);
  std::vector<std::string> args;
  for (const json &arg : params.array("initializationOptions.args", true)) {
    if (!arg.is_string())
      throw InvalidParams("params.initializationOptions.args must hold strings");
    args.push_back(arg.get<std::string>());
  }
  initialized_ = true;
  showsProgress_ = showsProgress;
  flags_.insert(flags_.end(), args.begin(), args.end());
  return {{"capabilities",
           {{"positionEncoding", "utf-16"},
            {"textDocumentSync", {{"openClose", true}, {"change", 1}, {"save", {{"includeText", true}}}}}}},
          {"serverInfo", {{"name", "gpuverify"}, {"version", GV_VERSION}}}};
}

void Session::open(const Params &params) {
  std::string uri = params.string("textDocument.uri");
  Document document{params.string("textDocument.text"), params.integer("textDocument.version")};
  params.optionalString("textDocument.languageId"); // not needed, but a wrong type is a malformed message
  documents_[uri] = std::move(document);
  verify(uri);
}

void Session::change(const Params &params) {
  std::string uri = params.string("textDocument.uri");
  int64_t version = params.integer("textDocument.version");
  const json &changes = params.array("contentChanges");
  for (size_t i = 0; i < changes.size(); ++i)
    if (!changes[i].is_object() || !changes[i].contains("text") || !changes[i]["text"].is_string() ||
        changes[i].contains("range"))
      throw InvalidParams("params.contentChanges[" + std::to_string(i) +
                          "] must be {\"text\": string}: the server takes whole texts (change: 1)");
  auto found = documents_.find(uri);
  if (found == documents_.end())
    return log("textDocument/didChange ignored: " + uri + " is not open");
  // Full sync: the last change holds the whole text. Verified on save.
  if (!changes.empty())
    found->second.text = changes.back()["text"].get<std::string>();
  found->second.version = version;
}

void Session::save(const Params &params) {
  std::string uri = params.string("textDocument.uri");
  std::optional<std::string> text = params.optionalString("text");
  auto found = documents_.find(uri);
  if (found == documents_.end())
    return log("textDocument/didSave ignored: " + uri + " is not open");
  if (text)
    found->second.text = *text;
  verify(uri);
}

void Session::close(const Params &params) {
  std::string uri = params.string("textDocument.uri");
  auto found = documents_.find(uri);
  if (found == documents_.end())
    return log("textDocument/didClose ignored: " + uri + " is not open");
  verifier_.stop(uri);
  documents_.erase(found);
  publishDiagnostics(outbox_, uri, json::array(), std::nullopt);
}

void Session::verify(const std::string &uri) {
  const Document &document = documents_.at(uri);
  verifier_.start({uri, document.text, document.version, flags_, showsProgress_});
}

void Session::log(const std::string &message) {
  outbox_.send(
      {{"method", "window/logMessage"}, {"params", {{"type", logWarning}, {"message", "gpuverify: " + message}}}});
}

int Session::end(int code) {
  verifier_.stopAll();
  return code;
}

} // namespace gv::lsp
