#include "boogie/Traces.h"

#include <map>
#include <set>

namespace gv::boogie {

std::vector<std::string> withMergedBlocks(const ProcedureBody &body, const std::vector<std::string> &labels) {
  std::map<std::string, const Block *> byLabel;
  std::map<std::string, unsigned> predecessors;
  for (const Block &block : body.blocks) {
    byLabel[block.label] = &block;
    for (const std::string &successor : block.successors)
      ++predecessors[successor];
  }
  std::vector<std::string> expanded;
  for (size_t i = 0; i < labels.size(); ++i) {
    const std::string &label = labels[i];
    expanded.push_back(label);
    if (i + 1 == labels.size())
      break;
    std::set<std::string> seen{label};
    for (auto block = byLabel.find(label); block != byLabel.end() && block->second->successors.size() == 1;) {
      const std::string &next = block->second->successors.front();
      if (predecessors[next] != 1 || !seen.insert(next).second)
        break;
      expanded.push_back(next);
      block = byLabel.find(next);
    }
  }
  return expanded;
}

} // namespace gv::boogie
