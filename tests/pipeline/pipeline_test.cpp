// Unit tests of the streaming pieces behind `nonet solve`: input decoding, batch cutting,
// text escaping. End-to-end behaviour is tested in tests/e2e/.
#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "pipeline/batch_reader.hpp"
#include "pipeline/find_newline.hpp"
#include "pipeline/input_source.hpp"
#include "pipeline/text_format.hpp"

namespace nonet {
namespace {

constexpr char kEasy[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

class TempFiles : public ::testing::Test {
 protected:
  std::string write(const std::string& name, const std::string& bytes) {
    const std::filesystem::path path = directory_ / name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path.string();
  }
  void SetUp() override {
    char pattern[] = "/tmp/nonet-pipeline-test-XXXXXX";
    directory_ = mkdtemp(pattern);
  }
  void TearDown() override { std::filesystem::remove_all(directory_); }

 private:
  std::filesystem::path directory_;
};

std::string read_all(InputSource& source, std::size_t chunk = 7) {
  std::string out;
  std::vector<char> buffer(chunk);
  for (;;) {
    const std::ptrdiff_t n = source.read(buffer.data(), buffer.size());
    EXPECT_GE(n, 0) << source.error();
    if (n <= 0) return out;
    out.append(buffer.data(), static_cast<std::size_t>(n));
  }
}

std::string gzip(const std::string& text) {
  z_stream stream{};
  deflateInit2(&stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
  std::string out(deflateBound(&stream, text.size()) + 32, '\0');
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
  stream.avail_in = static_cast<uInt>(text.size());
  stream.next_out = reinterpret_cast<Bytef*>(out.data());
  stream.avail_out = static_cast<uInt>(out.size());
  deflate(&stream, Z_FINISH);
  out.resize(stream.total_out);
  deflateEnd(&stream);
  return out;
}

std::string zstd(const std::string& text) {
  std::string out(ZSTD_compressBound(text.size()), '\0');
  out.resize(ZSTD_compress(out.data(), out.size(), text.data(), text.size(), 3));
  return out;
}

struct Cut {
  std::vector<std::string> texts;
  std::vector<std::uint64_t> lines;
  std::vector<RecordShape> shapes;
  std::vector<std::uint32_t> inputs;
  std::size_t batches = 0;
};

Cut cut(std::vector<std::string> paths, std::size_t max_lines = kBatchLines) {
  BatchReader reader(std::move(paths));
  Cut result;
  Batch batch;
  for (;;) {
    batch.clear();
    if (!reader.fill(batch, max_lines)) break;
    ++result.batches;
    for (const Record& record : batch.records) {
      result.texts.emplace_back(batch.text_of(record));
      result.lines.push_back(record.line);
      result.shapes.push_back(record.shape);
      result.inputs.push_back(record.input);
    }
  }
  EXPECT_FALSE(reader.failed()) << reader.error();
  return result;
}

TEST_F(TempFiles, PlainGzipAndZstdDecodeToTheSameBytes) {
  std::string text;
  for (int i = 0; i < 5000; ++i) text += std::string(kEasy) + "\n";
  for (const std::string& bytes : {text, gzip(text), zstd(text), gzip(text) + gzip("tail\n")}) {
    std::string error;
    auto source = InputSource::open(write("input", bytes), error);
    ASSERT_TRUE(source) << error;
    const std::string decoded = read_all(*source, 4096);
    EXPECT_EQ(decoded.substr(0, text.size()), text);
    EXPECT_EQ(source->raw_bytes_read(), bytes.size());
  }
}

TEST_F(TempFiles, CompressionIsChosenByMagicBytes) {
  std::string error;
  auto gz = InputSource::open(write("puzzles.txt", gzip("x\n")), error);
  auto zst = InputSource::open(write("puzzles.gz", zstd("x\n")), error);
  auto plain = InputSource::open(write("puzzles.zst", "x\n"), error);
  ASSERT_TRUE(gz && zst && plain);
  EXPECT_EQ(gz->compression(), Compression::gzip);
  EXPECT_EQ(zst->compression(), Compression::zstd);
  EXPECT_EQ(plain->compression(), Compression::none);
  EXPECT_EQ(read_all(*gz), "x\n");
  EXPECT_EQ(read_all(*zst), "x\n");
}

TEST_F(TempFiles, TruncatedAndCorruptDataAreErrors) {
  std::string text;
  for (int i = 0; i < 2000; ++i) text += std::to_string(i * 7919) + "\n";
  const std::string gz = gzip(text);
  std::string error;
  auto source = InputSource::open(write("cut.gz", gz.substr(0, gz.size() / 2)), error);
  ASSERT_TRUE(source);
  std::vector<char> buffer(1 << 16);
  std::ptrdiff_t n = 0;
  while ((n = source->read(buffer.data(), buffer.size())) > 0) {
  }
  EXPECT_EQ(n, -1);
  EXPECT_NE(source->error().find("truncated gzip data"), std::string::npos) << source->error();

  const std::string zst = zstd(text);
  source = InputSource::open(write("cut.zst", zst.substr(0, zst.size() / 2)), error);
  ASSERT_TRUE(source);
  while ((n = source->read(buffer.data(), buffer.size())) > 0) {
  }
  EXPECT_EQ(n, -1);
  EXPECT_NE(source->error().find("truncated zstd data"), std::string::npos) << source->error();

  std::string corrupt = gz;  // gzip checks a CRC: damaged bytes are caught
  corrupt[corrupt.size() / 2] ^= 0x55;
  source = InputSource::open(write("bad.gz", corrupt), error);
  ASSERT_TRUE(source);
  while ((n = source->read(buffer.data(), buffer.size())) > 0) {
  }
  EXPECT_EQ(n, -1);
  EXPECT_NE(source->error().find("corrupt gzip data"), std::string::npos) << source->error();
}

TEST_F(TempFiles, MissingFileIsAnError) {
  std::string error;
  EXPECT_FALSE(InputSource::open("/nonexistent/nonet.txt", error));
  EXPECT_EQ(error, "cannot open '/nonexistent/nonet.txt': No such file or directory");
}

TEST_F(TempFiles, RecordsKeepTheirLineNumbersPastCommentsAndBlankLines) {
  const std::string path =
      write("p.txt", std::string("# header\r\n\r\n") + kEasy + "\r\n  \n" + "#x\nabc\n" + kEasy);
  const Cut result = cut({path});
  ASSERT_EQ(result.texts.size(), 3u);
  EXPECT_EQ(result.lines, (std::vector<std::uint64_t>{3, 6, 7}));
  EXPECT_EQ(result.texts[0], std::string(kEasy) + "\r");
  EXPECT_EQ(result.texts[1], "abc");
  EXPECT_EQ(result.texts[2], kEasy);  // the last line, without a newline
}

TEST_F(TempFiles, BatchesEndAtTheLineLimitAndCoverEveryLine) {
  std::string text;
  for (int i = 0; i < 1000; ++i) text += std::string(kEasy) + "\n";
  const Cut result = cut({write("p.txt", text)}, 64);
  EXPECT_EQ(result.texts.size(), 1000u);
  EXPECT_EQ(result.batches, 16u);  // 15 full batches of 64, then 40
  EXPECT_EQ(result.lines.back(), 1000u);
}

TEST_F(TempFiles, ALineOverTheLimitIsCutNotHeld) {
  const std::string huge(3 * kMaxLineBytes + 5, '\xff');
  const Cut result =
      cut({write("p.txt", std::string(kEasy) + "\n" + huge + "\n" + kEasy + "\n" + huge)});
  ASSERT_EQ(result.texts.size(), 4u);
  EXPECT_EQ(result.lines, (std::vector<std::uint64_t>{1, 2, 3, 4}));
  EXPECT_EQ(result.shapes[1], RecordShape::too_long);
  EXPECT_EQ(result.texts[1].size(), kTooLongKeptBytes);
  EXPECT_EQ(result.shapes[2], RecordShape::line);
  EXPECT_EQ(result.texts[2], kEasy);
  EXPECT_EQ(result.shapes[3], RecordShape::too_long);
}

TEST_F(TempFiles, ASmallBlockInputIsOnePuzzle) {
  const Cut result = cut({write("block.txt",
                                "# a block\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n"
                                "7...2...6\n.6....28.\n...419..5\n....8..79\n")});
  ASSERT_EQ(result.texts.size(), 1u);
  EXPECT_EQ(result.shapes[0], RecordShape::block);
  EXPECT_EQ(result.lines[0], 2u);
}

TEST_F(TempFiles, ASmallFileOfBadLinesStaysLineByLine) {
  const Cut result = cut({write("bad.txt", "12345\nabc\n")});
  EXPECT_EQ(result.texts, (std::vector<std::string>{"12345", "abc"}));
  EXPECT_EQ(result.shapes[0], RecordShape::line);
}

TEST_F(TempFiles, SeveralInputsNumberTheirOwnLines) {
  const std::string a = write("a.txt", std::string(kEasy) + "\n");
  const std::string b = write("b.txt", std::string("\xEF\xBB\xBF") + "#\n" + kEasy + "\n");
  const Cut result = cut({a, b, a});
  EXPECT_EQ(result.inputs, (std::vector<std::uint32_t>{0, 1, 2}));
  EXPECT_EQ(result.lines, (std::vector<std::uint64_t>{1, 2, 1}));
  EXPECT_EQ(result.texts[1], kEasy);  // the byte-order mark is dropped
}

TEST(TextFormat, EscapesForCsvAndJson) {
  std::string out;
  append_csv(out, "plain");
  out += ' ';
  append_csv(out, "a,b");
  out += ' ';
  append_csv(out, "say \"hi\"");
  EXPECT_EQ(out, "plain \"a,b\" \"say \"\"hi\"\"\"");
  out.clear();
  append_json(out, "a\"b\\c\x01");
  EXPECT_EQ(out, "\"a\\\"b\\\\c\\u0001\"");
}

TEST(TextFormat, ShownTextIsTrimmedPrintableAndCut) {
  std::string out;
  append_shown(out, "  ab\x01\xff\r\n", 100);
  EXPECT_EQ(out, "ab\\x01\\xff");
  out.clear();
  append_shown(out, "abcdef", 3);
  EXPECT_EQ(out, "abc...");
  out.clear();
  append_uint(out, 18446744073709551615ull);
  EXPECT_EQ(out, "18446744073709551615");
}

TEST(TextFormat, WriteUintWritesDecimalDigits) {
  const auto written = [](std::uint64_t value) {
    char digits[kMaxUintChars];
    return std::string(digits, write_uint(digits, value));
  };
  EXPECT_EQ(written(0), "0");
  EXPECT_EQ(written(7), "7");
  EXPECT_EQ(written(9), "9");
  EXPECT_EQ(written(10), "10");
  EXPECT_EQ(written(42), "42");
  EXPECT_EQ(written(99), "99");
  EXPECT_EQ(written(100), "100");
  EXPECT_EQ(written(1000000), "1000000");
  EXPECT_EQ(written(18446744073709551615ull), "18446744073709551615");
  for (std::uint64_t value = 0; value < 1000; ++value) {
    EXPECT_EQ(written(value), std::to_string(value));
  }
}

TEST(FindNewline, FindsTheFirstNewlineAtAnyPlace) {
  // Every length up to six vector widths and then some, the newline at every place (and
  // a second one after it), and none at all.
  for (std::size_t size = 0; size <= 200; ++size) {
    std::string text(size, '.');
    EXPECT_EQ(find_newline(text.data(), size), nullptr) << size;
    for (std::size_t at = 0; at < size; ++at) {
      text.assign(size, '.');
      text[at] = '\n';
      if (at + 5 < size) text[at + 5] = '\n';
      EXPECT_EQ(find_newline(text.data(), size), text.data() + at) << size << " " << at;
    }
  }
  // Bytes past `size` are not looked at.
  const std::string text = "abc\n";
  EXPECT_EQ(find_newline(text.data(), 3), nullptr);
}

}  // namespace
}  // namespace nonet
