// Writes what the build installs beside the program, from the option table
// --help shows (declaredOptionDocs), so that none of it is written by hand:
//   gv_option_docs bash-completion VERSION   bash's completion of gpuverify
//   gv_option_docs man VERSION               the man page, gpuverify(1)
#include "pipeline/Options.h"
#include "pipeline/TreeOptions.h"

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using gv::driver::OptionDoc;

// The options of batch mode and the language server, which parse them
// themselves: their rows in TreeOptions.def.
std::vector<std::string> modeOptions() {
  std::vector<std::string> spellings;
  for (const gv::driver::OptionOrigin &origin : gv::driver::allOptionOrigins())
    if (origin.parsedBy != gv::driver::OptionParser::Driver)
      spellings.push_back(origin.spelling);
  return spellings;
}

std::string bashCompletion() {
  std::string words, valued;
  for (const OptionDoc &doc : gv::driver::declaredOptionDocs())
    for (const std::string &spelling : doc.spellings) {
      words += (words.empty() ? "" : " ") + spelling;
      if (!doc.valueName.empty() && spelling.rfind("--", 0) == 0)
        valued += (valued.empty() ? "" : "|") + spelling;
    }
  for (const std::string &mode : modeOptions())
    words += " " + mode;
  std::ostringstream out;
  out << "# bash completion for gpuverify, generated from its option table.\n"
         "_gpuverify() {\n"
         "  local cur=\"${COMP_WORDS[COMP_CWORD]}\"\n"
         "  local prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
         "  case \"$prev\" in\n"
         "    "
      << valued
      << "|-D|-I|-j|--junit|--shard|--config)\n"
         "      COMPREPLY=($(compgen -f -- \"$cur\"))\n"
         "      return ;;\n"
         "  esac\n"
         "  if [[ \"$cur\" == -* ]]; then\n"
         "    COMPREPLY=($(compgen -W \""
      << words
      << "\" -- \"$cur\"))\n"
         "  else\n"
         "    COMPREPLY=($(compgen -f -X '!*.@(cl|cu|cuh|bc|bpl|json)' -- \"$cur\") $(compgen -d -- \"$cur\"))\n"
         "  fi\n"
         "}\n"
         "complete -o filenames -F _gpuverify gpuverify\n";
  return out.str();
}

// roff: a backslash and a leading dot or quote are the formatter's.
std::string roff(const std::string &text) {
  std::string out;
  for (char c : text)
    out += c == '\\' ? std::string("\\e") : c == '-' ? std::string("\\-") : std::string(1, c);
  if (!out.empty() && (out[0] == '.' || out[0] == '\''))
    out = "\\&" + out;
  return out;
}

std::string manPage(const std::string &version) {
  std::ostringstream out;
  out << ".TH GPUVERIFY 1 \"\" \"gpuverify " << version << "\" \"User Commands\"\n"
      << ".SH NAME\ngpuverify \\- verify OpenCL and CUDA kernels free of data races and barrier divergence\n"
      << ".SH SYNOPSIS\n.B gpuverify\n[\\fIoptions\\fR] \\fIkernel\\fR\n"
      << ".SH DESCRIPTION\n"
         "Proves an OpenCL (.cl) or CUDA (.cu) kernel free of data races and barrier divergence, and its "
         "assertions true, or reports the defect at its source line with the two threads involved. Exit codes: "
         "0 verified, 1 command line, 2 clang, 4 unsupported construct, 6 not all verified, 7 timeout, "
         "9 missing tool.\n"
      << ".SH OPTIONS\n";
  for (const OptionDoc &doc : gv::driver::declaredOptionDocs()) {
    out << ".TP\n";
    for (size_t i = 0; i < doc.spellings.size(); ++i)
      out << (i ? ", " : "") << "\\fB" << roff(doc.spellings[i]) << "\\fR";
    if (!doc.valueName.empty())
      out << " \\fI" << roff(doc.valueName) << "\\fR";
    out << "\n" << roff(doc.help) << "\n";
  }
  out << ".SH OTHER MODES\n.nf\n"
      << roff(gv::driver::otherModesText()) << "\n.fi\n"
      << ".SH SEE ALSO\nThe documentation in /usr/share/doc/gpuverify (docs/usage.md, docs/batch.md, "
         "docs/editors.md).\n";
  return out.str();
}

} // namespace

int main(int argc, char **argv) {
  std::string what = argc > 1 ? argv[1] : "", version = argc > 2 ? argv[2] : "";
  if (what == "bash-completion")
    std::cout << bashCompletion();
  else if (what == "man")
    std::cout << manPage(version);
  else {
    std::cerr << "usage: gv_option_docs bash-completion|man VERSION\n";
    return 1;
  }
  return 0;
}
