// JSON-RPC 2.0 messages as the language server receives them: each body
// checked to be a request, a notification or a response, with fields of
// the types the specification gives, before anything reads it; and typed
// access to a message's params that names the field that is wrong.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

namespace gv::lsp {

// JSON-RPC's and LSP's error codes.
namespace rpc {
constexpr int parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602,
              internalError = -32603, serverNotInitialized = -32002;
} // namespace rpc

struct Message {
  enum class Kind { Request, Notification, Response };
  Kind kind = Kind::Notification;
  nlohmann::json id; // a request's or response's: an integer or a string
  std::string method;
  nlohmann::json params = nlohmann::json::object(); // an object or an array
  bool failed = false;                              // a response with "error"
};

// What is wrong with a body that is no message: the error to answer with,
// and the id to answer to (null where the body had no usable one).
struct MessageError {
  int code = rpc::invalidRequest;
  std::string message;
  nlohmann::json id;
};

// The message `body` holds, or why it holds none.
struct Parsed {
  std::optional<Message> message;
  MessageError error; // when there is no message
};
Parsed parseMessage(const std::string &body);

// A response to a request: its result, or an error.
nlohmann::json resultOf(const nlohmann::json &id, const nlohmann::json &result);
nlohmann::json errorOf(const nlohmann::json &id, int code, const std::string &message);

// A field of a message's params that is missing or of the wrong type.
struct InvalidParams : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Reads a message's params by paths of member names ("textDocument.uri").
// A required field that is missing, and any field of the wrong type,
// throw InvalidParams naming it; an optional one that is missing (or null)
// is nothing.
class Params {
public:
  // Throws InvalidParams if `params` is not an object.
  explicit Params(const nlohmann::json &params);

  std::string string(const std::string &path) const;
  std::optional<std::string> optionalString(const std::string &path) const;
  int64_t integer(const std::string &path) const;
  std::optional<bool> optionalBoolean(const std::string &path) const;
  // An array (possibly empty); `optional`: a missing one is empty.
  const nlohmann::json &array(const std::string &path, bool optional = false) const;

private:
  const nlohmann::json *find(const std::string &path) const;
  const nlohmann::json &require(const std::string &path, bool (nlohmann::json::*is)() const noexcept,
                                const char *what) const;

  const nlohmann::json &params_;
};

} // namespace gv::lsp
