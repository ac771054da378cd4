#include "Runs.h"

#include "KernelRun.h"
#include "lsp/Diagnostics.h"

#include <atomic>
#include <filesystem>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace fs = std::filesystem;
using nlohmann::json;

namespace gv::lsp {

namespace {

// A run's work-done progress (LSP's $/progress), where the client shows
// it: created by a request of ours; begun once the client has answered it.
struct Progress {
  std::string token;  // empty: the client does not show progress
  std::string file;   // the document's file name, for the messages
  bool begun = false; // under ProcessVerifier::mutex_, as all of it
  bool ended = false;
};

struct Run {
  explicit Run(Verification v) : verification(std::move(v)) {}
  const Verification verification;
  std::atomic<bool> stop{false};
  std::atomic<bool> done{false}; // its thread is about to end: joining it does not wait
  std::thread thread;
  Progress progress;
};

class ProcessVerifier : public Verifier {
public:
  explicit ProcessVerifier(Outbox &outbox) : outbox_(outbox) {}
  ~ProcessVerifier() override { stopAll(); }

  void start(const Verification &verification) override {
    auto run = std::make_shared<Run>(verification);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      retire(verification.uri);
      current_[verification.uri] = run;
      if (verification.showProgress)
        createProgress(*run);
    }
    try {
      run->thread = std::thread([this, run] { execute(*run); });
    } catch (const std::system_error &error) {
      std::lock_guard<std::mutex> lock(mutex_);
      current_.erase(verification.uri);
      std::cerr << "gpuverify --lsp: cannot start a run: " << error.what() << std::endl;
    }
    joinFinished();
  }

  void stop(const std::string &uri) override {
    std::lock_guard<std::mutex> lock(mutex_);
    retire(uri);
  }

  void stopAll() override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      while (!current_.empty())
        retire(current_.begin()->first);
    }
    // Not under mutex_, which the runs take to publish.
    for (auto &run : retired_)
      if (run->thread.joinable())
        run->thread.join();
    retired_.clear();
  }

  void answered(const json &id, bool accepted) override {
    if (!id.is_string())
      return;
    std::lock_guard<std::mutex> lock(mutex_);
    auto found = pendingProgress_.find(id.get<std::string>());
    if (found == pendingProgress_.end())
      return;
    std::shared_ptr<Run> run = found->second.lock();
    pendingProgress_.erase(found);
    if (!run || !accepted || run->progress.ended)
      return;
    run->progress.begun = true;
    outbox_.send(
        {{"method", "$/progress"},
         {"params",
          {{"token", run->progress.token},
           {"value", {{"kind", "begin"}, {"title", "gpuverify"}, {"message", "verifying " + run->progress.file}}}}}});
  }

private:
  // Under mutex_: the document's run, if one is going, is told to stop and
  // will publish nothing.
  void retire(const std::string &uri) {
    auto found = current_.find(uri);
    if (found == current_.end())
      return;
    found->second->stop = true;
    retired_.push_back(found->second);
    current_.erase(found);
  }

  // The threads of stopped runs that have ended; on the main thread, as
  // retired_ is only used there.
  void joinFinished() {
    for (auto it = retired_.begin(); it != retired_.end();) {
      if ((*it)->done && (*it)->thread.joinable()) {
        (*it)->thread.join();
        it = retired_.erase(it);
      } else {
        ++it;
      }
    }
  }

  // Under mutex_.
  void createProgress(Run &run) {
    // Tokens the client never answered, for runs over: forgotten.
    for (auto it = pendingProgress_.begin(); it != pendingProgress_.end();)
      it = it->second.expired() ? pendingProgress_.erase(it) : std::next(it);
    run.progress.token = "gpuverify/" + std::to_string(++progressTokens_);
    run.progress.file = fs::path(pathOfUri(run.verification.uri)).filename().string();
    pendingProgress_[run.progress.token] = current_[run.verification.uri];
    outbox_.send({{"id", run.progress.token},
                  {"method", "window/workDoneProgress/create"},
                  {"params", {{"token", run.progress.token}}}});
  }

  // Under mutex_: a report or the end of a run's progress, once begun.
  void sendProgress(Progress &progress, const std::string &kind, const std::string &message) {
    if (kind == "end")
      progress.ended = true;
    if (progress.token.empty() || !progress.begun)
      return;
    outbox_.send({{"method", "$/progress"},
                  {"params", {{"token", progress.token}, {"value", {{"kind", kind}, {"message", message}}}}}});
    if (kind == "end")
      progress.begun = false;
  }

  // On the run's own thread.
  void execute(Run &run) {
    KernelRunHooks hooks;
    hooks.stopRequested = [&run] { return run.stop.load(); };
    hooks.progress = [this, &run](long seconds) {
      std::lock_guard<std::mutex> lock(mutex_);
      sendProgress(run.progress, "report", run.progress.file + ": " + std::to_string(seconds) + " s");
    };
    KernelRunOutcome outcome = runKernel(run.verification, hooks);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      sendProgress(run.progress, "end", run.progress.file + ": " + outcome.summary);
      auto found = current_.find(run.verification.uri);
      if (found != current_.end() && found->second.get() == &run) {
        if (outcome.diagnostics)
          publishDiagnostics(outbox_, run.verification.uri, *outcome.diagnostics, run.verification.version);
        // Done: joined when the next run of the document or the end retires it.
      }
    }
    run.done = true;
  }

  Outbox &outbox_;
  std::mutex mutex_; // current_, pendingProgress_, the runs' progress, and publishing
  std::map<std::string, std::shared_ptr<Run>> current_;       // by document: its newest run
  std::vector<std::shared_ptr<Run>> retired_;                 // stopped or replaced, until joined
  std::map<std::string, std::weak_ptr<Run>> pendingProgress_; // by token, until the client answers
  unsigned progressTokens_ = 0;
};

} // namespace

std::unique_ptr<Verifier> processVerifier(Outbox &outbox) { return std::make_unique<ProcessVerifier>(outbox); }

} // namespace gv::lsp
