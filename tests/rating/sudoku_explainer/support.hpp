// Shared by the technique tests: positions that several tests start from, and a way to write a
// position as one of them with a few cells changed.
#pragma once

#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rating/support.hpp"

namespace nonet::testing {

// `base` (81 fields, as `marks` reads them) with the named cells ("r8c7") given other fields.
inline CandidateGrid marks_with(
    std::string_view base,
    std::initializer_list<std::pair<std::string_view, std::string_view>> cells) {
  std::vector<std::string> fields;
  std::istringstream in{std::string(base)};
  for (std::string field; in >> field;) fields.push_back(field);
  EXPECT_EQ(fields.size(), static_cast<std::size_t>(kCells)) << "a position has 81 fields";
  for (const auto& [name, field] : cells) {
    const std::size_t cell =
        9 * static_cast<std::size_t>(name[1] - '1') + static_cast<std::size_t>(name[3] - '1');
    EXPECT_LT(cell, fields.size()) << name;
    if (cell < fields.size()) fields[cell] = std::string(field);
  }
  std::string text;
  for (const std::string& field : fields) {
    text += field;
    text += ' ';
  }
  return marks(text);
}

// The position of TechniqueDirectPointing.Applies; other tests change a few of its cells.
// From the path of
// ..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5.
inline constexpr std::string_view kDirectPointingPosition = R"(
      268 68 =4 =1 =3 =7 =5 =9 2
      35 356 39 69 =4 =2 =1 =8 =7
      =7 =1 29 69 =8 =5 =4 36 236
      =1 67 67 =5 =2 =9 =3 =4 =8
      28 38 238 =4 =7 =1 =6 =5 =9
      =4 =9 =5 =3 =6 =8 =7 =2 =1
      =9 =2 36 =7 =5 =4 =8 =1 36
      35 357 =1 =8 =9 =6 =2 37 =4
      68 =4 678 =2 =1 =3 =9 67 =5)";

// The position of TechniqueDirectHiddenPair.Applies; other tests change a few of its cells.
// From the path of
// ..4.3.5........1.771..8........293.8...47..59..5......92...4.1.......2.......3..5.
inline constexpr std::string_view kDirectHiddenPairPosition = R"(
      268 68 =4 =1 =3 =7 =5 =9 26
      356 356 39 69 =4 =2 =1 =8 =7
      =7 =1 29 69 =8 =5 =4 36 236
      16 67 167 =5 =2 =9 =3 =4 =8
      28 38 238 =4 =7 =1 =6 =5 =9
      =4 =9 =5 =3 =6 =8 =7 =2 =1
      =9 =2 36 =7 =5 =4 =8 =1 36
      135 357 137 =8 =9 =6 =2 37 =4
      68 =4 678 =2 =1 =3 =9 67 =5)";

// The position of TechniqueNakedSingle.Applies; other tests change a few of its cells.
// From the path of
// .9..3..18...95...........6.2...91.3...........6....459...8.....9....2341.14.6...5.
inline constexpr std::string_view kNakedSinglePosition = R"(
      46 =9 27 24 =3 67 =5 =1 =8
      168 =3 18 =9 =5 68 27 27 =4
      48 57 257 =1 24 78 =9 =6 =3
      =2 457 58 47 =9 =1 678 =3 67
      =3 47 =9 =6 48 =5 =1 78 =2
      1 =6 178 27 28 =3 =4 =5 =9
      =5 =2 =3 =8 =1 =4 67 =9 67
      =9 =8 =6 =5 =7 =2 =3 =4 =1
      =7 =1 =4 =3 =6 =9 28 28 =5)";

