// Jest transform for files the pane bundles as text (webpack's asset/source): examples/*.csv
// become a module whose default export is the file's text, as in the built add-in.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
