#include "reports/BoogieOutput.h"

#include <regex>
#include <sstream>

namespace gv::driver {

namespace {

std::vector<std::string> linesOf(const std::string &text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') // mono may write CRLF
      line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

bool startsWith(const std::string &text, const std::string &prefix) {
  return text.compare(0, prefix.size(), prefix) == 0;
}

const std::string summaryPrefix = "Boogie program verifier finished with ";

BoogieErrorKind kindOfCode(const std::string &code) {
  if (code == "BP5001")
    return BoogieErrorKind::Assertion;
  if (code == "BP5002")
    return BoogieErrorKind::CallPrecondition;
  if (code == "BP5003")
    return BoogieErrorKind::Postcondition;
  if (code == "BP5004")
    return BoogieErrorKind::InvariantOnEntry;
  if (code == "BP5005")
    return BoogieErrorKind::InvariantMaintained;
  return BoogieErrorKind::Other;
}

BplLocation locationOf(const std::smatch &match) {
  return {match[1].str(), static_cast<unsigned>(std::stoul(match[2].str())),
          static_cast<unsigned>(std::stoul(match[3].str()))};
}

int bracketBalance(const std::string &text, char open, char close) {
  int balance = 0;
  for (char c : text)
    balance += (c == open) - (c == close);
  return balance;
}

// Reads one Boogie run's output, line by line.
class OutputParser {
public:
  explicit OutputParser(const std::string &text) : lines_(linesOf(text)) {}

  BoogieOutput run() {
    while (next_ < lines_.size())
      parseLine(lines_[next_++]);
    return std::move(output_);
  }

private:
  void parseLine(const std::string &line) {
    static const std::regex error(R"(^(.*)\((\d+),(\d+)\): Error (BP\d+): (.*)$)");
    static const std::regex related(R"(^(.*)\((\d+),(\d+)\): Related location: (.*)$)");
    static const std::regex inputError(R"(^(.*)\((\d+),(\d+)\): (Error|error)\b.*$)");
    static const std::regex errorCount(R"(^\d+ (parse|name resolution|type checking) errors? detected in .*$)");
    static const std::regex timedOut(R"(^(.*)\((\d+),(\d+)\): (Timed out on|Verification of) .*$)");
    static const std::regex pieceDone(R"(^\s*--> split #\d+ done,\s+\[[^\]]*\] (\w+)\s*$)");
    static const std::regex traceStep(R"(^    .*\(\d+,\d+\): (\S+)$)");
    static const std::regex verifying(R"(^Verifying (\S+) \.\.\.$)");
    static const std::regex procedureDone(R"(^\s+\[[^\]]*\]\s+(\w[\w ]*\w)\s*$)");
    std::smatch match;
    if (startsWith(line, "Prover error:")) {
      parseProverError(line);
    } else if (line == "*** MODEL") {
      parseModel();
    } else if (std::regex_match(line, match, error)) {
      BoogieError e;
      e.location = locationOf(match);
      e.code = match[4].str();
      e.kind = kindOfCode(e.code);
      e.message = match[5].str();
      output_.errors.push_back(std::move(e));
    } else if (std::regex_match(line, match, related)) {
      if (!output_.errors.empty())
        output_.errors.back().related = locationOf(match);
    } else if (!output_.errors.empty() && std::regex_match(line, match, traceStep)) {
      output_.errors.back().trace.push_back(match[1].str());
    } else if (std::regex_match(line, match, verifying)) {
      verifying_ = match[1].str();
    } else if (!verifying_.empty() && std::regex_match(line, match, procedureDone)) {
      if (match[1].str() == "verified")
        output_.verifiedProcedures.push_back(verifying_);
      verifying_.clear();
    } else if (std::regex_match(line, match, pieceDone)) {
      output_.pieceOutcomes.push_back(match[1].str());
    } else if (std::regex_match(line, match, timedOut)) {
      output_.inconclusiveNotes.push_back(line);
      if (match[4].str() == "Timed out on")
        output_.unprovedAssertions.push_back(locationOf(match));
    } else if (std::regex_match(line, inputError) || std::regex_match(line, errorCount) ||
               startsWith(line, "*** Error:")) {
      output_.inputErrors.push_back(line);
    } else if (startsWith(line, summaryPrefix)) {
      output_.summary = parseSummary(line);
    }
    // Anything else ("Execution trace:", blank lines) carries nothing we use.
  }

  // Debian's Boogie 2.4 sets z3's 'model_compress', which z3 4.8 does not
  // know; z3 then lists its legal parameters and carries on unharmed.
  void parseProverError(const std::string &line) {
    if (line.find("unknown parameter 'model_compress'") == std::string::npos) {
      output_.proverErrors.push_back(line);
      return;
    }
    if (next_ < lines_.size() && lines_[next_] == "Legal parameters are:") {
      ++next_;
      // "  auto_config (bool) (default: true)": indented by exactly two
      // spaces, unlike Boogie's own "      --> split #0 done, ..." that may
      // follow at once.
      while (next_ < lines_.size() && isParameterLine(lines_[next_]))
        ++next_;
    }
  }

  static bool isParameterLine(const std::string &line) {
    return startsWith(line, "  ") && line.size() > 2 && line[2] != ' ';
  }

  void parseModel() {
    std::map<std::string, std::string> model;
    while (next_ < lines_.size() && lines_[next_] != "*** END_MODEL") {
      const std::string &line = lines_[next_++];
      size_t arrow = line.find(" -> ");
      if (arrow == std::string::npos || startsWith(line, " "))
        continue;
      std::string name = line.substr(0, arrow);
      std::string value = line.substr(arrow + 4);
      appendContinuation(value);
      if (!startsWith(name, "%lbl%"))
        model[name] = value;
    }
    ++next_; // *** END_MODEL
    if (!output_.errors.empty())
      output_.errors.back().model = std::move(model);
  }

  // A function's table ("f -> {" ... "}") or a long term spans lines.
  void appendContinuation(std::string &value) {
    while (next_ < lines_.size() && lines_[next_] != "*** END_MODEL" &&
           (bracketBalance(value, '{', '}') > 0 || bracketBalance(value, '(', ')') > 0))
      value += "\n" + lines_[next_++];
  }

  static BoogieSummary parseSummary(const std::string &line) {
    static const std::regex count(R"((\d+) (verified|errors?|inconclusives?|time outs?|out of memory))");
    BoogieSummary summary;
    for (std::sregex_iterator it(line.begin(), line.end(), count), end; it != end; ++it) {
      unsigned n = static_cast<unsigned>(std::stoul((*it)[1].str()));
      std::string what = (*it)[2].str();
      if (what == "verified")
        summary.verified = n;
      else if (startsWith(what, "error"))
        summary.errors = n;
      else if (startsWith(what, "inconclusive"))
        summary.inconclusive = n;
      else if (startsWith(what, "time out"))
        summary.timeOuts = n;
      else
        summary.outOfMemory = n;
    }
    return summary;
  }

  std::vector<std::string> lines_;
  size_t next_ = 0;
  std::string verifying_; // the implementation whose outcome line comes next
  BoogieOutput output_;
};

std::optional<uint64_t> parseDecimal(const std::string &digits) {
  if (digits.empty() || digits.size() > 20 || digits.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  try {
    return std::stoull(digits);
  } catch (const std::out_of_range &) {
    return std::nullopt;
  }
}

} // namespace

BoogieOutput parseBoogieOutput(const std::string &text) { return OutputParser(text).run(); }

bool endsWithBoogieSummary(const std::string &outputSoFar) {
  if (outputSoFar.empty() || outputSoFar.back() != '\n')
    return false; // the line is not all there yet
  std::size_t lastLineEnd = outputSoFar.size() - 1;
  if (lastLineEnd > 0 && outputSoFar[lastLineEnd - 1] == '\r')
    --lastLineEnd;
  std::size_t previousEnd = lastLineEnd == 0 ? std::string::npos : outputSoFar.rfind('\n', lastLineEnd - 1);
  std::size_t lastLineStart = previousEnd == std::string::npos ? 0 : previousEnd + 1;
  return outputSoFar.compare(lastLineStart, summaryPrefix.size(), summaryPrefix) == 0;
}

std::optional<ModelNumber> parseModelNumber(const std::string &value) {
  if (value == "true" || value == "false")
    return ModelNumber{value == "true" ? 1u : 0u, 1};
  size_t bv = value.find("bv");
  if (bv == std::string::npos) {
    auto number = parseDecimal(value);
    if (!number)
      return std::nullopt;
    return ModelNumber{*number, 0};
  }
  auto number = parseDecimal(value.substr(0, bv));
  auto width = parseDecimal(value.substr(bv + 2));
  if (!number || !width || *width == 0 || *width > 64)
    return std::nullopt;
  return ModelNumber{*number, static_cast<unsigned>(*width)};
}

std::string modelValueText(const std::string &value) {
  static const std::regex bitVector(R"(^(\d+)bv\d+$)");
  std::smatch match;
  if (std::regex_match(value, match, bitVector))
    return match[1].str();
  return value;
}

} // namespace gv::driver
