// The strongly connected components of a directed graph (Tarjan's, walked without recursion), for
// the chain engines' reach sets: a component completes after every component it reaches, so what
// it reaches is its own nodes and what its links' components reach, known by then.
//
// The graph is in compressed rows: node v links to links[first[v]] ... links[first[v + 1] - 1].
// The walk tells the caller what it meets through three callbacks:
//   enter(v)                       v is met (its walk begins);
//   link_done(v, w)                a link of v leads to w, whose component has completed (for
//                                  a link the walk followed into w: once it has);
//   complete(root, nodes, count)   the component of `root` completes: nodes[0, count) in the
//                                  order met, root first.
// A node without links is a component of its own: it completes where it is first met, with no
// walk (most "off" nodes of a chain engine have no strong link).
#pragma once

#include <algorithm>
#include <vector>

namespace nonet {

class StrongComponents {
 public:
  template <class Enter, class LinkDone, class Complete>
  void walk(const int* first, const int* links, int n, Enter&& enter, LinkDone&& link_done,
            Complete&& complete) {
    // Sized, not cleared, where a node's entry is written before it is read.
    order_.assign(n, -1);
    low_.resize(n);
    next_link_.resize(n);
    on_stack_.assign(n, 0);
    stack_.resize(n);
    path_.resize(n);
    // Raw arrays from here: this loop runs over every link of every search that builds reach sets.
    int* const order = order_.data();
    int* const low = low_.data();
    int* const next_link = next_link_.data();
    int* const stack = stack_.data();
    int* const path = path_.data();
    char* const on_stack = on_stack_.data();
    int stack_size = 0, path_size = 0, counter = 0;
    auto is_sink = [&](int v) { return first[v] == first[v + 1]; };
    auto complete_sink = [&](int v) {
      order[v] = counter++;
      enter(v);
      complete(v, &v, 1);
    };
    auto visit = [&](int v) {
      order[v] = low[v] = counter++;
      next_link[v] = first[v];
      stack[stack_size++] = v;
      on_stack[v] = 1;
      path[path_size++] = v;
      enter(v);
    };
    for (int root = 0; root < n; ++root) {
      if (order[root] >= 0) continue;
      if (is_sink(root)) {
        complete_sink(root);
        continue;
      }
      visit(root);
      while (path_size != 0) {
        const int v = path[path_size - 1];
        // v's links from where its walk left off, until one leads to a node not yet met.
        int k = next_link[v];
        const int end = first[v + 1];
        for (; k < end; ++k) {
          const int w = links[k];
          if (order[w] < 0) {
            if (!is_sink(w)) break;
            complete_sink(w);
            link_done(v, w);
          } else if (on_stack[w]) {
            low[v] = std::min(low[v], order[w]);  // w's component is v's
          } else {
            link_done(v, w);
          }
        }
        if (k < end) {
          next_link[v] = k + 1;
          visit(links[k]);
          continue;
        }
        --path_size;
        const int parent = path_size != 0 ? path[path_size - 1] : -1;
        if (low[v] != order[v]) {
          low[parent] = std::min(low[parent], low[v]);
          continue;
        }
        // v roots a component: its nodes are on the stack down to v.
        int bottom = stack_size;
        do on_stack[stack[--bottom]] = 0;
        while (stack[bottom] != v);
        complete(v, stack + bottom, stack_size - bottom);
        stack_size = bottom;
        if (parent >= 0) link_done(parent, v);
      }
    }
  }

 private:
  std::vector<int> order_, low_, next_link_, stack_, path_;
  std::vector<char> on_stack_;
};

}  // namespace nonet
