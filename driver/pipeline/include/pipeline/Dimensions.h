// Launch sizes as written on the command line: "8", "8,4", "[8,4]" or
// "[8,4,2]", each entry a positive integer or "*" (unconstrained), and the
// OpenCL conversion from a global size to a number of work-groups.
#pragma once

#include "gpuverify/Translator.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gv::driver {

// "a,b,,c" -> {"a", "b", "", "c"}: the list syntax of the sizing and kernel options.
std::vector<std::string> splitOnCommas(const std::string &text);

// Parses the value of `option` (named in error messages). Throws
// Failure(CommandLine) unless it has 1 to 3 entries, each positive or "*".
Extent3 parseDimensions(const std::string &option, const std::string &text);

// Parses a --global_offset value: 1 to 3 non-negative integers.
std::vector<uint64_t> parseOffsets(const std::string &option, const std::string &text);

struct GridFromGlobalSize {
  Extent3 numGroups;
  // Where the local size is "*" but the global size G is fixed, the number
  // of groups is unconstrained and G is passed to the kernel headers
  // (__GLOBAL_SIZE_i), which constrain local size and groups from it.
  std::array<std::optional<uint64_t>, 3> globalSize;
};

// GPUVerify's util.get_num_groups. Throws Failure(CommandLine) with
// GPUVerify's messages when the dimensions differ or do not divide.
GridFromGlobalSize numGroupsFromGlobalSize(const Extent3 &localSize, const Extent3 &globalSize);

} // namespace gv::driver
