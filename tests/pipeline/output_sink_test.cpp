// OutputSink writing a regular file: through a temporary file renamed into place, whose
// blocks are allocated ahead of the writes (SpaceReservation) without showing in its size,
// and given back at close; unnamed on Linux, named elsewhere, and the named ones of runs
// that died removed by the next.
#include "pipeline/output_sink.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "pipeline/temporary_names.hpp"

namespace nonet {
namespace {

class OutputSinkTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char pattern[] = "/tmp/nonet-output-sink-test-XXXXXX";
    directory_ = mkdtemp(pattern);
  }
  void TearDown() override { std::filesystem::remove_all(directory_); }

  // The one temporary file in the directory, while the sink is open.
  std::filesystem::path temporary() const {
    for (const auto& entry : std::filesystem::directory_iterator(directory_)) {
      if (entry.path().filename().string().starts_with(".out.txt.nonet-")) return entry.path();
    }
    return {};
  }
  // The names in the directory, sorted.
  std::vector<std::string> names() const {
    std::vector<std::string> found;
    for (const auto& entry : std::filesystem::directory_iterator(directory_))
      found.push_back(entry.path().filename().string());
    std::sort(found.begin(), found.end());
    return found;
  }
  void write_file(const std::string& name, const std::string& text) const {
    std::ofstream(directory_ / name, std::ios::binary) << text;
  }

  std::filesystem::path directory_;
};

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

TEST_F(OutputSinkTest, WritesExactlyTheDataAndGivesBackBlocksAllocatedAhead) {
  const std::filesystem::path path = directory_ / "out.txt";
  std::string piece;
  for (int i = 0; i < 1000; ++i) piece += std::to_string(i) + "\n";  // 3,890 bytes
  std::string expected;
  OutputSink sink(OutputSink::Temporary::named);
  ASSERT_TRUE(sink.open(path.string())) << sink.error();
  // Past two reservation steps and halfway into the third, in pieces of odd sizes.
  while (expected.size() < 5 * SpaceReservation::kStepBytes / 2) {
    ASSERT_TRUE(sink.write(piece));
    expected += piece;
    ASSERT_TRUE(sink.write(std::string_view(piece).substr(0, 777)));
    expected += piece.substr(0, 777);
  }
  // Blocks taken ahead do not show in the size, even before close.
  const std::filesystem::path open_file = temporary();
  ASSERT_FALSE(open_file.empty());
  long pid = 0;
  ASSERT_TRUE(parse_temporary_name(open_file.filename().string(), pid)) << open_file;
  EXPECT_EQ(pid, ::getpid());
  EXPECT_EQ(std::filesystem::file_size(open_file), expected.size());
  EXPECT_FALSE(std::filesystem::exists(path));

  ASSERT_TRUE(sink.close()) << sink.error();
  EXPECT_TRUE(temporary().empty());
  EXPECT_EQ(read_file(path), expected);
  struct stat info {};
  ASSERT_EQ(::stat(path.c_str(), &info), 0);
  // At most a little over the data: what was allocated past its end went back at close.
  EXPECT_LE(static_cast<std::uint64_t>(info.st_blocks) * 512, expected.size() + 256 * 1024);
}

TEST_F(OutputSinkTest, AnUnclosedSinkLeavesNothing) {
  const std::filesystem::path path = directory_ / "out.txt";
  {
    OutputSink sink;
    ASSERT_TRUE(sink.open(path.string()));
    ASSERT_TRUE(sink.write(std::string(100000, 'x')));
  }
  EXPECT_FALSE(std::filesystem::exists(path));
  EXPECT_TRUE(temporary().empty());
}

TEST_F(OutputSinkTest, AnUnnamedTemporaryShowsNoNameUntilClose) {
#if defined(__linux__)
  const std::filesystem::path path = directory_ / "out.txt";
  OutputSink sink;
  ASSERT_TRUE(sink.open(path.string())) << sink.error();
  ASSERT_TRUE(sink.write("abc\n"));
  EXPECT_EQ(names(), std::vector<std::string>{});
  ASSERT_TRUE(sink.close()) << sink.error();
  EXPECT_EQ(names(), std::vector<std::string>{"out.txt"});
  EXPECT_EQ(read_file(path), "abc\n");
#else
  GTEST_SKIP() << "O_TMPFILE is Linux's";
#endif
}

