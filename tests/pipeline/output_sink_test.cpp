// OutputSink writing a regular file: through a temporary file renamed into place, whose
// blocks are allocated ahead of the writes (SpaceReservation) without showing in its size,
// and given back at close.
#include "pipeline/output_sink.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

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
  OutputSink sink;
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

}  // namespace
}  // namespace nonet
