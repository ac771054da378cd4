// Kernel templates a CUDA file declares: clang generates no code for a
// template nobody instantiates, so such a kernel is never verified, and
// the user must hear which one and how to have it verified.
#pragma once

#include <string>
#include <vector>

namespace gv::driver {

// The names of the __global__ function templates in `source` (the text of
// a .cu file), in order of appearance.
std::vector<std::string> kernelTemplateNames(const std::string &source);

// What to tell the user of the kernel templates (kernelTemplateNames) that
// none of `verifiedKernels` (names as reported: "fill<int>") instantiates;
// empty if there are none.
std::string uninstantiatedTemplatesMessage(const std::vector<std::string> &templates,
                                           const std::vector<std::string> &verifiedKernels);

} // namespace gv::driver
