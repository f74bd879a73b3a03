module.exports = async function globalTeardown() {
  for (const c of globalThis.__NES_CONTAINERS__ ?? []) await c.stop();
};
