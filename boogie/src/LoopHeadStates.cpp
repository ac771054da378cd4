#include "boogie/LoopHeadStates.h"
#include "gpuverify/Naming.h"

#include <set>

namespace gv::boogie {

std::vector<LoopHeadCapture> captureLoopHeadState(Program &program, const std::string &procedure,
                                                  const std::string &headLabel, const std::vector<ExprPtr> &variables) {
  std::vector<LoopHeadCapture> captures;
  for (Decl &decl : program.decls) {
    auto *p = std::get_if<ProcedureDecl>(&decl);
    if (!p || p->name != procedure || !p->body)
      continue;
    for (Block &block : p->body->blocks) {
      if (block.label != headLabel)
        continue;
      std::set<std::string> taken;
      for (const TypedName &local : p->body->locals)
        taken.insert(local.name);
      for (const ExprPtr &v : variables) {
        if (!v || v->kind != Expr::Kind::Var)
          continue;
        std::string copy = naming::headState(headLabel, v->text);
        if (!taken.insert(copy).second)
          continue;
        p->body->locals.push_back({copy, v->type});
        ExprPtr copied = var(copy, v->type);
        block.cmds.push_back(havoc({copy}));
        block.cmds.push_back(assume(eq(copied, v)));
        captures.push_back({procedure, headLabel, v->text, copy});
      }
      return captures;
    }
  }
  return captures;
}

} // namespace gv::boogie
