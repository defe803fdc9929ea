// PGlite's CommonJS build loads Node built-ins with import(), which Jest's CommonJS sandbox
// refuses without --experimental-vm-modules. This rewrites those calls to require(), under a
// name of its own because the bundle declares a local `var require` in the same scope.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const SELF = readFileSync(fileURLToPath(import.meta.url), "utf8");
const BUILTIN_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;

const pgliteTransform = {
  process(source) {
    const code = source.replace(BUILTIN_IMPORT, 'Promise.resolve(__pgliteRequire("$2"))');
    return { code: `const __pgliteRequire = require;${code}` };
  },
  getCacheKey(source, path) {
    return createHash("sha256").update(SELF).update(path).update(source).digest("hex");
  },
};

export default pgliteTransform;