TEST_F(OutputSinkTest, AFailedWriteKeepsTheOldFile) {
  for (const OutputSink::Temporary kind :
       {OutputSink::Temporary::unnamed_if_possible, OutputSink::Temporary::named}) {
    write_file("out.txt", "old\n");
    OutputSink sink(kind);
    ASSERT_TRUE(sink.open((directory_ / "out.txt").string())) << sink.error();
    // A file size limit of 64 KB: the write past it fails with EFBIG.
    struct rlimit saved {};
    ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &saved), 0);
    const auto saved_handler = ::signal(SIGXFSZ, SIG_IGN);
    struct rlimit limit = saved;
    limit.rlim_cur = 64 * 1024;
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limit), 0);
    const bool written = sink.write(std::string(100 * 1024, 'x'));
    ::setrlimit(RLIMIT_FSIZE, &saved);
    ::signal(SIGXFSZ, saved_handler);
    EXPECT_FALSE(written);
    EXPECT_EQ(sink.error(),
              "cannot write to '" + (directory_ / "out.txt").string() + "': File too large");
    EXPECT_FALSE(sink.write("more\n"));  // the output stays failed
    EXPECT_FALSE(sink.close());
    EXPECT_EQ(read_file(directory_ / "out.txt"), "old\n");
    EXPECT_EQ(names(), std::vector<std::string>{"out.txt"});
  }
}

TEST_F(OutputSinkTest, AnInterruptedRunKeepsWhatItCommitted) {
  for (const OutputSink::Temporary kind :
       {OutputSink::Temporary::unnamed_if_possible, OutputSink::Temporary::named}) {
    write_file("out.txt", "old\n");
    write_file("stats.csv", "old stats\n");
    OutputSink sink(kind);
    OutputSink stats(kind);
    ASSERT_TRUE(sink.open((directory_ / "out.txt").string())) << sink.error();
    ASSERT_TRUE(stats.open((directory_ / "stats.csv").string())) << stats.error();
    ASSERT_TRUE(stats.write("header\n"));
    ASSERT_TRUE(sink.write("new\n"));
    ASSERT_TRUE(stats.write("row\n"));
    commit_outputs({&sink, &stats});
    ASSERT_TRUE(sink.write("half a batch\n"));  // not committed: cut off
    keep_outputs_in_progress();                // what the signal handler does
    EXPECT_EQ(read_file(directory_ / "out.txt"), "new\n");
    EXPECT_EQ(read_file(directory_ / "stats.csv"), "header\nrow\n");
    EXPECT_EQ(names(), (std::vector<std::string>{"out.txt", "stats.csv"}));
  }
}

TEST_F(OutputSinkTest, AnInterruptedRunThatCommittedNothingKeepsTheOldFile) {
  for (const OutputSink::Temporary kind :
       {OutputSink::Temporary::unnamed_if_possible, OutputSink::Temporary::named}) {
    write_file("out.txt", "old\n");
    OutputSink sink(kind);
    ASSERT_TRUE(sink.open((directory_ / "out.txt").string())) << sink.error();
    ASSERT_TRUE(sink.write("a header, no record yet\n"));
    keep_outputs_in_progress();
    EXPECT_EQ(read_file(directory_ / "out.txt"), "old\n");
    EXPECT_EQ(names(), std::vector<std::string>{"out.txt"});  // a named temporary is removed
  }
}

