#include "Loops.h"

#include <map>
#include <unordered_map>

namespace gv::boogie::loops {

ControlFlow controlFlowOf(const std::vector<Block> &blocks) {
  std::unordered_map<std::string, size_t> indexOf;
  for (size_t b = 0; b < blocks.size(); ++b)
    indexOf[blocks[b].label] = b;
  ControlFlow flow;
  flow.successors.resize(blocks.size());
  flow.predecessors.resize(blocks.size());
  for (size_t b = 0; b < blocks.size(); ++b)
    for (const std::string &label : blocks[b].successors)
      if (auto found = indexOf.find(label); found != indexOf.end()) {
        flow.successors[b].push_back(found->second);
        flow.predecessors[found->second].push_back(b);
      }
  return flow;
}

std::vector<size_t> reversePostOrder(const ControlFlow &flow) {
  std::vector<size_t> postOrder;
  std::vector<bool> visited(flow.successors.size(), false);
  std::vector<std::pair<size_t, size_t>> stack{{0, 0}}; // block, next successor
  visited[0] = true;
  while (!stack.empty()) {
    auto &[block, next] = stack.back();
    if (next < flow.successors[block].size()) {
      size_t successor = flow.successors[block][next++];
      if (!visited[successor]) {
        visited[successor] = true;
        stack.push_back({successor, 0});
      }
    } else {
      postOrder.push_back(block);
      stack.pop_back();
    }
  }
  return {postOrder.rbegin(), postOrder.rend()};
}

std::vector<size_t> immediateDominators(const ControlFlow &flow) {
  std::vector<size_t> order = reversePostOrder(flow);
  std::vector<size_t> rank(flow.successors.size(), none);
  for (size_t r = 0; r < order.size(); ++r)
    rank[order[r]] = r;
  std::vector<size_t> idom(flow.successors.size(), none);
  idom[0] = 0;
  auto intersect = [&](size_t a, size_t b) {
    while (a != b) {
      while (rank[a] > rank[b])
        a = idom[a];
      while (rank[b] > rank[a])
        b = idom[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t block : order) {
      if (block == 0)
        continue;
      size_t dominator = none;
      for (size_t p : flow.predecessors[block])
        if (idom[p] != none)
          dominator = dominator == none ? p : intersect(p, dominator);
      if (dominator != idom[block]) {
        idom[block] = dominator;
        changed = true;
      }
    }
  }
  return idom;
}

bool dominates(const std::vector<size_t> &idom, size_t dominator, size_t block) {
  if (idom[block] == none)
    return false;
  for (;; block = idom[block]) {
    if (block == dominator)
      return true;
    if (block == 0)
      return false;
  }
}

std::vector<Loop> loopsOf(const ControlFlow &flow, const std::vector<size_t> &idom) {
  std::map<size_t, Loop> byHead;
  for (size_t block = 0; block < flow.successors.size(); ++block)
    for (size_t successor : flow.successors[block])
      if (dominates(idom, successor, block)) {
        Loop &loop = byHead[successor];
        loop.head = successor;
        loop.latches.push_back(block);
      }
  std::vector<Loop> loops;
  for (auto &[head, loop] : byHead) {
    loop.blocks.insert(head);
    std::vector<size_t> work(loop.latches.begin(), loop.latches.end());
    while (!work.empty()) {
      size_t block = work.back();
      work.pop_back();
      if (loop.blocks.insert(block).second)
        work.insert(work.end(), flow.predecessors[block].begin(), flow.predecessors[block].end());
    }
    loops.push_back(std::move(loop));
  }
  return loops;
}

std::optional<std::set<std::string>> variablesModifiedIn(const std::vector<Block> &blocks, const Loop &loop) {
  std::set<std::string> modified;
  for (size_t b : loop.blocks)
    for (const Cmd &cmd : blocks[b].cmds) {
      if (std::holds_alternative<CallCmd>(cmd))
        return std::nullopt;
      if (auto *a = std::get_if<AssignCmd>(&cmd))
        for (const LValue &target : a->lhs)
          modified.insert(target.name);
      if (auto *h = std::get_if<HavocCmd>(&cmd))
        modified.insert(h->names.begin(), h->names.end());
    }
  return modified;
}

size_t leadingCommands(const Block &head) {
  size_t n = 0;
  while (n < head.cmds.size() &&
         (std::holds_alternative<AssertCmd>(head.cmds[n]) || std::holds_alternative<AssumeCmd>(head.cmds[n]) ||
          std::holds_alternative<CommentCmd>(head.cmds[n])))
    ++n;
  return n;
}

} // namespace gv::boogie::loops
