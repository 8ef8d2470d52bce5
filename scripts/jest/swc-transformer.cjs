// @swc/jest, plus a rewrite of `import.meta` (react-router and rsbuild code mention import.meta.hot,
// which CommonJS under jest cannot parse).
const swcJest = require('@swc/jest');

const base = swcJest.createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

module.exports = {
  process(src, filename, options) {
    const code = src.includes('import.meta')
      ? src
          .replace(/import\.meta\.hot/g, 'undefined')
          .replace(/import\.meta\.url/g, `"file://${filename}"`)
          .replace(/import\.meta\??\.env/g, 'process.env')
      : src;
    return base.process(code, filename, options);
  },
  getCacheKey(src, filename, ...rest) {
    return base.getCacheKey(src + 'v2', filename, ...rest);
  },
};
