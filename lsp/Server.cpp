#include "Server.h"

#include "CudaToolkit.h"
#include "Diagnostics.h"
#include "Failure.h"
#include "KernelSettings.h"
#include "Options.h"
#include "Process.h"
#include "Protocol.h"
#include "TempDir.h"
#include "Toolchain.h"

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;
using nlohmann::json;

namespace gv::lsp {

namespace {

// JSON-RPC error codes.
constexpr int methodNotFound = -32601, invalidRequest = -32600, serverNotInitialized = -32002;
// gpuverify ends every run within its --timeout; a child is killed only if
// that promise is broken.
constexpr double killGraceSeconds = 60;

// A run's work-done progress (LSP's $/progress), where the client shows
// it: created by a request of ours; begun once the client has answered it.
struct Progress {
  std::string token;  // empty: the client does not show progress
  std::string file;   // the document's file name, for the messages
  bool begun = false; // under Server::mutex_, as all of it
  bool ended = false;
};

struct Run {
  std::atomic<bool> stop{false};
  std::thread thread;
  Progress progress;
};

struct Document {
  std::string text;
  long version = 0;
  unsigned generation = 0; // of the newest run
  std::shared_ptr<Run> run;
};

class Server {
public:
  Server(int input, int output, std::vector<std::string> flags)
      : reader_(input), writer_(output), flags_(std::move(flags)) {
    if (auto toolkit = driver::findCudaToolkit("", driver::processEnvironment()))
      cudaToolkit_ = toolkit->root;
  }

  int serve() {
    while (std::optional<std::string> body = reader_.next()) {
      json message = json::parse(*body, nullptr, false);
      if (message.is_discarded() || !message.is_object())
        continue;
      if (message.value("method", "") == "exit")
        return finish(shutdown_ ? 0 : 1);
      {
        // The runs' threads read the documents' generations too.
        std::lock_guard<std::mutex> lock(mutex_);
        handle(message);
      }
      reapFinished();
    }
    return finish(1); // the client went away without `exit`
  }

private:
  void handle(const json &message) {
    std::string method = message.value("method", "");
    bool request = message.contains("id");
    if (method.empty()) {
      answered(message); // a reply to a request of ours
      return;
    }
    const json params = message.value("params", json::object());
    if (request) {
      const json &id = message["id"];
      if (method == "initialize") {
        initialize(params);
        respond(id, {{"capabilities",
                      {{"positionEncoding", "utf-16"},
                       {"textDocumentSync", {{"openClose", true}, {"change", 1}, {"save", {{"includeText", true}}}}}}},
                     {"serverInfo", {{"name", "gpuverify"}, {"version", GV_VERSION}}}});
      } else if (!initialized_) {
        fail(id, serverNotInitialized, "the server is not initialized");
      } else if (shutdown_) {
        fail(id, invalidRequest, "the server is shut down");
      } else if (method == "shutdown") {
        shutdown_ = true;
        stopAll();
        respond(id, nullptr);
      } else {
        fail(id, methodNotFound, "gpuverify does not serve " + method);
      }
      return;
    }
    if (!initialized_ || shutdown_)
      return;
    const json document = params.value("textDocument", json::object());
    std::string uri = document.value("uri", "");
    if (method == "textDocument/didOpen") {
      documents_[uri].text = document.value("text", "");
      documents_[uri].version = document.value("version", 0L);
      verify(uri);
    } else if (method == "textDocument/didChange") {
      // Full sync: the last change holds the whole text. Verified on save.
      const json changes = params.value("contentChanges", json::array());
      if (!changes.empty() && documents_.count(uri)) {
        documents_[uri].text = changes.back().value("text", documents_[uri].text);
        documents_[uri].version = document.value("version", documents_[uri].version);
      }
    } else if (method == "textDocument/didSave") {
      if (params.contains("text") && params["text"].is_string())
        documents_[uri].text = params["text"].get<std::string>();
      verify(uri);
    } else if (method == "textDocument/didClose") {
      auto found = documents_.find(uri);
      if (found == documents_.end())
        return;
      if (found->second.run)
        found->second.run->stop = true;
      ++found->second.generation;
      publish(uri, json::array(), std::nullopt);
      closed_.push_back(found->second.run);
      documents_.erase(found);
    }
  }

