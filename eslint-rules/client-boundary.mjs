/**
 * `local/client-boundary`: a client component (a file with the "use client" directive) must not
 * bring server code or the validation library into the browser bundle. It reports an import that
 * reaches, directly or through the project's own modules (`@/` and relative imports, followed
 * transitively), one of:
 *   - the packages `zod` or `server-only`;
 *   - a module that imports `server-only`;
 *   - anything under `lib/db`.
 * Type-only imports (`import type`, `import { type X }`) are erased by the compiler and not followed.
 * Option `root`: the directory `@/` points at (default: ESLint's working directory).
 * Option `allowZodIn`: folders (relative to `root`, e.g. `components/account/forms/`) whose client
 * modules may bring zod: forms that check their input in the browser with the route handlers' own
 * schemas (react-hook-form's zodResolver). Server code and lib/db stay forbidden there too.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const FORBIDDEN_PACKAGES = ["zod", "server-only"];
const SERVER_ONLY = "server-only";
const SERVER_DIRECTORIES = ["lib/db"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs"];

/** Parsed value imports per file, kept while the file is unchanged (an editor lints many times). */
const importCache = new Map();

const isPackage = (specifier, name) => specifier === name || specifier.startsWith(`${name}/`);
const forbiddenPackage = (specifier, packages) => packages.find((name) => isPackage(specifier, name));

function fileStat(file) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/** A local specifier to a source file, or null (a package, or a file that is no module source). */
function resolve(specifier, fromFile, root) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith("./") || specifier.startsWith("../")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => EXTENSIONS.includes(path.extname(candidate)) && fileStat(candidate)?.isFile()) ?? null;
}

const isTypeOnlyImport = (node) =>
  Boolean(node.importClause?.isTypeOnly) ||
  Boolean(node.importClause && !node.importClause.name && node.importClause.namedBindings && ts.isNamedImports(node.importClause.namedBindings) && node.importClause.namedBindings.elements.length > 0 && node.importClause.namedBindings.elements.every((element) => element.isTypeOnly));

/** The specifiers a module imports as values: static imports, re-exports and `import("...")`. */
function valueImports(file) {
  const stat = fileStat(file);
  const cached = importCache.get(file);
  if (cached && stat && cached.mtimeMs === stat.mtimeMs) return cached.specifiers;
  const text = readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") || file.endsWith(".jsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !isTypeOnlyImport(node)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  importCache.set(file, { mtimeMs: stat?.mtimeMs, specifiers });
  return specifiers;
}

/**
 * Why importing `specifier` from `fromFile` is forbidden: the chain of imports that leads to the
 * forbidden module and what that is; null when it is fine. `verdicts` memoises per file (and stops
 * cycles: a file being checked counts as fine until its own imports are known).
 */
function findForbidden(specifier, fromFile, root, verdicts, packages) {
  const packageName = forbiddenPackage(specifier, packages);
  if (packageName) return { chain: [specifier], what: `"${packageName}"` };
  const file = resolve(specifier, fromFile, root);
  if (!file) return null;
  const found = verdictOf(file, root, verdicts, packages);
  return found && { chain: [specifier, ...found.chain], what: found.what };
}

function verdictOf(file, root, verdicts, packages) {
  if (verdicts.has(file)) return verdicts.get(file);
  verdicts.set(file, null);
  const relative = path.relative(root, file).split(path.sep).join("/");
  const directory = SERVER_DIRECTORIES.find((dir) => relative.startsWith(`${dir}/`));
  let verdict = directory ? { chain: [], what: `a module under ${directory}/` } : null;
  const imports = verdict ? [] : valueImports(file);
  if (imports.some((imported) => isPackage(imported, SERVER_ONLY))) verdict = { chain: [], what: 'a module that imports "server-only"' };
  for (const imported of verdict ? [] : imports) {
    verdict = findForbidden(imported, file, root, verdicts, packages);
    if (verdict) break;
  }
  verdicts.set(file, verdict);
  return verdict;
}

const isClientModule = (program) =>
  program.body.some((statement) => statement.type === "ExpressionStatement" && statement.directive === "use client");

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: 'Keep zod, server-only modules and lib/db out of "use client" modules, directly or through local imports' },
    schema: [
      {
        type: "object",
        properties: { root: { type: "string" }, allowZodIn: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: '"{{source}}" brings {{what}} into a client component{{via}}.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const file = context.filename;
    const relative = path.relative(root, file).split(path.sep).join("/");
    const zodAllowed = (context.options[0]?.allowZodIn ?? []).some((folder) => relative.startsWith(folder));
    const packages = zodAllowed ? FORBIDDEN_PACKAGES.filter((name) => name !== "zod") : FORBIDDEN_PACKAGES;
    // Verdicts depend on the forbidden packages: one memo per linted file.
    const verdicts = new Map([[file, null]]);
    let client = false;

    function check(node, source) {
      if (!client || typeof source !== "string") return;
      const found = findForbidden(source, file, root, verdicts, packages);
      if (!found) return;
      const via = found.chain.length > 1 ? ` (via ${found.chain.join(" → ")})` : "";
      context.report({ node, messageId: "forbidden", data: { source, what: found.what, via } });
    }

    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration(node) {
        const typeOnly = node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === "type"));
        if (!typeOnly) check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && node.exportKind !== "type") check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== "type") check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node, node.source.value);
      },
    };
  },
};

export default rule;
