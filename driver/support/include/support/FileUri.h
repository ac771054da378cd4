// File paths as URIs, for the reports that name files by URI (SARIF, the
// language server).
#pragma once

#include <string>

namespace gv::driver {

// The path with every byte outside A-Za-z0-9-._~/ percent-encoded, after
// "file://" if it is absolute (a relative path stays a relative reference).
std::string uriOfPath(const std::string &path);

// The path of a file:// URI, decoded; empty if it is not one.
std::string pathOfUri(const std::string &uri);

} // namespace gv::driver
