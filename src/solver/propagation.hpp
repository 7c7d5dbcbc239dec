// Propagation of the fast engine: the rules that run to a fixpoint between two branches.
// propagate_masks(state, rules, hidden_singles, naked_singles, target) takes a state's 32 masks
// (see State in fast_engine.cpp) to the fixpoint of the rules (Rules in band_masks.hpp), false on
// a contradiction; one layout of the masks in registers per kind of processor.
#pragma once

#if defined(__AVX512F__) && defined(__AVX512BW__)
#include "solver/propagation_wide.hpp"
#else
#include "solver/propagation_lanes.hpp"
#endif
