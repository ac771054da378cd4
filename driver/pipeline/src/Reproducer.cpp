#include "pipeline/Reproducer.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"

#include <sstream>

namespace gv::driver {

namespace {

// The C type a debug-info type spells; empty if it cannot be spelled.
std::string spell(const llvm::DIType *type) {
  if (!type)
    return "void";
  if (auto *basic = llvm::dyn_cast<llvm::DIBasicType>(type))
    return basic->getName().str();
  if (auto *composite = llvm::dyn_cast<llvm::DICompositeType>(type))
    return composite->getName().str();
  auto *derived = llvm::dyn_cast<llvm::DIDerivedType>(type);
  if (!derived)
    return "";
  std::string base = spell(derived->getBaseType());
  switch (derived->getTag()) {
  case llvm::dwarf::DW_TAG_typedef: return derived->getName().str();
  case llvm::dwarf::DW_TAG_pointer_type: return base.empty() ? "" : base + " *";
  case llvm::dwarf::DW_TAG_const_type: return base.empty() ? "" : base + " const";
  case llvm::dwarf::DW_TAG_volatile_type: return base.empty() ? "" : base + " volatile";
  case llvm::dwarf::DW_TAG_restrict_type: return base;
  default: return "";
  }
}

std::string hex(uint64_t v) {
  std::ostringstream out;
  out << "0x" << std::hex << v << "ull";
  return out.str();
}

const char *fillName(executor::Inputs::Fill fill) {
  switch (fill) {
  case executor::Inputs::Fill::Zero: return "0";
  case executor::Inputs::Fill::Small: return "1";
  default: return "2";
  }
}

// The executor's fill (executor::fillValue), for the host.
const char *fillFunctions = R"(static unsigned long long gv_mix(unsigned long long x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// Byte n of the memory `key` names, as the run that showed the error had it.
static unsigned char gv_byte(int fill, unsigned long long seed, const char *key, unsigned long long n) {
  if (fill == 0)
    return 0;
  unsigned long long hash = 0xcbf29ce484222325ull;
  for (const unsigned char *c = (const unsigned char *)key; *c; ++c)
    hash = (hash ^ *c) * 0x100000001b3ull;
  unsigned long long random = gv_mix(gv_mix(seed ^ hash) ^ n);
  if (fill == 1)
    return (unsigned char)(n % 4 == 0 ? random % 16 : 0);
  return (unsigned char)random;
}

static void gv_fill_host(void *to, size_t bytes, int fill, unsigned long long seed, const char *key) {
  for (size_t i = 0; i < bytes; ++i)
    ((unsigned char *)to)[i] = gv_byte(fill, seed, key, i);
}

static void *gv_device_array(size_t bytes, int fill, unsigned long long seed, const char *key) {
  void *device = 0;
  std::vector<unsigned char> host(bytes);
  gv_fill_host(host.data(), bytes, fill, seed, key);
  if (cudaMalloc(&device, bytes) != cudaSuccess ||
      cudaMemcpy(device, host.data(), bytes, cudaMemcpyHostToDevice) != cudaSuccess) {
    std::printf("gpuverify reproducer: cannot allocate %zu bytes on the device\n", bytes);
    std::exit(2);
  }
  return device;
}
)";

} // namespace

std::optional<std::string> cudaReproducer(const ReproducerSource &source, const executor::Launch &launch,
                                          const executor::Inputs &inputs, const executor::Outcome &run,
                                          std::string &why) {
  const llvm::DISubprogram *program = source.function.getSubprogram();
  if (!program || !program->getType()) {
    why = "the kernel has no debug information";
    return std::nullopt;
  }
  auto types = program->getType()->getTypeArray();
  if (types.size() != source.function.arg_size() + 1) {
    why = "the kernel's parameters are not those of its source";
    return std::nullopt;
  }
  std::ostringstream declarations, arguments;
  for (const llvm::Argument &arg : source.function.args()) {
    unsigned n = arg.getArgNo();
    std::string type = spell(types[n + 1]);
    if (type.empty()) {
      why = "the type of parameter " + std::to_string(n + 1) + " cannot be spelled";
      return std::nullopt;
    }
    std::string name = "gv_argument" + std::to_string(n), key = "parameter:" + std::to_string(n);
    arguments << (n ? ", " : "") << name;
    if (arg.getType()->isPointerTy() && !arg.hasByValAttr()) {
      auto used = run.parameterBytes.find(n);
      if (used != run.parameterBytes.end() && used->second.first < 0) {
        why = "the run accessed " + arg.getName().str() + " before its start";
        return std::nullopt;
      }
      int64_t bytes = used == run.parameterBytes.end() ? 16 : (used->second.second + 16) / 16 * 16;
      declarations << "  " << type << " " << name << " = (" << type << ")gv_device_array(" << bytes << ", "
                   << fillName(inputs.fill) << ", " << inputs.seed << "ull, \"" << key << "\");\n";
      continue;
    }
    declarations << "  " << type << " " << name << ";\n";
    if (arg.hasByValAttr()) { // a struct passed by value: the contents the run had
      declarations << "  gv_fill_host(&" << name << ", sizeof " << name << ", " << fillName(inputs.fill) << ", "
                   << inputs.seed << "ull, \"" << key << "\");\n";
      continue;
    }
    auto value = inputs.scalars.find(n);
    uint64_t bits = value == inputs.scalars.end() ? 0 : value->second;
    declarations << "  { unsigned long long gv_bits = " << hex(bits) << "; std::memcpy(&" << name
                 << ", &gv_bits, sizeof " << name << "); }\n";
  }
  // `extern __shared__` arrays: as much as any group used.
  int64_t dynamicShared = 0;
  for (const auto &[global, used] : run.sharedBytes) {
    const llvm::GlobalVariable *g = source.function.getParent()->getNamedGlobal(global);
    if (g && g->getValueType()->isArrayTy() && g->getValueType()->getArrayNumElements() == 0)
      dynamicShared = std::max(dynamicShared, used.second + 1);
  }
  auto dim = [](const executor::Ids &ids) {
    return "dim3(" + std::to_string(ids[0]) + ", " + std::to_string(ids[1]) + ", " + std::to_string(ids[2]) + ")";
  };
  std::ostringstream out;
  out << "// Written by gpuverify --reproducer: a run of the kernel that shows\n"
      << "//   " << source.what << "\n"
      << "// Build and run it on a GPU, e.g.\n"
      << "//   nvcc -o repro repro.cu && compute-sanitizer --tool racecheck ./repro\n"
      << "// (racecheck sees races on shared memory; --tool synccheck divergent barriers). The arrays are as\n"
      << "// large as the run used and hold what it read; __shared__ memory it read before writing may differ.\n"
      << "#define main gpuverify_original_main\n"
      << "#include \"" << source.kernelFile << "\"\n"
      << "#undef main\n\n"
      << "#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <vector>\n\n"
      << fillFunctions << "\n"
      << "int main() {\n"
      << declarations.str() << "  " << source.kernel.sourceName << "<<<" << dim(launch.numGroups) << ", "
      << dim(launch.groupSize) << ", " << dynamicShared << ">>>(" << arguments.str() << ");\n"
      << "  cudaError_t gv_status = cudaDeviceSynchronize();\n"
      << "  std::printf(\"gpuverify reproducer: %s\\n\", cudaGetErrorString(gv_status));\n"
      << "  return gv_status == cudaSuccess ? 0 : 1;\n"
      << "}\n";
  return out.str();
}

} // namespace gv::driver
