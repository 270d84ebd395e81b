// Some packages load their dependencies with import() even in their CommonJS builds (PGlite: Node built-ins
// and its WebAssembly; @fastify/cookie: the ESM-only `cookie`). Jest's module sandbox only permits import()
// behind --experimental-vm-modules, so the tests load exactly these packages with Node's own require, outside
// the sandbox, where import() works. (Jest's `module` stand-in would route createRequire back into the sandbox,
// hence process.getBuiltinModule.) Everything else about them is the real package.
const { createRequire } = process.getBuiltinModule('node:module');
const nativeRequire = createRequire(__filename);

/** @param {string} id */
module.exports = (id) => nativeRequire(id);