  void initialize(const json &params) {
    initialized_ = true;
    const json capabilities = params.value("capabilities", json::object());
    const json window = capabilities.is_object() ? capabilities.value("window", json::object()) : json::object();
    showsProgress_ = window.is_object() && window.value("workDoneProgress", false);
    const json options = params.value("initializationOptions", json::object());
    if (options.is_object() && options.contains("args") && options["args"].is_array())
      for (const json &arg : options["args"])
        if (arg.is_string())
          flags_.push_back(arg.get<std::string>());
  }

  // Starts a run on the document's text as it is now; a run still going
  // for it is stopped.
  void verify(const std::string &uri) {
    Document &document = documents_[uri];
    if (document.run)
      document.run->stop = true;
    unsigned generation = ++document.generation;
    auto run = std::make_shared<Run>();
    if (document.run)
      closed_.push_back(document.run);
    document.run = run;
    std::string text = document.text;
    long version = document.version;
    if (showsProgress_) {
      run->progress.token = "gpuverify/" + std::to_string(++progressTokens_);
      run->progress.file = fs::path(pathOfUri(uri)).filename().string();
      pendingProgress_[run->progress.token] = run;
      writer_.send({{"id", run->progress.token},
                    {"method", "window/workDoneProgress/create"},
                    {"params", {{"token", run->progress.token}}}});
    }
    run->thread = std::thread([this, uri, text, version, generation, run] {
      try {
        check(uri, text, version, generation, *run);
      } catch (const std::exception &error) {
        std::cerr << "gpuverify --lsp: " << error.what() << std::endl;
      }
    });
  }

  void check(const std::string &uri, const std::string &text, long version, unsigned generation, Run &run) {
    std::string path = pathOfUri(uri);
    if (path.empty())
      return;
    std::string folder = fs::path(path).parent_path().string();
    driver::TempDir scratch;
    std::string copy = scratch.file(fs::path(path).filename().string());
    std::ofstream(copy, std::ios::binary) << text;
    std::string report = scratch.file("gpuverify-report.json");
    batch::ConfigFinder configs;
    batch::KernelJob job = batch::kernelJobForText(path, text, flags_, configs, cudaToolkit_);
    driver::ProcessRequest request;
    request.argv = {driver::currentExecutablePath()};
    request.argv.insert(request.argv.end(), job.flags.begin(), job.flags.end());
    request.argv.insert(request.argv.end(), {"-I" + folder, "--json", report, copy});
    request.workingDirectory = folder;
    request.timeoutSeconds = 300 + killGraceSeconds;
    std::string name = fs::path(path).filename().string();
    auto started = std::chrono::steady_clock::now();
    auto reported = started;
    request.stopRequested = [&] {
      // Every few seconds, how long the run has taken.
      auto now = std::chrono::steady_clock::now();
      if (now - reported >= std::chrono::seconds(5)) {
        reported = now;
        long seconds = std::chrono::duration_cast<std::chrono::seconds>(now - started).count();
        std::lock_guard<std::mutex> lock(mutex_);
        sendProgress(run.progress, "report", name + ": " + std::to_string(seconds) + " s");
      }
      return run.stop.load();
    };
    driver::ProcessResult result = driver::runProcess(request);
    if (result.stopped || run.stop) {
      std::lock_guard<std::mutex> lock(mutex_);
      sendProgress(run.progress, "end", name + ": stopped");
      return;
    }
    json reportJson;
    if (std::ifstream in(report); in)
      reportJson = json::parse(in, nullptr, false);
    std::optional<int> exitCode;
    if (result.started && !result.timedOut && result.signal == 0)
      exitCode = result.exitCode;
    DocumentView view{uri, text, fs::path(copy).lexically_normal().string(), folder};
    json diagnostics =
        diagnosticsOf(reportJson.is_discarded() ? json() : reportJson, result.out + result.err, exitCode, view);
    std::lock_guard<std::mutex> lock(mutex_);
    sendProgress(run.progress, "end", name + ": " + outcomeText(exitCode));
    if (currentGeneration(uri) == generation)
      publish(uri, diagnostics, version);
  }

