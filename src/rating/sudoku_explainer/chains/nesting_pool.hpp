// Working objects of searches that run inside each other (a forcing-chain search
// inside a propagation of another, nested forcing chains): one object per nesting depth, made
// on first use and kept, so that a search never overwrites the one it runs inside.
#pragma once

#include <array>
#include <memory>

namespace nonet {

template <typename T, int kMaxDepth = 8>
class NestingPool {
 public:
  // Enters one level deeper for its lifetime.
  class Scope {
   public:
    explicit Scope(NestingPool& pool) : pool_(pool), depth_(pool.depth_++) {}
    ~Scope() { --pool_.depth_; }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;
    // False past the deepest level (the caller gives up).
    bool usable() const { return depth_ < kMaxDepth; }
    T& object() {
      std::unique_ptr<T>& slot = pool_.slots_[depth_];
      if (!slot) slot = std::make_unique<T>();
      return *slot;
    }

   private:
    NestingPool& pool_;
    int depth_;
  };

 private:
  int depth_ = 0;
  std::array<std::unique_ptr<T>, kMaxDepth> slots_;
};

}  // namespace nonet
