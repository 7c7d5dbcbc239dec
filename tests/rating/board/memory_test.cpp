// The rating run's Memory: one object per type, kept from call to call; from scratch, memos are
// made afresh at every call while working objects stay; the time budget it carries is the one
// set last, until that setting ends.
#include "rating/board/memory.hpp"

#include <gtest/gtest.h>

#include <thread>

namespace nonet {
namespace {

struct Memo {
  int calls = 0;
};
struct OtherMemo {
  int calls = 0;
};
struct Buffer {
  int uses = 0;
};

TEST(Memory, KeepsOneObjectPerTypeFromCallToCall) {
  Memory memory;
  ++memory.kept<Memo>().calls;
  ++memory.kept<Memo>().calls;
  ++memory.kept<OtherMemo>().calls;
  EXPECT_EQ(memory.kept<Memo>().calls, 2);
  EXPECT_EQ(memory.kept<OtherMemo>().calls, 1);
  EXPECT_EQ(&memory.kept<Memo>(), &memory.kept<Memo>());
  // Another Memory keeps its own.
  Memory other;
  EXPECT_EQ(other.kept<Memo>().calls, 0);
  EXPECT_FALSE(memory.from_scratch());
}

TEST(Memory, FromScratchKeepsNoMemoButKeepsWorkingObjects) {
  Memory afresh(Memory::Mode::from_scratch);
  EXPECT_TRUE(afresh.from_scratch());
  ++afresh.kept<Memo>().calls;
  EXPECT_EQ(afresh.kept<Memo>().calls, 0);
  Buffer& buffer = afresh.working<Buffer>();
  ++buffer.uses;
  ++afresh.working<Buffer>().uses;
  EXPECT_EQ(&afresh.working<Buffer>(), &buffer);
  EXPECT_EQ(buffer.uses, 2);
}

TEST(Memory, OneMemoryAThread) {
  Memory& mine = Memory::of_this_thread();
  EXPECT_EQ(&mine, &Memory::of_this_thread());
  Memory* theirs = nullptr;
  std::thread([&] { theirs = &Memory::of_this_thread(); }).join();
  EXPECT_NE(theirs, &mine);
}

TEST(Memory, CarriesTheBudgetBeingSpent) {
  Memory memory;
  EXPECT_FALSE(memory.budget_expired());  // none set
  std::stop_source stop;
  const TimeBudget open(0, stop.get_token());
  {
    const Memory::Spending spending(memory, open);
    EXPECT_FALSE(memory.budget_expired());
    {
      std::stop_source inner_stop;
      inner_stop.request_stop();
      const TimeBudget spent(0, inner_stop.get_token());
      const Memory::Spending inner(memory, spent);
      EXPECT_TRUE(memory.budget_expired());
    }
    EXPECT_FALSE(memory.budget_expired());  // the outer budget again
    stop.request_stop();
    EXPECT_TRUE(memory.budget_expired());
  }
  EXPECT_FALSE(memory.budget_expired());  // none again
}

}  // namespace
}  // namespace nonet