TEST_F(OutputSinkTest, ARunCutShortClosesAtWhatItCommitted) {
  for (const OutputSink::Temporary kind :
       {OutputSink::Temporary::unnamed_if_possible, OutputSink::Temporary::named}) {
    write_file("out.txt", "old\n");
    {
      OutputSink sink(kind);
      ASSERT_TRUE(sink.open((directory_ / "out.txt").string())) << sink.error();
      ASSERT_TRUE(sink.write("header\n"));
      EXPECT_TRUE(sink.close_committed());  // nothing committed: the old file stays
    }
    EXPECT_EQ(read_file(directory_ / "out.txt"), "old\n");
    {
      OutputSink sink(kind);
      ASSERT_TRUE(sink.open((directory_ / "out.txt").string())) << sink.error();
      ASSERT_TRUE(sink.write("header\nrow\n"));
      commit_outputs({&sink});
      ASSERT_TRUE(sink.write("more\n"));
      EXPECT_TRUE(sink.close_committed()) << sink.error();
    }
    EXPECT_EQ(read_file(directory_ / "out.txt"), "header\nrow\n");
    EXPECT_EQ(names(), std::vector<std::string>{"out.txt"});
  }
}

// A pid no process has: a child that has exited and been waited for.
long gone_pid() {
  const pid_t child = ::fork();
  if (child == 0) ::_exit(0);
  ::waitpid(child, nullptr, 0);
  return child;
}

TEST_F(OutputSinkTest, RemovesTheTemporariesOfRunsThatAreGone) {
  const std::string dead = std::to_string(gone_pid());
  write_file(".a.txt.nonet-" + dead + "-Ab12Cd", "abandoned");
  write_file(".out.txt.nonet-" + dead + "-xYz789", "abandoned");
  write_file(".b.txt.nonet-1-Ab12Cd", "pid 1 is alive");
  write_file(".c.txt.nonet-" + dead + "-Locked", "its lock is held");
  write_file(".d.txt.nonet-Ab12Cd", "not of this naming (no pid)");
  write_file("e.txt.nonet-" + dead + "-Ab12Cd", "not hidden: not of this naming");
  const int locked = ::open((directory_ / (".c.txt.nonet-" + dead + "-Locked")).c_str(), O_RDONLY);
  ASSERT_GE(locked, 0);
  ASSERT_EQ(::flock(locked, LOCK_EX), 0);
  for (const OutputSink::Temporary kind :
       {OutputSink::Temporary::unnamed_if_possible, OutputSink::Temporary::named}) {
    OutputSink sink(kind);
    ASSERT_TRUE(sink.open((directory_ / "out.txt").string())) << sink.error();
    ASSERT_TRUE(sink.close()) << sink.error();
    EXPECT_EQ(names(), (std::vector<std::string>{
                           ".b.txt.nonet-1-Ab12Cd", ".c.txt.nonet-" + dead + "-Locked",
                           ".d.txt.nonet-Ab12Cd", "e.txt.nonet-" + dead + "-Ab12Cd", "out.txt"}));
  }
  ::close(locked);
}

TEST(TemporaryNames, ReadsThePidOfItsOwnNamingOnly) {
  long pid = 0;
  EXPECT_TRUE(parse_temporary_name(".out.txt.nonet-1234-Ab9xYz", pid));
  EXPECT_EQ(pid, 1234);
  EXPECT_TRUE(parse_temporary_name(".a.nonet-1.nonet-77-AAAAAA", pid));  // a name holding one
  EXPECT_EQ(pid, 77);
  EXPECT_TRUE(parse_temporary_name(temporary_prefix("x.csv") + temporary_suffix(), pid));
  EXPECT_EQ(pid, ::getpid());
  for (const char* other :
       {"out.txt", ".out.txt.nonet-Ab9xYz", ".out.txt.nonet-1234-Ab9xY",
        ".out.txt.nonet-1234-Ab9x.z", ".out.txt.nonet--Ab9xYz", "out.txt.nonet-1234-Ab9xYz",
        "..nonet-1234-Ab9xYz", ".out.txt.nonet-0123-Ab9xYz", ".out.txt.nonet-1234567890-Ab9xYz"}) {
    EXPECT_FALSE(parse_temporary_name(other, pid)) << other;
  }
}

}  // namespace
}  // namespace nonet
