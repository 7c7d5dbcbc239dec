#include "cli/docs/command_docs.hpp"

#include "cli/option_checks.hpp"

namespace nonet::cli::docs {

namespace {

OptionDoc describe_option(const CLI::Option& option) {
  OptionDoc doc;
  for (const std::string& name : option.get_snames()) doc.flags.push_back("-" + name);
  for (const std::string& name : option.get_lnames()) doc.flags.push_back("--" + name);
  if (!option.nonpositional()) doc.positional = option.get_name();
  doc.description = option.get_description();
  doc.required = option.get_required();
  doc.repeats = option.get_expected_max() > 1;
  if (option.get_type_size_max() > 0) {
    doc.choices = option_choices(option);
    doc.value = doc.choices.empty() ? option.get_type_name() : "NAME";
    // Files are what nonet reads and writes; their options say so in their value's name, and
    // every positional argument but a count or a puzzle given on the command line is one.
    doc.file_value =
        doc.value.find("FILE") != std::string::npos ||
        (!doc.positional.empty() && doc.positional != "count" && doc.positional != "puzzle");
  }
  return doc;
}

std::vector<OptionDoc> describe_options(const CLI::App& app) {
  std::vector<OptionDoc> options;
  for (const CLI::Option* option : app.get_options()) {
    if (option->get_group().empty()) continue;  // hidden
    options.push_back(describe_option(*option));
  }
  return options;
}

}  // namespace

ProgramDoc describe(const CLI::App& app, const std::string& version) {
  ProgramDoc program;
  program.name = app.get_name();
  program.version = version;
  program.description = app.get_description();
  program.options = describe_options(app);
  for (const CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; })) {
    program.commands.push_back(
        {command->get_name(), command->get_description(), describe_options(*command)});
  }
  return program;
}

}  // namespace nonet::cli::docs
