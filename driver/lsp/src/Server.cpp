#include "lsp/Server.h"

#include "Runs.h"
#include "lsp/Protocol.h"
#include "lsp/Session.h"
#include "pipeline/Options.h"
#include "support/Failure.h"

#include <csignal>
#include <iostream>
#include <memory>
#include <pthread.h>
#include <unistd.h>

namespace gv::lsp {

bool isLanguageServerCommandLine(const std::vector<std::string> &arguments) {
  for (const std::string &argument : arguments)
    if (argument == "--lsp")
      return true;
  return false;
}

int runLanguageServer(const std::vector<std::string> &arguments) {
  std::vector<std::string> rest;
  for (const std::string &argument : arguments)
    if (argument != "--lsp")
      rest.push_back(argument);
  driver::OptionsAndOperands separated;
  try {
    separated = driver::separateOptions(rest);
    if (!separated.operands.empty())
      throw driver::Failure(driver::ExitCode::CommandLine,
                            "--lsp takes the kernels from the editor, not the command line: " +
                                separated.operands.front());
  } catch (const driver::Failure &failure) {
    std::cerr << driver::formatFailure(failure) << std::endl;
    return driver::toInt(failure.code());
  }
  // The protocol has stdout to itself: anything else printed there would
  // corrupt it, so the rest of the process writes to stderr instead.
  int protocol = ::dup(STDOUT_FILENO);
  ::dup2(STDERR_FILENO, STDOUT_FILENO);
  // A client gone while we write is seen as the end of the input, not as a
  // SIGPIPE that would end the server before it removes its runs' files.
  // Blocked, not ignored: an ignored signal would stay ignored in the runs.
  sigset_t pipe;
  ::sigemptyset(&pipe);
  ::sigaddset(&pipe, SIGPIPE);
  ::pthread_sigmask(SIG_BLOCK, &pipe, nullptr);
  MessageReader reader(STDIN_FILENO);
  MessageWriter writer(protocol);
  std::unique_ptr<Verifier> verifier = processVerifier(writer);
  Session session(writer, *verifier, separated.options);
  for (;;)
    if (std::optional<int> code = session.handle(reader.next()))
      return *code;
}

} // namespace gv::lsp
