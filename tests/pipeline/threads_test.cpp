#include "pipeline/threads.hpp"

#include <gtest/gtest.h>

namespace nonet {
namespace {

constexpr std::uint64_t kGiB = std::uint64_t{1} << 30;

TEST(WorkerThreads, EveryCoreByDefaultAndNoMore) {
  EXPECT_EQ(bound_threads(0, 8, 64 * kGiB).threads, 8);
  EXPECT_EQ(bound_threads(0, 8, 64 * kGiB).lowered, "");
  EXPECT_EQ(bound_threads(3, 8, 64 * kGiB).threads, 3);
  EXPECT_EQ(bound_threads(3, 8, 64 * kGiB).lowered, "");
  const ThreadCount many = bound_threads(4096, 8, 64 * kGiB);
  EXPECT_EQ(many.threads, 8);
  EXPECT_EQ(many.lowered, "this machine runs 8 threads at once");
  EXPECT_EQ(bound_threads(2, 1, 0).lowered, "this machine runs 1 thread at once");
}

TEST(WorkerThreads, AsManyAsTheMemoryHolds) {
  // 100 MB holds three workers of 32 MB.
  const ThreadCount tight = bound_threads(16, 64, 100 << 20);
  EXPECT_EQ(tight.threads, 3);
  EXPECT_EQ(tight.lowered, "the memory available (100 MB) holds 3 workers of 32 MB");
  // Every core, when asked for no number, is lowered too, without a word.
  EXPECT_EQ(bound_threads(0, 64, 100 << 20).threads, 3);
  EXPECT_EQ(bound_threads(0, 64, 100 << 20).lowered, "");
  // Always one worker, however little memory; unknown memory bounds nothing.
  EXPECT_EQ(bound_threads(4, 4, 1 << 20).threads, 1);
  EXPECT_EQ(bound_threads(4, 4, 0).threads, 4);
}

TEST(WorkerThreads, TheMachineGivesAtLeastOne) {
  const ThreadCount count = worker_threads(kWorkerBytes > 0 ? 1 : 0);
  EXPECT_EQ(count.threads, 1);
  EXPECT_GE(worker_threads(0).threads, 1);
}

}  // namespace
}  // namespace nonet