  static std::string outcomeText(std::optional<int> exitCode) {
    switch (exitCode.value_or(-1)) {
    case 0: return "verified";
    case 6: return "not verified";
    case 7: return "timed out";
    case 2: return "does not compile";
    default: return "no verdict";
    }
  }

  // Under mutex_. The client answered a request of ours: a run whose
  // progress it now shows begins it (if it has not ended already).
  void answered(const json &reply) {
    if (!reply.contains("id") || !reply["id"].is_string())
      return;
    auto found = pendingProgress_.find(reply["id"].get<std::string>());
    if (found == pendingProgress_.end())
      return;
    std::shared_ptr<Run> run = found->second.lock();
    pendingProgress_.erase(found);
    if (!run || reply.contains("error") || run->progress.ended)
      return;
    run->progress.begun = true;
    writer_.send(
        {{"method", "$/progress"},
         {"params",
          {{"token", run->progress.token},
           {"value", {{"kind", "begin"}, {"title", "gpuverify"}, {"message", "verifying " + run->progress.file}}}}}});
  }

  // Under mutex_: a report or the end of a run's progress, once begun.
  void sendProgress(Progress &progress, const std::string &kind, const std::string &message) {
    if (kind == "end")
      progress.ended = true;
    if (progress.token.empty() || !progress.begun)
      return;
    writer_.send({{"method", "$/progress"},
                  {"params", {{"token", progress.token}, {"value", {{"kind", kind}, {"message", message}}}}}});
    if (kind == "end")
      progress.begun = false;
  }

  // Under mutex_.
  unsigned currentGeneration(const std::string &uri) {
    auto found = documents_.find(uri);
    return found == documents_.end() ? 0 : found->second.generation;
  }

  void publish(const std::string &uri, const json &diagnostics, std::optional<long> version) {
    json params = {{"uri", uri}, {"diagnostics", diagnostics}};
    if (version)
      params["version"] = *version;
    writer_.send({{"method", "textDocument/publishDiagnostics"}, {"params", params}});
  }

  void respond(const json &id, const json &result) { writer_.send({{"id", id}, {"result", result}}); }

  void fail(const json &id, int code, const std::string &message) {
    writer_.send({{"id", id}, {"error", {{"code", code}, {"message", message}}}});
  }

  // Joins the threads of runs that were replaced or closed (and so were
  // told to stop: they end within a tenth of a second). Not under mutex_,
  // which they take to publish.
  void reapFinished() {
    for (auto it = closed_.begin(); it != closed_.end();) {
      if (*it && (*it)->thread.joinable() && (*it)->stop) {
        (*it)->thread.join();
        it = closed_.erase(it);
      } else {
        ++it;
      }
    }
  }

  void stopAll() {
    for (auto &[uri, document] : documents_)
      if (document.run)
        document.run->stop = true;
    for (auto &run : closed_)
      if (run)
        run->stop = true;
  }

  int finish(int code) {
    stopAll();
    for (auto &[uri, document] : documents_)
      if (document.run && document.run->thread.joinable())
        document.run->thread.join();
    for (auto &run : closed_)
      if (run && run->thread.joinable())
        run->thread.join();
    return code;
  }

  MessageReader reader_;
  MessageWriter writer_;
  std::vector<std::string> flags_;
  std::optional<std::string> cudaToolkit_;
  bool initialized_ = false, shutdown_ = false;
  bool showsProgress_ = false; // the client said window.workDoneProgress
  unsigned progressTokens_ = 0;
  std::map<std::string, std::weak_ptr<Run>> pendingProgress_; // by token, until the client answers
  std::map<std::string, Document> documents_;                 // changed on the main thread, under mutex_
  std::vector<std::shared_ptr<Run>> closed_;                  // replaced runs, joined when they end
  std::mutex mutex_;                                          // generations, and publishing
};

} // namespace

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
  Server server(STDIN_FILENO, protocol, separated.options);
  return server.serve();
}

} // namespace gv::lsp
