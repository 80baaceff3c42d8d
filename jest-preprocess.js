const babelOptions = {
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], ['@babel/preset-typescript', { isTSX: true, allExtensions: true }]],
};

module.exports = require('babel-jest').default.createTransformer(babelOptions);
