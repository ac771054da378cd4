#include "gpuverify/KernelNames.h"

#include "CatchVersion.h"

using gv::kernelNameMatches;
using gv::noKernelNamedMessage;

TEST_CASE("--kernel-name matches a kernel's name, spaces aside, or a template's base name", "[kernel-names]") {
  CHECK(kernelNameMatches("k", "k"));
  CHECK(kernelNameMatches("fill<int>", "fill<int>"));
  CHECK(kernelNameMatches("tile<float,16>", "tile<float, 16>"));
  CHECK(kernelNameMatches("tile", "tile<float, 16>"));
  CHECK_FALSE(kernelNameMatches("tile<float>", "tile<float, 16>"));
  CHECK_FALSE(kernelNameMatches("til", "tile<float, 16>"));
  CHECK_FALSE(kernelNameMatches("tile", "tiles"));
  CHECK_FALSE(kernelNameMatches("", "k"));
}

TEST_CASE("a kernel name that matches none lists the kernels and the closest", "[kernel-names]") {
  CHECK(noKernelNamedMessage("k", {}) == "no kernel named 'k' (the file has no kernels)");
  CHECK(noKernelNamedMessage("render", {"surfel_render_tile<float, 16>", "clear"}) ==
        "no kernel named 'render'; the kernels: clear, surfel_render_tile<float, 16>");
  CHECK(noKernelNamedMessage("surfel_render_tiles", {"surfel_render_tile<float, 16>", "clear"}) ==
        "no kernel named 'surfel_render_tiles'; the kernels: clear, surfel_render_tile<float, 16> (did you mean "
        "'surfel_render_tile'?)");
  CHECK(noKernelNamedMessage("Clear", {"clear"}) ==
        "no kernel named 'Clear'; the kernels: clear (did you mean 'clear'?)");
}
