#include "pipeline/Dimensions.h"

#include "support/Failure.h"

#include <cctype>

namespace gv::driver {

namespace {

// "[a,b]" -> "a,b"; brackets are optional but must come in pairs.
std::optional<std::string> stripBrackets(const std::string &text) {
  bool opens = !text.empty() && text.front() == '[';
  bool closes = !text.empty() && text.back() == ']';
  if (opens != closes || (opens && text.size() < 2))
    return std::nullopt;
  return opens ? text.substr(1, text.size() - 2) : text;
}

std::optional<uint64_t> parseUnsigned(const std::string &text) {
  if (text.empty() || text.size() > 19)
    return std::nullopt;
  uint64_t value = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c)))
      return std::nullopt;
    value = value * 10 + static_cast<uint64_t>(c - '0');
  }
  return value;
}

std::string trimmed(const std::string &text) {
  size_t first = text.find_first_not_of(" \t");
  if (first == std::string::npos)
    return "";
  size_t last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

// The entries of a dimension list, or a command-line failure that quotes
// `expected` when the list is malformed.
std::vector<std::string> dimensionEntries(const std::string &option, const std::string &text,
                                          const std::string &expected) {
  auto inner = stripBrackets(trimmed(text));
  std::vector<std::string> entries;
  if (inner)
    entries = splitOnCommas(*inner);
  if (!inner || entries.empty() || entries.size() > 3)
    throw Failure(ExitCode::CommandLine, "argument " + option + ": expected " + expected + ", got '" + text + "'");
  for (auto &entry : entries)
    entry = trimmed(entry);
  return entries;
}

} // namespace

std::vector<std::string> splitOnCommas(const std::string &text) {
  std::vector<std::string> parts(1);
  for (char c : text) {
    if (c == ',')
      parts.emplace_back();
    else
      parts.back() += c;
  }
  return parts;
}

Extent3 parseDimensions(const std::string &option, const std::string &text) {
  const std::string expected = "1 to 3 comma-separated positive integers or '*'";
  auto entries = dimensionEntries(option, text, expected);
  Extent3 extent;
  extent.dims = static_cast<unsigned>(entries.size());
  for (size_t i = 0; i < entries.size(); ++i) {
    if (entries[i] == "*") {
      extent.size[i] = std::nullopt;
      continue;
    }
    auto value = parseUnsigned(entries[i]);
    if (!value || *value == 0)
      throw Failure(ExitCode::CommandLine, "argument " + option + ": expected " + expected + ", got '" + text + "'");
    extent.size[i] = *value;
  }
  return extent;
}

std::vector<uint64_t> parseOffsets(const std::string &option, const std::string &text) {
  const std::string expected = "1 to 3 comma-separated non-negative integers";
  std::vector<uint64_t> offsets;
  for (const auto &entry : dimensionEntries(option, text, expected)) {
    auto value = parseUnsigned(entry);
    if (!value)
      throw Failure(ExitCode::CommandLine, "argument " + option + ": expected " + expected + ", got '" + text + "'");
    offsets.push_back(*value);
  }
  return offsets;
}

GridFromGlobalSize numGroupsFromGlobalSize(const Extent3 &localSize, const Extent3 &globalSize) {
  if (localSize.dims != globalSize.dims)
    throw Failure(ExitCode::CommandLine, "Dimensions of local and global size must match");
  GridFromGlobalSize grid;
  grid.numGroups.dims = globalSize.dims;
  for (unsigned i = 0; i < globalSize.dims; ++i) {
    const auto &local = localSize.size[i];
    const auto &global = globalSize.size[i];
    if (!global) {
      grid.numGroups.size[i] = std::nullopt;
    } else if (!local) {
      grid.numGroups.size[i] = std::nullopt;
      grid.globalSize[i] = *global;
    } else if (*global % *local != 0) {
      throw Failure(ExitCode::CommandLine, "Dimension " + std::to_string(i) +
                                               " of global size does not divide by dimension " + std::to_string(i) +
                                               " of local size");
    } else {
      grid.numGroups.size[i] = *global / *local;
    }
  }
  return grid;
}

} // namespace gv::driver
