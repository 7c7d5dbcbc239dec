// Memory: what a grader's searches keep from one step to the next, and the time budget they
// spend, held by the caller that runs the steps (one per rating run) and passed to every finder
// instead of living in each search's thread.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "rating/board/budget.hpp"

namespace nonet {

// A search keeps its state in a type of its own (a struct local to its finder) and asks for it
// with kept<T>(): one T per Memory, made when first asked for. What a search keeps is keyed by
// the grid it was found on, so keeping it cannot change a result, only skip work.
// From scratch (the tests' reference) nothing is kept: every kept<T>() is a fresh T, and the
// searches take no shortcut that rests on what they kept or on the puzzle's solution.
// working<T>() holds a search's working objects (buffers too large for the stack, reused for
// their room): one T per Memory, never made afresh, since searches that nest inside each other
// hold them across calls; what they hold between uses changes no result.
class Memory {
 public:
  enum class Mode { remember, from_scratch };
  explicit Memory(Mode mode = Mode::remember) : from_scratch_(mode == Mode::from_scratch) {}
  Memory(const Memory&) = delete;
  Memory& operator=(const Memory&) = delete;

  bool from_scratch() const { return from_scratch_; }

  // One Memory a thread for the callers that rate puzzle after puzzle (rate(), and explain(),
  // which walks a rating's path again): its buffers (a chain search's lanes, a forcing net's
  // tables, the nested chains' hint cache: megabytes) keep their room and what they hold.
  // Everything kept is keyed by the grid it was found on, so no result depends on it.
  static Memory& of_this_thread();

  // The time budget of the path being solved with this Memory, if any: the step solver sets it
  // (Spending) and long searches ask budget_expired() inside their own loops.
  bool budget_expired() const { return budget_ != nullptr && budget_->expired(); }
  class Spending {
   public:
    Spending(Memory& memory, const TimeBudget& budget)
        : memory_(memory), previous_(memory.budget_) {
      memory.budget_ = &budget;
    }
    ~Spending() { memory_.budget_ = previous_; }
    Spending(const Spending&) = delete;
    Spending& operator=(const Spending&) = delete;

   private:
    Memory& memory_;
    const TimeBudget* previous_;
  };

  template <class T>
  T& kept() {
    return held<T>(from_scratch_);
  }
  template <class T>
  T& working() {
    return held<T>(false);
  }

 private:
  template <class T>
  T& held(bool afresh) {
    const std::size_t slot = slot_of<T>();
    if (slot >= slots_.size()) slots_.resize(slot + 1);
    if (!slots_[slot] || afresh) slots_[slot] = std::make_unique<Holder<T>>();
    return static_cast<Holder<T>&>(*slots_[slot]).value;
  }

  struct Held {
    virtual ~Held() = default;
  };
  template <class T>
  struct Holder : Held {
    T value{};
  };
  // One slot number per type, handed out on first use (any thread).
  static std::size_t next_slot();
  template <class T>
  static std::size_t slot_of() {
    static const std::size_t slot = next_slot();
    return slot;
  }

  bool from_scratch_;
  const TimeBudget* budget_ = nullptr;
  std::vector<std::unique_ptr<Held>> slots_;
};

}  // namespace nonet
