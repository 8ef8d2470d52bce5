// jest's order of test files, but the API suites' group files (scripts/jest/suite-groups.mjs) first, the
// heaviest first (group-01 is). jest runs files it has no time for first and the others longest first,
// and with no times at all (a fresh clone: CI) the biggest file first. A group file is a few lines of
// requires, so on a fresh clone the ten groups, most of the compiled lane's work, ran after all 48 node
// suites, and the last of them alone on one worker at the end. The groups are written afresh in a new
// folder every run, so jest never has a time for them.
const Sequencer = require('@jest/test-sequencer').default;

const groupNumber = (test) => /[\\/]group-(\d+)\.test\.ts$/.exec(test.path)?.[1];

module.exports = class GroupsFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const groups = sorted.filter(groupNumber).sort((a, b) => Number(groupNumber(a)) - Number(groupNumber(b)));
    return [...groups, ...sorted.filter((t) => !groupNumber(t))];
  }
};
