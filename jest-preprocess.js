// babel-jest with Gatsby's own preset; kept out of a root babel.config.js so Gatsby's build is unaffected.
const babelOptions = { presets: ["babel-preset-gatsby", "@babel/preset-typescript"] };
module.exports = require("babel-jest").default.createTransformer(babelOptions);
