// Names of the techniques, for sentences and for files.
#include "nonet/rating.hpp"

namespace nonet {

namespace {

struct Names {
  std::string_view text;
  std::string_view key;
};

constexpr Names kTechniqueNames[kTechniqueCount] = {
    {"full house", "full_house"},
    {"hidden single (box)", "hidden_single_box"},
    {"hidden single (line)", "hidden_single_line"},
    {"direct pointing", "direct_pointing"},
    {"direct claiming", "direct_claiming"},
    {"direct hidden pair", "direct_hidden_pair"},
    {"naked single", "naked_single"},
    {"direct hidden triplet", "direct_hidden_triplet"},
    {"pointing", "pointing"},
    {"claiming", "claiming"},
    {"naked pair", "naked_pair"},
    {"X-wing", "x_wing"},
    {"hidden pair", "hidden_pair"},
    {"naked triplet", "naked_triplet"},
    {"swordfish", "swordfish"},
    {"hidden triplet", "hidden_triplet"},
    {"skyscraper", "skyscraper"},
    {"two-string kite", "two_string_kite"},
    {"turbot fish", "turbot_fish"},
    {"XY-wing", "xy_wing"},
    {"XYZ-wing", "xyz_wing"},
    {"unique rectangle", "unique_rectangle"},
    {"naked quad", "naked_quad"},
    {"jellyfish", "jellyfish"},
    {"hidden quad", "hidden_quad"},
    {"3 strong links", "three_strong_links"},
    {"WXYZ-wing", "wxyz_wing"},
    {"bivalue universal grave", "bug"},
    {"4 strong links", "four_strong_links"},
    {"VWXYZ-wing", "vwxyz_wing"},
    {"aligned pair exclusion", "aligned_pair_exclusion"},
    {"UVWXYZ-wing", "uvwxyz_wing"},
    {"X-chain", "x_chain"},
    {"Y-cycle", "y_cycle"},
    {"forcing chain", "forcing_chain"},
    {"TUVWXYZ-wing", "tuvwxyz_wing"},
    {"aligned triplet exclusion", "aligned_triplet_exclusion"},
    {"Nishio forcing chain", "nishio_forcing_chain"},
    {"multiple forcing chain", "multiple_forcing_chain"},
    {"dynamic forcing chain", "dynamic_forcing_chain"},
    {"dynamic forcing chain (+)", "dynamic_forcing_chain_plus"},
    {"nested forcing chain", "nested_forcing_chain"},
};

}  // namespace

std::string_view to_string(Technique technique) {
  return kTechniqueNames[static_cast<int>(technique)].text;
}

std::string_view technique_key(Technique technique) {
  return kTechniqueNames[static_cast<int>(technique)].key;
}

}  // namespace nonet
