#include "cli/stop_signals.hpp"

#include <semaphore.h>

#include <atomic>
#include <cassert>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <thread>

#include "pipeline/output_sink.hpp"

namespace nonet::cli {

namespace {

constexpr int kStopSignals[] = {SIGINT, SIGTERM, SIGHUP};

// The take-over: the handler hands the first signal to a thread of ours (sem_post is
// async-signal-safe; a stop request, with its callbacks, is not).
std::atomic<bool> take_over{false};
std::atomic<int> taken_signal{0};
sem_t wake_watcher;
std::stop_source stop_requested_by_signal;
std::thread watcher;

void on_stop_signal(int signal_number);

void install_handler(int signal_number) {
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  action.sa_flags = SA_RESETHAND;
  // One handler at a time on a thread: another stop signal waits for the first one's end.
  sigemptyset(&action.sa_mask);
  for (const int other : kStopSignals) sigaddset(&action.sa_mask, other);
  ::sigaction(signal_number, &action, nullptr);
}

// Ctrl-C, kill, a closed terminal: the writer is stopped between two writes, and outputs
// written through temporary files are renamed into place first, holding the whole records
// committed, the same in -o and --stats (nothing yet: the old files stay); then the signal
// does what it does (SA_RESETHAND restored the default action).
void on_stop_signal(int signal_number) {
  if (take_over.exchange(false)) {
    taken_signal.store(signal_number);
    install_handler(signal_number);  // the next one ends the process
    ::sem_post(&wake_watcher);
    return;
  }
  stop_writers_and_keep_outputs();
  std::raise(signal_number);
}

}  // namespace

void install_stop_signal_handlers() {
  for (const int signal_number : kStopSignals) {
    struct sigaction current {};
    if (::sigaction(signal_number, nullptr, &current) != 0 || current.sa_handler != SIG_DFL)
      continue;  // ignored (nohup) or handled by whoever started us: left alone
    install_handler(signal_number);
  }
}

FirstStopSignalTakenOver::FirstStopSignalTakenOver() {
  assert(!watcher.joinable());  // one at a time
  stop_requested_by_signal = std::stop_source();
  taken_signal.store(0);
  ::sem_init(&wake_watcher, 0, 0);  // the last one's watcher has ended
  watcher = std::thread([] {
    while (::sem_wait(&wake_watcher) != 0 && errno == EINTR) {
    }
    if (taken_signal.load() != 0) stop_requested_by_signal.request_stop();
  });
  take_over.store(true);
}

FirstStopSignalTakenOver::~FirstStopSignalTakenOver() {
  // No signal taken from here on; a post wakes the watcher when none came.
  if (take_over.exchange(false)) ::sem_post(&wake_watcher);
  watcher.join();
}

std::stop_token FirstStopSignalTakenOver::token() const {
  return stop_requested_by_signal.get_token();
}

const char* FirstStopSignalTakenOver::signal_name() const {
  switch (taken_signal.load()) {
    case SIGINT:
      return "SIGINT";
    case SIGTERM:
      return "SIGTERM";
    case SIGHUP:
      return "SIGHUP";
    default:
      return nullptr;
  }
}

void FirstStopSignalTakenOver::end_if_signalled() const {
  const int signal_number = taken_signal.load();
  if (signal_number == 0) return;
  std::fflush(nullptr);
  std::signal(signal_number, SIG_DFL);
  std::raise(signal_number);
}

}  // namespace nonet::cli
