#include "support/FileUri.h"

#include <cctype>

namespace gv::driver {

namespace {
constexpr const char *fileScheme = "file://";

int hexValue(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
}
} // namespace

std::string uriOfPath(const std::string &path) {
  static const char *hex = "0123456789ABCDEF";
  std::string uri = !path.empty() && path[0] == '/' ? fileScheme : "";
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/')
      uri += static_cast<char>(c);
    else
      uri += std::string("%") + hex[c >> 4] + hex[c & 15];
  }
  return uri;
}

std::string pathOfUri(const std::string &uri) {
  const std::string scheme = fileScheme;
  if (uri.rfind(scheme, 0) != 0)
    return "";
  std::string path;
  for (size_t i = scheme.size(); i < uri.size(); ++i) {
    if (uri[i] == '%' && i + 2 < uri.size() && std::isxdigit(static_cast<unsigned char>(uri[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(uri[i + 2]))) {
      path += static_cast<char>(hexValue(uri[i + 1]) * 16 + hexValue(uri[i + 2]));
      i += 2;
    } else {
      path += uri[i];
    }
  }
  return path;
}

} // namespace gv::driver
