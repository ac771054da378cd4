#include "pipeline/HostCodeLeftOut.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <regex>
#include <sstream>

namespace gv::driver {

const char *const leftOutMarker = "__gpuverify_host_code_left_out";

namespace {

bool identifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool space(char c) { return std::isspace(static_cast<unsigned char>(c)); }

// The text with comments, the insides of literals and preprocessor lines
// blanked (quotes and line ends kept), offsets unchanged: braces and
// semicolons left in `code` are the program's own.
struct MaskedText {
  std::string code;
  std::vector<bool> directive; // per offset: on a preprocessor line
};

MaskedText mask(const std::string &text) {
  MaskedText m{text, std::vector<bool>(text.size(), false)};
  auto blank = [&](size_t from, size_t to) {
    for (size_t j = from; j < to && j < text.size(); ++j)
      if (text[j] != '\n')
        m.code[j] = ' ';
  };
  bool lineStart = true;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') {
      lineStart = true;
      continue;
    }
    if (lineStart && c == '#') {
      size_t end = i;
      while (end < text.size() && text[end] != '\n')
        end += text[end] == '\\' && end + 1 < text.size() && text[end + 1] == '\n' ? 2 : 1;
      blank(i, end);
      for (size_t j = i; j < end; ++j)
        m.directive[j] = true;
      i = end - 1;
      continue;
    }
    if (!space(c))
      lineStart = false;
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      size_t end = text.find('\n', i);
      end = end == std::string::npos ? text.size() : end;
      blank(i, end);
      i = end - 1;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      size_t end = text.find("*/", i + 2);
      end = end == std::string::npos ? text.size() : end + 2;
      blank(i, end);
      i = end - 1;
    } else if (c == '"' || c == '\'') {
      size_t word = i;
      while (word > 0 && identifierChar(text[word - 1]))
        --word;
      // 1'000'000: a quote after a number's digits separates them.
      if (c == '\'' && word < i && std::isdigit(static_cast<unsigned char>(text[word])))
        continue;
      size_t end;
      if (c == '"' && word < i && text[i - 1] == 'R' && text.find('(', i) != std::string::npos) {
        size_t paren = text.find('(', i);
        std::string close = ")" + text.substr(i + 1, paren - i - 1) + "\"";
        end = text.find(close, paren);
        end = end == std::string::npos ? text.size() : end + close.size() - 1;
      } else {
        end = i + 1;
        while (end < text.size() && text[end] != c && text[end] != '\n')
          end += text[end] == '\\' ? 2 : 1;
      }
      end = std::min(end, text.size() - 1);
      blank(i + 1, end);
      i = end;
    }
  }
  return m;
}

