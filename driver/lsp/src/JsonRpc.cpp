#include "lsp/JsonRpc.h"

#include <limits>

using nlohmann::json;

namespace gv::lsp {

namespace {

// LSP's ids are integers or strings (JSON-RPC's null and fractions are not).
bool isId(const json &id) { return id.is_string() || id.is_number_integer(); }

Parsed failure(int code, const std::string &message, const json &id = nullptr) {
  return Parsed{std::nullopt, MessageError{code, message, id}};
}

// No message of the protocol is nested this deep; deeper values would
// overflow the stack where they are copied or compared (recursively).
constexpr int maxNesting = 256;

} // namespace

Parsed parseMessage(const std::string &body) {
  // The parser keeps no value deeper than maxNesting (it reads them
  // without recursion), so that the id is still there to answer to.
  bool tooDeep = false;
  json value;
  try {
    value = json::parse(body, [&](int depth, json::parse_event_t, json &) {
      tooDeep = tooDeep || depth > maxNesting;
      return depth <= maxNesting;
    });
  } catch (const json::exception &error) {
    return failure(rpc::parseError, std::string("not JSON: ") + error.what());
  }
  if (!value.is_object())
    return failure(rpc::invalidRequest, "a message must be a JSON object");
  bool hasId = value.contains("id");
  json id = hasId && isId(value["id"]) ? value["id"] : json();
  if (hasId && id.is_null() && !(value["id"].is_null() && !value.contains("method")))
    return failure(rpc::invalidRequest, "\"id\" must be an integer or a string");
  if (tooDeep)
    return failure(rpc::invalidRequest, "a message nested deeper than " + std::to_string(maxNesting) + " levels", id);
  if (!value.contains("jsonrpc") || value["jsonrpc"] != "2.0")
    return failure(rpc::invalidRequest, "\"jsonrpc\" must be \"2.0\"", id);
  Message message;
  message.id = id;
  if (!value.contains("method")) {
    // A response to a request of ours: an id (null if we sent something it
    // could not read) and a result or an error, not both.
    bool hasResult = value.contains("result"), hasError = value.contains("error");
    if (!hasId || hasResult == hasError)
      return failure(rpc::invalidRequest, "a message needs a \"method\", or an \"id\" and a \"result\" or \"error\"",
                     id);
    message.kind = Message::Kind::Response;
    message.failed = hasError;
    return Parsed{std::move(message), {}};
  }
  if (!value["method"].is_string())
    return failure(rpc::invalidRequest, "\"method\" must be a string", id);
  message.method = value["method"].get<std::string>();
  message.kind = hasId ? Message::Kind::Request : Message::Kind::Notification;
  if (value.contains("params") && !value["params"].is_null()) {
    if (!value["params"].is_object() && !value["params"].is_array())
      return failure(rpc::invalidRequest, "\"params\" must be an object or an array", id);
    message.params = std::move(value["params"]);
  }
  return Parsed{std::move(message), {}};
}

json resultOf(const json &id, const json &result) { return {{"id", id}, {"result", result}}; }

json errorOf(const json &id, int code, const std::string &message) {
  return {{"id", id}, {"error", {{"code", code}, {"message", message}}}};
}

Params::Params(const json &params) : params_(params) {
  if (!params.is_object())
    throw InvalidParams("params must be an object");
}

const json *Params::find(const std::string &path) const {
  const json *at = &params_;
  for (size_t start = 0; start <= path.size();) {
    size_t dot = std::min(path.find('.', start), path.size());
    if (!at->is_object())
      throw InvalidParams("params." + path.substr(0, start ? start - 1 : 0) + " must be an object");
    auto member = at->find(path.substr(start, dot - start));
    if (member == at->end() || member->is_null())
      return nullptr;
    at = &*member;
    start = dot + 1;
  }
  return at;
}

const json &Params::require(const std::string &path, bool (json::*is)() const noexcept, const char *what) const {
  const json *found = find(path);
  if (!found)
    throw InvalidParams("params." + path + " is missing");
  if (!(found->*is)())
    throw InvalidParams("params." + path + " must be " + what);
  return *found;
}

std::string Params::string(const std::string &path) const {
  return require(path, &json::is_string, "a string").get<std::string>();
}

std::optional<std::string> Params::optionalString(const std::string &path) const {
  if (!find(path))
    return std::nullopt;
  return string(path);
}

int64_t Params::integer(const std::string &path) const {
  const json &value = require(path, &json::is_number_integer, "an integer");
  if (value.is_number_unsigned() && value.get<uint64_t>() > uint64_t(std::numeric_limits<int64_t>::max()))
    throw InvalidParams("params." + path + " is too large");
  return value.get<int64_t>();
}

std::optional<bool> Params::optionalBoolean(const std::string &path) const {
  if (!find(path))
    return std::nullopt;
  return require(path, &json::is_boolean, "true or false").get<bool>();
}

const json &Params::array(const std::string &path, bool optional) const {
  static const json empty = json::array();
  if (optional && !find(path))
    return empty;
  return require(path, &json::is_array, "an array");
}

} // namespace gv::lsp