// The position of TechniquePointing.Applies; other tests change a few of its cells.
// From the path of
// ..9..........62...32....5........8.18752......6..3.29..8...9.1.1.....6.35..3......
inline constexpr std::string_view kPointingPosition = R"(
      =6 =1 =9 4578 4578 =3 47 278 2478
      =7 =5 48 =9 =6 =2 =1 =3 48
      =3 =2 48 =1 478 478 =5 =6 =9
      =9 =3 =2 457 457 =6 =8 57 =1
      =8 =7 =5 =2 =9 =1 =3 =4 =6
      =4 =6 =1 578 =3 578 =2 =9 57
      =2 =8 =3 =6 457 =9 47 =1 457
      =1 =9 =7 458 =2 458 =6 58 =3
      =5 =4 =6 =3 =1 78 =9 278 278)";

// The position of TechniqueNakedPair.Applies; other tests change a few of its cells.
// From the path of
// .9.2...........3...2.7...5.5.....86.....6...216..25.......7.29..5.9....77..81.....
inline constexpr std::string_view kNakedPairPosition = R"(
      3468 =9 =5 =2 348 134 147 147 1468
      48 148 =7 =6 =5 149 =3 =2 1489
      3468 =2 1346 =7 348 1349 149 =5 14689
      =5 34 =2 134 =9 =7 =8 =6 134
      =9 =7 34 134 =6 =8 =5 134 =2
      =1 =6 =8 34 =2 =5 479 347 349
      3468 1348 1346 =5 =7 346 =2 =9 134
      =2 =5 1346 =9 34 346 14 =8 =7
      =7 34 =9 =8 =1 =2 =6 34 =5)";

// The position of TechniqueSwordfish.Applies; other tests change a few of its cells.
// From the path of
// ........7.5.2...686..5..3.44....8.....2.4..5..7.......847.96......7.4...5.......6.
inline constexpr std::string_view kSwordfishPosition = R"(
      139 1239 =8 =4 =6 19 =5 129 =7
      =7 =5 =4 =2 13 39 19 =6 =8
      =6 129 19 =5 =8 =7 =3 129 =4
      =4 139 =5 139 =7 =8 =6 39 =2
      139 =8 =2 =6 =4 13 =7 =5 139
      139 =7 =6 139 =2 =5 =8 =4 139
      =8 =4 =7 13 =9 =6 =2 13 =5
      =2 =6 13 =7 =5 =4 19 =8 39
      =5 19 139 =8 13 =2 =4 =7 =6)";

// The position of TechniqueUniqueRectangle.Applies; other tests change a few of its cells.
// From the path of
// .........2..1.6...1.4...6.85.26..4..9.6.587.....9......1.....5.7...4.....8.2.9..4.
inline constexpr std::string_view kUniqueRectanglePosition = R"(
      =3 =6 78 457 2789 2457 1259 1279 1257
      =2 59 78 =1 3789 =6 359 =4 357
      =1 59 =4 357 2379 2357 =6 2379 =8
      =5 37 =2 =6 137 137 =4 =8 =9
      =9 34 =6 34 =5 =8 =7 12 12
      =8 47 =1 =9 27 247 35 36 356
      =4 =1 39 378 =6 37 2389 =5 237
      =7 =2 39 358 =4 135 1389 1369 136
      =6 =8 =5 =2 137 =9 13 137 =4)";

// The position of TechniqueForcingChain.Applies; other tests change a few of its cells.
// From the path
// of 76.8.943...43...7...1......85...........8756........43...71..59............945.1..
inline constexpr std::string_view kForcingChainPosition = R"(
      =7 =6 25 =8 25 =9 =4 =3 =1
      259 289 =4 =3 256 =1 26 =7 568
      35 38 =1 26 =7 =4 =9 28 568
      =8 =5 =6 =4 23 23 =1 =9 =7
      349 349 39 =1 =8 =7 =5 =6 =2
      12 127 27 =5 =9 =6 =8 =4 =3
      2346 234 238 =7 =1 28 236 =5 =9
      159 19 59 26 36 38 =7 28 =4
      236 237 2378 =9 =4 =5 236 =1 68)";

}  // namespace nonet::testing
