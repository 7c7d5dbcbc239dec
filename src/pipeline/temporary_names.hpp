// The names of OutputSink's temporary files: `.NAME.nonet-PID-XXXXXX` next to the output NAME,
// PID the writing process. A run killed outright (SIGKILL, a crash, a power cut) between
// creating one and renaming it into place leaves it behind; the next output written into that
// directory removes every such file whose process is gone and whose lock nobody holds (the
// writer holds an flock on its temporary while it writes; the lock also covers a process of
// another pid namespace or host sharing the directory).
#pragma once

#include <string>
#include <string_view>

namespace nonet {

// `.NAME.nonet-PID-` for the output `base` (a file name without its directory); the caller
// adds six characters that make it unique (mkostemp's XXXXXX, or temporary_suffix()).
std::string temporary_prefix(std::string_view base);

// Six characters from [A-Za-z0-9], different at each call.
std::string temporary_suffix();

// Whether `name` is a temporary of this naming; `pid` is its process.
bool parse_temporary_name(std::string_view name, long& pid);

// Removes the abandoned temporaries of `directory` ("" for the current directory). Best
// effort: a file it may not remove, or cannot lock, stays.
void remove_abandoned_temporaries(const std::string& directory);

}  // namespace nonet
