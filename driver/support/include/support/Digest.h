// Digests of what decides a result: the cache's keys and entries, and the
// SARIF report's stable fingerprints.
#pragma once

#include <optional>
#include <string>

namespace gv::driver {

// The hex SHA-256 of `data`, and of a regular file's contents (none if it
// cannot be read, or is not a regular file: a device or a pipe may never end).
std::string sha256Hex(const std::string &data);
std::optional<std::string> fileSha256(const std::string &path);

} // namespace gv::driver
