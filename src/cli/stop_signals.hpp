// Stop signals (SIGINT, SIGTERM, SIGHUP) for the whole program. By default a stop signal keeps
// the outputs written so far (their whole records) and then ends the process as the signal
// would. A command that can wind down on its own (generate's search: it writes its finds and
// its summary) takes the first stop signal over as a stop request; a second one ends the
// process as usual.
#pragma once

#include <stop_token>

namespace nonet::cli {

// Installs the handlers; once, first thing in main(). A signal ignored (nohup) or handled by
// whoever started nonet is left alone.
void install_stop_signal_handlers();

// While one lives, the first stop signal requests a stop on `token()` instead of ending the
// process; a second one ends it as usual.
class FirstStopSignalTakenOver {
 public:
  FirstStopSignalTakenOver();
  ~FirstStopSignalTakenOver();
  FirstStopSignalTakenOver(const FirstStopSignalTakenOver&) = delete;
  FirstStopSignalTakenOver& operator=(const FirstStopSignalTakenOver&) = delete;

  std::stop_token token() const;
  // The signal that requested the stop ("SIGINT"), or nullptr while none has.
  const char* signal_name() const;
  // Once the command has written what it found and said so: when a signal requested the stop,
  // ends the process with it, as the signal would have, so that a caller sees how it ended.
  void end_if_signalled() const;
};

}  // namespace nonet::cli
