#include "HostProgram.h"

#include "pipeline/HostLaunches.h"

#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <regex>
#include <set>
#include <sstream>

namespace gv::driver {

namespace {

// More files than a program's folder holds: a folder of many programs (or
// of examples), whose files are not one program's.
constexpr size_t maximumFiles = 16;
// A source file larger than this is data (a table), not host code to read.
constexpr std::uintmax_t maximumFileBytes = 4u << 20;

bool isSourceFile(const std::filesystem::path &path) {
  static const std::set<std::string> extensions = {".cu", ".cpp", ".cc", ".cxx"};
  return extensions.count(path.extension().string()) != 0;
}

bool isIdentifierCharacter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Whether `text` has `name` as a whole identifier.
bool names(const std::string &text, const std::string &name) {
  for (size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
    bool before = at > 0 && isIdentifierCharacter(text[at - 1]);
    bool after = at + name.size() < text.size() && isIdentifierCharacter(text[at + name.size()]);
    if (!before && !after)
      return true;
  }
  return false;
}

// The functions a module defines for other files to call, by their source
// names: not `main`, which no file names to call it, nor kernels' stubs,
// which another file launches only when compiled for separate device code
// (and a short kernel name would take in every file that says "k").
void addCallableNames(const llvm::Module &module, std::set<std::string> &out) {
  for (const llvm::Function &f : module) {
    if (f.isDeclaration() || !f.hasExternalLinkage() || f.getName() == "main" || isKernelStub(f))
      continue;
    const llvm::DISubprogram *sp = f.getSubprogram();
    out.insert(sp && !sp->getName().empty() ? sp->getName().str() : f.getName().str());
  }
}

// Null if it cannot be read, or is too large to.
std::optional<std::string> textOf(const std::filesystem::path &path) {
  std::error_code error;
  std::ifstream in(path, std::ios::binary);
  if (std::filesystem::file_size(path, error) > maximumFileBytes || error || !in)
    return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// A file's text with that of the headers it includes (`#include
// "../two_files/main.cpp"`) found beside the including file (quotes) or in
// the -I folders, and so on: a call made in an included file, or by a
// macro of the user's headers, is the file's. False if some of it could not
// be read (too large): then it may name anything.
bool addTextWithIncludes(const std::filesystem::path &path, const std::vector<std::string> &includeDirectories,
                         std::set<std::string> &seen, std::string &out) {
  std::error_code error;
  std::string canonical = std::filesystem::weakly_canonical(path, error).string();
  if (!error && seen.count(canonical))
    return true;
  std::optional<std::string> read = textOf(path);
  if (error || !read || out.size() > 4 * maximumFileBytes)
    return false;
  seen.insert(canonical);
  const std::string &text = *read;
  out += text;
  out += "\n";
  static const std::regex include(R"re([ \t]*#[ \t]*include[ \t]*(["<])([^">]+)[">].*)re");
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (!std::regex_match(line, m, include))
      continue;
    std::vector<std::filesystem::path> places;
    if (m[1].str() == "\"")
      places.push_back(path.parent_path() / m[2].str());
    for (const std::string &directory : includeDirectories)
      places.push_back(std::filesystem::path(directory) / m[2].str());
    for (const std::filesystem::path &place : places)
      if (std::filesystem::is_regular_file(place, error)) {
        if (!addTextWithIncludes(place, includeDirectories, seen, out))
          return false;
        break;
      }
  }
  return true;
}

// LLVM's default handler ends the process on a linking error: this one
// keeps the first message for the caller.
class KeepErrors : public llvm::DiagnosticHandler {
public:
  explicit KeepErrors(std::string &first) : first_(first) {}
  bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
    if (info.getSeverity() == llvm::DS_Error && first_.empty()) {
      llvm::raw_string_ostream stream(first_);
      llvm::DiagnosticPrinterRawOStream printer(stream);
      info.print(printer);
    }
    return true;
  }

private:
  std::string &first_;
};

} // namespace

std::vector<std::string> programFilesBeside(const std::string &kernelFile) {
  std::filesystem::path kernel(kernelFile);
  std::filesystem::path folder = kernel.parent_path();
  std::vector<std::string> files;
  std::error_code error;
  for (std::filesystem::directory_iterator it(folder.empty() ? "." : folder, error), end; !error && it != end;
       it.increment(error)) {
    std::filesystem::path name = it->path().filename();
    if (name == kernel.filename() || !isSourceFile(name) || !it->is_regular_file(error))
      continue;
    files.push_back((folder / name).string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

ProgramLink linkProgram(const llvm::Module &host, const std::vector<std::string> &candidates,
                        const std::vector<std::string> &includeDirectories, const HostCompiler &compile) {
  if (candidates.size() > maximumFiles)
    return {nullptr, {}, "its folder holds " + std::to_string(candidates.size()) + " source files"};
  std::set<std::string> callable;
  addCallableNames(host, callable);
  std::vector<std::string> texts;
  std::vector<bool> unread; // may name anything
  for (const std::string &file : candidates) {
    std::set<std::string> seen;
    texts.emplace_back();
    unread.push_back(!addTextWithIncludes(file, includeDirectories, seen, texts.back()));
  }
  std::unique_ptr<llvm::Module> program = llvm::CloneModule(host);
  llvm::LLVMContext &context = program->getContext();
  std::string linkError;
  std::unique_ptr<llvm::DiagnosticHandler> previous = context.getDiagnosticHandler();
  context.setDiagnosticHandler(std::make_unique<KeepErrors>(linkError));
  ProgramLink result;
  auto fail = [&](std::string why) {
    context.setDiagnosticHandler(std::move(previous));
    return ProgramLink{nullptr, {}, std::move(why)};
  };
  std::vector<bool> read(candidates.size(), false);
  for (bool more = true; more;) {
    more = false;
    for (size_t i = 0; i < candidates.size(); ++i) {
      if (read[i] || (!unread[i] && std::none_of(callable.begin(), callable.end(),
                                                 [&](const std::string &name) { return names(texts[i], name); })))
        continue;
      read[i] = more = true;
      std::unique_ptr<llvm::Module> file = compile(candidates[i]);
      if (!file)
        return fail("the host code of " + candidates[i] + " does not compile");
      addCallableNames(*file, callable);
      if (llvm::Linker::linkModules(*program, std::move(file)))
        return fail(candidates[i] + " does not link with the rest: " + linkError);
      result.files.push_back(candidates[i]);
    }
  }
  context.setDiagnosticHandler(std::move(previous));
  if (!definesMain(*program))
    return {nullptr, {}, result.files.empty() ? "no file beside it names what it defines" : "no file defines main"};
  result.program = std::move(program);
  return result;
}

} // namespace gv::driver
