// Catch2 as the machine has it: version 2 (Debian 12: one header) or 3
// (Debian 13, Ubuntu 24.04: a library of many headers). The tests are
// written against version 2's names; under version 3 they are mapped here.
#pragma once

#if __has_include(<catch2/catch_all.hpp>)
#include <catch2/catch_all.hpp>

#include <string>

namespace Catch {
// Version 3 moved the string matchers to Catch::Matchers and renamed
// Contains (for strings) to ContainsSubstring.
inline Matchers::StringContainsMatcher Contains(const std::string &text,
                                                CaseSensitive caseSensitivity = CaseSensitive::Yes) {
  return Matchers::ContainsSubstring(text, caseSensitivity);
}
using Matchers::EndsWith;
using Matchers::StartsWith;
} // namespace Catch
#else
#include <catch2/catch.hpp>
#endif
