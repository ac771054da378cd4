// OpenCL image writes as the stores they are.
//
// An OpenCL 1.2 image is either read-only or write-only within a kernel
// (clang enforces the access qualifiers), so only writes can race, with
// other writes. Each write-only image parameter becomes a global array of
// texels indexed [y][x] with a fixed row length, and write_image{f,i,ui}
// becomes a store of the texel there: an ordinary global-memory store,
// checked for races within and between groups. Equal coordinates always
// give the same texel; distinct coordinates beyond the row length may share
// one, which can only cause a false alarm. Reads of read-only images stay
// pure functions of the image, sampler and coordinates.
#pragma once

namespace llvm {
class Function;
}

namespace gv {

// Row length (in texels) of the array modelling a 2D image.
constexpr unsigned imageRowTexels = 16384;

// Throws TranslationError for a write to an image that is not a parameter
// of the kernel.
void lowerImageWrites(llvm::Function &kernel);

} // namespace gv
