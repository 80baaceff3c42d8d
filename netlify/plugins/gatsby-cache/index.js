/**
 * A Netlify build plugin (netlify.toml): restores Gatsby's cache and the last build's output
 * before the build command, and saves them after it, through Netlify's own build cache
 * (`utils.cache`, cleared by "Clear cache and deploy site").
 */
const KEPT = ['.cache', 'public'];

module.exports = {
  async onPreBuild({ utils }) {
    const restored = await Promise.all(KEPT.map((dir) => utils.cache.restore(dir)));
    console.log(`Gatsby's build cache: ${KEPT.filter((_, i) => restored[i]).join(', ') || 'nothing'} restored.`);
  },
  async onPostBuild({ utils }) {
    const saved = await Promise.all(KEPT.map((dir) => utils.cache.save(dir)));
    if (saved.includes(false)) utils.build.failBuild(`Gatsby's build cache: could not save ${KEPT.filter((_, i) => !saved[i]).join(', ')}.`);
  },
};