std::string trimmed(const std::string &s) {
  size_t b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// The declaration with a leading template<...> clause removed.
std::string withoutTemplateClause(std::string head) {
  static const std::regex templateStart(R"(^template\s*<)");
  while (std::regex_search(head, templateStart)) {
    size_t i = head.find('<');
    int depth = 0;
    for (; i < head.size(); ++i) {
      if (head[i] == '<' || head[i] == '(')
        ++depth;
      else if ((head[i] == '>' || head[i] == ')') && --depth == 0)
        break;
    }
    if (i >= head.size())
      return head;
    head = trimmed(head.substr(i + 1));
  }
  return head;
}

// What a `{` at namespace or class scope opens, from the declaration that
// precedes it.
enum class Brace { Container, Body, Opaque };

Brace classify(const std::string &rawHead) {
  std::string head = trimmed(rawHead);
  static const std::regex ns(R"(^(inline\s+)?namespace\b[^=()]*$)");
  static const std::regex linkage(R"(^extern\s*"\s*"$)");
  if (std::regex_search(head, ns) || std::regex_search(head, linkage))
    return Brace::Container;
  std::string declaration = withoutTemplateClause(head);
  if (declaration.empty())
    return Brace::Opaque;
  static const std::regex enumeration(R"(^(\w+\s+)*enum\b)");
  if (std::regex_search(declaration, enumeration))
    return Brace::Opaque;
  char last = declaration.back();
  // `struct __align__(16) float4`: attributes in parentheses, then a name.
  static const std::regex classHead(R"(^(\w+\s*(\([^()]*\)\s*)?)*(class|struct|union)\b[^=]*$)");
  if (last != ')' && std::regex_search(declaration, classHead))
    return Brace::Container;
  if (declaration.find('(') == std::string::npos)
    return Brace::Opaque;
  static const std::regex qualifiers(R"(\)\s*((const|volatile|noexcept|override|final|mutable|try|&|&&)\s*)+$)");
  static const std::regex trailingReturn(R"(\)\s*(const\s*)?(noexcept\s*)?->[^;{}]*$)");
  if (last == ')' || std::regex_search(declaration, qualifiers) || std::regex_search(declaration, trailingReturn))
    return Brace::Body;
  return Brace::Opaque;
}

// The function's name as written before its parameter list.
std::string functionName(const std::string &head) {
  std::string declaration = withoutTemplateClause(trimmed(head));
  size_t op = declaration.find("operator");
  size_t paren = op == std::string::npos
                     ? declaration.find('(')
                     : declaration.find('(', op + (declaration.compare(op, 10, "operator()") == 0 ? 10 : 8));
  if (paren == std::string::npos)
    return "a function";
  std::string before = trimmed(declaration.substr(0, paren));
  size_t start = op == std::string::npos ? before.size() : op;
  while (start > 0 && (identifierChar(before[start - 1]) || before[start - 1] == ':' || before[start - 1] == '~'))
    --start;
  std::string name = before.substr(start);
  while (!name.empty() && name.front() == ':')
    name.erase(0, 1);
  return name.empty() ? "a lambda" : name;
}

// The offset of the `}` that closes the `{` at `open` in masked code.
size_t matchingBrace(const std::string &code, size_t open, size_t limit) {
  int depth = 0;
  for (size_t i = open; i < limit; ++i) {
    if (code[i] == '{')
      ++depth;
    else if (code[i] == '}' && --depth == 0)
      return i;
  }
  return limit;
}

size_t skipSpace(const std::string &code, size_t i, size_t limit) {
  while (i < limit && space(code[i]))
    ++i;
  return i;
}

std::string wordAt(const std::string &code, size_t i, size_t limit) {
  size_t end = i;
  while (end < limit && identifierChar(code[end]))
    ++end;
  return code.substr(i, end - i);
}

// The significant token that ends just before `i`: a word, or one character.
std::string tokenBefore(const std::string &code, size_t i, size_t from) {
  while (i > from && space(code[i - 1]))
    --i;
  if (i == from)
    return "";
  if (!identifierChar(code[i - 1]))
    return std::string(1, code[i - 1]);
  size_t start = i;
  while (start > from && identifierChar(code[start - 1]))
    --start;
  return code.substr(start, i - start);
}

// The innermost statement around `offset` in the block whose braces are at
// `open` and `close` (masked code).
std::optional<LeftOutRange> statementIn(const std::string &code, size_t open, size_t close, size_t offset) {
  size_t start = open + 1;
  int depth = 0; // ( and [
  for (size_t i = open + 1; i < close; ++i) {
    char c = code[i];
    if (c == '(' || c == '[') {
      ++depth;
    } else if ((c == ')' || c == ']') && depth > 0) {
      --depth;
    } else if (c == ';' && depth == 0) {
      if (offset >= start && offset <= i)
        return LeftOutRange{start, i + 1};
      start = i + 1;
    } else if (c == '{') {
      size_t end = matchingBrace(code, i, close);
      std::string before = tokenBefore(code, i, open + 1);
      bool block = depth == 0 && (before.empty() || before == ")" || before == ";" || before == "{" || before == "}" ||
                                  before == "else" || before == "do" || before == "try");
      if (!block) {
        i = end; // a braced initialiser or a lambda inside the statement
        continue;
      }
      if (offset > i && offset < end)
        return statementIn(code, i, end, offset);
      // After a block, a statement may go on: `else`, do's `while`,
      // `catch`, or a lambda's call or `;`.
      size_t next = skipSpace(code, end + 1, close);
      std::string word = wordAt(code, next, close);
      bool goesOn = word == "else" || word == "while" || word == "catch" ||
                    (next < close && std::string(";,).([-").find(code[next]) != std::string::npos);
      i = end;
      if (goesOn)
        continue;
      if (offset >= start && offset <= end)
        return LeftOutRange{start, end + 1};
      start = end + 1;
    } else if (c == '}') {
      break; // unbalanced
    }
  }
  return std::nullopt;
}

class BodyScanner {
public:
  explicit BodyScanner(const std::string &code) : code_(code) {}

  std::vector<FunctionBody> scan() {
    for (size_t i = 0; i < code_.size(); ++i) {
      char c = code_[i];
      if (c == '\n')
        ++line_;
      if (c == '{')
        openBrace(i);
      else if (c == '}')
        closeBrace(i);
      else if (c == ';' && atScope())
        head_.clear();
      else if (atScope())
        head_ += space(c) ? ' ' : c;
    }
    return bodies_;
  }

private:
  struct Frame {
    Brace kind;
    size_t open;
    unsigned line;
    std::string name;
  };

  bool atScope() const { return frames_.empty() || frames_.back().kind == Brace::Container; }

  void openBrace(size_t i) {
    if (!atScope()) {
      frames_.push_back({Brace::Opaque, i, line_, ""});
      return;
    }
    Brace kind = classify(head_);
    std::string name;
    if (kind == Brace::Body) {
      // A function-try-block's handlers belong to its function.
      static const std::regex handler(R"(^\s*catch\s*\()");
      name = std::regex_search(head_, handler) && !bodies_.empty() ? bodies_.back().name : functionName(head_);
    }
    frames_.push_back({kind, i, line_, name});
    head_.clear();
  }

  void closeBrace(size_t i) {
    if (frames_.empty())
      return; // unbalanced: clang reports it
    Frame frame = frames_.back();
    frames_.pop_back();
    if (frame.kind == Brace::Body && atScope())
      bodies_.push_back({frame.open, i, frame.line, frame.name});
    if (atScope())
      head_.clear();
  }

  const std::string &code_;
  unsigned line_ = 1;
  std::string head_;
  std::vector<Frame> frames_;
  std::vector<FunctionBody> bodies_;
};

// Offsets of each line's start.
std::vector<size_t> lineStarts(const std::string &text) {
  std::vector<size_t> starts = {0};
  for (size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n')
      starts.push_back(i + 1);
  return starts;
}

struct ClangError {
  std::string file;
  unsigned line = 0;
  unsigned column = 0;
  std::string message;
};

// clang's located errors; false if it gave one without a location (a
// driver or fatal error outside the source).
bool clangErrors(const std::string &output, std::vector<ClangError> &errors) {
  static const std::regex located(R"(^(.+?):(\d+):(\d+): (?:fatal )?error: (.*)$)");
  static const std::regex unlocated(R"(^[^:\s]*: (?:fatal )?error: (.*)$)");
  std::istringstream in(output);
  std::string text;
  while (std::getline(in, text)) {
    std::smatch m;
    if (std::regex_match(text, m, located)) {
      errors.push_back({m[1].str(), static_cast<unsigned>(std::stoul(m[2].str())),
                        static_cast<unsigned>(std::stoul(m[3].str())), m[4].str()});
    } else if (std::regex_match(text, m, unlocated) && text.find("too many errors emitted") == std::string::npos) {
      return false;
    }
  }
  return true;
}

bool contains(const LeftOutRange &outer, const LeftOutRange &inner) {
  return outer.begin <= inner.begin && inner.end <= outer.end;
}

// Adds `range`, dropping the ranges it contains; false if it adds nothing.
bool addRange(std::vector<LeftOutRange> &ranges, const LeftOutRange &range) {
  if (std::any_of(ranges.begin(), ranges.end(), [&](const LeftOutRange &r) { return contains(r, range); }))
    return false;
  ranges.erase(std::remove_if(ranges.begin(), ranges.end(), [&](const LeftOutRange &r) { return contains(range, r); }),
               ranges.end());
  ranges.push_back(range);
  return true;
}

LeftOutRange inside(const FunctionBody &body) { return {body.open + 1, body.close}; }

// What only device code names: a kernel's thread and its synchronisation.
const std::vector<std::string> &threadWords() {
  static const std::vector<std::string> words = {"threadIdx", "blockIdx", "__syncthreads", "__syncwarp", "__shared__"};
  return words;
}

bool reserved(const std::string &name) {
  return name.size() > 1 && name[0] == '_' && (name[1] == '_' || std::isupper(static_cast<unsigned char>(name[1])));
}

// The #include directive clang could not find a header of, at `offset`:
// the whole directive (with its continuation lines).
std::optional<LeftOutRange> missingInclude(const std::string &text, const MaskedText &masked, size_t offset) {
  if (offset >= text.size() || !masked.directive[offset])
    return std::nullopt;
  size_t begin = offset, end = offset;
  while (begin > 0 && masked.directive[begin - 1])
    --begin;
  while (end < text.size() && masked.directive[end])
    ++end;
  static const std::regex include(R"(^#\s*include\b)");
  if (!std::regex_search(text.substr(begin, end - begin), include))
    return std::nullopt;
  return LeftOutRange{begin, end, LeftOutRange::Kind::Include};
}

// A function definition whose declaration (before its body) has the error
// at `offset`: from the end of what precedes it to its closing brace. Not
// a definition the device may run: one marked __global__, __device__ or
// __host__ (a kernel left out would go unverified; a __device__ function a
// kernel calls stays, and so does its error).
std::optional<std::pair<LeftOutRange, const FunctionBody *>>
definitionAround(const std::string &code, const std::vector<FunctionBody> &bodies, size_t offset) {
  auto body = std::find_if(bodies.begin(), bodies.end(), [&](const FunctionBody &b) { return b.open > offset; });
  if (body == bodies.end() || code.find_first_of(";{}", offset) != body->open)
    return std::nullopt;
  size_t start = code.find_last_of(";{}", offset);
  start = start == std::string::npos ? 0 : start + 1;
  // Whatever macros spell the attributes, a kernel's body names its thread.
  static const std::regex deviceSide(R"(\b(__global__|__device__|__host__|__launch_bounds__)\b)");
  static const std::regex deviceBody([] {
    std::string alternatives;
    for (const std::string &word : threadWords())
      alternatives += (alternatives.empty() ? "" : "|") + word;
    return "\\b(" + alternatives + ")\\b";
  }());
  if (std::regex_search(code.substr(start, body->open - start), deviceSide) ||
      std::regex_search(code.substr(body->open, body->close - body->open), deviceBody))
    return std::nullopt;
  // Nor one the file launches: a kernel.
  std::string name = body->name.substr(body->name.rfind(':') == std::string::npos ? 0 : body->name.rfind(':') + 1);
  if (!name.empty() && std::all_of(name.begin(), name.end(), identifierChar)) {
    std::regex launched("\\b" + name +
                        R"(\s*(<[^;{}]*>)?\s*<<<|Launch\w*Kernel\w*\s*\(\s*(\(\s*(const\s+)?void\s*\*\s*\)\s*)?&?\s*)" +
                        name + "\\b");
    if (std::regex_search(code, launched))
      return std::nullopt;
  }
  return std::pair{LeftOutRange{start, body->close + 1, LeftOutRange::Kind::Definition}, &*body};
}

} // namespace

std::vector<FunctionBody> functionBodies(const std::string &text) { return BodyScanner(mask(text).code).scan(); }

std::optional<LeftOutRange> statementAt(const std::string &text, const FunctionBody &body, size_t offset) {
  return statementIn(mask(text).code, body.open, body.close, offset);
}

std::string withRangesLeftOut(const std::string &text, const std::vector<LeftOutRange> &ranges) {
  MaskedText masked = mask(text);
  // A block-scope declaration has no CUDA attributes: a host function.
  std::string call =
      std::string("{ extern void ") + leftOutMarker + "(); " + leftOutMarker + "(); __builtin_unreachable(); }";
  std::vector<LeftOutRange> ordered = ranges;
  std::sort(ordered.begin(), ordered.end(),
            [](const LeftOutRange &a, const LeftOutRange &b) { return a.begin > b.begin; });
  std::string result = text;
  for (const LeftOutRange &range : ordered) {
    std::string kept;
    for (size_t i = range.begin; i < range.end; ++i)
      if (text[i] == '\n' || (masked.directive[i] && range.kind != LeftOutRange::Kind::Include))
        kept += text[i];
    result.replace(range.begin, range.end - range.begin, (range.kind == LeftOutRange::Kind::Code ? call : "") + kept);
  }
  return result;
}

std::optional<HostCodePlan> planLeavingOut(const std::string &clangOutput, const SourceReader &read,
                                           const HostCodePlan &previous, LeaveOut granularity) {
  std::vector<ClangError> errors;
  if (!clangErrors(clangOutput, errors) || errors.empty())
    return std::nullopt;
  HostCodePlan plan = previous;
  for (const ClangError &error : errors) {
    auto file = std::find_if(plan.files.begin(), plan.files.end(),
                             [&](const LeftOutFile &f) { return f.shownPath == error.file; });
    if (file == plan.files.end()) {
      std::optional<std::string> text = read(error.file);
      if (!text)
        return std::nullopt;
      plan.files.push_back({error.file, *text, {}});
      file = plan.files.end() - 1;
    }
    const std::string &text = file->original;
    // An error on a line of a part already left out: the device side
    // needs that code (or a scan was wrong). The original errors stand.
    auto before = std::find_if(previous.files.begin(), previous.files.end(),
                               [&](const LeftOutFile &f) { return f.shownPath == error.file; });
    if (before != previous.files.end())
      for (const LeftOutRange &range : before->ranges) {
        auto lineOf = [&](size_t offset) {
          return 1 + static_cast<unsigned>(std::count(text.begin(), text.begin() + offset, '\n'));
        };
        size_t first = range.begin;
        while (first < range.end && space(text[first]))
          ++first;
        if (error.line >= lineOf(first) && error.line <= lineOf(range.end))
          return std::nullopt;
      }
    std::vector<size_t> starts = lineStarts(text);
    if (error.line == 0 || error.line > starts.size())
      return std::nullopt;
    size_t offset = std::min(text.size(), starts[error.line - 1] + (error.column ? error.column - 1 : 0));
    MaskedText masked = mask(text);
    static const std::regex notFound(R"(^'(.+)' file not found$)");
    std::smatch header;
    if (std::regex_match(error.message, header, notFound)) {
      std::optional<LeftOutRange> directive = missingInclude(text, masked, offset);
      if (!directive)
        return std::nullopt;
      if (addRange(file->ranges, *directive)) {
        LeftOutCode code{error.file, error.line, error.column, "", error.message,  false,
                         0,          false,      "",           "", header[1].str()};
        plan.functions.push_back(code);
      }
      continue;
    }
    std::vector<FunctionBody> bodies = BodyScanner(masked.code).scan();
    auto body = std::find_if(bodies.begin(), bodies.end(),
                             [&](const FunctionBody &b) { return b.open < offset && offset < b.close; });
    if (body == bodies.end()) {
      auto definition = definitionAround(masked.code, bodies, offset);
      if (!definition)
        return std::nullopt;
      if (addRange(file->ranges, definition->first)) {
        const LeftOutRange &range = definition->first;
        LeftOutCode code{error.file,
                         error.line,
                         error.column,
                         definition->second->name,
                         error.message,
                         true,
                         0,
                         true,
                         masked.code.substr(range.begin, definition->second->open - range.begin),
                         masked.code.substr(definition->second->open, range.end - definition->second->open),
                         ""};
        plan.functions.push_back(code);
      }
      continue;
    }
    std::optional<LeftOutRange> range;
    if (granularity == LeaveOut::Statements)
      range = statementAt(text, *body, offset);
    bool whole = !range;
    if (whole)
      range = inside(*body);
    if (!addRange(file->ranges, *range))
      continue;
    auto function = std::find_if(plan.functions.begin(), plan.functions.end(), [&](const LeftOutCode &f) {
      return f.file == error.file && f.function == body->name;
    });
    if (function == plan.functions.end()) {
      plan.functions.push_back(
          {error.file, error.line, error.column, body->name, error.message, false, 0, false, "", "", ""});
      function = plan.functions.end() - 1;
    }
    function->wholeBody = function->wholeBody || whole;
    function->statements += whole ? 0 : 1;
  }
  return plan;
}

HostCodePlan widenedToBodies(const HostCodePlan &plan) {
  HostCodePlan wide = plan;
  for (LeftOutFile &file : wide.files) {
    std::vector<FunctionBody> bodies = functionBodies(file.original);
    std::vector<LeftOutRange> ranges;
    for (const LeftOutRange &range : file.ranges) {
      auto body =
          std::find_if(bodies.begin(), bodies.end(), [&](const FunctionBody &b) { return contains(inside(b), range); });
      addRange(ranges, body == bodies.end() ? range : inside(*body));
    }
    file.ranges = ranges;
  }
  for (LeftOutCode &function : wide.functions)
    function.wholeBody = true;
  return wide;
}

// The identifiers the conditional directives of `text` test (#if, #ifdef,
// #elif, ...), from `from` on, but `defined`, `true` and `false`.
std::vector<std::string> testedIdentifiers(const std::string &text, size_t from) {
  static const std::regex conditional(R"(^#\s*(if|ifdef|ifndef|elif|elifdef|elifndef)\b)");
  static const std::regex identifier(R"([A-Za-z_]\w*)");
  std::vector<std::string> names;
  MaskedText masked = mask(text);
  for (size_t i = from; i < text.size(); ++i) {
    if (!masked.directive[i] || (i > 0 && masked.directive[i - 1]))
      continue;
    size_t end = i;
    while (end < text.size() && masked.directive[end])
      ++end;
    std::string line = text.substr(i, end - i);
    std::smatch m;
    if (std::regex_search(line, m, conditional)) {
      std::string condition = m.suffix().str();
      condition = condition.substr(0, std::min(condition.find("//"), condition.find("/*")));
      for (auto word = std::sregex_iterator(condition.begin(), condition.end(), identifier);
           word != std::sregex_iterator(); ++word)
        if (word->str() != "defined" && word->str() != "true" && word->str() != "false")
          names.push_back(word->str());
    }
    i = end;
  }
  return names;
}

std::vector<std::string> macrosChoosingDeviceCode(const HostCodePlan &plan, const std::set<std::string> &defined,
                                                  const std::vector<std::string> &otherFiles,
                                                  const std::set<std::string> &deviceMacros) {
  static const std::regex identifier(R"([A-Za-z_]\w*)");
  std::vector<std::string> found;
  auto add = [&](const std::string &name) {
    if (std::find(found.begin(), found.end(), name) == found.end())
      found.push_back(name);
  };
  for (const LeftOutCode &code : plan.functions) {
    for (auto word = std::sregex_iterator(code.declaration.begin(), code.declaration.end(), identifier);
         word != std::sregex_iterator(); ++word)
      if (defined.count(word->str()))
        add(word->str());
    for (auto word = std::sregex_iterator(code.body.begin(), code.body.end(), identifier);
         word != std::sregex_iterator(); ++word)
      if (deviceMacros.count(word->str()))
        add(word->str());
  }
  auto addUndefined = [&](const std::vector<std::string> &names) {
    for (const std::string &name : names)
      if (!reserved(name) && !defined.count(name))
        add(name);
  };
  bool includeLeftOut = false;
  for (const LeftOutFile &file : plan.files) {
    size_t firstInclude = std::string::npos;
    for (const LeftOutRange &range : file.ranges)
      if (range.kind == LeftOutRange::Kind::Include)
        firstInclude = std::min(firstInclude, range.begin);
    if (firstInclude == std::string::npos)
      continue;
    includeLeftOut = true;
    addUndefined(testedIdentifiers(file.original, firstInclude));
  }
  if (includeLeftOut)
    for (const std::string &text : otherFiles)
      addUndefined(testedIdentifiers(text, 0));
  return found;
}

std::set<std::string> definedMacroNames(const std::string &dump) {
  static const std::regex define(R"(^#define ([A-Za-z_]\w*))");
  std::set<std::string> names;
  std::istringstream in(dump);
  std::string line;
  while (std::getline(in, line)) {
    std::smatch m;
    if (std::regex_search(line, m, define))
      names.insert(m[1].str());
  }
  return names;
}

std::set<std::string> deviceMacroNames(const std::string &dump) {
  static const std::regex define(R"(^#define ([A-Za-z_]\w*)(\([^)]*\))?(.*)$)");
  static const std::regex identifier(R"([A-Za-z_]\w*)");
  std::map<std::string, std::vector<std::string>> uses;
  std::istringstream in(dump);
  std::string line;
  while (std::getline(in, line)) {
    std::smatch m;
    if (!std::regex_search(line, m, define))
      continue;
    std::string replacement = m[3].str();
    std::vector<std::string> &words = uses[m[1].str()];
    for (auto word = std::sregex_iterator(replacement.begin(), replacement.end(), identifier);
         word != std::sregex_iterator(); ++word)
      words.push_back(word->str());
  }
  std::set<std::string> device;
  auto standsForDevice = [&](const std::string &w) {
    return device.count(w) != 0 || std::find(threadWords().begin(), threadWords().end(), w) != threadWords().end();
  };
  for (bool grew = true; grew;) {
    grew = false;
    for (const auto &[name, words] : uses)
      if (!device.count(name) && std::any_of(words.begin(), words.end(), standsForDevice))
        grew = device.insert(name).second;
  }
  return device;
}

std::string leftOutWarnings(const HostCodePlan &plan) {
  std::string warnings;
  for (const LeftOutCode &code : plan.functions) {
    std::string place = code.file + ":" + std::to_string(code.line) + ":" + std::to_string(code.column);
    if (!code.missingHeader.empty()) {
      warnings += place + ": warning: gpuverify left out the #include of '" + code.missingHeader +
                  "' (not found): the device code compiles without it, and no #if after it tests a macro it could "
                  "have defined; the host code that needs it is left out too\n";
      continue;
    }
    if (code.wholeDefinition) {
      warnings += place + ": warning: gpuverify left out the definition of '" + code.function +
                  "' (host code that does not compile with gpuverify: " + code.error +
                  "); no kernel uses it, and its launches are not read\n";
      continue;
    }
    std::string what = code.wholeBody
                           ? "the body of '" + code.function + "'"
                           : std::to_string(code.statements) +
                                 (code.statements == 1 ? " statement of '" : " statements of '") + code.function + "'";
    warnings += code.file + ":" + std::to_string(code.line) + ":" + std::to_string(code.column) +
                ": warning: gpuverify left out " + what +
                " (host code that does not compile with gpuverify: " + code.error +
                "); no kernel uses it, and its launches are not read\n";
  }
  return warnings;
}

} // namespace gv::driver
